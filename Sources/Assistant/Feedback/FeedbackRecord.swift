import Foundation

/// A labelled example learned from a shopper's answer to "Is this a clothing question?".
///
/// One JSON object per line in the feedback file:
/// `{"text","label","predicted","confidence","answer","model","modelVersion","time"}`, where `label` is the
/// label the answer confirms (trainable like any other example) and `time` is ISO 8601 in UTC.
public struct FeedbackRecord: Sendable, Hashable, Codable {
    /// The utterance the shopper typed.
    public var text: String
    /// The correct label according to the shopper's answer.
    public var label: String
    /// The model's top label when it asked.
    public var predicted: String
    /// The model's probability for `predicted`.
    public var confidence: Double
    /// What the shopper answered.
    public var answer: Answer
    /// The model's name.
    public var model: String
    /// The model's version.
    public var modelVersion: String
    /// When the shopper answered.
    public var time: Date

    /// Creates a record.
    public init(
        text: String, label: String, predicted: String, confidence: Double, answer: Answer,
        model: ModelIdentity, time: Date
    ) {
        self.text = text
        self.label = label
        self.predicted = predicted
        self.confidence = confidence
        self.answer = answer
        self.model = model.name
        self.modelVersion = model.version
        self.time = time
    }

    private enum CodingKeys: String, CodingKey {
        case text, label, predicted, confidence, answer, model, modelVersion, time
    }

    /// Decodes a record; `time` must be an ISO 8601 date-time string.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        label = try c.decode(String.self, forKey: .label)
        predicted = try c.decode(String.self, forKey: .predicted)
        confidence = try c.decode(Double.self, forKey: .confidence)
        answer = try c.decode(Answer.self, forKey: .answer)
        model = try c.decode(String.self, forKey: .model)
        modelVersion = try c.decode(String.self, forKey: .modelVersion)
        time = try TimeStamp.decode(c, forKey: .time)
    }

    /// Encodes a record with `time` as an ISO 8601 string.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(label, forKey: .label)
        try c.encode(predicted, forKey: .predicted)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(answer, forKey: .answer)
        try c.encode(model, forKey: .model)
        try c.encode(modelVersion, forKey: .modelVersion)
        try c.encode(time.formatted(.iso8601), forKey: .time)
    }
}
