import ConfidencePolicy
import Foundation
import TextClassification

/// One classified chat line, as kept in the chat's log of classified lines for later review.
///
/// One JSON object per line: `{"text","classified","label","confidence","hypotheses","band","reason","action",
/// "towards","against","unknown","model","modelVersion","time"}`. `classified` (the text given to the model,
/// when it differs from `text`), `label`, `confidence` and `reason` may be absent; `towards` and `against` are
/// the words and word pairs that pushed most towards and against `label`, in reading order; `unknown` the words
/// the model did not know. `time` is ISO 8601 in UTC.
public struct ClassifiedLine: Sendable, Hashable, Codable {
    /// What the shopper typed.
    public var text: String
    /// The text actually given to the model, when it is not `text` (e.g. with context added).
    public var classified: String?
    /// The top label, or `nil` when the text had no evidence.
    public var label: String?
    /// Its probability.
    public var confidence: Double?
    /// Every hypothesis, most probable first.
    public var hypotheses: [LabelHypothesis]
    /// `act`, `confirm` or `fallback`.
    public var band: String
    /// The policy's reason.
    public var reason: String?
    /// What the assistant did (a ``TurnAction`` raw value).
    public var action: String
    /// The words and word pairs that pushed most towards `label`, in reading order.
    public var towards: [String]
    /// The words and word pairs that pushed most against `label`, in reading order.
    public var against: [String]
    /// The words the model did not know, in reading order.
    public var unknown: [String]
    /// The model's name.
    public var model: String
    /// The model's version.
    public var modelVersion: String
    /// When the line was classified.
    public var time: Date

    /// Creates a record.
    public init(
        text: String, classified: String? = nil, label: String?, confidence: Double?, hypotheses: [LabelHypothesis],
        band: String, reason: String?, action: String, towards: [String] = [], against: [String] = [],
        unknown: [String] = [], model: ModelIdentity, time: Date
    ) {
        self.text = text
        self.classified = classified
        self.label = label
        self.confidence = confidence
        self.hypotheses = hypotheses
        self.band = band
        self.reason = reason
        self.action = action
        self.towards = towards
        self.against = against
        self.unknown = unknown
        self.model = model.name
        self.modelVersion = model.version
        self.time = time
    }

    /// The record for a classified `turn` (`nil` when no classification ran), with the words from
    /// `explanation` (three each way) and, without one, every token as unknown when there was no evidence.
    public init?(turn: Turn, classified: String? = nil, explanation: ScoreExplanation?, model: ModelIdentity, time: Date) {
        guard let decision = turn.decision else { return nil }
        let hypotheses = turn.classification?.hypotheses ?? []
        var unknown = explanation?.unknownWords ?? []
        if explanation == nil && hypotheses.isEmpty { unknown = Tokenizer().tokens(in: classified ?? turn.utterance) }
        self.init(
            text: turn.utterance, classified: classified == turn.utterance ? nil : classified,
            label: decision.label, confidence: decision.confidence, hypotheses: hypotheses,
            band: decision.band.rawValue, reason: decision.reason, action: turn.action.rawValue,
            towards: explanation?.towards(limit: 3).map(\.text) ?? [],
            against: explanation?.against(limit: 3).map(\.text) ?? [], unknown: unknown, model: model, time: time)
    }

    private enum CodingKeys: String, CodingKey {
        case text, classified, label, confidence, hypotheses, band, reason, action, towards, against, unknown
        case model, modelVersion, time
    }

    /// Decodes a record; `time` must be an ISO 8601 date-time string; the word lists may be absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        classified = try c.decodeIfPresent(String.self, forKey: .classified)
        label = try c.decodeIfPresent(String.self, forKey: .label)
        confidence = try c.decodeIfPresent(Double.self, forKey: .confidence)
        hypotheses = try c.decodeIfPresent([LabelHypothesis].self, forKey: .hypotheses) ?? []
        band = try c.decode(String.self, forKey: .band)
        reason = try c.decodeIfPresent(String.self, forKey: .reason)
        action = try c.decode(String.self, forKey: .action)
        towards = try c.decodeIfPresent([String].self, forKey: .towards) ?? []
        against = try c.decodeIfPresent([String].self, forKey: .against) ?? []
        unknown = try c.decodeIfPresent([String].self, forKey: .unknown) ?? []
        model = try c.decode(String.self, forKey: .model)
        modelVersion = try c.decode(String.self, forKey: .modelVersion)
        time = try TimeStamp.decode(c, forKey: .time)
    }

    /// Encodes a record with `time` as an ISO 8601 string; absent values are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encodeIfPresent(classified, forKey: .classified)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(confidence, forKey: .confidence)
        try c.encode(hypotheses, forKey: .hypotheses)
        try c.encode(band, forKey: .band)
        try c.encodeIfPresent(reason, forKey: .reason)
        try c.encode(action, forKey: .action)
        try c.encode(towards, forKey: .towards)
        try c.encode(against, forKey: .against)
        try c.encode(unknown, forKey: .unknown)
        try c.encode(model, forKey: .model)
        try c.encode(modelVersion, forKey: .modelVersion)
        try c.encode(time.formatted(.iso8601), forKey: .time)
    }
}
