/// A list of problems found while reading part of a transcript (used as a `Result` failure).
public struct TranscriptProblems: Error, Sendable, Hashable {
    /// The problems, each a sentence for people.
    public var messages: [String]

    /// Wraps a list of problems.
    public init(_ messages: [String]) {
        self.messages = messages
    }
}
