import TextClassification

/// A classifier test double: `valid` with the probability listed for the exact text, else `fallbackProbability`,
/// and no evidence for texts listed in `unknown`.
struct FixedClassifier: TextClassifying {
    var probabilities: [String: Double] = [:]
    var unknown: Set<String> = []
    var fallbackProbability = 0.93

    var labels: [String] { ["valid", "invalid"] }

    func classify(_ text: String) -> Classification {
        if unknown.contains(text) { return .noEvidence }
        let valid = probabilities[text] ?? fallbackProbability
        return Classification(hypotheses: [
            LabelHypothesis(label: "valid", probability: valid),
            LabelHypothesis(label: "invalid", probability: 1 - valid),
        ].sorted { $0.probability > $1.probability })
    }
}
