import Testing
@testable import ConfidencePolicy

@Suite("Reliability, histograms and the confusion matrix")
struct ReliabilityTests {
    @Test func binsAndExpectedCalibrationError() {
        let reliability = Reliability(predictions: SyntheticPredictions.ten)
        #expect(reliability.count == 9)
        #expect(reliability.bins.map(\.count) == [0, 0, 0, 0, 1, 2, 1, 0, 2, 3])
        #expect(reliability.bins[8].accuracy == 0.5)
        #expect(abs((reliability.bins[9].meanConfidence ?? 0) - (0.95 + 0.90 + 0.99) / 3) < 1e-12)
        #expect(reliability.bins[0].accuracy == nil)
        // (3·|1 − 0.9467| + 2·|0.5 − 0.835| + |1 − 0.6| + 2·|0.5 − 0.535| + |1 − 0.45|) / 9
        #expect(abs(reliability.expectedCalibrationError - 1.85 / 9) < 1e-9)
    }

    @Test(arguments: [(0.0, 0), (0.0999, 0), (0.1, 1), (0.95, 9), (1.0, 9), (1.5, 9), (-0.2, 0), (Double.nan, 0)])
    func binIndexIsTotal(probability: Double, index: Int) {
        #expect(Reliability.bin(of: probability, binCount: 10) == index)
    }

    @Test func perfectCalibrationHasZeroError() {
        let predictions = (0..<10).map { i in
            SyntheticPredictions.prediction(i < 9 ? "valid" : "invalid", ("valid", 0.9), ("invalid", 0.1))
        }
        #expect(abs(Reliability(predictions: predictions).expectedCalibrationError) < 1e-12)
    }

    @Test func histogramsPerTrueLabel() {
        let histogram = ConfidenceHistogram(predictions: SyntheticPredictions.ten, binCount: 10)
        #expect(histogram.series.map(\.label) == ["valid", "invalid"])
        let valid = histogram.series[0]
        #expect(valid.total == 6)
        #expect(valid.noEvidence == 1)
        #expect(valid.correct[9] == 2)  // 0.95, 0.99
        #expect(valid.wrong[5] == 1)  // #7 predicted invalid at 0.52
        let limited = ConfidenceHistogram(predictions: SyntheticPredictions.ten, maximumSeries: 1)
        #expect(limited.series.count == 1)
        #expect(limited.omittedLabels == 1)
    }

    @Test func confusionMatrix() {
        let matrix = ConfusionMatrix(predictions: SyntheticPredictions.ten)
        #expect(matrix.trueLabels == ["invalid", "valid"])
        #expect(matrix.predictedLabels == ["invalid", "valid", ConfusionMatrix.noEvidenceLabel])
        #expect(matrix.counts == [[3, 1, 0], [1, 4, 1]])
        #expect(matrix.count(trueLabel: "valid", predicted: "invalid") == 1)
        #expect(matrix.count(trueLabel: "nope", predicted: "valid") == 0)
    }
}
