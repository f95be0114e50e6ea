/// What `train` chose by itself and why, recorded in the model's metadata (``ModelMetadata/automaticSettings``).
public struct AutomaticSettings: Sendable, Hashable, Codable {
    /// The time budget in seconds for the search and the final fit; nil when there was none (the choice does
    /// not depend on the machine's speed).
    public var budgetSeconds: Double?
    /// What the data looked like.
    public var profile: DataProfile
    /// Settings given explicitly, held fixed.
    public var fixed: [TunableSetting]
    /// Every configuration tried, in order, with its held-out figures.
    public var trials: [SettingsTrial]
    /// The name of the chosen trial (or of the data-based choice when nothing could be tried).
    public var chosen: String
    /// Why: the comparison that decided, or why nothing was compared.
    public var reason: String
    /// How many held-out examples the trials were compared on.
    public var heldOutCount: Int
    /// Seconds spent on the trials (with a profile decision: on the split fit and the refit beside it).
    public var searchSeconds: Double

    /// Creates a record.
    public init(budgetSeconds: Double?, profile: DataProfile, fixed: [TunableSetting], trials: [SettingsTrial],
                chosen: String, reason: String, heldOutCount: Int, searchSeconds: Double) {
        self.budgetSeconds = budgetSeconds
        self.profile = profile
        self.fixed = fixed
        self.trials = trials
        self.chosen = chosen
        self.reason = reason
        self.heldOutCount = heldOutCount
        self.searchSeconds = searchSeconds
    }
}
