/// What the assistant does with a label once it decides to act on it.
public enum RouteAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Search the product catalog.
    case search
    /// Say what the assistant can do instead (the utterance is not a clothing question).
    case outOfScope = "out-of-scope"
    /// Answer a question about the store (orders, returns, hours…) from its own facts and contact details.
    case support
    /// Show the catalog's categories.
    case browse
}
