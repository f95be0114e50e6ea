import Foundation
import Terminal
import TextClassification

/// Everything `evaluate` reports, as text or JSON.
struct EvaluationSummary: Encodable {
    /// Accuracy of one slice of the data.
    struct Slice: Encodable {
        var name: String
        var gold: String
        var count: Int
        var accuracy: Double
    }

    /// The out-of-scope threshold result.
    struct OutOfScope: Encodable {
        var label: String
        var threshold: Double
        var inScopeAccuracy: Double
        var outOfScopeRecall: Double
    }

    /// The act-band result for one label.
    struct Act: Encodable {
        var label: String
        var threshold: Double
        var acted: Int
        var actedPrecision: Double
        var negativesReachingAct: Double
        var positivesReachingAct: Double
    }

    var data: String
    var model: String
    var report: EvaluationReport
    var outOfScope: OutOfScope?
    var slices: [Slice]?
    var act: Act?
    var confidenceHistogram: [Int] = []

    /// The human-readable report.
    func text() -> String {
        var lines: [String] = []
        let r = report
        lines.append("\(TextSanitizer.sanitize(data)): \(r.count) examples, model \(TextSanitizer.sanitize(model))")
        lines.append(String(format: "accuracy %.4f  balanced accuracy %.4f  macro-F1 %.4f  ECE %.4f",
                            r.accuracy, r.balancedAccuracy, r.macroF1, r.expectedCalibrationError))
        if r.noEvidenceCount > 0 { lines.append("no evidence: \(r.noEvidenceCount)") }
        if let o = outOfScope {
            lines.append("out-of-scope '\(TextSanitizer.sanitize(o.label))' " + String(
                format: "below %.4f: in-scope accuracy %.4f  out-of-scope recall %.4f",
                o.threshold, o.inScopeAccuracy, o.outOfScopeRecall))
        }
        if let a = act {
            let label = TextSanitizer.sanitize(a.label)
            lines.append(String(format: "act ≥ %.2f as '", a.threshold) + label + String(
                format: "': %d acted, precision %.4f; %.4f of other labels reach act; %.4f of '",
                a.acted, a.actedPrecision, a.negativesReachingAct, a.positivesReachingAct) + label + "' acted on")
        }
        lines.append("")
        let width = max(12, (r.classes.map(\.label.count).max() ?? 0) + 2)
        lines.append("label".padding(toLength: width, withPad: " ", startingAt: 0) + " precision  recall     F1  support")
        for c in r.classes.prefix(200) {
            lines.append(TextSanitizer.sanitize(c.label).padding(toLength: width, withPad: " ", startingAt: 0)
                + String(format: "    %.4f  %.4f  %.4f  %7d", c.precision, c.recall, c.f1, c.support))
        }
        if r.confusionLabels.count <= 6 {
            lines.append("")
            lines.append("confusion (rows gold, columns predicted): " + r.confusionLabels.joined(separator: " | "))
            for (label, row) in zip(r.confusionLabels, r.confusionMatrix) {
                lines.append("  " + label.padding(toLength: width, withPad: " ", startingAt: 0)
                    + row.map { String(format: "%7d", $0) }.joined())
            }
        } else if !r.topConfusions.isEmpty {
            lines.append("")
            lines.append("most frequent confusions (gold → predicted):")
            for c in r.topConfusions.prefix(10) {
                lines.append("  \(c.count)× \(TextSanitizer.sanitize(c.gold)) → \(TextSanitizer.sanitize(c.predicted))")
            }
        }
        if let slices {
            lines.append("")
            lines.append("per slice:")
            let sliceWidth = (slices.map(\.name.count).max() ?? 0) + 2
            for s in slices {
                lines.append("  " + TextSanitizer.sanitize(s.name).padding(toLength: sliceWidth, withPad: " ", startingAt: 0)
                    + s.gold.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(format: " n=%5d  accuracy %.4f", s.count, s.accuracy))
            }
        }
        lines.append("")
        lines.append("reliability (confidence bin: count, mean confidence, accuracy):")
        for bin in r.reliability where bin.count > 0 {
            lines.append(String(format: "  %.1f–%.1f  %6d  %.3f  %.3f", bin.lower, bin.upper, bin.count, bin.meanConfidence, bin.accuracy))
        }
        let total = max(1, confidenceHistogram.reduce(0, +))
        lines.append("confidence histogram:")
        for (bin, count) in confidenceHistogram.enumerated() {
            let bar = String(repeating: "#", count: Int((Double(count) / Double(total) * 50).rounded()))
            lines.append(String(format: "  %.1f–%.1f %6d ", Double(bin) / 10, Double(bin + 1) / 10, count) + bar)
        }
        return lines.joined(separator: "\n")
    }
}
