import ConfidencePolicy
import Foundation
import PolicyReport
import Terminal
import TextClassification

/// `evaluate --compare`: two models on the same labelled data under one policy, side by side, and the lines
/// whose decision changed.
struct ModelComparison: Encodable {
    /// One model's figures.
    struct Figures: Encodable {
        var model: String
        var name: String
        var version: String
        var accuracy: Double
        var act: Double
        var confirm: Double
        var fallback: Double
        var actPrecision: Double?
        var wrongActionRate: Double
    }

    /// One line whose band, label or action changed.
    struct Change: Encodable {
        var text: String
        var gold: String
        var old: Side
        var new: Side
    }

    /// What one model decided for a line.
    struct Side: Encodable {
        var label: String?
        var confidence: Double?
        var band: String
        var correct: Bool
    }

    var data: String
    var policy: String
    var count: Int
    var old: Figures
    var new: Figures
    var changed: [Change]

    /// Classifies `examples` with both models and decides each under `policy`.
    init(old: (file: String, model: TextClassifierModel), new: (file: String, model: TextClassifierModel),
         examples: [LabeledText], data: String, policy: Policy) {
        func classify(_ model: TextClassifierModel) -> [LabeledPrediction] {
            examples.map { LabeledPrediction(trueLabel: $0.label, classification: model.classify($0.text)) }
        }
        let before = classify(old.model), after = classify(new.model)
        func figures(_ file: String, _ model: TextClassifierModel, _ predictions: [LabeledPrediction]) -> Figures {
            let metrics = PolicyMetrics(policy: policy, predictions: predictions)
            let correct = predictions.filter(\.isCorrect).count
            return Figures(
                model: file, name: model.metadata.name, version: model.metadata.version,
                accuracy: predictions.isEmpty ? 0 : Double(correct) / Double(predictions.count),
                act: metrics.act, confirm: metrics.confirm, fallback: metrics.fallback,
                actPrecision: metrics.actPrecision, wrongActionRate: metrics.wrongActionRate)
        }
        self.data = data
        self.policy = policy.name
        count = examples.count
        self.old = figures(old.file, old.model, before)
        self.new = figures(new.file, new.model, after)
        func side(_ prediction: LabeledPrediction) -> Side {
            let decision = policy.decide(prediction.classification)
            return Side(label: decision.label, confidence: decision.confidence, band: decision.band.rawValue,
                        correct: prediction.isCorrect)
        }
        changed = zip(examples, zip(before, after)).compactMap { example, pair in
            let (a, b) = (side(pair.0), side(pair.1))
            guard a.band != b.band || a.label != b.label else { return nil }
            return Change(text: example.text, gold: example.label, old: a, new: b)
        }
    }

    /// The side-by-side table, then every changed line with its old and new band.
    func text() -> String {
        func percent(_ value: Double?) -> String { value.map { String(format: "%.1f%%", $0 * 100) } ?? "—" }
        let rows: [(String, String, String)] = [
            ("model", "\(old.name) \(old.version)", "\(new.name) \(new.version)"),
            ("accuracy", percent(old.accuracy), percent(new.accuracy)),
            ("act precision", percent(old.actPrecision), percent(new.actPrecision)),
            ("wrong actions", percent(old.wrongActionRate), percent(new.wrongActionRate)),
            ("act", percent(old.act), percent(new.act)),
            ("confirm", percent(old.confirm), percent(new.confirm)),
            ("fallback", percent(old.fallback), percent(new.fallback)),
        ]
        let first = rows.map { $0.0.count }.max() ?? 0
        let second = max(rows.map { $0.1.count }.max() ?? 0, "old".count)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["\(data): \(count) utterances, policy \(policy)", "",
                     pad("", first) + "  " + pad("old", second) + "  new"]
        for row in rows { lines.append(pad(row.0, first) + "  " + pad(row.1, second) + "  " + row.2) }
        lines.append("")
        lines.append("\(changed.count) lines changed decision (old → new):")
        for change in changed {
            func describe(_ side: Side) -> String {
                let label = side.label.map { TextSanitizer.sanitize($0) } ?? "no evidence"
                let confidence = side.confidence.map { String(format: " %.2f", $0) } ?? ""
                return "\(side.band) \(label)\(confidence)"
            }
            let mark = change.new.correct == change.old.correct ? " " : (change.new.correct ? "+" : "-")
            lines.append("\(mark) \(describe(change.old)) → \(describe(change.new))  [\(TextSanitizer.sanitize(change.gold))]  "
                + TextSanitizer.sanitize(change.text))
        }
        return lines.joined(separator: "\n")
    }
}
