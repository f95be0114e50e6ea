import ConfidencePolicy
import Foundation

/// Thresholds chosen from data: the lowest act threshold whose precision meets a target, and a confirm
/// threshold below it that minimises the expected cost of asking versus falling back.
///
/// The confirm threshold weighs, for the utterances below the act threshold, a question (cost `confirm`, plus
/// `fallback` when the shopper answers no because the top label was wrong) against the menu (cost `fallback`):
/// the grid threshold with the lowest total wins, ties going to the higher threshold (fewer questions).
public struct ThresholdRecommendation: Sendable, Hashable {
    /// The precision target that was asked for.
    public var minPrecision: Double
    /// The recommended act threshold.
    public var act: Double
    /// The recommended confirm threshold.
    public var confirm: Double
    /// The sweep point at the act threshold (its precision meets the target).
    public var point: ThresholdPoint

    /// Recommends thresholds, or returns `nil` when no threshold on the grid reaches `minPrecision`.
    public init?(
        predictions: [LabeledPrediction], minPrecision: Double, costs: CostModel = .standard,
        thresholds: [Double] = ThresholdSweep.defaultThresholds
    ) {
        let sweep = ThresholdSweep(predictions: predictions, thresholds: thresholds)
        guard let point = sweep.points.first(where: { ($0.precision ?? 0) >= minPrecision - 1e-12 }) else {
            return nil
        }
        self.minPrecision = minPrecision
        self.point = point
        act = point.threshold
        let below = predictions.filter { $0.classification.hasEvidence && $0.confidence < point.threshold }
        var bestThreshold = point.threshold
        var bestCost = Double.infinity
        for candidate in thresholds.sorted(by: >) where candidate <= point.threshold {
            var cost = 0.0
            for prediction in below {
                if prediction.confidence >= candidate {
                    cost += costs.confirm + (prediction.isCorrect ? 0 : costs.fallback)
                } else {
                    cost += costs.fallback
                }
            }
            if cost < bestCost - 1e-9 {
                bestThreshold = candidate
                bestCost = cost
            }
        }
        confirm = bestThreshold
    }

    /// The recommendation as a policy (default routes), ready to be written as a policy file.
    public func policy(name: String? = nil) -> Policy {
        let label = String(format: "%.2f", minPrecision)
        return Policy(name: name ?? "precision-\(label)", act: act, confirm: confirm)
    }
}
