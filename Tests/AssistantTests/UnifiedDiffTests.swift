import Testing
@testable import Assistant
@testable import Transcripts

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoHunks() {
        #expect(UnifiedDiff(old: ["a", "b"], new: ["a", "b"]).isEmpty)
        #expect(UnifiedDiff(old: [], new: []).rendered(oldName: "a", newName: "b").isEmpty)
    }

    @Test func oneChangeWithContext() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[4] = "changed"
        let diff = UnifiedDiff(old: old, new: new)
        #expect(diff.rendered(oldName: "expected", newName: "actual") == [
            "--- expected", "+++ actual", "@@ -2,7 +2,7 @@",
            " line 2", " line 3", " line 4", "-line 5", "+changed", " line 6", " line 7", " line 8",
        ])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var old: [String]
        var new: [String]
        var hunks: [String]
        var testDescription: String { "\(old) → \(new)" }
    }

    @Test(arguments: [
        Case(old: [], new: ["a"], hunks: ["@@ -0,0 +1,1 @@"]),
        Case(old: ["a"], new: [], hunks: ["@@ -1,1 +0,0 @@"]),
        Case(old: ["a", "b"], new: ["a", "x", "b"], hunks: ["@@ -1,2 +1,3 @@"]),
        // Changes more than 6 lines apart make two hunks.
        Case(old: (1...20).map(String.init), new: ["X"] + (2...19).map(String.init) + ["Y"],
             hunks: ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"]),
    ])
    func hunkHeaders(_ c: Case) {
        #expect(UnifiedDiff(old: c.old, new: c.new).hunks.map(\.header) == c.hunks)
    }

    @Test func applyingTheDiffGivesTheNewText() {
        let old = ["> hi", "Hello!", "> jeans", "Found 3 jeans:", "  1. A", "  2. B", "  3. C", "> more", "That's all."]
        let new = ["> hi", "Hi there!", "> jeans", "Found 2 jeans:", "  1. A", "  2. C", "> more", "That's all.", "x"]
        let diff = UnifiedDiff(old: old, new: new, context: 1)
        var rebuilt: [String] = []
        var oldIndex = 0
        for hunk in diff.hunks {
            let start = max(0, hunk.oldStart - (hunk.oldCount == 0 ? 0 : 1))
            rebuilt += old[oldIndex..<start]
            oldIndex = start
            for line in hunk.lines {
                switch line.first {
                case " ": rebuilt.append(String(line.dropFirst())); oldIndex += 1
                case "-": oldIndex += 1
                default: rebuilt.append(String(line.dropFirst()))
                }
            }
        }
        rebuilt += old[oldIndex...]
        #expect(rebuilt == new)
    }

    @Test func onlyTheFirstHunkWhenAsked() {
        let old = (1...30).map(String.init)
        var new = old
        new[0] = "a"
        new[29] = "b"
        let lines = UnifiedDiff(old: old, new: new).rendered(oldName: "e", newName: "a", maximumHunks: 1)
        #expect(lines.filter { $0.hasPrefix("@@") }.count == 1)
        #expect(lines.last == "(1 more change(s) not shown)")
    }
}
