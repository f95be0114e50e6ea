/// A category declared in the catalog's `categories` list, with the other words shoppers use for it.
public struct CategoryDeclaration: Sendable, Hashable, Codable {
    /// The category name products use in their `category` field.
    public var name: String
    /// Other names for it ("tee", "t-shirt" for "T-Shirts").
    public var synonyms: [String]

    /// Creates a declaration.
    public init(name: String, synonyms: [String] = []) {
        self.name = name
        self.synonyms = synonyms
    }
}
