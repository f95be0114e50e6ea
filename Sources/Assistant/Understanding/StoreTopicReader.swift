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

    /// The topic of `text` given the store's own texts: a word of the question that only one topic's text uses
    /// ("is hemming free": only the repairs text speaks of hemming) names that topic unless the model is sure
    /// of another (``sureConfidence``); otherwise the model's topic.
    ///
    /// A question with a condition after it asks what its main clause asks: "how long do refunds take if i send it
    /// back" is about refunds, not returns, when the model reads the clause before "if" on its own as a topic.
    public func topic(of text: String, policies: StorePolicies?) -> StoreTopic? {
        if let asked = Self.mainClause(of: text), let top = classifier?.classify(asked).top,
           top.probability >= Self.mainClauseConfidence, let topic = StoreTopic(rawValue: top.label) {
            return topic
        }
        let top = classifier?.classify(text).top
        let modelTopic = top.flatMap { $0.probability >= minimumConfidence ? StoreTopic(rawValue: $0.label) : nil }
        guard let policies, !policies.isEmpty, (top?.probability ?? 0) < Self.sureConfidence,
              let own = Self.topicNamedByOwnWords(text, policies: policies) else { return modelTopic }
        return own
    }

    /// The model's runner-up topic for `text` when it is nearly as likely as `topic` and the store has a text
    /// for it: at least ``minimumConfidence`` and ``runnerUpRatio`` of the top, with the top below
    /// ``sureConfidence``. "can underwear be returned if I get the wrong size?" is as much returns as exchanges,
    /// and the answer then gives both texts; `nil` otherwise.
    public func runnerUp(of text: String, besides topic: StoreTopic?, policies: StorePolicies?) -> StoreTopic? {
        guard let topic, let policies, let hypotheses = classifier?.classify(text).hypotheses, hypotheses.count > 1,
              hypotheses[0].probability < Self.sureConfidence else { return nil }
        let top = hypotheses[0].probability
        return hypotheses.prefix(2).lazy.compactMap { StoreTopic(rawValue: $0.label) }.first { other in
            guard other != topic, policies[other] != nil, ![StoreTopic.contact, .hours].contains(other),
                  let probability = hypotheses.first(where: { $0.label == other.rawValue })?.probability
            else { return false }
            return probability >= minimumConfidence && probability >= Self.runnerUpRatio * top
        }
    }

    /// How close to the top topic's probability the runner-up must be for the answer to give both.
    public static let runnerUpRatio = 0.6

    /// How sure the model must be of a main clause's topic for it to stand for the whole question.
    static let mainClauseConfidence = 0.6

    /// The words of `text` before a condition ("if", "in case"), when at least three come before it; `nil` when
    /// the line has no condition or too little before it ("what if it doesn't fit").
    static func mainClause(of text: String) -> String? {
        let words = TextNormalizer.tokens(text.lowercased())
        guard let condition = words.firstIndex(where: { $0 == "if" || $0 == "incase" })
                ?? words.indices.dropLast().first(where: { words[$0] == "in" && words[$0 + 1] == "case" }),
              condition >= 3
        else { return nil }
        return words[..<condition].joined(separator: " ")
    }

    /// The topic probability above which the model's topic stands whatever words the store's texts share.
    public static let sureConfidence = 0.8

    /// The one topic whose text alone uses a word of `text` (five letters or more, compared by stem); `nil` when
    /// no word or words of several topics are.
    static func topicNamedByOwnWords(_ text: String, policies: StorePolicies) -> StoreTopic? {
        let asked = Set(TextNormalizer.tokens(text.lowercased()).filter { $0.utf8.count >= 5 }.map(TextNormalizer.stem))
        guard !asked.isEmpty else { return nil }
        var topicsOfWord: [String: Set<StoreTopic>] = [:]
        for (topic, policy) in policies.texts {
            for word in Set(TextNormalizer.tokens(policy.lowercased()).map(TextNormalizer.stem)) where asked.contains(word) {
                topicsOfWord[word, default: []].insert(topic)
            }
        }
        let named = Set(topicsOfWord.values.compactMap { $0.count == 1 ? $0.first : nil })
        return named.count == 1 ? named.first : nil
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
