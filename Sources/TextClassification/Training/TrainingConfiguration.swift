/// Settings for training a model.
public struct TrainingConfiguration: Sendable, Hashable, Codable {
    /// Which features to extract.
    public var features: FeatureConfiguration
    /// L2 regularisation strength (on the mean log-loss).
    public var l2: Double
    /// The most L-BFGS iterations to run.
    public var maximumIterations: Int
    /// Stop when the objective improves by less than this, relatively, over an iteration.
    public var tolerance: Double
    /// L-BFGS history size.
    public var historySize: Int
    /// The seed of the validation split.
    public var seed: UInt64
    /// The fraction of examples held out (per label) for calibration and validation; 0 for none.
    public var validationFraction: Double
    /// How examples are weighted by label.
    public var classWeighting: ClassWeighting
    /// How many threads compute the gradient (1 or more).
    public var threads: Int
    /// After calibrating on the held-out split, train again on all examples and keep the fitted temperature
    /// (the validation figures then describe the first fit).
    public var refitOnAllExamples: Bool
    /// When above zero, the fitted weights are refined as a product of a `features × rank` and a
    /// `rank × labels` matrix under L2 on both (trace-norm regularisation; see ``LowRankObjective``),
    /// starting from their best rank-`rank` approximation. Pays off with many labels and few examples each.
    /// The model file still holds the full product, so classification speed and format do not change.
    public var rank: Int
    /// The L2 strength on the two factors of the low-rank stage.
    public var rankL2: Double
    /// The most L-BFGS iterations of the low-rank stage.
    public var rankIterations: Int
    /// When set, an out-of-scope detector for this label (score and threshold, ``OutOfScopeDetector``) is
    /// chosen on the held-out data and stored in the model's metadata.
    public var outOfScopeLabel: String? = nil
    /// The share of the held-out out-of-scope examples the detector must catch (see
    /// ``OutOfScopeThreshold/best(label:on:minimumRecall:)``).
    public var minimumOutOfScopeRecall: Double = 0

    /// Creates a training configuration.
    public init(
        features: FeatureConfiguration = .standard, l2: Double = 1e-4, maximumIterations: Int = 200,
        tolerance: Double = 1e-6, historySize: Int = 7, seed: UInt64 = 42, validationFraction: Double = 0.1,
        classWeighting: ClassWeighting = .none, threads: Int = 2, refitOnAllExamples: Bool = false,
        rank: Int = 0, rankL2: Double = 1e-4, rankIterations: Int = 40
    ) {
        self.features = features
        self.l2 = l2
        self.maximumIterations = maximumIterations
        self.tolerance = tolerance
        self.historySize = historySize
        self.seed = seed
        self.validationFraction = validationFraction
        self.classWeighting = classWeighting
        self.threads = threads
        self.refitOnAllExamples = refitOnAllExamples
        self.rank = rank
        self.rankL2 = rankL2
        self.rankIterations = rankIterations
    }
}
