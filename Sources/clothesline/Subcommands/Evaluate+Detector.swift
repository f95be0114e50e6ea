import Foundation
import TextClassification

extension Clothesline.Evaluate {
    /// The names `--detector` takes besides `auto`.
    static var detectorNames: String { OutOfScopeScore.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The out-of-scope detector: `--threshold` on the top probability; with `--threshold-from`, the
    /// `--detector` score (or, for `auto`, the best score) and threshold chosen on that data only; with
    /// neither, the detector stored in the model for that label (else no threshold).
    func outOfScopeDetector(
        label: String, model: TextClassifierModel, reader: TrainingDataReader
    ) throws -> OutOfScopeDetector {
        guard let thresholdFrom else {
            if threshold == nil, let stored = model.metadata.outOfScopeDetector, stored.label == label { return stored }
            return OutOfScopeDetector(score: .probability, rule: OutOfScopeThreshold(label: label, threshold: threshold ?? 0))
        }
        let validation = try reader.read(contentsOf: URL(fileURLWithPath: thresholdFrom))
        let scores = OutOfScopeScore(rawValue: detector).map { [$0] } ?? OutOfScopeScore.allCases
        return OutOfScopeDetector.best(
            label: label, model: model, on: validation.examples, minimumRecall: minimumOosRecall, scores: scores)
    }
}
