/// One product of a catalog.
///
/// Only `id`, `name`, `category` and `price` are required; everything else may be empty.
public struct Product: Sendable, Hashable, Encodable, Identifiable {
    /// Unique identifier within the catalog.
    public var id: String
    /// Display name.
    public var name: String
    /// Category name (matches a declared category or stands on its own).
    public var category: String
    /// Price in the store's currency (≥ 0).
    public var price: Double
    /// Brand, if known.
    public var brand: String?
    /// Who it is for: `men`, `women`, `unisex`, `kids`, `boys`, `girls` (other values are kept as written).
    public var audience: String?
    /// Colour names, main colour first.
    public var colors: [String]
    /// Sizes it is made in (`M`, `32x34`, `10.5`, `One Size` …).
    public var sizes: [String]
    /// Units in stock per size; a size missing from this map is assumed available.
    public var stock: [String: Int]
    /// Materials (`cotton`, `wool` …).
    public var materials: [String]
    /// Free tags (`waterproof`, `slim fit` …).
    public var tags: [String]
    /// Longer description.
    public var description: String?

    /// Creates a product.
    public init(
        id: String, name: String, category: String, price: Double, brand: String? = nil,
        audience: String? = nil, colors: [String] = [], sizes: [String] = [], stock: [String: Int] = [:],
        materials: [String] = [], tags: [String] = [], description: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.price = price
        self.brand = brand
        self.audience = audience
        self.colors = colors
        self.sizes = sizes
        self.stock = stock
        self.materials = materials
        self.tags = tags
        self.description = description
    }

    /// Whether `size` is made and not sold out (compared without case).
    public func hasInStock(size: String) -> Bool {
        guard let made = sizes.first(where: { Self.sameSize($0, size) }) else { return false }
        return (stock[made] ?? 1) > 0
    }

    /// Whether two sizes are the same in any case ("xl", "XL"): byte by byte for ASCII, as nearly every size is.
    static func sameSize(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (x, y) = (a.utf8, b.utf8)
        guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else {
            return a.caseInsensitiveCompare(b) == .orderedSame
        }
        return x.elementsEqual(y) { TextNormalizer.lowercased($0) == TextNormalizer.lowercased($1) }
    }

    /// Whether any size (or the product itself, when it has no sizes) can be bought.
    public var isInStock: Bool {
        if stock.isEmpty { return true }
        if sizes.isEmpty { return stock.values.contains { $0 > 0 } }
        return sizes.contains { (stock[$0] ?? 1) > 0 }
    }

    /// The sizes that can be bought now, in catalog order.
    public var sizesInStock: [String] {
        sizes.filter { (stock[$0] ?? 1) > 0 }
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, category, price, brand, audience, colors, sizes, stock, materials, tags, description
    }

    /// Encodes a product, leaving out empty optional fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(category, forKey: .category)
        try c.encode(price, forKey: .price)
        try c.encodeIfPresent(brand, forKey: .brand)
        try c.encodeIfPresent(audience, forKey: .audience)
        if !colors.isEmpty { try c.encode(colors, forKey: .colors) }
        if !sizes.isEmpty { try c.encode(sizes, forKey: .sizes) }
        if !stock.isEmpty { try c.encode(stock, forKey: .stock) }
        if !materials.isEmpty { try c.encode(materials, forKey: .materials) }
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
        try c.encodeIfPresent(description, forKey: .description)
    }
}
