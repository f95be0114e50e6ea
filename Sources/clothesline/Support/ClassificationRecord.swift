import TextClassification

/// One line of `classify --json` output.
struct ClassificationRecord: Encodable {
    /// The utterance as given.
    var text: String
    /// The most probable label, or `nil` (JSON null) when there is no evidence.
    var label: String?
    /// Its probability, or `nil` when there is no evidence.
    var confidence: Double?
    /// The top hypotheses, most probable first.
    var hypotheses: [LabelHypothesis]
    /// With `--explain`: the top label's score split into words and word pairs.
    var explanation: ScoreExplanation? = nil

    private enum CodingKeys: String, CodingKey { case text, label, confidence, hypotheses, explanation }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(label, forKey: .label)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(hypotheses, forKey: .hypotheses)
        try container.encodeIfPresent(explanation, forKey: .explanation)
    }
}
