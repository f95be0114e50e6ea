import ProductCatalog

extension ProductQuery {
    /// Whether `other` asks the same of the products: category, brand, audience, colours, materials, size, price
    /// and kinds alike (the words that only rank may differ). A follow-up that changes none of these ("lol he's
    /// had the same one for 10 years" after men's belts) refines nothing.
    func hasSameConstraints(as other: ProductQuery) -> Bool {
        category == other.category && categoryGroup == other.categoryGroup && brand == other.brand
            && audience == other.audience && colors == other.colors && materials == other.materials
            && excludedColors == other.excludedColors && excludedMaterials == other.excludedMaterials
            && size == other.size && minPrice == other.minPrice && maxPrice == other.maxPrice
            && types == other.types && inStockOnly == other.inStockOnly
    }
}
