/// Top-probability histograms, one per true label, each bin split into right and wrong top labels.
public struct ConfidenceHistogram: Sendable, Hashable {
    /// Number of equal-width bins over [0, 1].
    public var binCount: Int
    /// One series per true label, most frequent first (ties by name), at most `maximumSeries`.
    public var series: [ConfidenceHistogramSeries]
    /// True labels left out because of `maximumSeries`.
    public var omittedLabels: Int

    /// Builds the histograms.
    public init(predictions: [LabeledPrediction], binCount: Int = 20, maximumSeries: Int = 12) {
        let binCount = max(1, binCount)
        self.binCount = binCount
        var byLabel: [String: ConfidenceHistogramSeries] = [:]
        for prediction in predictions {
            var entry = byLabel[prediction.trueLabel] ?? ConfidenceHistogramSeries(
                label: prediction.trueLabel, correct: Array(repeating: 0, count: binCount),
                wrong: Array(repeating: 0, count: binCount), noEvidence: 0)
            if prediction.classification.hasEvidence {
                let index = Self.bin(of: prediction.confidence, binCount: binCount)
                if prediction.isCorrect { entry.correct[index] += 1 } else { entry.wrong[index] += 1 }
            } else {
                entry.noEvidence += 1
            }
            byLabel[prediction.trueLabel] = entry
        }
        let sorted = byLabel.values.sorted { ($0.total, $1.label) > ($1.total, $0.label) }
        series = Array(sorted.prefix(max(0, maximumSeries)))
        omittedLabels = sorted.count - series.count
    }

    /// The bin index for a probability; 1 goes into the last bin, out-of-range values are clamped.
    static func bin(of probability: Double, binCount: Int) -> Int {
        guard probability.isFinite else { return 0 }
        return min(binCount - 1, max(0, Int(probability * Double(binCount))))
    }
}
