/// One numbered category of the browse list, with how many products it holds.
public struct CategoryChoice: Sendable, Hashable, Codable {
    /// The 1-based number the shopper can type.
    public var number: Int
    /// The category name.
    public var name: String
    /// How many products are in it.
    public var count: Int

    /// Creates a choice.
    public init(number: Int, name: String, count: Int) {
        self.number = number
        self.name = name
        self.count = count
    }
}
