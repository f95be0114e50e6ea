/// Everything a policy report shows about one labelled data set: per-policy metrics, the threshold sweep, an
/// optional recommendation, calibration, histograms and the confusion matrix.
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
    /// The reliability diagram of the top probability.
    public var reliability: Reliability
    /// Top-probability histograms per true label.
    public var histogram: ConfidenceHistogram
    /// True against predicted labels.
    public var confusion: ConfusionMatrix
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
        reliability = Reliability(predictions: predictions)
        histogram = ConfidenceHistogram(predictions: predictions)
        confusion = ConfusionMatrix(predictions: predictions)
    }
}
