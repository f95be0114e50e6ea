/// How training examples are weighted by their label.
public enum ClassWeighting: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every example counts the same.
    case none
    /// Each label's examples together weigh the same (weight ∝ 1 / label frequency).
    case balanced
}
