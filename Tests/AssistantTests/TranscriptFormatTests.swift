import Foundation
import Testing
@testable import Assistant
@testable import Transcripts

@Suite("Transcript format")
struct TranscriptFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Transcripts")

    @Test func parsesTheSampleFile() throws {
        let transcript = try TranscriptFile.load(contentsOf: Self.fixtures.appendingPathComponent("sample.transcript"))
        #expect(transcript.settings.preset == "strict")
        #expect(transcript.turns.map(\.utterance) == ["show me jeans", "more", ""])
        #expect(transcript.turns.map(\.line) == [4, 10, 15])
        let first = transcript.turns[0]
        #expect(first.expectation?.source == "band=act action=search label=valid")
        #expect(first.expected == [.wildcard(["Found ", " jeans:"]), .anyLines, .wildcard(["  5. ", ""])])
        #expect(transcript.turns[1].expected == [.anyLines])
        #expect(transcript.turns[1].expectation?.values.first?.value == nil)  // band=none
        #expect(transcript.turns[2].preamble == ["", "# An empty line changes nothing."])
        #expect(transcript.turns[2].expected == [.literal("# literally a hash"), .literal("...")])
    }

    @Test func renderingRoundTrips() throws {
        let url = Self.fixtures.appendingPathComponent("sample.transcript")
        let text = try String(contentsOf: url, encoding: .utf8)
        let transcript = try Transcript(parsing: text, file: "sample")
        #expect(transcript.text == text)
        #expect(try Transcript(parsing: transcript.text, file: "again") == transcript)
    }

    @Test func crlfAndBlankSeparators() throws {
        let transcript = try Transcript(parsing: "> hi\r\nHello!\r\n\r\n\r\n>   spaced  \r\nok\r\n", file: "t")
        #expect(transcript.turns[0].expected == [.literal("Hello!")])
        #expect(transcript.turns[1].preamble == ["", ""])
        #expect(transcript.turns[1].utterance == "  spaced")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var text: String
        var problems: [String]
        var testDescription: String { text.debugDescription }
    }

    @Test(arguments: [
        Bad(text: "", problems: ["no user lines"]),
        Bad(text: "# only a comment\n", problems: ["no user lines"]),
        Bad(text: "Hello\n> hi\n", problems: ["line 1: expected output must follow a '> ' user line"]),
        Bad(text: "> hi\n# c\nstray\n", problems: ["line 3: expected output must follow"]),
        Bad(text: "> hi\nHello\n? band=act\n", problems: ["line 3: a '?' line must come right after"]),
        Bad(text: "> hi\n? band=loud colour=red nokey\n",
            problems: ["line 2: band must be act", "line 2: unknown key 'colour'", "line 2: 'nokey' is not key=value"]),
        Bad(text: "> hi\n? \n", problems: ["line 2: a '?' line needs at least one"]),
        Bad(text: "> hi\n? band=act band=act\n", problems: ["line 2: 'band' is given twice"]),
        Bad(text: "@bands 0.4 0.9\n@preset\n@volume 11\n> hi\n",
            problems: ["line 1: '@bands' takes ACT CONFIRM", "line 2: '@preset' takes one name",
                       "line 3: unknown directive '@volume 11'"]),
        Bad(text: "> hi\n@preset strict\n", problems: ["line 2: directives ('@…') must come before"]),
        Bad(text: "> hi\n# c\n@preset strict\n", problems: ["line 3: directives ('@…') must come before"]),
    ])
    func reportsEveryProblemWithItsLine(_ bad: Bad) {
        do {
            _ = try Transcript(parsing: bad.text, file: "bad.transcript")
            #expect(bad.problems.isEmpty, "expected an error")
        } catch {
            guard case .malformed(let file, let problems) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(file == "bad.transcript")
            #expect(problems.count == bad.problems.count, "\(problems)")
            for (problem, expected) in zip(problems, bad.problems) {
                #expect(problem.hasPrefix(expected), "\(problem)")
            }
            #expect(error.errorDescription?.hasPrefix("bad.transcript: not a valid transcript") == true)
        }
    }

    @Test func refusesFilesThatAreNotUTF8() {
        let url = Self.fixtures.appendingPathComponent("latin1.transcript")
        #expect(throws: TranscriptError.notUTF8(file: url.path)) { try TranscriptFile.load(contentsOf: url) }
        let missing = Self.fixtures.appendingPathComponent("missing.transcript")
        #expect {
            try TranscriptFile.load(contentsOf: missing)
        } throws: { error in
            guard case TranscriptError.unreadable(let file, _) = error else { return false }
            return file == missing.path
        }
    }

    @Test func savesAtomicallyAndReadsBack() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transcripts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("t.transcript")
        let transcript = Transcript(turns: [TranscriptTurn(utterance: "hi", expected: [.literal("> quoted")])])
        try TranscriptFile.save(transcript, to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "> hi\n\\> quoted\n")
        #expect(try TranscriptFile.load(contentsOf: url).turns[0].expected == [.literal("> quoted")])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers == ["t.transcript"])
    }
}
