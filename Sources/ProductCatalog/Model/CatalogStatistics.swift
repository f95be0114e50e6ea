/// Counts that describe a catalog: per category, brand, audience and price range.
public struct CatalogStatistics: Sendable, Hashable {
    /// Number of products.
    public var productCount: Int
    /// Products per category, largest first.
    public var categories: [CategoryCount]
    /// Products per brand, largest first (`(none)` for products without one).
    public var brands: [CategoryCount]
    /// Products per audience, largest first.
    public var audiences: [CategoryCount]
    /// Products per price range ("0–25", "25–50" …), cheapest first.
    public var priceRanges: [CategoryCount]
    /// Lowest, median and highest price.
    public var minimumPrice: Double, medianPrice: Double, maximumPrice: Double
    /// Products that cannot be bought in any size.
    public var soldOut: Int

    /// The statistics of `catalog`.
    public init(catalog: Catalog) {
        let products = catalog.products
        productCount = products.count
        func counts(_ values: [String]) -> [CategoryCount] {
            var counted: [String: Int] = [:]
            var order: [String] = []
            for value in values {
                if counted[value] == nil { order.append(value) }
                counted[value, default: 0] += 1
            }
            return order.map { CategoryCount(name: $0, count: counted[$0] ?? 0) }
                .enumerated().sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }
                .map(\.element)
        }
        categories = counts(products.map(\.category))
        brands = counts(products.map { $0.brand ?? "(none)" })
        audiences = counts(products.map { $0.audience ?? "(none)" })
        let prices = products.map(\.price).sorted()
        minimumPrice = prices.first ?? 0
        maximumPrice = prices.last ?? 0
        medianPrice = prices.isEmpty ? 0 : prices[prices.count / 2]
        let edges: [Double] = [0, 25, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000]
        var ranges: [CategoryCount] = []
        for (k, low) in edges.enumerated() {
            let high = k + 1 < edges.count ? edges[k + 1] : Double.infinity
            let count = prices.filter { $0 >= low && $0 < high }.count
            guard count > 0 else { continue }
            let label = high.isInfinite ? "\(Int(low)) and more" : "\(Int(low))–\(Int(high))"
            ranges.append(CategoryCount(name: label, count: count))
        }
        priceRanges = ranges
        soldOut = products.filter { !$0.isInStock }.count
    }
}
