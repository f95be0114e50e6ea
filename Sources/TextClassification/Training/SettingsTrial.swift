/// One configuration the automatic search trained and measured on its held-out data.
public struct SettingsTrial: Sendable, Hashable, Codable {
    /// A short description, e.g. `char 2–5, min count 3, word block 0.8, l2 5e-07 + rank 64`.
    public var name: String
    /// The configuration's L2 strength.
    public var l2: Double
    /// Its character n-gram range.
    public var characterMinimum: Int
    /// Its longest character n-gram.
    public var characterMaximum: Int
    /// Its minimum feature count.
    public var minimumCount: Int
    /// Its word block weight.
    public var wordBlockWeight: Double
    /// Its rank stage's rank (0: none).
    public var rank: Int
    /// Accuracy on the held-out data (the top label, no threshold).
    public var accuracy: Double
    /// Mean log-loss on the held-out data (temperature 1), the tie-breaker.
    public var logLoss: Double
    /// Wall-clock seconds it took (the rank stage alone for a rank trial that shared its full-rank fit).
    public var seconds: Double

    /// Creates a trial record.
    public init(name: String, l2: Double, characterMinimum: Int, characterMaximum: Int, minimumCount: Int,
                wordBlockWeight: Double, rank: Int, accuracy: Double, logLoss: Double, seconds: Double) {
        self.name = name
        self.l2 = l2
        self.characterMinimum = characterMinimum
        self.characterMaximum = characterMaximum
        self.minimumCount = minimumCount
        self.wordBlockWeight = wordBlockWeight
        self.rank = rank
        self.accuracy = accuracy
        self.logLoss = logLoss
        self.seconds = seconds
    }
}
