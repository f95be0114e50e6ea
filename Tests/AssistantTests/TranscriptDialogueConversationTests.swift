import ConfidencePolicy
import Testing
@testable import Assistant
@testable import Transcripts

@Suite("Transcripts against the dialogue manager")
struct TranscriptDialogueConversationTests {
    @Test func repliesAndChecksComeFromTheTurns() {
        let lines = ["jeans", "more", "something for a wedding", "no", "what is the capital of france"]
        let turns = Fixture.run(lines).turns
        var conversation = DialogueConversation(manager: Fixture.manager, policy: .balanced, now: Fixture.now)
        for (line, turn) in zip(lines, turns) {
            let reply = conversation.respond(to: line)
            #expect(reply.text == turn.reply)
            #expect(reply.band == turn.decision?.band.rawValue)
            #expect(reply.action == turn.action.rawValue)
            #expect(reply.label == turn.decision?.label)
        }
    }

    @Test func aTranscriptWithChecksPassesAndAWrongOneFails() throws {
        let good = """
            > jeans
            ? band=act action=search label=valid
            ...
            > more
            ? band=none action=search label=none
            ...
            > something for a wedding
            ? band=confirm action=confirm label=valid
            Is this a clothing question?[...]
            > what is the capital of france
            ? band=act action=out-of-scope label=invalid
            ...

            """
        var conversation = DialogueConversation(manager: Fixture.manager, policy: .balanced, now: Fixture.now)
        let passed = TranscriptRunner.run(try Transcript(parsing: good, file: "good"), with: &conversation)
        #expect(passed.passed, "\(passed.failures)")

        // The same lines under the strict preset: "something for a wedding" (0.62) falls back instead.
        var strict = DialogueConversation(manager: Fixture.manager, policy: .strict, now: Fixture.now)
        let failed = TranscriptRunner.run(try Transcript(parsing: good, file: "good"), with: &strict)
        #expect(failed.failures.map(\.line) == [7])
        #expect(failed.failures.first?.message.contains("band: expected confirm, got fallback") == true)
    }
}
