/// One step of training, reported to a progress callback.
public struct TrainingProgress: Sendable, Hashable {
    /// The L-BFGS iteration (1-based).
    public var iteration: Int
    /// The regularised objective.
    public var loss: Double
    /// The gradient's Euclidean norm.
    public var gradientNorm: Double
}
