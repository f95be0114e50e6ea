import Foundation

/// A line labelled by a person in `review`: one JSON object per line of the labels file, which `train` reads
/// like any JSON Lines data (`text` and `label`; the other keys are ignored).
///
/// `{"text","label","predicted","confidence","time"}`, where `predicted` and `confidence` are what the model
/// said (absent when it had no evidence) and `time` is ISO 8601 in UTC.
public struct ReviewLabel: Sendable, Hashable, Codable {
    /// The line as typed.
    public var text: String
    /// The label the person gave it.
    public var label: String
    /// The model's top label when it was logged.
    public var predicted: String?
    /// Its probability.
    public var confidence: Double?
    /// When the person labelled it.
    public var time: Date

    /// Creates a label.
    public init(text: String, label: String, predicted: String?, confidence: Double?, time: Date) {
        self.text = text
        self.label = label
        self.predicted = predicted
        self.confidence = confidence
        self.time = time
    }

    private enum CodingKeys: String, CodingKey { case text, label, predicted, confidence, time }

    /// Decodes a label; `time` must be an ISO 8601 date-time string.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        label = try c.decode(String.self, forKey: .label)
        predicted = try c.decodeIfPresent(String.self, forKey: .predicted)
        confidence = try c.decodeIfPresent(Double.self, forKey: .confidence)
        time = try TimeStamp.decode(c, forKey: .time)
    }

    /// Encodes a label with `time` as an ISO 8601 string.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(predicted, forKey: .predicted)
        try c.encodeIfPresent(confidence, forKey: .confidence)
        try c.encode(time.formatted(.iso8601), forKey: .time)
    }
}
