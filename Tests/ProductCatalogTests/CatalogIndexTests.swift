import Foundation
import Testing
@testable import ProductCatalog

@Suite("CatalogIndex search, ranking and relaxation")
struct CatalogIndexTests {
    let index = Fixture.index

    func ids(_ text: String, limit: Int = 10) -> [String] {
        index.search(text, limit: limit).hits.map(\.product.id)
    }

    @Test(arguments: [
        ("hoodies", ["h1", "h2", "h3"]),
        ("black hoodies", ["h1"]),
        ("blue hoodies", ["h2"]),               // navy is a blue
        ("grey hoodie", ["h3"]),                // charcoal is a grey
        ("hoodies for men", ["h1", "h2"]),      // unisex fits men; exact audience first
        ("hoodies for women", ["h3", "h2"]),
        ("hoodies in size M", ["h2", "h3"]),    // h1 is sold out in M
        ("hoodies under $50", ["h1", "h3"]),
        ("any nike?", ["h3"]),
        ("levis jeans 32x34", ["j1"]),
        ("jeans waist 32", ["j1"]),
        ("sneakers 10.5", ["s1"]),
        ("ferrari logo", ["t2"]),
        ("ferrari tee", ["t2"]),                // a word of a tee's name is a kind of tee
        ("ferari tee", ["t2"]),                 // and misspelt by one letter it is the same word
        ("kangaroo pocket", ["h1", "t1"]),      // matching both words beats one word in a name
        ("navy tees", ["t1"]),
        ("white", ["s1", "t1"]),                // main colour ranks above a second colour
    ] as [(String, [String])])
    func finds(_ text: String, _ expected: [String]) {
        #expect(ids(text) == expected)
    }

    /// When nothing matches, the filter dropped is the attribute that excluded the most products of those the
    /// other filters let through; the reply names what was not found and what is shown instead.
    @Test(arguments: [
        // Only the size rules out j1 (32x32 is sold out); no other black jeans or black 32x32 items exist.
        ("black jeans in 32x32", "no black jeans in size 32x32; showing other sizes in stock: 30x32, 32x34", ["j1"]),
        // No hoodie comes in XL: the size excludes all three, the category only leaves a tee.
        ("hoodies in XL", "other sizes in stock", ["h1", "h2", "h3"]),
        // Black rules out two hoodies in M (h2, h3); the size only one (h1, sold out in M).
        ("black hoodies in M", "no black hoodies in size M; showing other colours: navy, charcoal", ["h2", "h3"]),
        // The brand rules out two hoodies in M, the size one, the category one (t1).
        ("northwind hoodies in M", "showing other brands: Adidas, Nike", ["h2", "h3"]),
        // The colour goes before the category even though red items exist: attributes are relaxed first.
        ("red hoodies", "showing other colours", ["h1", "h2", "h3"]),
        // No single filter helps: the size goes first, then the colour.
        ("red hoodies in XL", "showing other colours", ["h1", "h2", "h3"]),
    ])
    func relaxesTheMostRestrictiveFilter(query: String, says: String, expected: [String]) {
        let result = index.search(query)
        #expect(Set(result.hits.map(\.product.id)) == Set(expected))
        #expect(result.relaxed.count == 1)
        #expect(result.relaxed.first?.contains(says) == true, "\(result.relaxed)")
    }

    @Test func relaxationKeepsTheOtherFilters() {
        let sized = index.search("black jeans in 32x32").effectiveQuery
        #expect(sized.size == nil)
        #expect(sized.colors == ["black"])
        #expect(sized.category == "Jeans")
        let coloured = index.search("black hoodies in M").effectiveQuery
        #expect(coloured.colors.isEmpty)
        #expect(coloured.size == "M")
        #expect(coloured.category == "Hoodies")
    }

