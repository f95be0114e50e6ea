import ConfidencePolicy
import TextClassification

/// Everything a policy report shows about one labelled data set: per-policy metrics, the threshold sweep, an
/// optional recommendation, the classifier's evaluation (calibration, confusions) and histograms.
public struct PolicyAnalysis: Sendable, Hashable {
    /// Number of labelled utterances.
    public var count: Int
    /// The policies compared, in the order given.
    public var policies: [Policy]
    /// Their metrics, in the same order.
    public var metrics: [PolicyMetrics]
    /// Coverage, precision and recall against the act threshold.
    public var sweep: ThresholdSweep
    /// Thresholds recommended from a precision target, when one was asked for and reachable.
    public var recommendation: ThresholdRecommendation?
    /// The precision target, when one was asked for.
    public var minPrecision: Double?
    /// The classifier's evaluation of the top labels: reliability bins, ECE and the confusion matrix.
    public var evaluation: EvaluationReport
    /// Top-probability histograms per true label.
    public var histogram: ConfidenceHistogram
    /// The costs behind ``PolicyMetrics/cost``.
    public var costs: CostModel

    /// Analyses `predictions` under each policy.
    public init(
        predictions: [LabeledPrediction], policies: [Policy], costs: CostModel = .standard,
        minPrecision: Double? = nil
    ) {
        count = predictions.count
        self.policies = policies
        self.costs = costs
        self.minPrecision = minPrecision
        metrics = policies.map { PolicyMetrics(policy: $0, predictions: predictions, costs: costs) }
        sweep = ThresholdSweep(predictions: predictions)
        recommendation = minPrecision.flatMap {
            ThresholdRecommendation(predictions: predictions, minPrecision: $0, costs: costs)
        }
        evaluation = Evaluator(binCount: 10).report(predictions.map(\.prediction))
        histogram = ConfidenceHistogram(predictions: predictions)
    }
}
