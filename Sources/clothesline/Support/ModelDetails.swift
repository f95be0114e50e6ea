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
            ("features", "\(meta.featureCount) (\(featureSummary(meta.features)))"),
            ("temperature", String(format: "%.3f", meta.temperature)),
        ]
        if let validation = meta.validation {
            rows.append(("validation", String(
                format: "accuracy %.3f, macro F1 %.3f, ECE %.3f → %.3f after calibration", validation.accuracy,
                validation.macroF1, validation.eceBeforeCalibration, validation.eceAfterCalibration)))
        }
        if let producer = meta.producer { rows.append(("trained by", producer)) }
        if let file { rows.append(("file", file)) }
        return rows
    }

    /// The feature configuration in a few words, e.g. "word 1-grams + 2-grams, characters 3–5, sublinear tf, IDF".
    static func featureSummary(_ features: FeatureConfiguration) -> String {
        var parts = ["word 1-grams" + (features.wordBigrams ? " + 2-grams" : "")]
        if features.characterMaximum > 0 {
            parts.append("characters \(features.characterMinimum)–\(features.characterMaximum)")
        }
        parts.append(features.binary ? "binary tf" : "sublinear tf")
        if features.idf { parts.append("IDF") }
        if features.separateNorms {
            parts.append("separate word/character norms"
                + (features.wordBlockWeight == 1 ? "" : " (word block \(features.wordBlockWeight))"))
        }
        if features.evidenceScaling { parts.append("evidence scaling") }
        return parts.joined(separator: ", ")
    }
}
