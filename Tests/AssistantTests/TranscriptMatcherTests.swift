import Testing
@testable import Assistant
@testable import Transcripts

@Suite("Transcript matcher")
struct TranscriptMatcherTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var patterns: [String]
        var lines: [String]
        var matches: Bool
        var testDescription: String { "\(patterns) ~ \(lines)" }
    }

    @Test(arguments: [
        Case(patterns: [], lines: [], matches: true),
        Case(patterns: ["a"], lines: ["a"], matches: true),
        Case(patterns: ["a"], lines: ["a "], matches: false),
        Case(patterns: ["a"], lines: [], matches: false),
        Case(patterns: ["..."], lines: [], matches: true),
        Case(patterns: ["..."], lines: ["x", "y"], matches: true),
        Case(patterns: ["a", "...", "z"], lines: ["a", "z"], matches: true),
        Case(patterns: ["a", "...", "z"], lines: ["a", "b", "c", "z"], matches: true),
        Case(patterns: ["a", "...", "z"], lines: ["a", "b", "c"], matches: false),
        Case(patterns: ["...", "b", "..."], lines: ["a", "b", "c"], matches: true),
        Case(patterns: ["...", "q", "..."], lines: ["a", "b", "c"], matches: false),
        Case(patterns: ["Found [...] jeans"], lines: ["Found 12 jeans"], matches: true),
        Case(patterns: ["Found [...] jeans"], lines: ["Found jeans"], matches: false),
        Case(patterns: ["Found [...]jeans"], lines: ["Found jeans"], matches: true),
        Case(patterns: ["[...]"], lines: [""], matches: true),
        Case(patterns: ["[...]"], lines: [], matches: false),
        Case(patterns: ["$[...].[...]"], lines: ["$59.00"], matches: true),
        Case(patterns: ["ab[...]ba"], lines: ["aba"], matches: false),  // the parts must not overlap
        Case(patterns: ["[...]x[...]y[...]"], lines: ["..y..x"], matches: false),
        Case(patterns: ["\\[...]"], lines: ["[...]"], matches: true),
        Case(patterns: ["\\..."], lines: ["..."], matches: true),
        Case(patterns: ["\\..."], lines: ["x"], matches: false),
    ])
    func matching(_ c: Case) {
        #expect(TranscriptMatcher.matches(c.patterns.map(TranscriptPattern.init(source:)), c.lines) == c.matches)
    }

    @Test func updateKeepsMatchingPatternsAndStillMatchingWildcards() {
        let patterns = ["Found [...] jeans:", "  1. Levi's 501", "  2. [...] $[...]"].map(TranscriptPattern.init(source:))
        let same = ["Found 9 jeans:", "  1. Levi's 501", "  2. Wrangler $40.00"]
        #expect(TranscriptMatcher.updated(patterns, toMatch: same) == patterns)
        let changed = ["Found 9 jeans:", "  1. Lee Rider", "  2. Wrangler $40.00", "  3. new"]
        let updated = TranscriptMatcher.updated(patterns, toMatch: changed)
        #expect(updated.map(\.source) == ["Found [...] jeans:", "  1. Lee Rider", "  2. [...] $[...]", "  3. new"])
        #expect(TranscriptMatcher.matches(updated, changed))
    }

    @Test(arguments: [">", "? band=act", "# hash", "@preset x", "\\back", "...", "has [...] inside"])
    func literalSpecialLinesAreEscaped(text: String) {
        let pattern = TranscriptPattern.literal(text)
        #expect(pattern.source.hasPrefix("\\"))
        #expect(TranscriptPattern(source: pattern.source) == pattern)
        #expect(TranscriptPattern.literal("plain").source == "plain")
    }

    @Test func replyLinesAreNormalised() {
        let reply = TranscriptReply(text: "one  \r\ntwo\u{1B}[31m\tred\n\n\n")
        #expect(reply.lines == ["one", "two\u{FFFD}[31m\tred"])
        #expect(TranscriptReply(text: "").lines == [])
    }
}
