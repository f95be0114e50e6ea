import Assistant
import ConfidencePolicy

/// Everything the chat needs that takes time to load: the dialogue manager (model, catalog, index), the
/// starting policy, the `:model` rows and where feedback goes.
public struct ChatEngine {
    /// The dialogue manager.
    public var manager: DialogueManager
    /// The policy the conversation starts with.
    public var policy: Policy
    /// `:model` rows: key and value.
    public var modelDetails: [(key: String, value: String)]
    /// Stores a feedback record; returns a warning to show, if any.
    public var recordFeedback: (FeedbackRecord) -> String?
    /// Logs a turn (the chat logs the classified ones); returns a warning to show, if any.
    public var recordTurn: (Turn) -> String?

    /// Creates an engine.
    public init(
        manager: DialogueManager, policy: Policy, modelDetails: [(key: String, value: String)],
        recordFeedback: @escaping (FeedbackRecord) -> String? = { _ in nil },
        recordTurn: @escaping (Turn) -> String? = { _ in nil }
    ) {
        self.manager = manager
        self.policy = policy
        self.modelDetails = modelDetails
        self.recordFeedback = recordFeedback
        self.recordTurn = recordTurn
    }
}
