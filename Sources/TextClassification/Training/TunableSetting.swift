/// A training setting the automatic search may choose; one given explicitly is held fixed.
public enum TunableSetting: String, Sendable, Hashable, Codable, CaseIterable {
    /// `l2`.
    case l2
    /// `maximumIterations`.
    case iterations
    /// The character n-gram range (`characterMinimum`, `characterMaximum`).
    case characterRange
    /// `minimumCount`.
    case minimumCount
    /// `wordBlockWeight`.
    case wordBlockWeight
    /// Whether there is a rank stage, and its rank.
    case rank
    /// `rankL2`.
    case rankL2
    /// `rankIterations`.
    case rankIterations
}