    /// Categories made in much the same sizes share them; ones sized otherwise do not.
    @Test(arguments: [("Boots", "Sneakers", true), ("Jeans", "Trousers", true), ("Boots", "Dresses", false)])
    func categoriesSizedAlike(_ a: String, _ b: String, _ alike: Bool) {
        let shoes = ["7", "8", "9", "10", "11"]
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "b", name: "Lee Boots", category: "Boots", price: 90, sizes: shoes),
            Product(id: "s", name: "Lee Sneakers", category: "Sneakers", price: 60, sizes: shoes + ["12"]),
            Product(id: "j", name: "Lee Jeans", category: "Jeans", price: 50, sizes: ["30x30", "32x32"]),
            Product(id: "t", name: "Lee Chinos", category: "Trousers", price: 50, sizes: ["30x30", "32x32"]),
            Product(id: "d", name: "Lee Dress", category: "Dresses", price: 50, sizes: ["6", "8", "10", "12", "14"]),
        ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.sizedAlike(a, b) == alike)
        #expect(index.sizedAlike(b, a) == alike)
    }

    /// A kind that only one category's products have names that category; one found in several names none.
    @Test func theCategoryOfAKind() {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "a", name: "Lee Running Tee", category: "Activewear", price: 30, tags: ["gym"]),
            Product(id: "b", name: "Lee Yoga Pants", category: "Activewear", price: 40, tags: ["gym", "summer"]),
            Product(id: "c", name: "Lee Linen Shorts", category: "Shorts", price: 30, tags: ["summer"]),
        ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.categoryOfKinds(["gym"]) == "Activewear")
        #expect(index.categoryOfKinds(["summer"]) == nil)
        #expect(index.categoryOfKinds(["tweed"]) == nil)
    }

    @Test func relaxesColourWhenNoneMatch() {
        let result = index.search("green jeans")
        #expect(result.hits.count == 2)
        #expect(result.relaxed.first?.contains("other colours") == true)
    }

    @Test func saysWhenWordsMatchNothing() {
        let result = index.search("unicorn hoodies")
        #expect(result.hits.count == 3)
        #expect(result.relaxed.first?.contains("nothing mentions \"unicorn\"") == true)
    }

    @Test func unknownWordsFindNothingHonestly() {
        let result = index.search("xylophone")
        #expect(result.hits.isEmpty)
        #expect(result.totalMatches == 0)
        #expect(result.relaxed.first?.contains("no xylophone") == true)
    }

    @Test func whyExplainsTheMatch() {
        let hit = index.search("blue hoodies for men in size M").hits.first
        #expect(hit?.why.contains("colour: navy blue (a blue)") == true)
        #expect(hit?.why.contains("size M in stock") == true)
        #expect(hit?.why.contains("unisex (fits men)") == true)
    }

    @Test func pagingAndLimits() {
        let all = ids("hoodies")
        #expect(index.search("hoodies", limit: 1, offset: 1).hits.map(\.product.id) == [all[1]])
        #expect(index.search("hoodies", limit: 0).hits.isEmpty)
        #expect(index.search("hoodies", limit: 2).totalMatches == 3)
    }

    @Test func cheapSortsByPrice() {
        #expect(ids("cheap hoodies") == ["h3"])
    }

    /// A bound said with "cheap" is the bound: every match under it, cheapest first, not the cheaper third.
    @Test func cheapWithABoundKeepsEverythingUnderIt() {
        #expect(ids("cheap hoodies under 60") == ["h3", "h1", "h2"])
        #expect(ids("cheap hoodies under 50") == ["h3", "h1"])
    }

    @Test func browsingVocabularyAndLookup() {
        #expect(index.categoryCounts.first == CategoryCount(name: "Hoodies", count: 3))
        #expect(index.vocabulary.brands.contains("Levi's"))
        #expect(index.vocabulary.colors.contains("navy blue"))
        #expect(index.product(id: "d1")?.name == "Floral Wrap Dress")
        #expect(index.product(id: "nope") == nil)
    }

    @Test func requiredFieldsOnlyCatalogIsSearchable() throws {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "1", name: "Red Flip Flops", category: "Flip Flops", price: 5),
            Product(id: "2", name: "Blue Casual Shoes", category: "Casual Shoes", price: 30),
            Product(id: "3", name: "Printed Tshirt", category: "Tshirts", price: 9),
        ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.search("flip flops").hits.map(\.product.id) == ["1"])
        #expect(index.search("casual shoes").hits.map(\.product.id) == ["2"])
        #expect(index.search("t-shirts").hits.map(\.product.id) == ["3"])
        #expect(index.search("tees for men").hits.map(\.product.id) == ["3"])
    }

    @Test func synonymsRankProductsThatUseThemAndNamesOnlyMatchRealCategoryNames() {
        let catalog = Catalog(
            store: Store(name: "S"),
            categories: [CategoryDeclaration(name: "Sandals", synonyms: ["flip flops"]), CategoryDeclaration(name: "Jeans")],
            products: [
                Product(id: "s1", name: "Footbed Sandals", category: "Sandals", price: 30),
                Product(id: "s2", name: "Rubber Flip Flops", category: "Sandals", price: 9),
                Product(id: "j1", name: "Slim Jeans", category: "Jeans", price: 50),
                Product(id: "x1", name: "Denim Shirt", category: "Shirts", price: 40),
                Product(id: "x2", name: "Leather Sandals", category: "Shoes", price: 60),
            ])
        let index = CatalogIndex(catalog: catalog)
        let flipFlops = index.search("flip flops")
        #expect(flipFlops.query.categoryWords == ["flip", "flops"])
        // A synonym that names products selects them: the flip flops, not every sandal.
        #expect(flipFlops.query.types == ["flip", "flops"])
        #expect(flipFlops.hits.map(\.product.id) == ["s2"])
        // The category is what the catalog files under it; a name saying "Sandals" counts only when the shopper
        // names a product in words of their own, or when nothing filed under it matches.
        let sandals = index.search("sandals")
        #expect(sandals.hits.map(\.product.id) == ["s1", "s2"])
        let leather = index.search("leather sandals")
        #expect(leather.hits.contains { $0.product.id == "x2" && $0.why.first == "name says sandals" })
        // "denim" is a synonym of jeans, but a shirt named "Denim Shirt" is not a pair of jeans.
        #expect(index.search("denim").hits.map(\.product.id) == ["j1"])
    }
}

