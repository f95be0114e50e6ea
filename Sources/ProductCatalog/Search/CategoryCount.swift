/// A category and how many products it holds, for browsing.
public struct CategoryCount: Sendable, Hashable, Codable {
    /// The category name.
    public var name: String
    /// How many products it holds.
    public var count: Int

    /// Creates a count.
    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
