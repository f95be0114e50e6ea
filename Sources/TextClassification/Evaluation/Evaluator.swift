/// Computes evaluation reports from a model and labelled data, or from predictions.
public struct Evaluator: Sendable {
    /// The number of equal-width confidence bins used for ECE and the reliability table.
    public var binCount: Int

    /// Creates an evaluator.
    public init(binCount: Int = 10) {
        self.binCount = max(1, binCount)
    }

    /// The model's prediction for each example.
    public func predictions(_ model: TextClassifierModel, on examples: [LabeledText]) -> [Prediction] {
        examples.map { example in
            let top = model.labelHypotheses(for: example.text, maximumCount: 1).first
            return Prediction(gold: example.label, predicted: top?.label, confidence: top?.probability ?? 0)
        }
    }

    /// Evaluates `model` on `examples`.
    public func evaluate(_ model: TextClassifierModel, on examples: [LabeledText]) -> EvaluationReport {
        report(predictions(model, on: examples))
    }

    /// The label used in confusions for "no prediction".
    public static let noEvidenceLabel = "(no evidence)"

    /// Builds a report from predictions.
    public func report(_ predictions: [Prediction]) -> EvaluationReport {
        let predictedLabels = predictions.map { $0.predicted ?? Self.noEvidenceLabel }
        let labels = Array(Set(predictions.map(\.gold) + predictedLabels)).sorted()
        let index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        var matrix = [[Int]](repeating: [Int](repeating: 0, count: labels.count), count: labels.count)
        for (prediction, predicted) in zip(predictions, predictedLabels) {
            if let g = index[prediction.gold], let p = index[predicted] { matrix[g][p] += 1 }
        }
        var classes: [ClassMetrics] = []
        var f1s: [Double] = []
        var recalls: [Double] = []
        for (i, label) in labels.enumerated() where label != Self.noEvidenceLabel {
            let truePositives = matrix[i][i]
            let support = matrix[i].reduce(0, +)
            let predictedCount = matrix.reduce(0) { $0 + $1[i] }
            let precision = predictedCount == 0 ? 0 : Double(truePositives) / Double(predictedCount)
            let recall = support == 0 ? 0 : Double(truePositives) / Double(support)
            let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
            classes.append(ClassMetrics(label: label, precision: precision, recall: recall, f1: f1, support: support))
            f1s.append(f1)
            if support > 0 { recalls.append(recall) }
        }
        var confusions: [Confusion] = []
        for (g, gold) in labels.enumerated() {
            for (p, predicted) in labels.enumerated() where g != p && matrix[g][p] > 0 {
                confusions.append(Confusion(gold: gold, predicted: predicted, count: matrix[g][p]))
            }
        }
        confusions.sort { $0.count != $1.count ? $0.count > $1.count : ($0.gold, $0.predicted) < ($1.gold, $1.predicted) }
        let correct = predictions.filter(\.isCorrect).count
        let (ece, bins) = calibration(predictions.filter { $0.predicted != nil })
        return EvaluationReport(
            count: predictions.count,
            accuracy: predictions.isEmpty ? 0 : Double(correct) / Double(predictions.count),
            macroF1: f1s.isEmpty ? 0 : f1s.reduce(0, +) / Double(f1s.count),
            balancedAccuracy: recalls.isEmpty ? 0 : recalls.reduce(0, +) / Double(recalls.count),
            classes: classes, confusionLabels: labels, confusionMatrix: matrix,
            topConfusions: Array(confusions.prefix(20)), expectedCalibrationError: ece, reliability: bins,
            noEvidenceCount: predictions.count - predictions.filter { $0.predicted != nil }.count)
    }

    /// Expected calibration error and the reliability table of predictions with evidence.
    func calibration(_ predictions: [Prediction]) -> (Double, [ReliabilityBin]) {
        var counts = [Int](repeating: 0, count: binCount)
        var confidence = [Double](repeating: 0, count: binCount)
        var correct = [Int](repeating: 0, count: binCount)
        for prediction in predictions {
            let bin = min(binCount - 1, max(0, Int(prediction.confidence * Double(binCount))))
            counts[bin] += 1
            confidence[bin] += prediction.confidence
            if prediction.isCorrect { correct[bin] += 1 }
        }
        var ece = 0.0
        var bins: [ReliabilityBin] = []
        for bin in 0..<binCount {
            let count = counts[bin]
            let meanConfidence = count == 0 ? 0 : confidence[bin] / Double(count)
            let accuracy = count == 0 ? 0 : Double(correct[bin]) / Double(count)
            if !predictions.isEmpty { ece += Double(count) / Double(predictions.count) * abs(meanConfidence - accuracy) }
            bins.append(ReliabilityBin(
                lower: Double(bin) / Double(binCount), upper: Double(bin + 1) / Double(binCount), count: count,
                meanConfidence: meanConfidence, accuracy: accuracy))
        }
        return (ece, bins)
    }
}
