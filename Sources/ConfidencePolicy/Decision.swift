/// The policy's verdict on one classification: a band, what to do, and a human-readable reason.
public struct Decision: Sendable, Hashable, Codable {
    /// The band the top hypothesis fell into.
    public var band: Band
    /// The top label, or `nil` when the classifier had no evidence.
    public var label: String?
    /// The top probability, or `nil` when the classifier had no evidence.
    public var confidence: Double?
    /// The action routed from the label (what acting, or confirming, would do).
    public var action: RouteAction?
    /// Why, for people: e.g. `confirm: valid 0.62 in [0.50, 0.80)`.
    public var reason: String

    /// Creates a decision.
    public init(band: Band, label: String?, confidence: Double?, action: RouteAction?, reason: String) {
        self.band = band
        self.label = label
        self.confidence = confidence
        self.action = action
        self.reason = reason
    }
}
