import Foundation
import TextClassification

/// A confidence policy: thresholds that turn a classification into act, confirm or fallback.
///
/// Bands are taken on the top hypothesis: act when its probability is at least `act`, confirm when at
/// least `confirm`, else fall back. With a `margin`, a top hypothesis that beats the runner-up by less
/// than the margin is confirmed instead of acted on.
public struct Policy: Sendable, Hashable, Codable {
    /// A short name shown in reports and demos.
    public var name: String
    /// The lowest top probability that acts without asking.
    public var act: Double
    /// The lowest top probability that asks for confirmation.
    public var confirm: Double
    /// If set, the top two hypotheses must be at least this far apart to act.
    public var margin: Double?
    /// Label → action; labels not listed take their ``defaultRoutes`` entry (so `store` goes to support
    /// under a policy written for the two-label model), else ``RouteAction/outOfScope``.
    public var routes: [String: RouteAction]

    /// The routes used when a policy names none: `valid` → search, `invalid` → out-of-scope help, `store`
    /// (orders, returns, hours… questions) → support.
    public static let defaultRoutes: [String: RouteAction] = [
        "valid": .search, "invalid": .outOfScope, "store": .support,
    ]

    /// Creates a policy. Use ``validated(knownLabels:file:)`` to check it.
    public init(
        name: String, act: Double, confirm: Double, margin: Double? = nil,
        routes: [String: RouteAction] = Policy.defaultRoutes
    ) {
        self.name = name
        self.act = act
        self.confirm = confirm
        self.margin = margin
        self.routes = routes
    }

    /// The default policy: act ≥ 0.80, confirm ≥ 0.50.
    public static let balanced = Policy(name: "balanced", act: 0.80, confirm: 0.50)
    /// Asks more often: act ≥ 0.90, confirm ≥ 0.65.
    public static let strict = Policy(name: "strict", act: 0.90, confirm: 0.65)
    /// Acts more often: act ≥ 0.65, confirm ≥ 0.35.
    public static let lenient = Policy(name: "lenient", act: 0.65, confirm: 0.35)
    /// All presets, in the order they are listed to users.
    public static let presets: [Policy] = [.balanced, .strict, .lenient]

    /// Returns the preset named `name` (case-insensitive).
    public static func preset(named name: String) throws(PolicyError) -> Policy {
        guard let policy = presets.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .unknownPreset(name)
        }
        return policy
    }

    /// The action a label routes to.
    public func action(for label: String) -> RouteAction {
        routes[label] ?? Self.defaultRoutes[label] ?? .outOfScope
    }

    /// Every problem with this policy, each naming its field; empty when valid.
    ///
    /// `knownLabels`, when given, are the model's labels: routes must name only those.
    public func problems(knownLabels: [String]? = nil) -> [String] {
        var problems: [String] = []
        func checkUnit(_ value: Double, _ field: String) {
            if !value.isFinite || value < 0 || value > 1 {
                problems.append("\(field): must be between 0 and 1, got \(value)")
            }
        }
        checkUnit(act, "act")
        checkUnit(confirm, "confirm")
        if confirm.isFinite, act.isFinite, confirm > act {
            problems.append("confirm: must not exceed act (\(confirm) > \(act))")
        }
        if let margin {
            checkUnit(margin, "margin")
        }
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append("name: must not be empty")
        }
        if let knownLabels {
            // A default route for a label the model lacks (`store` with a two-label model) does no harm.
            for label in routes.keys.sorted() where !knownLabels.contains(label) && Self.defaultRoutes[label] != routes[label] {
                problems.append(
                    "routes.\(label): the model has no label '\(label)' (labels: \(knownLabels.joined(separator: ", ")))")
            }
        }
        return problems
    }

    /// Returns `self` if valid, or throws ``PolicyError/invalid(file:problems:)`` listing every problem.
    public func validated(knownLabels: [String]? = nil, file: String = "policy") throws(PolicyError) -> Policy {
        let problems = problems(knownLabels: knownLabels)
        guard problems.isEmpty else { throw .invalid(file: file, problems: problems) }
        return self
    }

    /// Decides what to do with a classification.
    public func decide(_ classification: Classification) -> Decision {
        guard let top = classification.top else {
            return Decision(
                band: .fallback, label: nil, confidence: nil, action: nil,
                reason: "fallback: no evidence (nothing in the text the model knows)")
        }
        let action = action(for: top.label)
        let p = top.probability
        let shown = "\(top.label) \(Self.format(p))"
        if p >= act {
            if let margin, let gap = classification.margin, gap < margin {
                return Decision(
                    band: .confirm, label: top.label, confidence: p, action: action,
                    reason: "confirm: \(shown) ≥ \(Self.format(act)) but only \(Self.format(gap)) ahead of the next label (margin \(Self.format(margin)))"
                )
            }
            return Decision(
                band: .act, label: top.label, confidence: p, action: action,
                reason: "act: \(shown) ≥ \(Self.format(act))")
        }
        if p >= confirm {
            return Decision(
                band: .confirm, label: top.label, confidence: p, action: action,
                reason: "confirm: \(shown) in [\(Self.format(confirm)), \(Self.format(act)))")
        }
        return Decision(
            band: .fallback, label: top.label, confidence: p, action: action,
            reason: "fallback: \(shown) < \(Self.format(confirm))")
    }

    /// Formats a probability the way reasons show it: two decimals.
    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
