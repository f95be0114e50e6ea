import Testing
@testable import ConfidencePolicy
@testable import PolicyReport

@Suite("Threshold sweep and recommendation")
struct ThresholdSweepTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var threshold: Double
        var acted: Int
        var correct: Int
        var testDescription: String { "≥ \(threshold)" }
    }

    @Test(arguments: [
        Row(threshold: 0.00, acted: 9, correct: 7),  // #8 has no evidence and is never acted on
        Row(threshold: 0.50, acted: 8, correct: 6),
        Row(threshold: 0.80, acted: 5, correct: 4),
        Row(threshold: 0.83, acted: 4, correct: 4),
        Row(threshold: 0.91, acted: 2, correct: 2),
        Row(threshold: 1.00, acted: 0, correct: 0),
    ])
    func sweepCounts(_ row: Row) throws {
        let sweep = ThresholdSweep(predictions: SyntheticPredictions.ten)
        #expect(sweep.points.count == 101)
        let point = try #require(sweep.point(at: row.threshold))
        #expect(point.acted == row.acted)
        #expect(point.correct == row.correct)
        #expect(abs(point.coverage - Double(row.acted) / 10) < 1e-12)
        #expect(abs(point.recall - Double(row.correct) / 10) < 1e-12)
        if row.acted == 0 {
            #expect(point.precision == nil)
        } else {
            #expect(abs((point.precision ?? -1) - Double(row.correct) / Double(row.acted)) < 1e-12)
        }
    }

    @Test func coverageNeverRisesWithTheThreshold() {
        let points = ThresholdSweep(predictions: SyntheticPredictions.ten).points
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(a.threshold < b.threshold)
            #expect(a.acted >= b.acted)
        }
    }

    @Test func recommendsLowestActThresholdAndCheapestConfirm() throws {
        // Precision 1 needs act ≥ 0.83 (#3 at 0.82 is wrong). Below it, asking about #4 (0.60) and #6 (0.55)
        // pays (1 each instead of 2); #7 (0.52, wrong) would cost 1 + 2, so confirm stops at 0.55.
        let r = try #require(ThresholdRecommendation(predictions: SyntheticPredictions.ten, minPrecision: 1))
        #expect(r.act == 0.83)
        #expect(r.confirm == 0.55)
        #expect(r.point.precision == 1)
        let policy = r.policy()
        #expect(policy.name == "precision-1.00")
        #expect(policy.problems().isEmpty)
    }

    @Test(arguments: [(0.5, 0.0), (0.75, 0.0), (0.8, 0.53)])  // 7 of 9 right at 0; 6 of 7 from 0.53
    func lowerTargetsGiveLowerThresholds(target: Double, act: Double) throws {
        let r = try #require(ThresholdRecommendation(predictions: SyntheticPredictions.ten, minPrecision: target))
        #expect(r.act == act)
        #expect(r.confirm <= r.act)
    }

    @Test func unreachableTargetGivesNoRecommendation() {
        let wrong = [SyntheticPredictions.prediction("invalid", ("valid", 0.99), ("invalid", 0.01))]
        #expect(ThresholdRecommendation(predictions: wrong, minPrecision: 0.5) == nil)
        #expect(ThresholdRecommendation(predictions: [], minPrecision: 0.5) == nil)
    }
}