@Suite("Category named by a product's name")
struct NameCategoryTests {
    static let index: CatalogIndex? = {
        let json = #"""
        {"formatVersion": 1, "store": {"name": "S"}, "products": [
          {"id": "bra", "name": "Micro Modal T-Shirt Bra", "category": "Underwear", "price": 20},
          {"id": "belt", "name": "Slim Dress Belt", "category": "Belts", "price": 30, "colors": ["red"]},
          {"id": "shirt", "name": "Poplin Dress Shirt", "category": "Shirts", "price": 40, "colors": ["red"]},
          {"id": "dress", "name": "Smocked Midi Dress", "category": "Dresses", "price": 50, "colors": ["red"]},
          {"id": "flats", "name": "Suede Red Flats", "category": "Sandals", "price": 60},
          {"id": "flat2", "name": "Ballet Flats", "category": "Flats", "price": 60},
          {"id": "tee", "name": "Crew Neck Tee", "category": "T-Shirts", "price": 15}
        ]}
        """#
        return (try? Catalog.decode(Data(json.utf8), file: "names.json")).map(CatalogIndex.init(catalog:))
    }()

    /// Only the head noun (the name's last words) can put a product in another category: a "T-Shirt Bra"
    /// is no t-shirt and a "Dress Belt" no dress, but "Red Flats" filed under sandals are flats.
    @Test(arguments: [
        ("t-shirts", ["tee"]),
        ("red dresses", ["dress"]),
        ("flats", ["flat2"]),
        ("suede flats", ["flats"]),
    ] as [(String, [String])])
    func headNounOnly(_ query: String, _ expected: [String]) throws {
        let index = try #require(Self.index)
        #expect(index.search(query, limit: 10).hits.map(\.product.id) == expected)
    }
}
