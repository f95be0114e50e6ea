import Testing
@testable import ConfidencePolicy
@testable import PolicyReport

@Suite("Calibration, histograms and confusions in the analysis")
struct ReliabilityTests {
    @Test func calibrationAndConfusionsComeFromTheClassifiersEvaluator() {
        let evaluation = PolicyAnalysis(predictions: SyntheticPredictions.ten, policies: []).evaluation
        #expect(evaluation.reliability.map(\.count) == [0, 0, 0, 0, 1, 2, 1, 0, 2, 3])
        // (3·|1 − 0.9467| + 2·|0.5 − 0.835| + |1 − 0.6| + 2·|0.5 − 0.535| + |1 − 0.45|) / 9
        #expect(abs(evaluation.expectedCalibrationError - 1.85 / 9) < 1e-9)
        #expect(evaluation.confusionLabels == ["(no evidence)", "invalid", "valid"])
        #expect(evaluation.confusionMatrix == [[0, 0, 0], [0, 3, 1], [1, 1, 4]])
    }

    @Test(arguments: [(0.0, 0), (0.0999, 0), (0.1, 1), (0.95, 9), (1.0, 9), (1.5, 9), (-0.2, 0), (Double.nan, 0)])
    func binIndexIsTotal(probability: Double, index: Int) {
        #expect(ConfidenceHistogram.bin(of: probability, binCount: 10) == index)
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
}
