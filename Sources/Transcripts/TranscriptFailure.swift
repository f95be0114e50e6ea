/// One way a turn did not go as the transcript expected.
public struct TranscriptFailure: Sendable, Hashable {
    /// The 1-based line of the turn's `>` line.
    public var line: Int
    /// The user line of the turn.
    public var utterance: String
    /// What went wrong, for people.
    public var message: String

    /// Creates a failure.
    public init(line: Int, utterance: String, message: String) {
        self.line = line
        self.utterance = utterance
        self.message = message
    }
}
