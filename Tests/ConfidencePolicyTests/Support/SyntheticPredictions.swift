import ConfidencePolicy
import TextClassification
@testable import PolicyReport

/// Ten hand-made labelled predictions whose metrics are worked out by hand in the tests.
enum SyntheticPredictions {
    static func prediction(_ truth: String, _ pairs: (String, Double)...) -> LabeledPrediction {
        LabeledPrediction(
            trueLabel: truth,
            classification: Classification(hypotheses: pairs.map { LabelHypothesis(label: $0.0, probability: $0.1) }))
    }

    /// #1…#10 in the comments of the tests.
    static let ten: [LabeledPrediction] = [
        prediction("valid", ("valid", 0.95), ("invalid", 0.05)),  // 1
        prediction("valid", ("valid", 0.85), ("invalid", 0.15)),  // 2
        prediction("invalid", ("valid", 0.82), ("invalid", 0.18)),  // 3: wrong
        prediction("valid", ("valid", 0.60), ("invalid", 0.40)),  // 4
        prediction("invalid", ("invalid", 0.90), ("valid", 0.10)),  // 5
        prediction("invalid", ("invalid", 0.55), ("valid", 0.45)),  // 6
        prediction("valid", ("invalid", 0.52), ("valid", 0.48)),  // 7: wrong
        LabeledPrediction(trueLabel: "valid", classification: .noEvidence),  // 8
        prediction("invalid", ("invalid", 0.45), ("valid", 0.40), ("other", 0.15)),  // 9
        prediction("valid", ("valid", 0.99), ("invalid", 0.01)),  // 10
    ]
}
