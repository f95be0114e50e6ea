import Assistant
import TextClassification

/// A deterministic test double for the classifier, so tests pin exact bands.
///
/// A line listed in `exact` gets that probability of `valid`. Otherwise a line with a clothing word is
/// `valid` 0.95, one with an off-topic word is `invalid` 0.95, and anything else has no evidence.
struct KeywordClassifier: TextClassifying {
    var labels: [String] { ["valid", "invalid"] }
    var exact: [String: Double] = [:]

    static let clothingWords: Set<String> = [
        "jeans", "jean", "dress", "dresses", "shirt", "shirts", "tshirt", "tee", "shoes", "sneakers", "jacket",
        "coat", "black", "wear", "denim", "skinny", "outfit", "size", "levis", "adidas", "running", "clothing",
    ]
    static let offTopicWords: Set<String> = [
        "weather", "pizza", "flight", "bank", "balance", "alarm", "song", "recipe", "traffic", "sofa", "timer",
    ]

    func classify(_ text: String) -> Classification {
        let phrase = Phrase(text)
        if let p = exact[phrase.text] { return Self.valid(p) }
        if phrase.words.contains(where: Self.clothingWords.contains) { return Self.valid(0.95) }
        if phrase.words.contains(where: Self.offTopicWords.contains) { return Self.valid(0.05) }
        return .noEvidence
    }

    static func valid(_ p: Double) -> Classification {
        let pairs = [LabelHypothesis(label: "valid", probability: p), LabelHypothesis(label: "invalid", probability: 1 - p)]
        return Classification(hypotheses: pairs.sorted { $0.probability > $1.probability })
    }
}
