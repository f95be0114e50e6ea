import Testing
@testable import TextClassification

@Suite("Classification")
struct ClassificationTests {
    @Test("margin is the gap between the top two hypotheses", arguments: [
        ([0.7, 0.3], 0.4),
        ([0.5, 0.5], 0.0),
        ([1.0], 1.0),
    ])
    func margin(probabilities: [Double], expected: Double) {
        let c = Classification(hypotheses: probabilities.enumerated().map {
            LabelHypothesis(label: "l\($0.offset)", probability: $0.element)
        })
        #expect(abs((c.margin ?? -1) - expected) < 1e-12)
    }

    @Test func noEvidenceHasNoTop() {
        #expect(Classification.noEvidence.top == nil)
        #expect(!Classification.noEvidence.hasEvidence)
        #expect(Classification.noEvidence.margin == nil)
    }
}
