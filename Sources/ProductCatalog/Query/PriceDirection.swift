/// A relative price wish ("cheaper", "something more premium"), applied against the prices on screen.
public enum PriceDirection: String, Sendable, Hashable, Codable {
    /// Cheaper than what was shown (or simply cheap).
    case lower
    /// More expensive than what was shown (or premium).
    case higher
}
