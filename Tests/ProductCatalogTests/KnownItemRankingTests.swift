import Foundation
import Testing
@testable import ProductCatalog

/// A product's name said almost whole finds that product: the shopper's words for the filters rank too, a
/// category word inside a longer name only modifies it, and the catalog's own filing beats the lexicon's guess.
@Suite("Known items")
struct KnownItemRankingTests {
    static let lexicon = Lexicon(tsv: """
        shoe\t\tfootwear
        culottes\t\tskirt, garment
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        products: [
            Product(id: "b1", name: "Lino Women Black Belt", category: "Belts", price: 10, audience: "women", colors: ["black"]),
            Product(id: "b2", name: "Lino Women Black Belt", category: "Belts", price: 10, audience: "women", colors: ["black"]),
            Product(id: "b3", name: "Lino Women Ladies Belts Black Belts", category: "Belts", price: 10, audience: "women",
                    colors: ["black"]),
            Product(id: "f1", name: "Adidas Trophy Football", category: "Footballs", price: 20, colors: ["white"]),
            Product(id: "f2", name: "Adidas Hard Ground White Football Shoe", category: "Sports Shoes", price: 60,
                    colors: ["white"]),
            Product(id: "s1", name: "Elle Blue Skirt", category: "Skirts", price: 30, audience: "women", colors: ["blue"]),
            Product(id: "s2", name: "Elle Blue Culottes", category: "Shorts", price: 30, audience: "women", colors: ["blue"]),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    @Test(arguments: [
        ("lino ladies belts black", "b3"), ("adidas football hard ground white shoe", "f2"), ("elle blue culottes", "s2"),
        ("adidas football", "f1"),
    ])
    func aNameSaidAlmostWholeFindsItsProductFirst(_ text: String, _ id: String) {
        #expect(Self.index.search(text).hits.first?.product.id == id)
    }

    @Test func aCategoryWordBeforeARunEndingInAnotherNounOnlyModifiesIt() {
        let query = Self.index.parser.parse("adidas football hard ground shoe")
        #expect(query.category == nil)
        #expect(query.keywords.contains("football"))
    }

    /// (Not across a conjunction: "skirt but moneys tight shoe" asks for skirts.)
    @Test func aRunAcrossAConjunctionDoesNotMakeTheCategoryAModifier() {
        #expect(Self.index.parser.parse("elle skirt but moneys tight shoe").category == "Skirts")
    }

    @Test func theCatalogsFilingOfATypeBeatsTheLexiconsCategory() {
        let result = Self.index.search("elle blue culottes")
        #expect(result.hits.map(\.product.id) == ["s2"])
        #expect(result.relaxed.first?.contains("showing other categories: Shorts") == true)
    }

    @Test func theShoppersWordsRankOnlyWhenTheLineIsSearched() {
        let query = Self.index.parser.parse("lino ladies belts black")
        #expect(Self.index.saidTerms("lino ladies belts black", query).count == 3)
        #expect(Self.index.saidTerms("lino", Self.index.parser.parse("lino")).isEmpty)
    }

    @Test func tiesTakeTurnsByAudienceAndANameStatingTheColourComesFirst() {
        // Three women's watches come first in the catalog; a white-dial one is filed black (its strap).
        let watches = Catalog(store: Store(name: "S"), products: [
            Product(id: "w0", name: "Acme Women White Dial Watch", category: "Watches", price: 50, audience: "women",
                    colors: ["black"]),
            Product(id: "w1", name: "Acme Women Black Dial Watch", category: "Watches", price: 50, audience: "women",
                    colors: ["black"]),
            Product(id: "w2", name: "Acme Women Black Dial Watch", category: "Watches", price: 50, audience: "women",
                    colors: ["black"]),
            Product(id: "w3", name: "Acme Women Black Dial Watch", category: "Watches", price: 50, audience: "women",
                    colors: ["black"]),
            Product(id: "m1", name: "Acme Men Black Dial Watch", category: "Watches", price: 50, audience: "men",
                    colors: ["black"]),
            Product(id: "m2", name: "Acme Men Black Dial Watch", category: "Watches", price: 50, audience: "men",
                    colors: ["black"]),
        ])
        let index = CatalogIndex(catalog: watches)
        let ids = index.search("acme black dial watch", limit: 4).hits.map(\.product.id)
        #expect(Set(ids.prefix(2)) == ["w1", "m1"])
        #expect(!ids.contains("w0"))
        // Said for someone, one audience only.
        #expect(index.search("acme black dial watch for men", limit: 2).hits.map(\.product.id) == ["m1", "m2"])
    }

    @Test func aPageShowsANameAFewTimesBeforeOthersThatScoreNearlyAsWell() {
        // Five rings share the short name; the longer name scores a little lower for every word it adds.
        let same = (1...5).map { k in
            Product(id: "r\(k)", name: "Lumo Silver Ring", category: "Rings", price: 20, colors: ["silver"])
        }
        let rings = Catalog(store: Store(name: "S"), products: same + [
            Product(id: "t1", name: "Lumo Twisted Band Silver Ring", category: "Rings", price: 20,
                    colors: ["silver"]),
            Product(id: "g1", name: "Lumo Gold Ring", category: "Rings", price: 20, colors: ["gold"]),
        ])
        let index = CatalogIndex(catalog: rings)
        let ids = index.search("lumo silver ring", limit: 4).hits.map(\.product.id)
        #expect(ids == ["r1", "r2", "r3", "t1"])
        // Paging on still reaches every product of the repeated name, in order.
        let all = index.search("lumo silver ring", limit: 10).hits.map(\.product.id)
        #expect(all == ["r1", "r2", "r3", "t1", "r4", "r5"])
    }
}
