import Foundation
import Testing
@testable import ProductCatalog

/// A store's own words for kinds of products ("wellies" are its rain boots), the lexicon's synonyms of several
/// words, lines that correct themselves after a pause, and what a shopper already owns.
@Suite("Declared kinds and self-corrections")
struct DeclaredKindsTests {
    static let lexicon = Lexicon(tsv: """
        # term<TAB>synonyms<TAB>broader
        thong\tg-string, flip-flop\tunderpants, garment
        polo-neck\tturtleneck, turtle\tsweater, jumper
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Boots", synonyms: ["boot"], kinds: ["wellies": "rain boots", "gumboots": "rain boots"]),
            CategoryDeclaration(name: "Bags", kinds: ["bum bag": "belt bag"]),
            CategoryDeclaration(name: "Activewear", kinds: ["trackies": "track pants, joggers"]),
            CategoryDeclaration(name: "Sandals", synonyms: ["flip flops"]),
            CategoryDeclaration(name: "Sweaters", synonyms: ["jumper"]),
            CategoryDeclaration(name: "Belts"), CategoryDeclaration(name: "Tops", synonyms: ["blouse"]),
            CategoryDeclaration(name: "Skirts"), CategoryDeclaration(name: "Scarves"),
        ],
        products: [
            Product(id: "b1", name: "Oak Rain Boots", category: "Boots", price: 90, audience: "men", colors: ["black"],
                    sizes: ["7", "7.5", "9"]),
            Product(id: "b2", name: "Oak Rain Boots", category: "Boots", price: 80, audience: "women", colors: ["white"]),
            Product(id: "b3", name: "Oak Hiking Boots", category: "Boots", price: 120, audience: "men", colors: ["black"]),
            Product(id: "g1", name: "Wren Belt Bag", category: "Bags", price: 30, audience: "unisex"),
            Product(id: "g2", name: "Wren Duffel Bag", category: "Bags", price: 60, audience: "unisex"),
            Product(id: "l1", name: "Wren Leather Belt", category: "Belts", price: 25, audience: "men"),
            Product(id: "a1", name: "Nike Track Pants", category: "Activewear", price: 40, audience: "men"),
            Product(id: "a2", name: "Nike Joggers", category: "Activewear", price: 45, audience: "men"),
            Product(id: "a3", name: "Nike Running Tee", category: "Activewear", price: 25, audience: "men"),
            Product(id: "f1", name: "Alder Flip Flops", category: "Sandals", price: 15, audience: "men"),
            Product(id: "f2", name: "Alder Strappy Sandals", category: "Sandals", price: 45, audience: "women"),
            Product(id: "n1", name: "Vans Retro High Top Sneakers", category: "Sneakers", price: 70, audience: "men"),
            Product(id: "n2", name: "Vans Classic High Top Sneakers", category: "Sneakers", price: 75, audience: "men"),
            Product(id: "n3", name: "Nike Classic High Top Sneakers", category: "Sneakers", price: 80, audience: "men"),
            Product(id: "n4", name: "Nike Classic Low Top Sneakers", category: "Sneakers", price: 65, audience: "men"),
            Product(id: "w1", name: "Linden Ribbed Turtleneck", category: "Sweaters", price: 70, audience: "women"),
            Product(id: "w2", name: "Linden V-Neck Sweater", category: "Sweaters", price: 60, audience: "women"),
            Product(id: "t1", name: "Fern Silk Blouse", category: "Tops", price: 50, audience: "women",
                    colors: ["cream"], materials: ["silk"]),
            Product(id: "t2", name: "Fern Satin Blouse", category: "Tops", price: 55, audience: "women",
                    colors: ["white"], materials: ["satin"]),
            Product(id: "k1", name: "Fern Navy Skirt", category: "Skirts", price: 40, audience: "women", colors: ["navy"]),
            Product(id: "s1", name: "Fern Wool Scarf", category: "Scarves", price: 30, audience: "women", materials: ["wool"]),
            Product(id: "s2", name: "Fern Cashmere Scarf", category: "Scarves", price: 90, audience: "women",
                    materials: ["cashmere"]),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    @Test(arguments: [
        ("wellies for my dad", "Boots", ["rain"], ["b1"]),
        ("gumboots", "Boots", ["rain"], ["b1", "b2"]),
        ("do u sell bum bags", "Bags", ["belt"], ["g1"]),
        ("thongs for the beach", "Sandals", ["flip", "flop"], ["f1"]),
        ("a polo neck jumper", "Sweaters", ["turtleneck"], ["w1"]),
        ("trackies", "Activewear", ["track pants|joggers"], ["a1", "a2"]),
        ("high tops", "Sneakers", ["high", "tops"], ["n1", "n2", "n3"]),
    ] as [(String, String, [String], [String])])
    func aStoresWordForAKindSelectsThoseProducts(_ text: String, _ category: String, _ types: [String], _ ids: [String]) {
        let query = Self.index.parser.parse(text)
        #expect(query.category == category)
        #expect(query.types == types)
        #expect(Set(Self.index.search(query, limit: 10).hits.map(\.product.id)) == Set(ids))
    }

    /// Another category's word that the names use counts as a kind only before the category's own word: "belt
    /// bag" is the belt bags, "short pants" among shorts named "3/4 Length Pants" is no "pants" kind.
    @Test func anotherCategorysWordIsAKindOnlyBeforeTheCategorysOwn() {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "s1", name: "Alder Cargo Shorts", category: "Shorts", price: 30),
            Product(id: "s2", name: "Hanes 3/4 Length Pants", category: "Shorts", price: 25),
            Product(id: "s3", name: "Wren Denim Shorts", category: "Shorts", price: 35),
            Product(id: "p1", name: "Wren Cargo Pants", category: "Pants", price: 50),
        ])
        let lexicon = Lexicon(tsv: "short pants\tshorts, trunks\ttrouser, pant\n")
        let index = CatalogIndex(catalog: catalog, lexicon: lexicon)
        let query = index.parser.parse("short pants")
        #expect(query.category == "Shorts")
        #expect(query.types.isEmpty)
    }

    /// A follow-up's new kind and size outlast a colour kept from the line before: "black jeans", then "skinny
    /// ones in a 30" with no black skinny jeans in 30 are the skinny jeans in 30 in another colour.
    @Test func aFollowUpsKindAndSizeOutlastAnOlderColour() {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "j1", name: "Lee Straight Jeans", category: "Jeans", price: 50, colors: ["black"],
                    sizes: ["30"]),
            Product(id: "j2", name: "Lee Skinny Jeans", category: "Jeans", price: 55, colors: ["blue"], sizes: ["30"]),
            Product(id: "j3", name: "Wren Skinny Jeans", category: "Jeans", price: 60, colors: ["black"],
                    sizes: ["28"]),
        ])
        let index = CatalogIndex(catalog: catalog)
        let previous = index.parser.parse("black jeans")
        let query = index.parser.parse("black skinny jeans in size 30")
        #expect(index.search(query, refining: previous).hits.map(\.product.id) == ["j2"])
    }

    @Test func aKindNamingNoProductIsAWarning() {
        var catalog = Self.catalog
        catalog.categories[0].kinds["galoshes"] = "overshoes"
        let warnings = CatalogConsistency.warnings(for: catalog).map(\.description)
        #expect(warnings.contains { $0.hasPrefix("categories[0].kinds.galoshes: no product in \"Boots\" has \"overshoes\"") })
        #expect(!warnings.contains { $0.contains("kinds.wellies") })
    }

    @Test func kindsSurviveWritingAndReading() throws {
        let data = try Self.catalog.encoded()
        let read = try Catalog.decode(data, file: "kinds.json")
        #expect(read.categories[0].kinds == ["wellies": "rain boots", "gumboots": "rain boots"])
        #expect(read.categories[3].kinds.isEmpty)
    }

    @Test(arguments: [
        ("a scarf, wool... actually cashmere", [], ["cashmere"], nil),
        ("in black - no, navy actually", ["navy blue"], [], nil),
        ("navy or black.. no just navy", ["navy blue"], [], nil),
        ("boots in a 7.5, er 7 actually", [], [], "7"),
        ("in navy? sorry, white", ["white"], [], nil),
        ("black jeans, no rips", ["black"], [], nil),
        ("hi, no rush. black jeans", ["black"], [], nil),
    ] as [(String, [String], [String], String?)])
    func aWordThatTakesBackAfterAPauseKeepsWhatFollows(_ text: String, _ colors: [String], _ materials: [String],
                                                       _ size: String?) {
        let query = Self.index.parser.parse(text)
        #expect(query.colors == colors)
        #expect(query.materials == materials)
        #expect(query.size == size)
    }

    @Test func noBeforeAComparisonTakesNothingBack() {
        let query = Self.index.parser.parse("size M, no more than 50")
        #expect(query.maxPrice == 50)
        #expect(query.minPrice == nil)
    }

    @Test(arguments: [
        ("in cream or white please, to go with my good navy skirt", nil, ["cream", "white"]),
        ("a blouse to go with my navy skirt", "Tops", []),
    ] as [(String, String?, [String])])
    func whatTheShopperOwnsNamesNothing(_ text: String, _ category: String?, _ colors: [String]) {
        let query = Self.index.parser.parse(text)
        #expect(query.category == category)
        #expect(query.colors == colors)
    }

    @Test func materialsAreSaidAsAlternatives() {
        let query = Self.index.parser.parse("a blouse in silk or satin")
        #expect(query.materials == ["silk", "satin"])
        #expect(query.summary.contains("silk or satin"))
    }

    @Test(arguments: [
        ("a backpack for himself", "men"), ("a scarf for herself", "women"),
        ("me and my brother are getting our sister a scarf", "women"),
        ("my husband and i want to get our daughter a scarf", "girls"), ("belt for me da, 34 waist", "men"),
        ("cashmere scarf for me mam", "women"),
    ])
    func whoItIsForIsNotWhoBuysIt(_ text: String, _ audience: String) {
        #expect(Self.index.parser.parse(text).audience == audience)
    }
}
