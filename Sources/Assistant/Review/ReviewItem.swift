import TextClassification

/// One distinct line worth a person's time: how often it was logged and what the model made of it (the latest
/// time).
public struct ReviewItem: Sendable, Hashable, Codable {
    /// The line as typed (its latest spelling).
    public var text: String
    /// How many times it was logged.
    public var count: Int
    /// The model's top label, or `nil` when it had no evidence.
    public var label: String?
    /// Its probability.
    public var confidence: Double?
    /// `act`, `confirm` or `fallback`.
    public var band: String
    /// 1 minus the gap between the top two probabilities: 1 is a coin toss (or no evidence), 0 certainty.
    public var uncertainty: Double
    /// Words that pushed towards the label, in reading order.
    public var towards: [String]
    /// Words that pushed against it.
    public var against: [String]
    /// Words the model did not know.
    public var unknown: [String]

    /// Creates an item.
    public init(
        text: String, count: Int, label: String?, confidence: Double?, band: String, uncertainty: Double,
        towards: [String], against: [String], unknown: [String]
    ) {
        self.text = text
        self.count = count
        self.label = label
        self.confidence = confidence
        self.band = band
        self.uncertainty = uncertainty
        self.towards = towards
        self.against = against
        self.unknown = unknown
    }

    /// The key two spellings of the same line share: case-folded, runs of white space as one space, trimmed.
    public static func key(of text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
