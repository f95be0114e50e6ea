import Testing
@testable import ProductCatalog

/// A brand at the start of a product's name says nothing of its colour: "Alder & Ash" shorts are not grey, while
/// "Ash Grey" in the rest of a name still is.
@Suite("Brand words are no colour")
struct BrandNameColorTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        products: [
            Product(id: "a1", name: "Alder & Ash Boxer Shorts", category: "Shorts", price: 20, brand: "Alder & Ash",
                    colors: ["blue"]),
            Product(id: "a2", name: "Marlow Sweat Shorts", category: "Shorts", price: 25, brand: "Marlow",
                    colors: ["grey"]),
            Product(id: "a3", name: "Marlow Black Gym Shorts", category: "Shorts", price: 30, brand: "Marlow",
                    colors: ["navy"]),
            Product(id: "a4", name: "Rose Canvas Shorts", category: "Shorts", price: 30, brand: "Rose", colors: ["green"]),
        ])
    static let index = CatalogIndex(catalog: catalog)

    @Test(arguments: [("grey shorts", "a2", "a1"), ("black shorts", "a3", "a1")])
    func onlyWordsAfterTheBrandNameAColour(_ text: String, _ found: String, _ notFound: String) {
        let ids = Self.index.search(text).hits.map(\.product.id)
        #expect(ids.contains(found))
        #expect(!ids.contains(notFound), "the brand's 'Ash' names no colour")
    }
}
