/// One product found by a search, with its score and the reasons it matched.
public struct SearchHit: Sendable, Hashable {
    /// The product.
    public var product: Product
    /// Relevance score (higher is better; comparable within one search only).
    public var score: Double
    /// Why it matched, one short phrase each ("category: Hoodies", "colour: navy blue (a blue)").
    public var why: [String]

    /// Creates a hit.
    public init(product: Product, score: Double, why: [String]) {
        self.product = product
        self.score = score
        self.why = why
    }
}
