/// Plays a transcript's user lines into a conversation and compares every reply with what was expected.
public enum TranscriptRunner {
    /// Replays every turn (even after a mismatch, so the actual transcript is complete).
    public static func run<Conversation: TranscriptConversation>(
        _ transcript: Transcript, with conversation: inout Conversation
    ) -> TranscriptResult {
        var actual = transcript
        var failures: [TranscriptFailure] = []
        for (index, turn) in transcript.turns.enumerated() {
            let reply = conversation.respond(to: turn.utterance)
            let lines = reply.lines
            var problems: [String] = []
            if let expectation = turn.expectation {
                problems += expectation.mismatches(with: reply)
                actual.turns[index].expectation = expectation.withActualValues(of: reply)
            }
            if !TranscriptMatcher.matches(turn.expected, lines) {
                problems.append("the reply differs")
                actual.turns[index].expected = TranscriptMatcher.updated(turn.expected, toMatch: lines)
            }
            if !problems.isEmpty {
                failures.append(TranscriptFailure(
                    line: turn.line, utterance: turn.utterance, message: problems.joined(separator: "; ")))
            }
        }
        return TranscriptResult(expected: transcript, actual: actual, failures: failures)
    }
}
