/// Counts that describe a catalog: per category, brand, audience and price range, stock and colours. The one
/// summary of a catalog: `catalog stats` prints it, the chat's `:catalog` shows it and tab completion offers
/// its names.
public struct CatalogStatistics: Sendable, Hashable {
    /// The label counted for products without a brand or audience.
    public static let none = "(none)"

    /// The store's name.
    public var storeName: String
    /// Number of products.
    public var productCount: Int
    /// Products per category, largest first (ties in catalog order).
    public var categories: [CategoryCount]
    /// Products per brand, largest first (`(none)` for products without one).
    public var brands: [CategoryCount]
    /// Products per audience, largest first.
    public var audiences: [CategoryCount]
    /// Products per price range ("0–25", "25–50" …), cheapest first.
    public var priceRanges: [CategoryCount]
    /// Distinct colours, lower-cased and sorted.
    public var colors: [String]
    /// Lowest, median and highest price (0 for an empty catalog).
    public var minimumPrice: Double, medianPrice: Double, maximumPrice: Double
    /// Products that cannot be bought in any size.
    public var soldOut: Int

    /// The statistics of `catalog`.
    public init(catalog: Catalog) {
        let products = catalog.products
        storeName = catalog.store.name
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
        brands = counts(products.map { $0.brand ?? Self.none })
        audiences = counts(products.map { $0.audience ?? Self.none })
        var colors = Set<String>()
        for product in products {
            for color in product.colors where !color.isEmpty { colors.insert(color.lowercased()) }
        }
        self.colors = colors.sorted()
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

    /// Products that can be bought now.
    public var inStockCount: Int { productCount - soldOut }

    /// The brand names (no `(none)`, no empty name), sorted.
    public var brandNames: [String] {
        brands.map(\.name).filter { $0 != Self.none && !$0.isEmpty }.sorted()
    }

    /// Categories largest first, ties by name (the order of the chat's `:catalog` table).
    public var categoriesByName: [CategoryCount] {
        categories.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    /// Words for tab completion: categories, brands and colours, each once (case-insensitively).
    public var completionWords: [String] {
        var seen = Set<String>()
        return (categoriesByName.map(\.name) + brandNames + colors).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The lowest and highest price, when there are products.
    public var priceRange: ClosedRange<Double>? {
        productCount == 0 ? nil : minimumPrice...maximumPrice
    }
}
