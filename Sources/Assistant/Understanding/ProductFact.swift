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
