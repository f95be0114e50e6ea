import ProductCatalog

/// Everything about one product, for the details view.
public struct ProductDetail: Sendable, Hashable, Encodable {
    /// Its number in the result list, when it was picked from one.
    public var number: Int?
    /// The catalog product.
    public var product: Product
    /// The price as shown, with the store's currency.
    public var priceText: String
    /// Sizes that can be bought now.
    public var sizesInStock: [String]
    /// Sizes that are made but sold out.
    public var sizesSoldOut: [String]
    /// The answer to what the shopper asked about the product, shown first ("Yes, … is in stock in size 12.").
    public var answer: String?

    /// Describes `product` with the store's price format.
    public init(number: Int?, product: Product, store: Store) {
        self.number = number
        self.product = product
        self.priceText = store.format(price: product.price)
        self.sizesInStock = product.sizesInStock
        self.sizesSoldOut = product.sizes.filter { !product.sizesInStock.contains($0) }
    }

    /// The product's colour that is `asked` or of its family ("navy" for blue), any case; `nil` when it comes in
    /// none.
    public func color(matching asked: String) -> String? {
        let wanted = asked.lowercased()
        return product.colors.first { $0.lowercased() == wanted || ColorPalette.family(of: $0) == wanted }
    }

    /// The size in stock that is `asked`, any case; `nil` when there is none.
    public func sizeInStock(matching asked: String) -> String? {
        sizesInStock.first { $0.uppercased() == asked.uppercased() }
    }
}
