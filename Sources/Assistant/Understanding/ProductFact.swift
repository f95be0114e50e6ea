/// What a shopper asks about one product: its sizes, colours, price, materials, care, stock or a property.
public enum ProductFact: Sendable, Hashable {
    /// "what sizes does it come in", "does it come in a 12?" (the size asked for, if any).
    case sizes(asked: String?)
    /// "what colours", "does the second one come in red?" (the colour asked for, if any).
    case colors(asked: String?)
    /// "how much is number 2".
    case price
    /// "what is it made of", "is it cotton?" (the material asked for, if any).
    case materials(asked: String?)
    /// "is it machine washable", "how do I wash it".
    case care
    /// "is it in stock", "any left".
    case stock
    /// "who makes it", "what brand".
    case brand
    /// Anything else the catalog may state in tags or description: "is it waterproof" → `waterproof`.
    case property(String)
}

extension ProductFact {
    /// Whether the fact is one of the catalog's own fields (everything but a free property).
    public var isCatalogField: Bool {
        if case .property = self { return false }
        return true
    }

    /// The field's name, for reasons: "price", "sizes", "care"….
    public var fieldName: String {
        switch self {
        case .sizes: return "sizes"
        case .colors: return "colours"
        case .price: return "price"
        case .materials: return "materials"
        case .care: return "care"
        case .stock: return "stock"
        case .brand: return "brand"
        case .property(let word): return word
        }
    }
}
