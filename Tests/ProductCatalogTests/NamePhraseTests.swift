import Testing
@testable import ProductCatalog

/// Phrases a store's own product names teach ("High Top Sneakers", "Yoga Pants"), kinds offered as alternatives
/// in several words, pauses that end a phrase, shades widened to their colour, and the age of a child said late.
@Suite("Phrases from the names")
struct NamePhraseTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Tops", synonyms: ["blouse"]), CategoryDeclaration(name: "Sneakers"),
            CategoryDeclaration(name: "Trousers", synonyms: ["pants"]), CategoryDeclaration(name: "Activewear"),
            CategoryDeclaration(name: "Swimwear"),
        ],
        products: [
            Product(id: "n1", name: "Vans Retro High Top Sneakers", category: "Sneakers", price: 70, colors: ["black"]),
            Product(id: "n2", name: "Asics Classic High Top Sneakers", category: "Sneakers", price: 80, colors: ["white"]),
            Product(id: "n3", name: "Oakridge Knit High Top Sneakers", category: "Sneakers", price: 60, colors: ["grey"]),
            Product(id: "n4", name: "Nike Low Top Sneakers", category: "Sneakers", price: 50),
            Product(id: "t1", name: "Wren Crop Top", category: "Tops", price: 20),
            Product(id: "t2", name: "Wren Tank Top", category: "Tops", price: 22),
            Product(id: "a1", name: "Asics Quick Dry Yoga Pants", category: "Activewear", price: 44),
            Product(id: "a2", name: "Puma Dri-Fit Yoga Pants", category: "Activewear", price: 88),
            Product(id: "a3", name: "Nike High Waisted Leggings", category: "Activewear", price: 74),
            Product(id: "a4", name: "Puma Lightweight Track Pants", category: "Activewear", price: 40, tags: ["yoga"]),
            Product(id: "p1", name: "Lee Slim Chinos", category: "Trousers", price: 60, colors: ["charcoal"],
                    sizes: ["32"]),
            Product(id: "p2", name: "Lee Straight Chinos", category: "Trousers", price: 55, colors: ["grey"],
                    sizes: ["34"]),
            Product(id: "w1", name: "Marlow Swim Trunks", category: "Swimwear", price: 30, audience: "kids"),
            Product(id: "w2", name: "Solstice Swim Trunks", category: "Swimwear", price: 35, audience: "men"),
        ])
    static let index = CatalogIndex(catalog: catalog)

    /// Two neighbouring name words filed under one category name it, wherever they sit in the name; the second
    /// word's own category does not take over.
    @Test(arguments: [("high tops", "Sneakers"), ("black high tops", "Sneakers"), ("crop top", "Tops"),
                      ("yoga pants", "Activewear"), ("yoga pants, whatevers comfiest", "Activewear")])
    func namePhrasesNameTheirCategory(_ line: String, _ category: String) {
        #expect(Self.index.parser.parse(line).category == category)
    }

    /// Kinds joined by "or" are either, a kind of several words being one alternative all of whose words the name
    /// has (track pants tagged "yoga" are no yoga pants).
    @Test func kindsOfSeveralWordsAreOneAlternative() {
        let query = Self.index.parser.parse("leggings or yoga pants")
        #expect(query.types == ["leggings|yoga pants"])
        #expect(Set(Self.index.search(query).hits.map(\.product.id)) == ["a1", "a2", "a3"])
    }

    /// A shade nothing has is widened to its colour before the size goes.
    @Test func aShadeIsWidenedBeforeTheSizeGoes() {
        let result = Self.index.search("charcoal grey trousers size 34")
        #expect(result.hits.map(\.product.id) == ["p2"])
        #expect(result.relaxed.joined().contains("grey"))
    }

    /// A child's age said late in the line makes the person named earlier a child.
    @Test(arguments: [("my lad needs swimming trunks for our hols, hes 6", "boys"),
                      ("my lad needs swimming trunks", "men")])
    func aChildsAgeSaidLate(_ line: String, _ audience: String) {
        #expect(Self.index.parser.parse(line).audience == audience)
    }

    /// "to match" keeps the colours of the request in force, "to go with it" its budget.
    @Test(arguments: [("a scarf to match it", [QueryAspect.colors]), ("and a matching hat", [.colors]),
                      ("also need sandals 2 go with it, size 7", [.price]), ("a scarf", [])])
    func matchingKeepsWhatTheOutfitHad(_ line: String, _ keeps: [QueryAspect]) {
        #expect(Self.index.parser.parse(line).keeps == Set(keeps))
    }

    /// A comma or full stop ends a phrase; one inside a number does not.
    @Test(arguments: [("yoga pants, comfy", ["comfy"]), ("yoga pants. comfy? yes", ["comfy", "yes"]),
                      ("1,299 dollars", []), ("size 10.5 ok", []), ("black,navy", [])])
    func pausesEndWords(_ line: String, _ afterPause: [String]) {
        #expect(QueryToken.lex(line).filter(\.pauseBefore).map(\.text) == afterPause)
    }
}
