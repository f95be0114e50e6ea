/// Coverage, precision and recall of acting at every threshold on a grid (0.00, 0.01, … 1.00 by default).
public struct ThresholdSweep: Sendable, Hashable {
    /// One point per threshold, in increasing threshold order.
    public var points: [ThresholdPoint]

    /// The default grid: 0.00 to 1.00 in steps of 0.01 (exact two-decimal values).
    public static let defaultThresholds: [Double] = (0...100).map { Double($0) / 100 }

    /// Sweeps `thresholds` over the predictions; utterances without evidence are never acted on.
    public init(predictions: [LabeledPrediction], thresholds: [Double] = ThresholdSweep.defaultThresholds) {
        let scored = predictions.filter { $0.classification.hasEvidence }
        points = thresholds.sorted().map { threshold in
            var acted = 0, correct = 0
            for prediction in scored where prediction.confidence >= threshold {
                acted += 1
                if prediction.isCorrect { correct += 1 }
            }
            return ThresholdPoint(threshold: threshold, count: predictions.count, acted: acted, correct: correct)
        }
    }

    /// The point at `threshold`, if it is on the grid.
    public func point(at threshold: Double) -> ThresholdPoint? {
        points.first { abs($0.threshold - threshold) < 1e-9 }
    }
}
