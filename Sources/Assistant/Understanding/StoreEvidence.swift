import Foundation
import ProductCatalog
import TextClassification

/// What the store-topic model says of a line: that it reads as a question about one of the store's topics.
///
/// The clothing model learnt the `store` label from a few hundred lines beside tens of thousands of others, so a
/// store question in words it never saw ("whats ur phone no", "do u take apple pay") can get a low store
/// probability. The topic model, trained on store questions alone, knows their vocabulary far better: on our own
/// sets it gives a top topic of 0.8 or more to nearly every store question and to few everyday lines. Neither is
/// enough alone (the topic model has never seen anything but store questions, so "opening hours of the zoo" is
/// about hours to it), so a line counts as a store question when both agree: the topic model is sure of a topic
/// and the clothing model gives `store` a real chance, while not taking the line for a clothing request.
///
/// Chosen on our own sets (`Benchmarks/StoreQuestions`, `Benchmarks/Classifier/own-clothing-questions.csv`;
/// `make bench GROUPS=store-questions`): store questions answered 133 → 156 of 160, everyday lines taken for
/// store questions 0 → 3 of 80, clothing requests lost none of 242.
public struct StoreEvidence: Sendable, Hashable {
    /// The topic the topic model is sure of.
    public var topic: String
    /// Its probability.
    public var probability: Double

    /// Creates the evidence.
    public init(topic: String, probability: Double) {
        self.topic = topic
        self.probability = probability
    }

    /// The topic model's top probability from which a line reads as a store question.
    public static let topicMinimum = 0.8
    /// The clothing model's least `store` probability for the topic model to count.
    public static let storeMinimum = 0.1
    /// A line the clothing model gives the search label this much or more is a clothing request, whatever its topic.
    public static let searchMaximum = 0.8
    /// With the store label on top of the clothing model at this or more, a topic at this or more is enough.
    public static let leaning = 0.5

    /// The topic model's top probability from which a line said in the store's own words is a store question.
    /// (On CLINC150's 5,500 test lines, 0.9 would answer 11 more as store questions, most about bank accounts at
    /// about 0.92; 0.95 answers 4.)
    public static let wordsMinimum = 0.95

    /// The topics of a question about sending a product back or following its parcel.
    static let afterOrderTopics: Set<String> = [
        StoreTopic.returns.rawValue, StoreTopic.exchanges.rawValue, StoreTopic.orders.rawValue,
        StoreTopic.shipping.rawValue,
    ]

    /// The probability the store label is raised to (the act band of the balanced policy).
    public static let floor = 0.9

    /// The evidence for `classification` (the clothing model's, of the line as written) given the topic model's
    /// `topics`, or `nil` when the two do not agree that the line is a store question or it already is one.
    ///
    /// `asksForStoreDetail`: the line asks the store for a contact detail its catalog has ("whats ur website");
    /// then the topic model preferring `contact` (``leaning``) is enough, whatever `store` gets.
    /// `asksForService`: the line asks for a repair or an alteration of a garment, or reports one broken ("do u
    /// hem trousers", "the zip on my coat broke"); then `repairs` as the topic model's top topic is enough, whatever
    /// the clothing model gives either label (it learnt garment words as clothing, and these lines are full of
    /// them).
    /// `asksAfterOrder`: the line asks about sending a product back or following its parcel ("can you send it
    /// back if it doesnt fit", "how do i track it once its sent out"); then returns, exchanges, orders or shipping
    /// as the topic model's top topic is enough, whatever the clothing model gives `store` (these lines say "it"
    /// of a product, which it learnt as clothing talk).
    /// `inStoreWords`: the line is said in the store's own words for the topic model's top topic (every word
    /// that says something was learnt from store questions, and one that names no product is in the catalog's
    /// text for that topic: "do yall take apple pay", "any discount for students"); then the topic model at
    /// ``wordsMinimum`` or more is enough, whatever `store` gets, unless the clothing model gives the search
    /// label ``leaning`` or more.
    public static func found(
        in classification: Classification, topics: Classification, storeLabel: String, searchLabel: String?,
        asksForStoreDetail: Bool = false, asksForService: Bool = false, asksAfterOrder: Bool = false,
        inStoreWords: Bool = false
    ) -> StoreEvidence? {
        guard classification.hasEvidence, let top = topics.top,
              let store = classification.hypotheses.first(where: { $0.label == storeLabel }), store.probability < floor
        else { return nil }
        if inStoreWords, top.probability >= wordsMinimum, let searchLabel,
           (classification.hypotheses.first(where: { $0.label == searchLabel })?.probability ?? 0) < leaning {
            return StoreEvidence(topic: top.label, probability: top.probability)
        }
        let asksContact = asksForStoreDetail && top.label == StoreTopic.contact.rawValue && top.probability >= leaning
        // (Repairs as the topic model's best guess is enough: the line already names a garment and a service.)
        let asksRepair = asksForService && top.label == StoreTopic.repairs.rawValue
        // (So is one of returns, exchanges, orders or shipping for a line about sending a product back or following
        // its parcel.)
        let asksAfter = asksAfterOrder && Self.afterOrderTopics.contains(top.label)
        let serviceAsked = asksRepair || asksAfter
        guard store.probability >= storeMinimum || asksContact || serviceAsked else { return nil }
        // Sure of the topic; or both models lean the same way: the store label on top of the clothing model and
        // a topic the topic model prefers ("how long would it take to get to me": store 0.79, shipping 0.72).
        let leansStore = classification.top?.label == storeLabel && store.probability >= leaning
        guard top.probability >= topicMinimum || (leansStore && top.probability >= leaning) || asksContact
            || serviceAsked
        else { return nil }
        if !serviceAsked, let searchLabel,
           let search = classification.hypotheses.first(where: { $0.label == searchLabel }),
           search.probability >= searchMaximum {
            return nil
        }
        return StoreEvidence(topic: top.label, probability: top.probability)
    }

    /// `classification` with `storeLabel` raised to ``floor`` (the other labels scaled down in proportion).
    public func applied(to classification: Classification, storeLabel: String) -> Classification {
        classification.raising(storeLabel, to: Self.floor)
    }

    /// For `:why` and the reason: "store topic: returns 0.97".
    public var summary: String {
        "store topic: \(topic) " + String(format: "%.2f", probability)
    }
}
