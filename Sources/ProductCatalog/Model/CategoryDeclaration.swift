import Foundation

/// A category declared in the catalog's `categories` list, with the other words shoppers use for it.
public struct CategoryDeclaration: Sendable, Hashable, Codable {
    /// The category name products use in their `category` field.
    public var name: String
    /// Other names for it ("tee", "t-shirt" for "T-Shirts").
    public var synonyms: [String]
    /// Shoppers' words for a kind of product inside it, each with the words the products' names use for that kind
    /// ("wellies" → "rain boots" in Boots, "bum bag" → "belt bag" in Bags): the word asks for those products.
    public var kinds: [String: String]

    /// The kinds a value of ``kinds`` names: its words split at commas ("track pants, joggers"), trimmed, blank
    /// parts left out.
    public static func kindNames(_ words: String) -> [String] {
        words.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Creates a declaration.
    public init(name: String, synonyms: [String] = [], kinds: [String: String] = [:]) {
        self.name = name
        self.synonyms = synonyms
        self.kinds = kinds
    }

    private enum CodingKeys: String, CodingKey {
        case name, synonyms, kinds
    }

    /// Decodes a declaration; `synonyms` and `kinds` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        synonyms = try container.decodeIfPresent([String].self, forKey: .synonyms) ?? []
        kinds = try container.decodeIfPresent([String: String].self, forKey: .kinds) ?? [:]
    }

    /// Encodes the declaration, leaving out `kinds` when there are none (as catalogs without them are written).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(synonyms, forKey: .synonyms)
        if !kinds.isEmpty { try container.encode(kinds, forKey: .kinds) }
    }
}
