import Assistant
import TextClassification

/// The one classifier test double: a deterministic `valid`/`invalid` classifier, so tests pin exact bands.
///
/// A line listed in `exact` (as typed, or as its normalised ``Assistant/Phrase``) gets that probability of
/// `valid`; a line in `unknown` has no evidence. Any other line gets `fallbackProbability` of `valid` when one is
/// set; without one, a line with a clothing word is `valid` 0.95, one with an off-topic word `invalid` 0.95, and
/// anything else has no evidence.
public struct ClassifierDouble: TextClassifying {
    /// Probabilities of `valid` for exact lines.
    public var exact: [String: Double]
    /// Lines with no evidence.
    public var unknown: Set<String>
    /// The probability of `valid` for every other line, or `nil` to decide by keywords.
    public var fallbackProbability: Double?

    /// Creates a double; see the type's description for what each setting does.
    public init(exact: [String: Double] = [:], unknown: Set<String> = [], fallbackProbability: Double? = nil) {
        self.exact = exact
        self.unknown = unknown
        self.fallbackProbability = fallbackProbability
    }

    /// Words that make a line `valid` in keyword mode.
    public static let clothingWords: Set<String> = [
        "jeans", "jean", "dress", "dresses", "shirt", "shirts", "tshirt", "tee", "shoes", "sneakers", "jacket",
        "coat", "black", "wear", "denim", "skinny", "outfit", "size", "levis", "adidas", "running", "clothing",
    ]
    /// Words that make a line `invalid` in keyword mode.
    public static let offTopicWords: Set<String> = [
        "weather", "pizza", "flight", "bank", "balance", "alarm", "song", "recipe", "traffic", "sofa", "timer",
    ]

    public var labels: [String] { ["valid", "invalid"] }

    public func classify(_ text: String) -> Classification {
        if unknown.contains(text) { return .noEvidence }
        if let p = exact[text] { return Self.valid(p) }
        let phrase = Phrase(text)
        if let p = exact[phrase.text] { return Self.valid(p) }
        if let fallbackProbability { return Self.valid(fallbackProbability) }
        if phrase.words.contains(where: Self.clothingWords.contains) { return Self.valid(0.95) }
        if phrase.words.contains(where: Self.offTopicWords.contains) { return Self.valid(0.05) }
        return .noEvidence
    }

    /// `valid` with probability `p`, `invalid` with the rest, best first.
    public static func valid(_ p: Double) -> Classification {
        let pairs = [LabelHypothesis(label: "valid", probability: p), LabelHypothesis(label: "invalid", probability: 1 - p)]
        return Classification(hypotheses: pairs.sorted { $0.probability > $1.probability })
    }
}
