/// One confidence bin of a reliability table: how confident the model was, and how often it was right.
public struct ReliabilityBin: Sendable, Hashable, Codable {
    /// The bin's lower edge (inclusive).
    public var lower: Double
    /// The bin's upper edge.
    public var upper: Double
    /// How many predictions fell in it.
    public var count: Int
    /// Their mean confidence.
    public var meanConfidence: Double
    /// Their accuracy.
    public var accuracy: Double

    /// Creates a bin.
    public init(lower: Double, upper: Double, count: Int, meanConfidence: Double, accuracy: Double) {
        self.lower = lower
        self.upper = upper
        self.count = count
        self.meanConfidence = meanConfidence
        self.accuracy = accuracy
    }
}
