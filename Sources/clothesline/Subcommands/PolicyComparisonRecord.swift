import ConfidencePolicy
import PolicyReport

/// One line of `policy compare --json`: the keys of the issue, `null` where a share is undefined.
struct PolicyComparisonRecord: Encodable {
    var policy: String
    var act: Double
    var confirm: Double
    var fallback: Double
    var actPrecision: Double?
    var wrongActionRate: Double
    var servedDirectly: Double?
    var cost: Double

    /// The record of one policy's metrics.
    init(_ metrics: PolicyMetrics) {
        policy = metrics.policy
        act = metrics.act
        confirm = metrics.confirm
        fallback = metrics.fallback
        actPrecision = metrics.actPrecision
        wrongActionRate = metrics.wrongActionRate
        servedDirectly = metrics.servedDirectly
        cost = metrics.cost
    }

    private enum CodingKeys: String, CodingKey {
        case policy, act, confirm, fallback, actPrecision, wrongActionRate, servedDirectly, cost
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(policy, forKey: .policy)
        try container.encode(act, forKey: .act)
        try container.encode(confirm, forKey: .confirm)
        try container.encode(fallback, forKey: .fallback)
        try container.encode(actPrecision, forKey: .actPrecision)  // null when nothing was acted on
        try container.encode(wrongActionRate, forKey: .wrongActionRate)
        try container.encode(servedDirectly, forKey: .servedDirectly)
        try container.encode(cost, forKey: .cost)
    }
}
