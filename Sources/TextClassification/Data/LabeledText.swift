/// One training or evaluation example: a text and its label.
public struct LabeledText: Sendable, Hashable, Codable {
    /// The utterance.
    public var text: String
    /// Its label, e.g. `valid` or `invalid`.
    public var label: String

    /// Creates an example.
    public init(text: String, label: String) {
        self.text = text
        self.label = label
    }
}
