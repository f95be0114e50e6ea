/// One step of training, reported to a progress callback.
public struct TrainingProgress: Sendable, Hashable {
    /// Which stage of training is running.
    public enum Stage: String, Sendable, Hashable {
        /// The full-rank maximum-entropy fit.
        case fullRank = "full rank"
        /// The low-rank refinement (``TrainingConfiguration/rank`` above zero).
        case lowRank = "low rank"
    }

    /// The stage this step belongs to.
    public var stage: Stage = .fullRank
    /// The L-BFGS iteration (1-based).
    public var iteration: Int
    /// The regularised objective.
    public var loss: Double
    /// The gradient's Euclidean norm.
    public var gradientNorm: Double
}
