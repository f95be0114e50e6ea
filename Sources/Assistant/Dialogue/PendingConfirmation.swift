import ConfidencePolicy
import TextClassification

/// A question the assistant asked in the confirm band, waiting for yes or no.
public struct PendingConfirmation: Sendable, Hashable {
    /// The utterance the question is about.
    public var utterance: String
    /// Its classification.
    public var classification: Classification
    /// The policy's decision (confirm band).
    public var decision: Decision

    /// Creates a pending confirmation.
    public init(utterance: String, classification: Classification, decision: Decision) {
        self.utterance = utterance
        self.classification = classification
        self.decision = decision
    }
}
