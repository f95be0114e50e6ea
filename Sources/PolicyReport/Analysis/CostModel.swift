/// What each outcome of a turn costs, in arbitrary units per utterance; correct actions cost nothing.
///
/// Defaults: acting on the wrong label 5, asking a confirmation question 1, showing the fallback menu 2.
public struct CostModel: Sendable, Hashable, Codable {
    /// The cost of acting on the wrong label (a wrong answer shown with confidence).
    public var wrongAction: Double
    /// The cost of asking "Is this a clothing question?" (one extra turn for the shopper).
    public var confirm: Double
    /// The cost of giving up and showing the fallback menu.
    public var fallback: Double

    /// Creates a cost model.
    public init(wrongAction: Double = 5, confirm: Double = 1, fallback: Double = 2) {
        self.wrongAction = wrongAction
        self.confirm = confirm
        self.fallback = fallback
    }

    /// The default costs: 5 / 1 / 2.
    public static let standard = CostModel()

    /// Every problem with the costs (each must be a finite number ≥ 0), naming the option.
    public var problems: [String] {
        var problems: [String] = []
        for (value, option) in [(wrongAction, "--cost-wrong-action"), (confirm, "--cost-confirm"),
                                (fallback, "--cost-fallback")]
        where !value.isFinite || value < 0 {
            problems.append("\(option): must be a number ≥ 0, got \(value)")
        }
        return problems
    }
}
