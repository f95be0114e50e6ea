/// How often one gold label was predicted as another.
public struct Confusion: Sendable, Hashable, Codable {
    /// The correct label.
    public var gold: String
    /// The predicted label (`(no evidence)` when nothing was predicted).
    public var predicted: String
    /// How many times.
    public var count: Int

    /// Creates a confusion count.
    public init(gold: String, predicted: String, count: Int) {
        self.gold = gold
        self.predicted = predicted
        self.count = count
    }
}
