/// The three confidence bands an utterance can fall into.
public enum Band: String, Sendable, Hashable, Codable, CaseIterable {
    /// Confident enough to act without asking.
    case act
    /// Plausible, but ask the user to confirm first.
    case confirm
    /// Too unsure: offer the fallback menu.
    case fallback
}
