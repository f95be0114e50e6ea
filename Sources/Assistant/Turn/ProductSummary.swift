import ProductCatalog

/// One numbered line of a result list: what a shopper needs to pick a product.
public struct ProductSummary: Sendable, Hashable, Codable {
    /// The 1-based number the shopper uses to ask for details.
    public var number: Int
    /// The catalog id.
    public var id: String
    /// The product name, as in the catalog (not yet sanitised for printing).
    public var name: String
    /// The brand, if known.
    public var brand: String?
    /// The price in the store's currency.
    public var price: Double
    /// The price as shown, with the store's currency (e.g. `$39.99`).
    public var priceText: String
    /// Colour names, main colour first.
    public var colors: [String]
    /// Sizes that can be bought now.
    public var sizesInStock: [String]
    /// Why the product matched (e.g. `category jeans`, `colour black`).
    public var why: [String]

    /// Creates a summary.
    public init(
        number: Int, id: String, name: String, brand: String?, price: Double, priceText: String,
        colors: [String], sizesInStock: [String], why: [String]
    ) {
        self.number = number
        self.id = id
        self.name = name
        self.brand = brand
        self.price = price
        self.priceText = priceText
        self.colors = colors
        self.sizesInStock = sizesInStock
        self.why = why
    }

    /// Summarises a catalog product at position `number`, with the store's price format.
    public init(number: Int, product: Product, store: Store, why: [String]) {
        self.init(
            number: number, id: product.id, name: product.name, brand: product.brand, price: product.price,
            priceText: store.format(price: product.price), colors: product.colors,
            sizesInStock: product.sizesInStock, why: why)
    }
}
