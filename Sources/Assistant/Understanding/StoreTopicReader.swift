import ProductCatalog
import TextClassification

/// Finds what a store question is about: the topic model's top label, when it is sure enough.
///
/// The topic model is a second classifier trained like the shipped one, on the `topic` column of
/// `Models/store-questions.csv` (labels are ``StoreTopic`` raw values). Without one, or below
/// ``minimumConfidence``, the topic is unknown and the answer is the store's contact details.
public struct StoreTopicReader: Sendable {
    /// Classifies a store question into topics, or `nil` when there is no topic model.
    public var classifier: (any TextClassifying)?
    /// The lowest top probability taken as the topic.
    public var minimumConfidence: Double

    /// The default trust threshold: with a dozen topics, a top label at 0.35 is well ahead of the rest.
    public static let defaultMinimumConfidence = 0.35

    /// Creates a reader over `classifier`.
    public init(classifier: (any TextClassifying)?, minimumConfidence: Double = Self.defaultMinimumConfidence) {
        self.classifier = classifier
        self.minimumConfidence = minimumConfidence
    }

    /// The topic of `text`, or `nil` when unknown.
    public func topic(of text: String) -> StoreTopic? {
        guard let top = classifier?.classify(text).top, top.probability >= minimumConfidence else { return nil }
        return StoreTopic(rawValue: top.label)
    }

    /// Words that ask for a person rather than a policy: the answer then adds the contact details.
    static let personWords: Set<String> = [
        "person", "human", "someone", "somebody", "manager", "agent", "advisor", "adviser", "representative",
        "operator", "staff", "call", "phone", "ring", "email", "contact", "number", "complain", "complaint",
    ]

    /// Whether `phrase` asks for a person (someone to talk to, a phone number, an e-mail address).
    public static func wantsPerson(_ phrase: Phrase) -> Bool {
        phrase.words.contains(where: personWords.contains)
    }
}
