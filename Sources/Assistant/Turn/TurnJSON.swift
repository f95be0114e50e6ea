import ConfidencePolicy
import ProductCatalog
import TextClassification

/// The `--json` form of a turn: one object with a fixed set of keys, `null` where nothing applies.
///
/// Keys: `utterance, classified, label, confidence, hypotheses, band, reason, action, topic, results, reply`.
/// `classified`, `label`, `confidence` and `band` are `null` when no classification ran (menu answers, paging,
/// result references, commands); `hypotheses` is then empty and `reason` says what kind of line it was.
/// `topic` is what a `support` turn answered about (`returns`, `hours`, `contact`…, see ``StoreTopic``), `null`
/// on other turns.
public struct TurnJSON: Sendable, Hashable, Codable {
    /// The input line.
    public var utterance: String
    /// The text the classifier saw (the line in its context), or `null`.
    public var classified: String?
    /// The top label, or `null`.
    public var label: String?
    /// The top probability, or `null`.
    public var confidence: Double?
    /// Every label with its probability, best first.
    public var hypotheses: [LabelHypothesis]
    /// `act`, `confirm` or `fallback`, or `null`.
    public var band: Band?
    /// The policy's reason, or for an unclassified line what kind of line it was.
    public var reason: String?
    /// What the assistant did.
    public var action: TurnAction
    /// The store topic a `support` turn answered, or `null`.
    public var topic: StoreTopic?
    /// The product ids shown.
    public var results: [String]
    /// The plain-text reply.
    public var reply: String

    /// Creates the JSON form of `turn`.
    public init(_ turn: Turn) {
        utterance = turn.utterance
        classified = turn.classification == nil ? nil : turn.classified
        label = turn.decision?.label
        confidence = turn.decision?.confidence
        hypotheses = turn.classification?.hypotheses ?? []
        band = turn.decision?.band
        reason = turn.reason
        action = turn.action
        topic = turn.topic
        results = turn.productIDs
        reply = turn.reply
    }

    /// The object as one line of JSON with the keys in the documented order (no trailing newline).
    public func line() -> String {
        let hypotheses = self.hypotheses.map {
            "{\"label\":\(JSONText.string($0.label)),\"probability\":\(JSONText.number($0.probability))}"
        }
        let fields = [
            "\"utterance\":" + JSONText.string(utterance),
            "\"classified\":" + JSONText.string(classified),
            "\"label\":" + JSONText.string(label),
            "\"confidence\":" + JSONText.number(confidence),
            "\"hypotheses\":[" + hypotheses.joined(separator: ",") + "]",
            "\"band\":" + JSONText.string(band?.rawValue),
            "\"reason\":" + JSONText.string(reason),
            "\"action\":" + JSONText.string(action.rawValue),
            "\"topic\":" + JSONText.string(topic?.rawValue),
            "\"results\":" + JSONText.array(results),
            "\"reply\":" + JSONText.string(reply),
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    private enum CodingKeys: String, CodingKey {
        case utterance, classified, label, confidence, hypotheses, band, reason, action, topic, results, reply
    }

    /// Encodes every key in order, writing `null` for absent values rather than leaving keys out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(utterance, forKey: .utterance)
        try c.encode(classified, forKey: .classified)
        try c.encode(label, forKey: .label)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(hypotheses, forKey: .hypotheses)
        try c.encode(band, forKey: .band)
        try c.encode(reason, forKey: .reason)
        try c.encode(action, forKey: .action)
        try c.encode(topic, forKey: .topic)
        try c.encode(results, forKey: .results)
        try c.encode(reply, forKey: .reply)
    }
}
