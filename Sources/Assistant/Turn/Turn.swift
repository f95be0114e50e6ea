import ConfidencePolicy
import ProductCatalog
import TextClassification

/// Everything one input produced: what was understood, what was decided, what to show.
///
/// Renderers use `content` (structured) or `reply` (the complete plain text, exactly what non-TTY human
/// output prints). Catalog and user strings are raw here: sanitise them when printing.
public struct Turn: Sendable, Hashable {
    /// The input line, as received.
    public var utterance: String
    /// The text the classifier saw, when a classification ran: the line itself, or the line in the context
    /// of the conversation (a refinement with the request it refines, a question with the product it is about).
    public var classified: String?
    /// The classifier's hypotheses, when a classification ran for this input.
    public var classification: Classification?
    /// The policy's decision (band and reason), when a classification ran.
    public var decision: Decision?
    /// What the assistant did.
    public var action: TurnAction
    /// The structured content to render.
    public var content: TurnContent
    /// The complete plain-text reply; results are numbered lines.
    public var reply: String
    /// The catalog ids of the products shown, in order.
    public var productIDs: [String]
    /// The feedback record to append, when this input answered a confirmation question.
    public var feedback: FeedbackRecord?
    /// Why no classification ran, for lines that are navigation or answers ("paging", "menu choice"…).
    public var exemption: LineExemption?
    /// What a store question was about, on `support` turns; `nil` on the others.
    public var topic: StoreTopic?

    /// Creates a turn.
    public init(
        utterance: String, classification: Classification? = nil, decision: Decision? = nil,
        action: TurnAction, content: TurnContent = .message, reply: String, productIDs: [String] = [],
        feedback: FeedbackRecord? = nil, exemption: LineExemption? = nil
    ) {
        self.utterance = utterance
        self.classification = classification
        self.decision = decision
        self.action = action
        self.content = content
        self.reply = reply
        self.productIDs = productIDs
        self.feedback = feedback
        self.exemption = exemption
    }

    /// The reason shown for this turn: the policy's, or why the line was not classified.
    public var reason: String? { decision?.reason ?? exemption?.reason }

    /// The turn as one `--json` object.
    public var json: TurnJSON { TurnJSON(self) }
}
