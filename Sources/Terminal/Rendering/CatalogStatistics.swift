import ProductCatalog

/// Counts over a catalog for `:catalog`, and the words tab completion offers (categories, brands, colours).
public struct CatalogStatistics: Sendable, Equatable {
    /// The store's name.
    public var storeName: String
    /// How many products.
    public var productCount: Int
    /// How many products can be bought now.
    public var inStockCount: Int
    /// Categories with their product counts, largest first.
    public var categories: [(name: String, count: Int)]
    /// Distinct brands, sorted.
    public var brands: [String]
    /// Distinct colours, sorted.
    public var colors: [String]
    /// The lowest and highest price, when there are products.
    public var priceRange: ClosedRange<Double>?

    /// Counts `catalog`.
    public init(_ catalog: Catalog) {
        storeName = catalog.store.name
        productCount = catalog.products.count
        var categoryCounts: [String: Int] = [:]
        var brands = Set<String>()
        var colors = Set<String>()
        var inStock = 0
        var low = Double.infinity
        var high = -Double.infinity
        for product in catalog.products {
            categoryCounts[product.category, default: 0] += 1
            if let brand = product.brand, !brand.isEmpty { brands.insert(brand) }
            for color in product.colors where !color.isEmpty { colors.insert(color.lowercased()) }
            if product.isInStock { inStock += 1 }
            low = min(low, product.price)
            high = max(high, product.price)
        }
        inStockCount = inStock
        categories = categoryCounts.map { (name: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
        self.brands = brands.sorted()
        self.colors = colors.sorted()
        priceRange = low <= high ? low...high : nil
    }

    /// Words for tab completion: categories, brands and colours, each once.
    public var completionWords: [String] {
        var seen = Set<String>()
        return (categories.map(\.name) + brands + colors).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The `:catalog` report, at most `width` columns wide.
    public func render(styler: Styler, width: Int, formatPrice: (Double) -> String) -> [String] {
        var lines = [styler.apply(.bold, TextSanitizer.sanitize(storeName))]
        lines.append("\(productCount) products (\(inStockCount) in stock), \(categories.count) categories, "
            + "\(brands.count) brands, \(colors.count) colours")
        if let priceRange {
            lines.append("prices \(formatPrice(priceRange.lowerBound)) – \(formatPrice(priceRange.upperBound))")
        }
        let table = TableRenderer(columns: [.init("Category", isFlexible: true), .init("Products", alignRight: true)])
        let shown = categories.prefix(15)
        lines += table.render(shown.map { [$0.name, "\($0.count)"] }, width: width, styler: styler)
        if categories.count > shown.count {
            lines.append(styler.apply(.dim, "… and \(categories.count - shown.count) more categories"))
        }
        return lines
    }

    public static func == (lhs: CatalogStatistics, rhs: CatalogStatistics) -> Bool {
        lhs.storeName == rhs.storeName && lhs.productCount == rhs.productCount
            && lhs.inStockCount == rhs.inStockCount && lhs.brands == rhs.brands && lhs.colors == rhs.colors
            && lhs.priceRange == rhs.priceRange
            && lhs.categories.map(\.name) == rhs.categories.map(\.name)
            && lhs.categories.map(\.count) == rhs.categories.map(\.count)
    }
}
