import Testing
import TextClassification
@testable import ConfidencePolicy
@testable import PolicyReport

@Suite("Policy comparison metrics")
struct PolicyMetricsTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var policy: Policy
        var counts: (act: Int, confirm: Int, fallback: Int)
        var actPrecision: Double?
        var wrongActionRate: Double
        var servedDirectly: Double?
        var cost: Double
        var testDescription: String { policy.name }
    }

    // Worked by hand from SyntheticPredictions.ten (6 valid, 4 invalid, one without evidence).
    @Test(arguments: [
        Expected(policy: .balanced, counts: (5, 3, 2), actPrecision: 0.8, wrongActionRate: 0.1,
                 servedDirectly: 3.0 / 6, cost: (5 + 3 + 4) / 10),
        Expected(policy: .strict, counts: (3, 2, 5), actPrecision: 1, wrongActionRate: 0,
                 servedDirectly: 2.0 / 6, cost: (0 + 2 + 10) / 10),
        Expected(policy: .lenient, counts: (5, 4, 1), actPrecision: 0.8, wrongActionRate: 0.1,
                 servedDirectly: 3.0 / 6, cost: (5 + 4 + 2) / 10),
    ])
    func presetsOnSyntheticData(_ e: Expected) {
        let m = PolicyMetrics(policy: e.policy, predictions: SyntheticPredictions.ten)
        #expect(m.count == 10)
        #expect((m.actCount, m.confirmCount, m.fallbackCount) == e.counts)
        #expect(abs(m.act + m.confirm + m.fallback - 1) < 1e-12)
        #expect(m.actPrecision.map { abs($0 - (e.actPrecision ?? -1)) < 1e-12 } ?? (e.actPrecision == nil))
        #expect(abs(m.wrongActionRate - e.wrongActionRate) < 1e-12)
        #expect(m.servedDirectly.map { abs($0 - (e.servedDirectly ?? -1)) < 1e-12 } ?? (e.servedDirectly == nil))
        #expect(abs(m.cost - e.cost) < 1e-12)
    }

    @Test func costsAreConfigurable() {
        let costs = CostModel(wrongAction: 10, confirm: 0.5, fallback: 3)
        let m = PolicyMetrics(policy: .balanced, predictions: SyntheticPredictions.ten, costs: costs)
        #expect(abs(m.cost - (1 * 10 + 3 * 0.5 + 2 * 3) / 10) < 1e-12)
    }

    @Test func emptyDataHasNoPrecision() {
        let m = PolicyMetrics(policy: .balanced, predictions: [])
        #expect(m.actPrecision == nil)
        #expect(m.servedDirectly == nil)
        #expect(m.cost == 0)
        #expect(m.act == 0)
    }

    @Test func marginCountsAsConfirm() {
        var policy = Policy.balanced
        policy.margin = 0.8
        // 0.85 − 0.15 = 0.70 < 0.8: confirmed; 0.95 − 0.05 = 0.90: acted.
        let m = PolicyMetrics(policy: policy, predictions: Array(SyntheticPredictions.ten.prefix(2)))
        #expect((m.actCount, m.confirmCount) == (1, 1))
    }

    @Test func servedDirectlyFollowsRoutes() {
        // Route `invalid` to search too: the four invalid utterances become servable.
        let policy = Policy(name: "both", act: 0.8, confirm: 0.5, routes: ["valid": .search, "invalid": .search])
        let m = PolicyMetrics(policy: policy, predictions: SyntheticPredictions.ten)
        #expect(m.servableCount == 10)
        #expect(m.servedDirectlyCount == 4)  // #1, #2, #5, #10
    }

    @Test(arguments: [
        (CostModel(wrongAction: -1), "--cost-wrong-action"),
        (CostModel(confirm: .nan), "--cost-confirm"),
        (CostModel(fallback: .infinity), "--cost-fallback"),
    ])
    func badCostsNameTheOption(costs: CostModel, option: String) {
        #expect(costs.problems.count == 1)
        #expect(costs.problems.first?.hasPrefix(option) == true)
        #expect(CostModel.standard.problems.isEmpty)
    }
}
