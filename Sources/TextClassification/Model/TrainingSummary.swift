/// How a model was trained, as recorded in its file.
public struct TrainingSummary: Sendable, Hashable, Codable {
    /// The L2 regularisation strength.
    public var l2: Double
    /// The seed of the validation split.
    public var seed: UInt64
    /// L-BFGS iterations run.
    public var iterations: Int
    /// Whether the optimiser met its tolerance before the iteration limit.
    public var converged: Bool
    /// The final value of the regularised objective (mean log-loss plus penalty).
    public var finalLoss: Double
    /// `balanced` or `none`.
    public var classWeighting: String
    /// The low-rank stage, when the weights were refined as a product of two thin factors.
    public var lowRank: LowRankSummary?

    /// Creates a summary.
    public init(
        l2: Double, seed: UInt64, iterations: Int, converged: Bool, finalLoss: Double, classWeighting: String,
        lowRank: LowRankSummary? = nil
    ) {
        self.l2 = l2
        self.seed = seed
        self.iterations = iterations
        self.converged = converged
        self.finalLoss = finalLoss
        self.classWeighting = classWeighting
        self.lowRank = lowRank
    }
}
