/// The outcome of replaying one transcript: its failures and the transcript as it actually went.
public struct TranscriptResult: Sendable, Hashable {
    /// The transcript as written.
    public var expected: Transcript
    /// The same transcript with every reply and `?` value as they actually were (wildcards kept where
    /// they still match); what `--update` writes.
    public var actual: Transcript
    /// Every turn that differed, in order.
    public var failures: [TranscriptFailure]

    /// Creates a result.
    public init(expected: Transcript, actual: Transcript, failures: [TranscriptFailure]) {
        self.expected = expected
        self.actual = actual
        self.failures = failures
    }

    /// Whether every turn went as expected.
    public var passed: Bool { failures.isEmpty }

    /// The unified diff from the expected transcript to the actual one.
    public var diff: UnifiedDiff {
        UnifiedDiff(old: Self.lines(expected.text), new: Self.lines(actual.text))
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
