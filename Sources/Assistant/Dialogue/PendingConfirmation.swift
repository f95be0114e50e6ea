import ConfidencePolicy
import ProductCatalog
import TextClassification

/// A question the assistant asked in the confirm band, waiting for yes or no.
public struct PendingConfirmation: Sendable, Hashable {
    /// The utterance the question is about (with its typing repaired: "jeans under fifty").
    public var utterance: String
    /// The utterance as the shopper typed it ("jeanss underfifty"), when its typing was repaired: the text of the
    /// feedback record the answer leads to.
    public var typed: String?
    /// The text that was classified (the utterance in its context).
    public var classified: String
    /// What a yes does (when the line's label routes to search).
    public var plan: LinePlan
    /// Its classification.
    public var classification: Classification
    /// The policy's decision (confirm band).
    public var decision: Decision

    /// Creates a pending confirmation.
    public init(
        utterance: String, classified: String? = nil, plan: LinePlan? = nil, classification: Classification,
        decision: Decision
    ) {
        self.utterance = utterance
        self.classified = classified ?? utterance
        self.plan = plan ?? .search(ProductQuery(keywords: []), refines: false)
        self.classification = classification
        self.decision = decision
    }
}
