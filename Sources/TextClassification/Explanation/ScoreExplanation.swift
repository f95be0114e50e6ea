/// Why a linear model gave a label its score: the score split exactly into one part per word and word pair,
/// plus the bias.
///
/// The score is the label's logit minus the mean logit over all labels, divided by the temperature (after
/// evidence scaling): the quantity the softmax turns into probabilities, so
/// `score == log p(label) − mean over labels of log p`. `bias + Σ contributions.value == score`.
public struct ScoreExplanation: Sendable, Hashable, Codable {
    /// The label explained.
    public var label: String
    /// The label's centred, calibrated score.
    public var score: Double
    /// The bias's part of the score (the label's prior, independent of the words).
    public var bias: Double
    /// Every word and word pair with its part of the score, in reading order.
    public var contributions: [FeatureContribution]
    /// The evidence scaling factor (the share of the text's words the model knows), 1 when the model does not
    /// scale by evidence.
    public var knownShare: Double

    /// Creates an explanation.
    public init(label: String, score: Double, bias: Double, contributions: [FeatureContribution], knownShare: Double) {
        self.label = label
        self.score = score
        self.bias = bias
        self.contributions = contributions
        self.knownShare = knownShare
    }

    /// The `limit` contributions that pushed most towards the label (positive), in reading order.
    public func towards(limit: Int = 5) -> [FeatureContribution] {
        strongest(limit: limit, sign: 1)
    }

    /// The `limit` contributions that pushed most against the label (negative), in reading order.
    public func against(limit: Int = 5) -> [FeatureContribution] {
        strongest(limit: limit, sign: -1)
    }

    /// The words the model does not know, in reading order.
    public var unknownWords: [String] {
        contributions.filter(\.unknown).map(\.text)
    }

    private enum CodingKeys: String, CodingKey {
        case label, score, bias, contributions, knownShare, towards, against
    }

    /// Decodes an explanation (`towards` and `against` are derived, so they are not read).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        score = try container.decode(Double.self, forKey: .score)
        bias = try container.decode(Double.self, forKey: .bias)
        contributions = try container.decode([FeatureContribution].self, forKey: .contributions)
        knownShare = try container.decode(Double.self, forKey: .knownShare)
    }

    /// Encodes every field plus `towards` and `against`: the five strongest each way, in reading order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(score, forKey: .score)
        try container.encode(bias, forKey: .bias)
        try container.encode(contributions, forKey: .contributions)
        try container.encode(knownShare, forKey: .knownShare)
        try container.encode(towards(), forKey: .towards)
        try container.encode(against(), forKey: .against)
    }

    private func strongest(limit: Int, sign: Double) -> [FeatureContribution] {
        let chosen = contributions.filter { $0.value * sign > 0 }
            .sorted { abs($0.value) != abs($1.value) ? abs($0.value) > abs($1.value) : $0.position < $1.position }
            .prefix(max(0, limit))
        return chosen.sorted { ($0.position, $0.kind == .word ? 0 : 1) < ($1.position, $1.kind == .word ? 0 : 1) }
    }
}
