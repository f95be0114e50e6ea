import ConfidencePolicy

/// How one policy fares on labelled data: the band mix, how often acting is right, and what it costs.
///
/// Definitions (n = all utterances):
/// - `act`, `confirm`, `fallback`: the share of utterances in each band (they sum to 1).
/// - `actPrecision`: of the utterances acted on, the share whose top label is the true label.
/// - `wrongActionRate`: utterances acted on with the wrong label, over n.
/// - `servedDirectly`: of the utterances whose true label routes to search (the clothing questions), the share
///   acted on with that label, i.e. answered without a question.
/// - `cost`: (wrong actions × wrongAction + confirmations × confirm + fallbacks × fallback) / n.
public struct PolicyMetrics: Sendable, Hashable {
    /// The policy's name.
    public var policy: String
    /// The policy's act threshold.
    public var actThreshold: Double
    /// The policy's confirm threshold.
    public var confirmThreshold: Double
    /// Number of utterances.
    public var count: Int
    /// Utterances in the act band.
    public var actCount: Int
    /// Utterances in the confirm band.
    public var confirmCount: Int
    /// Utterances in the fallback band.
    public var fallbackCount: Int
    /// Utterances acted on with their true label.
    public var correctActCount: Int
    /// Utterances whose true label routes to search.
    public var servableCount: Int
    /// Of those, the ones acted on with the true label.
    public var servedDirectlyCount: Int
    /// The costs used for ``cost``.
    public var costs: CostModel

    /// Runs `policy` over every prediction and counts the outcomes.
    public init(policy: Policy, predictions: [LabeledPrediction], costs: CostModel = .standard) {
        self.policy = policy.name
        self.actThreshold = policy.act
        self.confirmThreshold = policy.confirm
        self.costs = costs
        count = predictions.count
        var act = 0, confirm = 0, fallback = 0, correct = 0, servable = 0, served = 0
        for prediction in predictions {
            let decision = policy.decide(prediction.classification)
            let routesToSearch = policy.action(for: prediction.trueLabel) == .search
            if routesToSearch { servable += 1 }
            switch decision.band {
            case .act:
                act += 1
                if prediction.isCorrect {
                    correct += 1
                    if routesToSearch { served += 1 }
                }
            case .confirm:
                confirm += 1
            case .fallback:
                fallback += 1
            }
        }
        actCount = act
        confirmCount = confirm
        fallbackCount = fallback
        correctActCount = correct
        servableCount = servable
        servedDirectlyCount = served
    }

    /// Utterances acted on with the wrong label.
    public var wrongActCount: Int { actCount - correctActCount }

    /// Share of utterances in the act band.
    public var act: Double { share(actCount, of: count) ?? 0 }
    /// Share of utterances in the confirm band.
    public var confirm: Double { share(confirmCount, of: count) ?? 0 }
    /// Share of utterances in the fallback band.
    public var fallback: Double { share(fallbackCount, of: count) ?? 0 }
    /// Share of acted-on utterances whose label was right; `nil` when nothing was acted on.
    public var actPrecision: Double? { share(correctActCount, of: actCount) }
    /// Wrong actions over all utterances.
    public var wrongActionRate: Double { share(wrongActCount, of: count) ?? 0 }
    /// Share of search-routed utterances answered without a question; `nil` when there are none.
    public var servedDirectly: Double? { share(servedDirectlyCount, of: servableCount) }

    /// Expected cost per utterance under ``costs``.
    public var cost: Double {
        guard count > 0 else { return 0 }
        let total = Double(wrongActCount) * costs.wrongAction + Double(confirmCount) * costs.confirm
            + Double(fallbackCount) * costs.fallback
        return total / Double(count)
    }

    private func share(_ part: Int, of whole: Int) -> Double? {
        whole > 0 ? Double(part) / Double(whole) : nil
    }
}
