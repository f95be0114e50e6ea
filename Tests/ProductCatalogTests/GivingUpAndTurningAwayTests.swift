import Testing
@testable import ProductCatalog

/// What a line names without asking for it ("socks for my new boots"), what it finds wanting ("leather ones are too
/// heavy"), a kind the catalog names on two products only, and what a search gives up first when nothing matches:
/// the fewest kinds, then the budget a "cheaper" lowered back to the one the shopper said.
@Suite("Giving up and turning away")
struct GivingUpAndTurningAwayTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        products: [
            Product(id: "so1", name: "Wren Crew Socks", category: "Socks", price: 8),
            Product(id: "so2", name: "Wren No Show Socks", category: "Socks", price: 9),
            Product(id: "bo1", name: "Oakridge Hiking Boots", category: "Boots", price: 90),
            Product(id: "be1", name: "Lee Leather Belt", category: "Belts", price: 30, materials: ["leather"]),
            Product(id: "tr1", name: "Fieldstone Relaxed Chinos", category: "Trousers", price: 60),
            Product(id: "tr2", name: "Cedar Relaxed Chinos", category: "Trousers", price: 55),
            Product(id: "tr3", name: "Lee Tailored Chinos", category: "Trousers", price: 50),
            Product(id: "tr4", name: "Linden Slim Chinos", category: "Trousers", price: 45),
            Product(id: "ts1", name: "Wren Slim Fit Tee", category: "T-Shirts", price: 20),
            Product(id: "ba1", name: "Marlow Canvas Tote", category: "Bags", price: 35, materials: ["canvas"]),
            Product(id: "ba2", name: "Wren Leather Tote", category: "Bags", price: 70, materials: ["leather"]),
            Product(id: "un1", name: "Linden Modal Bralette", category: "Underwear", price: 22, audience: "women"),
            Product(id: "un2", name: "Driftwood Cotton Bralette", category: "Underwear", price: 26, audience: "women"),
        ] + (1...10).map { n in
            Product(id: "ub\(n)", name: "Bluebird Classic Briefs \(n)-Pack", category: "Underwear", price: 20)
        })
    static let index = CatalogIndex(catalog: catalog)

    /// Whose things they are, with a word between ("my new boots", "my sons trousers"), names what someone has,
    /// not the products asked for.
    @Test(arguments: [
        ("socks for my new boots", "Socks"), ("a belt for my sons trousers", "Belts"),
        ("my husband needs boots", "Boots"), ("get my sons some socks", "Socks"),
        ("a belt for my sons school trousers", "Belts"), ("socks for my football boots", "Socks"),
        ("i need football boots", "Boots"), ("my son has no boots, hes a 10", "Boots"),
    ])
    func whatSomeoneHasNamesNothingToSearch(_ line: String, _ category: String) {
        #expect(Self.index.parser.parse(line).category == category)
    }

    /// "No Show Socks" are a kind named with "no" and a common word: "no show socks" asks for them, "socks, no
    /// black" still turns black away.
    @Test func aKindNamedWithNo() {
        #expect(Self.index.search("no show socks").hits.map(\.product.id) == ["so2"])
        #expect(Self.index.parser.parse("no show socks").types == ["no show"])
        #expect(Self.index.parser.parse("socks, no black").excludedColors == ["black"])
    }

    /// A material said to be too much of something is turned away; "too" that means "as well" is not.
    @Test(arguments: [
        ("a canvas bag, leather ones are too heavy for her", ["canvas"], ["leather"]),
        ("leather is way too stiff for him, a canvas one", ["canvas"], ["leather"]),
        ("leather too", ["leather"], []),
        ("canvas ones too pls", ["canvas"], []),
    ])
    func aMaterialFoundWantingIsTurnedAway(_ line: String, _ materials: [String], _ excluded: [String]) {
        let query = Self.index.parser.parse(line)
        #expect(query.materials == materials)
        #expect(query.excludedMaterials == excluded)
    }

    /// A word that ends the names of two products of one category, and of no other, is a kind inside it: only
    /// those products match ("bralette" among the briefs).
    @Test func aKindNamedOnTwoProductsSelectsThem() {
        let query = Self.index.parser.parse("a comfy bralette")
        #expect(query.category == "Underwear")
        #expect(query.types.contains("bralette"))
        #expect(Set(Self.index.search("a comfy bralette").hits.map(\.product.id)) == ["un1", "un2"])
    }

    /// When no product is every kind asked for, as few kinds as possible are given up, and that is said: "relaxed
    /// fit chinos" with relaxed chinos and no "fit" ones are the relaxed chinos, not every chino.
    @Test func theFewestKindsAreGivenUp() {
        let result = Self.index.search("relaxed fit chinos")
        #expect(Set(result.hits.map(\.product.id)) == ["tr1", "tr2"])
        #expect(result.relaxed.count == 1, "giving up a kind is said")
        #expect(result.effectiveQuery.types == ["relaxed"])
    }

    @Test(arguments: [
        (1, [["a"], ["b"], ["c"]]), (2, [["a", "b"], ["a", "c"], ["b", "c"]]), (3, [["a", "b", "c"]]), (4, []),
    ])
    func combinationsComeEarliestFirst(_ count: Int, _ expected: [[String]]) {
        #expect(CatalogIndex.combinations(of: ["a", "b", "c"], taking: count) == expected)
    }

    /// A "cheaper" lowers the ceiling and remembers the one said; giving up the price goes back to it first.
    @Test func theBudgetSaidOutlastsACheaper() {
        let asked = ProductQuery(category: "Trousers", maxPrice: 60)
        let cheaper = asked.refined(by: ProductQuery(priceDirection: .lower), currentPrices: [45, 50, 55])
        #expect(cheaper.maxPrice == 49.99)
        #expect(cheaper.saidMaxPrice == 60)
        let back = Relaxation.price.remove(from: cheaper)
        #expect(back.maxPrice == 60)
        #expect(back.saidMaxPrice == nil)
        #expect(Relaxation.price.remove(from: back).maxPrice == nil)
        // A price said again replaces both.
        let said = cheaper.refined(by: ProductQuery(maxPrice: 80))
        #expect(said.maxPrice == 80)
        #expect(said.saidMaxPrice == nil)
    }
}
