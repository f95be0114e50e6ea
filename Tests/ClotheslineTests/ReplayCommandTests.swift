import Foundation
import TestSupport
import Testing

@Suite("replay, end to end")
struct ReplayCommandTests {
    static let dialogues = CLI.packageRoot.appendingPathComponent("Tests/Dialogues")
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures")

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Every transcript under Tests/Dialogues passes: this is how `make test` runs the dialogue tests.
    @Test func allDialogueTranscriptsPass() throws {
        let result = try CLI.run(["replay", Self.dialogues.path], timeout: 300)
        let failures = result.lines.filter { !$0.hasPrefix("PASS ") }.joined(separator: "\n")
        #expect(result.status == 0, "\(failures)\n\(result.stderr)")
        let summary = try #require(result.lines.last)
        let passed = Int(summary.split(separator: " ").first ?? "") ?? 0
        #expect(summary == "\(passed) passed, 0 failed")
        #expect(passed >= 25)
        #expect(result.lines.filter { $0.hasPrefix("PASS ") }.count == passed)
    }

    @Test func aBrokenTranscriptFailsWithAReadableDiff() throws {
        let broken = Self.fixtures.appendingPathComponent("broken.transcript").path
        let result = try CLI.run(["replay", broken])
        #expect(result.status == 1)
        #expect(result.lines.first == "FAIL \(broken)")
        #expect(result.lines.last == "0 passed, 1 failed")
        // The first mismatch is named with its line, and the diff shows expected (-) against actual (+).
        #expect(result.stdout.contains("line 4: > show me jeans: the reply differs"))
        #expect(result.stdout.contains("--- \(broken) (expected)"))
        #expect(result.stdout.contains("+++ \(broken) (actual)"))
        #expect(result.lines.contains("    -We only sell garden furniture, sorry."))
        #expect(result.lines.contains { $0.hasPrefix("    +") })
        #expect(result.lines.contains { $0.hasPrefix("    @@ -") })
        #expect(result.lines.contains("     > show me jeans"))
    }

    @Test func updateRewritesTheExpectedOutputInPlace() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("broken.transcript")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("broken.transcript"), to: copy)
        let before = try String(contentsOf: copy, encoding: .utf8)
        let updated = try CLI.run(["replay", "--update", copy.path])
        #expect(updated.status == 0, "\(updated.stdout)")
        #expect(updated.lines.first?.hasPrefix("UPDATED \(copy.path)") == true)
        let after = try String(contentsOf: copy, encoding: .utf8)
        #expect(after != before)
        #expect(after.hasPrefix("# A deliberately broken transcript"))  // comments survive
        #expect(!after.contains("garden furniture"))
        let again = try CLI.run(["replay", copy.path])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.lines == ["PASS \(copy.path)", "1 passed, 0 failed"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["broken.transcript"])
    }

    @Test func malformedTranscriptsFailWithTheirLines() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("Hello\n> hi\n? colour=red\n".utf8).write(to: dir.appendingPathComponent("a.transcript"))
        try Data("@preset bold\n> hi\n...\n".utf8).write(to: dir.appendingPathComponent("b.transcript"))
        try Data([0x3E, 0x20, 0xFF, 0x0A]).write(to: dir.appendingPathComponent("c.transcript"))
        try Data("> hi\n...\n".utf8).write(to: dir.appendingPathComponent("ignored.txt"))
        let result = try CLI.run(["replay", dir.path])
        #expect(result.status == 1)
        #expect(result.lines.last == "0 passed, 3 failed")
        #expect(result.stdout.contains("line 1: expected output must follow a '> ' user line"))
        #expect(result.stdout.contains("line 3: unknown key 'colour'"))
        #expect(result.stdout.contains("unknown preset 'bold'"))
        #expect(result.stdout.contains("not a UTF-8 text file"))
        #expect(!result.stdout.contains("ignored.txt"))
    }

    @Test(arguments: [
        (["replay"], Int32(64), "Name at least one transcript"),
        (["replay", "/nonexistent/x.transcript"], Int32(1), "/nonexistent/x.transcript: no such file or folder"),
        (["replay", "--preset", "bold", "Tests/Dialogues"], Int32(64), "bold"),
    ])
    func badArgumentsAreErrors(arguments: [String], status: Int32, message: String) throws {
        let result = try CLI.run(arguments, currentDirectory: CLI.packageRoot)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func emptyFolderIsAnError() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["replay", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no *.transcript files"))
    }
}
