import Foundation
import TextClassification

extension Clothesline.Evaluate {
    /// The names `--detector` takes besides `auto`.
    static var detectorNames: String { OutOfScopeScore.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The out-of-scope detector: `--threshold` on the top probability, or, with `--threshold-from`, the
    /// `--detector` score (or, for `auto`, the best score) and threshold chosen on that data only.
    func outOfScopeDetector(
        label: String, model: TextClassifierModel, reader: TrainingDataReader
    ) throws -> OutOfScopeDetector {
        guard let thresholdFrom else {
            return OutOfScopeDetector(score: .probability, rule: OutOfScopeThreshold(label: label, threshold: threshold ?? 0))
        }
        let validation = try reader.read(contentsOf: URL(fileURLWithPath: thresholdFrom))
        let scores = OutOfScopeScore(rawValue: detector).map { [$0] } ?? OutOfScopeScore.allCases
        return OutOfScopeDetector.best(
            label: label, model: model, on: validation.examples, minimumRecall: minimumOosRecall, scores: scores)
    }
}
