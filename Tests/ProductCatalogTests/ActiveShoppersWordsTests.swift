import Testing
@testable import ProductCatalog

/// Words of shoppers kitting themselves out for a sport or an outing, and of money and sizes: a bare range of
/// prices ("30 to 60"), a liking said in the negative ("not a fan of yellow"), a misspelt word for a kind of
/// product ("leggins"), two kinds the store declares joined by "or" ("wellies or hiking boots"), and a kind asked
/// for on a new line given up after the words around it ("a bucket hat for the sun").
@Suite("Active shoppers' words")
struct ActiveShoppersWordsTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Activewear", synonyms: ["activewear", "leggings"]),
            CategoryDeclaration(
                name: "Boots", synonyms: ["boots", "wellies", "hiking boots"], kinds: ["wellies": "rain boots"]),
            CategoryDeclaration(name: "Hats", synonyms: ["hat", "hats", "bucket hat"]),
            CategoryDeclaration(name: "Dresses"), CategoryDeclaration(name: "Shirts"),
            CategoryDeclaration(name: "Hoodies"),
        ],
        products: [
            Product(id: "a1", name: "Nike High Waisted Leggings", category: "Activewear", price: 70,
                    audience: "women", colors: ["black"]),
            Product(id: "a2", name: "Puma Sports Bra", category: "Activewear", price: 30, audience: "women",
                    colors: ["black"]),
            Product(id: "b1", name: "Oakridge Rain Boots", category: "Boots", price: 60, colors: ["green"],
                    materials: ["rubber"]),
            Product(id: "b2", name: "Fieldstone Hiking Boots", category: "Boots", price: 120, colors: ["brown"]),
            Product(id: "b3", name: "Wren Chelsea Boots", category: "Boots", price: 90, colors: ["black"],
                    materials: ["leather"]),
            Product(id: "h1", name: "Adidas Bucket Hat", category: "Hats", price: 25, audience: "women"),
            Product(id: "h2", name: "Herschel Sun Hat", category: "Hats", price: 35, audience: "women"),
            Product(id: "d1", name: "Juniper Wrap Dress", category: "Dresses", price: 70, audience: "women"),
            Product(id: "s1", name: "Alder Oxford Shirt", category: "Shirts", price: 45, audience: "men"),
            Product(id: "o1", name: "Nike Logo Hoodie", category: "Hoodies", price: 68, audience: "girls",
                    colors: ["yellow"]),
            Product(id: "o2", name: "Puma Logo Hoodie", category: "Hoodies", price: 50, audience: "girls",
                    colors: ["pink"]),
        ])
    static let index = CatalogIndex(catalog: catalog)

    @Test("A range of prices without a currency mark", arguments: [
        ("shirts 30 to 60", 30.0, 60.0), ("30-60", 30, 60), ("between 20 and 40", 20, 40), ("£30 to £60", 30, 60),
    ] as [(String, Double, Double)])
    func bareRangeIsAPriceRange(_ text: String, _ low: Double, _ high: Double) {
        let query = Self.index.parser.parse(text)
        #expect(query.minPrice == low && query.maxPrice == high, "\(text): \(query.understood)")
    }

    @Test("A range of sizes, ages or days is no price", arguments: [
        "jeans 28-32", "ages 3 to 5", "10 to 20 days", "size 40 to 50", "8 to 10",
    ])
    func otherRangesAreNoPrice(_ text: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.minPrice == nil && query.maxPrice == nil, "\(text): \(query.understood)")
    }

    @Test("A liking said in the negative turns a colour away", arguments: [
        "not a fan of yellow", "not keen on yellow", "im not really into yellow", "hoodies, not big on yellow",
    ])
    func dislikedColourIsExcluded(_ text: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.excludedColors == ["yellow"], "\(text): \(query.understood)")
        #expect(query.colors.isEmpty && !query.keywords.contains("fan"), "\(text): \(query.understood)")
    }

    @Test func aLikingDeniedBeforeAnArticleTurnsAMaterialAway() {
        let query = Self.index.parser.parse("he dont like the rubber ones, better in leather please")
        #expect(query.excludedMaterials == ["rubber"])
        #expect(query.materials == ["leather"])
    }

    @Test func aLikingSaidPlainlyIsNoExclusion() {
        #expect(Self.index.parser.parse("big fan of yellow").excludedColors.isEmpty)
    }

    @Test("Learners' words for a ceiling and a budget lifted", arguments: [
        ("jackets until 100 dollars", 100.0 as Double?), ("shirts till £50", 50), ("open until 5", nil),
        ("boots under 200, money no object now", nil),
    ] as [(String, Double?)])
    func ceilingsAndLiftedBudgets(_ text: String, _ ceiling: Double?) {
        #expect(Self.index.parser.parse(text).maxPrice == ceiling, "\(text)")
    }

    @Test func anAgeBeforeAWaistAndLegIsNoSize() {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "c1", name: "Linden Slim Chinos", category: "Trousers", price: 50, audience: "men",
                    sizes: ["38x30", "32x32"]),
        ])
        let parser = CatalogIndex(catalog: catalog).parser
        #expect(parser.parse("chinos for my dad, he is 60, waist 38 and leg 30").size == "38x30")
        #expect(parser.parse("32 waist 32 leg").size == "32x32")
    }

    @Test(arguments: [("skirt for my little niece", "girls"), ("hoodie for my little son", "boys")])
    func aChildsWordAfterLittleStaysAChilds(_ text: String, _ audience: String) {
        #expect(Self.index.parser.parse(text).audience == audience)
    }

    @Test func aMisspeltKindWordNamesThatKind() {
        let query = Self.index.parser.parse("leggins, black pls")
        #expect(query.category == "Activewear")
        #expect(Self.index.search(query).hits.map(\.product.id) == ["a1"])
    }

    @Test func declaredKindsJoinedByOrAreEither() {
        let query = Self.index.parser.parse("wellies or hiking boots")
        #expect(query.category == "Boots")
        #expect(Set(Self.index.search(query).hits.map(\.product.id)) == ["b1", "b2"])
    }

    @Test func aNewLinesWordsAroundTheKindGoFirst() {
        let previous = Self.index.parser.parse("womens dresses")
        let query = Self.index.parser.parse("women's bucket hat for the sun")
        #expect(Self.index.search(query, refining: previous).hits.map(\.product.id) == ["h1"])
    }
}
