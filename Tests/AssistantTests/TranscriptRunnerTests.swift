import Testing
@testable import Assistant
@testable import Transcripts

/// A conversation that answers from a table and counts turns, so state across turns is visible.
struct ScriptedConversation: TranscriptConversation {
    var replies: [String: TranscriptReply]
    var turns = 0

    mutating func respond(to utterance: String) -> TranscriptReply {
        turns += 1
        var reply = replies[utterance] ?? TranscriptReply(text: "Sorry?", band: "fallback", action: "menu", label: "invalid")
        reply.text = reply.text.replacingOccurrences(of: "#N", with: String(turns))
        return reply
    }
}

@Suite("Transcript runner")
struct TranscriptRunnerTests {
    static let conversation = ScriptedConversation(replies: [
        "hi": TranscriptReply(text: "Hello! (turn #N)", band: "act", action: "smalltalk", label: "invalid"),
        "jeans": TranscriptReply(text: "Found 3 jeans:\n  1. A $10\n  2. B $20\n  3. C $30", band: "act",
                                 action: "search", label: "valid"),
        "": TranscriptReply(text: ""),
    ])

    static func run(_ text: String) throws -> TranscriptResult {
        var conversation = Self.conversation
        return TranscriptRunner.run(try Transcript(parsing: text, file: "t"), with: &conversation)
    }

    @Test(arguments: [
        "> hi\nHello! (turn 1)\n",
        "> hi\n? band=act action=smalltalk label=invalid\nHello! (turn [...])\n\n> jeans\nFound [...] jeans:\n...\n",
        "> hi\n...\n> jeans\n? band=act\nFound 3 jeans:\n  1. A $10\n...\n  3. [...]\n",
        ">\n? band=none action=none label=none\n\n> hi\nHello! (turn 2)\n",
    ])
    func passing(text: String) throws {
        let result = try Self.run(text)
        #expect(result.passed, "\(result.failures)")
        #expect(result.diff.isEmpty)
        #expect(result.actual == result.expected)
    }

    @Test func wrongReplyFailsWithAReadableDiff() throws {
        let text = "# greeting\n> hi\nHello! (turn 1)\n\n> jeans\nFound 3 jeans:\n  1. A $10\n  2. B $25\n  3. C $30\n"
        let result = try Self.run(text)
        #expect(!result.passed)
        #expect(result.failures == [TranscriptFailure(line: 5, utterance: "jeans", message: "the reply differs")])
        let diff = result.diff.rendered(oldName: "t", newName: "t (actual)", maximumHunks: 1)
        #expect(diff.contains("-  2. B $25"))
        #expect(diff.contains("+  2. B $20"))
        #expect(diff.contains(" > jeans"))
        // The actual transcript is what --update writes, and it passes.
        #expect(try Self.run(result.actual.text).passed)
        #expect(result.actual.text.hasPrefix("# greeting\n> hi\n"))
    }

    @Test func expectationsAreChecked() throws {
        let result = try Self.run("> hi\n? band=confirm label=valid\nHello! (turn 1)\n")
        #expect(result.failures.map(\.message) == ["band: expected confirm, got act; label: expected valid, got invalid"])
        #expect(result.actual.turns[0].expectation?.source == "band=act label=invalid")
        #expect(result.diff.hunks.first?.lines.contains("+? band=act label=invalid") == true)
    }

    @Test func everyTurnRunsAfterAFailure() throws {
        let result = try Self.run("> hi\nnope\n> hi\nnope either\n> hi\nHello! (turn 3)\n")
        #expect(result.failures.map(\.line) == [1, 3])
        #expect(result.actual.turns.map(\.expected) == [
            [.literal("Hello! (turn 1)")], [.literal("Hello! (turn 2)")], [.literal("Hello! (turn 3)")],
        ])
    }

    @Test func missingAndExtraLinesFail() throws {
        #expect(try !Self.run("> jeans\nFound 3 jeans:\n").passed)
        #expect(try !Self.run("> hi\nHello! (turn 1)\nand more\n").passed)
        #expect(try !Self.run(">\nsomething\n").passed)
    }
}
