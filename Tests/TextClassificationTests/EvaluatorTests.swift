import Testing
@testable import TextClassification

@Suite("Evaluator")
struct EvaluatorTests {
    static let predictions = [
        Prediction(gold: "a", predicted: "a", confidence: 0.95),
        Prediction(gold: "a", predicted: "b", confidence: 0.55),
        Prediction(gold: "b", predicted: "b", confidence: 0.85),
        Prediction(gold: "b", predicted: nil, confidence: 0),
    ]

    @Test func metrics() {
        let report = Evaluator().report(Self.predictions)
        #expect(report.accuracy == 0.5)
        #expect(report.noEvidenceCount == 1)
        let a = report.classes.first { $0.label == "a" }, b = report.classes.first { $0.label == "b" }
        #expect(a?.precision == 1 && a?.recall == 0.5 && a?.support == 2)
        #expect(b?.precision == 0.5 && b?.recall == 0.5)
        #expect(report.balancedAccuracy == 0.5)
        // ECE over the three predictions with evidence: |0.95-1| + |0.55-0| + |0.85-1|, each weighted 1/3.
        #expect(abs(report.expectedCalibrationError - (0.05 + 0.55 + 0.15) / 3) < 1e-9)
    }

    @Test("out-of-scope threshold picks the best accuracy", arguments: [
        ([0.9, 0.3, 0.2], ["x", "oos", "oos"], 0.9),
        ([0.9, 0.8, 0.2], ["x", "y", "oos"], 0.8),
    ])
    func outOfScope(confidences: [Double], gold: [String], threshold: Double) {
        let predictions = zip(confidences, gold).map {
            Prediction(gold: $1, predicted: $1 == "oos" ? "x" : $1, confidence: $0)
        }
        let rule = OutOfScopeThreshold.best(label: "oos", on: predictions)
        #expect(rule.threshold == threshold)
        #expect(rule.scores(predictions).outOfScopeRecall == 1)
    }

    @Test("a recall floor raises the out-of-scope threshold only as far as it must", arguments: [
        (0.0, 0.5, 0.5),
        (0.5, 0.5, 0.5),
        (0.75, 0.9, 1.0),
        (1.0, 0.9, 1.0),
    ])
    func recallFloor(minimumRecall: Double, threshold: Double, recall: Double) {
        // In-scope, all predicted right: 0.95, 0.9, 0.6, 0.5; out-of-scope, predicted "x": 0.7, 0.4.
        let predictions = [
            Prediction(gold: "x", predicted: "x", confidence: 0.95), Prediction(gold: "y", predicted: "y", confidence: 0.9),
            Prediction(gold: "x", predicted: "x", confidence: 0.6), Prediction(gold: "y", predicted: "y", confidence: 0.5),
            Prediction(gold: "oos", predicted: "x", confidence: 0.7), Prediction(gold: "oos", predicted: "x", confidence: 0.4),
        ]
        let rule = OutOfScopeThreshold.best(label: "oos", on: predictions, minimumRecall: minimumRecall)
        #expect(rule.threshold == threshold)
        #expect(rule.scores(predictions).outOfScopeRecall == recall)
    }

    @Test func aRecallFloorWithoutOutOfScopeExamplesIsIgnored() {
        let predictions = [Prediction(gold: "x", predicted: "x", confidence: 0.9),
                           Prediction(gold: "y", predicted: "x", confidence: 0.4)]
        #expect(OutOfScopeThreshold.best(label: "oos", on: predictions, minimumRecall: 0.9)
            == OutOfScopeThreshold.best(label: "oos", on: predictions))
    }
}
