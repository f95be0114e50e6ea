/// How the low-rank (trace-norm) stage of training went, as recorded in the model file.
public struct LowRankSummary: Sendable, Hashable, Codable {
    /// The rank of the factored weights.
    public var rank: Int
    /// The L2 strength on the two factors.
    public var l2: Double
    /// L-BFGS iterations run in this stage.
    public var iterations: Int
    /// Whether the optimiser met its tolerance before the iteration limit.
    public var converged: Bool
    /// The final value of this stage's objective (mean log-loss plus penalty).
    public var finalLoss: Double

    /// Creates a summary.
    public init(rank: Int, l2: Double, iterations: Int, converged: Bool, finalLoss: Double) {
        self.rank = rank
        self.l2 = l2
        self.iterations = iterations
        self.converged = converged
        self.finalLoss = finalLoss
    }
}
