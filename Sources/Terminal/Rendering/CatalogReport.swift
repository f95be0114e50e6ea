import ProductCatalog

/// The chat's `:catalog` report of ``ProductCatalog/CatalogStatistics``: a summary line, the price range and the
/// largest categories as a table, at most `width` columns wide.
public struct CatalogReport: Sendable {
    /// Colours (or not).
    public var styler: Styler
    /// The terminal width in columns.
    public var width: Int

    /// A report for `width` columns.
    public init(styler: Styler, width: Int) {
        self.styler = styler
        self.width = width
    }

    /// The report's lines; `formatPrice` writes a price in the store's currency.
    public func render(_ statistics: CatalogStatistics, formatPrice: (Double) -> String) -> [String] {
        let categories = statistics.categoriesByName
        var lines = [styler.apply(.bold, TextSanitizer.sanitize(statistics.storeName))]
        lines.append("\(statistics.productCount) products (\(statistics.inStockCount) in stock), \(categories.count) categories, "
            + "\(statistics.brandNames.count) brands, \(statistics.colors.count) colours")
        if let priceRange = statistics.priceRange {
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
}
