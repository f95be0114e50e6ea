/// One user line of a transcript with what it expects back.
public struct TranscriptTurn: Sendable, Hashable {
    /// Comment, directive and blank lines written before the user line, kept verbatim.
    public var preamble: [String]
    /// The user's line (empty for a bare `>`).
    public var utterance: String
    /// The 1-based line number of the `>` line.
    public var line: Int
    /// The optional `?` checks on band, action and label.
    public var expectation: TranscriptExpectation?
    /// The expected reply, one pattern per line.
    public var expected: [TranscriptPattern]

    /// Creates a turn.
    public init(
        preamble: [String] = [], utterance: String, line: Int = 0, expectation: TranscriptExpectation? = nil,
        expected: [TranscriptPattern]
    ) {
        self.preamble = preamble
        self.utterance = utterance
        self.line = line
        self.expectation = expectation
        self.expected = expected
    }
}
