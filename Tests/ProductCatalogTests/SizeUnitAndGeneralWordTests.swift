import Testing
@testable import ProductCatalog

/// "size 10 shoe" beside other footwear is a size, not the shoes of every kind; a declared synonym made of a word
/// and a word for clothes in general ("workout clothes") makes that word name the category with any other
/// general word ("workout gear", "workout stuff").
@Suite("Size units and general words")
struct SizeUnitAndGeneralWordTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Boots", synonyms: ["boot", "boots"]),
            CategoryDeclaration(name: "Sneakers", synonyms: ["sneaker", "sneakers", "shoe", "shoes"]),
            CategoryDeclaration(name: "Activewear", synonyms: ["activewear", "workout clothes", "gym clothes"]),
        ],
        products: [
            Product(id: "b1", name: "Oakridge Hiking Boots", category: "Boots", price: 120, audience: "men",
                    sizes: ["9", "10"]),
            Product(id: "n1", name: "Summit Running Shoes", category: "Sneakers", price: 90, audience: "men",
                    sizes: ["10"]),
            Product(id: "a1", name: "Kestrel Training Tank", category: "Activewear", price: 30, audience: "women",
                    sizes: ["M"]),
        ])
    static let parser = CatalogIndex(catalog: catalog).parser

    @Test(arguments: [
        ("my dads after hiking boots, size 10 shoe", "Boots", "10"),
        ("hiking boots, shoe size 10", "Boots", "10"),
        ("boots in a 9 shoe", "Boots", "9"),
        ("a size 10 shoe", "Sneakers", "10"),
        ("running shoes size 10", "Sneakers", "10"),
    ] as [(String, String?, String?)])
    func aShoeSizeBesideOtherFootwearIsASize(_ line: String, _ category: String?, _ size: String?) {
        let query = Self.parser.parse(line)
        #expect(query.category == category)
        #expect(query.size == size)
    }

    @Test(arguments: [
        ("workout stuff for me, womens medium", "Activewear"), ("workout gear", "Activewear"),
        ("gym kit for her", "Activewear"), ("workout clothes", "Activewear"),
    ] as [(String, String?)])
    func aSynonymsOwnWordNamesTheCategoryWithAnyGeneralWord(_ line: String, _ category: String?) {
        #expect(Self.parser.parse(line).category == category)
    }
}
