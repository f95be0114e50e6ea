/// Calibration of the top probability: equal-width bins of confidence against accuracy, and the expected
/// calibration error (ECE), the count-weighted mean gap between the two.
public struct Reliability: Sendable, Hashable {
    /// The bins, lowest first.
    public var bins: [ReliabilityBin]
    /// Predictions with evidence (those without are left out).
    public var count: Int

    /// Bins the predictions' top probabilities into `binCount` equal bins over [0, 1].
    public init(predictions: [LabeledPrediction], binCount: Int = 10) {
        let binCount = max(1, binCount)
        var counts = [Int](repeating: 0, count: binCount)
        var confidenceSums = [Double](repeating: 0, count: binCount)
        var correct = [Int](repeating: 0, count: binCount)
        var total = 0
        for prediction in predictions where prediction.classification.hasEvidence {
            let index = Self.bin(of: prediction.confidence, binCount: binCount)
            counts[index] += 1
            confidenceSums[index] += prediction.confidence
            if prediction.isCorrect { correct[index] += 1 }
            total += 1
        }
        count = total
        bins = (0..<binCount).map { index in
            let n = counts[index]
            return ReliabilityBin(
                lower: Double(index) / Double(binCount), upper: Double(index + 1) / Double(binCount), count: n,
                meanConfidence: n > 0 ? confidenceSums[index] / Double(n) : nil,
                accuracy: n > 0 ? Double(correct[index]) / Double(n) : nil)
        }
    }

    /// Expected calibration error: Σ (bin count / total) × |accuracy − mean confidence|.
    public var expectedCalibrationError: Double {
        guard count > 0 else { return 0 }
        var sum = 0.0
        for bin in bins {
            guard let accuracy = bin.accuracy, let confidence = bin.meanConfidence else { continue }
            sum += Double(bin.count) / Double(count) * abs(accuracy - confidence)
        }
        return sum
    }

    /// The bin index for a probability; 1 goes into the last bin, out-of-range values are clamped.
    static func bin(of probability: Double, binCount: Int) -> Int {
        guard probability.isFinite else { return 0 }
        return min(binCount - 1, max(0, Int(probability * Double(binCount))))
    }
}
