import Foundation
import TextClassification

/// The rows `:model` shows: what the loaded classifier is and how it was trained.
enum ModelDetails {
    /// Key/value rows for `classifier` (a few generic rows for classifiers that are not a model file).
    static func rows(for classifier: any TextClassifying, file: String?) -> [(key: String, value: String)] {
        guard let model = classifier as? TextClassifierModel else {
            return [("labels", classifier.labels.joined(separator: ", "))]
        }
        let meta = model.metadata
        var rows: [(key: String, value: String)] = [
            ("name", meta.name), ("version", meta.version), ("description", meta.description),
            ("labels", meta.labels.joined(separator: ", ")),
            ("created", ISO8601DateFormatter().string(from: meta.createdAt)),
            ("author", meta.author), ("license", meta.license),
            ("training", "\(meta.trainingExampleCount) examples, \(meta.validationExampleCount) for validation"),
            ("features", "\(meta.featureCount) (word 1-grams\(meta.features.wordBigrams ? " + 2-grams" : ""), "
                + "characters \(meta.features.characterMinimum)–\(meta.features.characterMaximum))"),
            ("temperature", String(format: "%.3f", meta.temperature)),
        ]
        if let validation = meta.validation {
            rows.append(("validation", String(
                format: "accuracy %.3f, macro F1 %.3f, ECE %.3f → %.3f after calibration", validation.accuracy,
                validation.macroF1, validation.eceBeforeCalibration, validation.eceAfterCalibration)))
        }
        if let file { rows.append(("file", file)) }
        return rows
    }
}
