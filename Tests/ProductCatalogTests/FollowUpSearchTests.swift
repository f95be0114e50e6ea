import Foundation
import Testing
@testable import ProductCatalog

/// How follow-ups and kinds meet the catalog: a kind named after its material filters by material, a type without a
/// category ranks the category it is typical of first, kinds said on different lines give up the earlier one, and a
/// follow-up's own filter is the last thing relaxed.
@Suite("Follow-up search")
struct FollowUpSearchTests {
    static let lexicon = Lexicon(tsv: """
        cords\tcorduroys\ttrouser, garment
        straw hat\tboater\that, headdress
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [CategoryDeclaration(name: "Trousers"), CategoryDeclaration(name: "Hats"),
                     CategoryDeclaration(name: "Activewear"), CategoryDeclaration(name: "Socks"),
                     CategoryDeclaration(name: "Shirts"), CategoryDeclaration(name: "Coats"),
                     CategoryDeclaration(name: "Bags"), CategoryDeclaration(name: "Knitwear", synonyms: ["jumper"])],
        products: [
            Product(id: "tr1", name: "Wren Corduroy Pants", category: "Trousers", price: 60, audience: "men",
                    colors: ["brown"], materials: ["corduroy"]),
            Product(id: "tr2", name: "Wren Chinos", category: "Trousers", price: 50, audience: "men",
                    colors: ["khaki"], materials: ["cotton"]),
            Product(id: "h1", name: "Wren Sun Hat", category: "Hats", price: 30, colors: ["white"], materials: ["straw"]),
            Product(id: "h2", name: "Wren Bucket Hat", category: "Hats", price: 20, colors: ["white"], materials: ["cotton"]),
            Product(id: "a1", name: "Lark Running Tights", category: "Activewear", price: 40, tags: ["running"]),
            Product(id: "a2", name: "Lark Running Top", category: "Activewear", price: 35, tags: ["running"]),
            Product(id: "a3", name: "Lark Yoga Top", category: "Activewear", price: 35),
            Product(id: "k1", name: "Lark Running Socks", category: "Socks", price: 12, tags: ["running"]),
            Product(id: "k2", name: "Lark Crew Socks", category: "Socks", price: 10),
            Product(id: "k3", name: "Lark Ankle Socks", category: "Socks", price: 10),
            Product(id: "k4", name: "Lark Wool Socks", category: "Socks", price: 14),
            Product(id: "f1", name: "Wren Flannel Shirt", category: "Shirts", price: 45, audience: "men",
                    colors: ["red"], sizes: ["M", "XXL"], materials: ["flannel"]),
            Product(id: "f2", name: "Wren Oxford Shirt", category: "Shirts", price: 40, audience: "men",
                    colors: ["grey"], sizes: ["M", "XXL"], materials: ["cotton"]),
            Product(id: "c1", name: "Wren Warm Parka", category: "Coats", price: 200, audience: "men", tags: ["warm"]),
            Product(id: "c2", name: "Wren Light Parka", category: "Coats", price: 150, audience: "men"),
            Product(id: "c3", name: "Wren Warm Duffle Coat", category: "Coats", price: 180, audience: "men",
                    tags: ["warm"]),
            Product(id: "b1", name: "Lark Laptop Backpack", category: "Bags", price: 70),
            Product(id: "b2", name: "Lark Canvas Backpack", category: "Bags", price: 50),
            Product(id: "b3", name: "Lark Leather Backpack", category: "Bags", price: 90, colors: ["black"]),
            Product(id: "b4", name: "Lark Leather Tote", category: "Bags", price: 30, colors: ["black"]),
            Product(id: "w1", name: "Lark Ribbed Jumper", category: "Knitwear", price: 80, materials: ["lambswool"]),
            Product(id: "w2", name: "Lark Cotton Jumper", category: "Knitwear", price: 40, materials: ["cotton"]),
            Product(id: "w3", name: "Lark Fine Jumper", category: "Knitwear", price: 60, materials: ["merino wool"]),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    struct MaterialCase: Sendable, CustomTestStringConvertible {
        var text: String
        var category: String
        var material: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        MaterialCase(text: "cords for my grandad", category: "Trousers", material: "corduroy"),
        MaterialCase(text: "straw hat", category: "Hats", material: "straw"),
    ])
    func aKindNamedAfterItsMaterialFiltersByIt(_ c: MaterialCase) {
        let query = Self.index.parser.parse(c.text)
        #expect(query.category == c.category)
        #expect(query.materials == [c.material])
        #expect(query.types.isEmpty)
        let result = Self.index.search(query)
        #expect(!result.hits.isEmpty)
        #expect(result.hits.allSatisfy { $0.product.materials.contains(c.material) })
    }

    @Test func aTypeWithoutACategoryShowsTheCategoryItIsTypicalOfFirst() {
        // Two of three activewear products are for running, one of four socks.
        let result = Self.index.search(Self.index.parser.parse("running gear"))
        #expect(result.hits.map(\.product.category).prefix(2) == ["Activewear", "Activewear"])
        #expect(result.hits.last?.product.id == "k1")
    }

    @Test func kindsThatMeetAreBothKept() {
        let query = ProductQuery(category: "Coats", audience: "men", keywords: ["warm", "parka"], types: ["warm", "parka"])
        let result = Self.index.search(query)
        #expect(result.hits.map(\.product.id) == ["c1"])
        #expect(result.relaxed.isEmpty)
    }

    @Test func kindsWithNoProductInCommonKeepTheLatest() {
        // No parka is a duffle: the earlier kind goes, and the reply says so.
        let query = ProductQuery(category: "Coats", audience: "men", keywords: ["duffle", "parka"], types: ["duffle", "parka"])
        let result = Self.index.search(query)
        #expect(Set(result.hits.map(\.product.id)) == ["c1", "c2"])
        #expect(result.relaxed.first?.hasPrefix("no men's duffle parka coats") == true, "\(result.relaxed)")
    }

    @Test func inOneLineADescriptiveKindGoesBeforeTheOneThatNamedTheCategory() {
        // No coat is both "light" (a word of a name) and a duffle: the duffle, named with the category, stays.
        let query = ProductQuery(category: "Coats", audience: "men", keywords: ["light", "duffle"],
                                 categoryWords: ["duffle"], types: ["light", "duffle"])
        #expect(Self.index.search(query).hits.map(\.product.id) == ["c3"])
    }

    @Test(arguments: [("28 waist 30 inside leg", "28x30"), ("a med", "M"), ("shes a kids 13", nil)] as [(String, String?)])
    func sizesSaidTheShoppersWay(_ text: String, _ size: String?) {
        #expect(Self.index.parser.parse(text).size == size)
    }

    @Test func aFollowUpsOwnFilterIsRelaxedLast() {
        let before = ProductQuery(category: "Shirts", materials: ["flannel"], size: "XXL", audience: "men")
        var after = before
        after.colors = ["grey"]
        // On its own the query gives up the colour (the most restrictive filter); as a follow-up that just said
        // "grey", it gives up the flannel instead.
        #expect(Self.index.search(after).hits.map(\.product.id) == ["f1"])
        let followUp = Self.index.search(after, refining: before)
        #expect(followUp.hits.map(\.product.id) == ["f2"])
        #expect(followUp.relaxed.first?.contains("grey") == true)
    }

    @Test func aColourSaidLaterGivesUpAnEarlierPriceBeforeTheKind() {
        // "backpack under 60", then "in black": the black backpack a little dearer, not a black tote.
        let backpacks = ProductQuery(category: "Bags", keywords: ["backpack"], categoryWords: ["backpack"],
                                     types: ["backpack"])
        var before = backpacks
        before.maxPrice = 60
        var after = before
        after.colors = ["black"]
        let followUp = Self.index.search(after, refining: before)
        #expect(followUp.hits.map(\.product.id) == ["b3"])
        #expect(followUp.relaxed.first?.contains("showing other prices") == true)
        // A price the follow-up itself says is kept, and the earlier colour goes ("black backpacks", then
        // "under 60": other backpacks under 60).
        var black = backpacks
        black.colors = ["black"]
        #expect(Self.index.search(after, refining: black).hits.map(\.product.id) == ["b2"])
    }

    struct PriceCase: Sendable, CustomTestStringConvertible {
        var text: String
        var min: Double?
        var max: Double?
        var testDescription: String { text }
    }

    @Test(arguments: [
        PriceCase(text: "cant spend more than 100", min: nil, max: 100),
        PriceCase(text: "i don't want to pay over 80", min: nil, max: 80),
        PriceCase(text: "more than 100", min: 100, max: nil),
        PriceCase(text: "t shirts over 20", min: 20, max: nil),
        PriceCase(text: "budget is like 80", min: nil, max: 80),
        PriceCase(text: "sub 60 pls", min: nil, max: 60),
        PriceCase(text: "dont wanna go over a hundred", min: nil, max: 100),
        PriceCase(text: "under fifty", min: nil, max: 50),
        PriceCase(text: "what about a one piece, can stretch to 60", min: nil, max: 60),
        PriceCase(text: "250 is my limit", min: nil, max: 250), PriceCase(text: "my limit is 250", min: nil, max: 250),
        PriceCase(text: "dont wanna go past 100", min: nil, max: 100), PriceCase(text: "its past 10 oclock", min: nil, max: nil),
        PriceCase(text: "ugh ok stretch it to 200", min: nil, max: 200), PriceCase(text: "bump it up to 150", min: nil, max: 150),
        PriceCase(text: "max of 90", min: nil, max: 90), PriceCase(text: "80 is the max", min: nil, max: 80),
        PriceCase(text: "nothin over 70 tho", min: nil, max: 70),
        // Numbers in words as people say them, and the money there is to spend.
        PriceCase(text: "ok under thirty five", min: nil, max: 35),
        PriceCase(text: "under thirty-five", min: nil, max: 35),
        PriceCase(text: "under a hundred and twenty then", min: nil, max: 120),
        PriceCase(text: "two hundred fifty max", min: nil, max: 250),
        PriceCase(text: "under fifteen", min: nil, max: 15),
        PriceCase(text: "under five", min: nil, max: nil),
        PriceCase(text: "need new kicks, size 9, got about 100 to spend", min: nil, max: 100),
        PriceCase(text: "have 60 to play with", min: nil, max: 60),
    ])
    func aFloorSaidWithANoIsACeiling(_ c: PriceCase) {
        let query = Self.index.parser.parse(c.text)
        #expect(query.minPrice == c.min)
        #expect(query.maxPrice == c.max)
    }

    @Test(arguments: [("tshirts for my 4yo son", "boys"), ("socks for my 7yr old", "kids"), ("hat for my bro", "men"),
                      ("a hat for my sis", "women")])
    func everydayWaysOfSayingWho(_ text: String, _ audience: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.audience == audience)
        #expect(!query.keywords.contains { $0.contains("yo") || $0.contains("yr") || $0 == "bro" || $0 == "sis" })
    }

    @Test(arguments: [("swimsuit for my 6yr old daughter", "girls"), ("coat for my 10 year old son", "boys"),
                      ("a 7yo boy", "boys"), ("my 4 year old", "kids")])
    func theChildAnAgeIsOfSaysWhoItIsFor(_ text: String, _ audience: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.audience == audience)
        #expect(!query.keywords.contains { ["daughter", "son", "boy", "yr", "year", "old"].contains($0) })
    }

    @Test func aComplaintAboutThePriceAsksForCheaper() {
        #expect(Self.index.parser.parse("those r a bit pricey").priceDirection == .lower)
        #expect(Self.index.parser.parse("too expensive").priceDirection == .lower)
        #expect(Self.index.parser.parse("something pricey").priceDirection == .higher)
    }

    @Test(arguments: [("hat for me, im a girl", "women"), ("im a guy", "men"), ("hat for a girl", "girls")])
    func theShopperSpeakingOfThemselvesIsGrownUp(_ text: String, _ audience: String) {
        #expect(Self.index.parser.parse(text).audience == audience)
    }

    @Test func aLexiconWordDoesNotTakeOverFromACategoryNamedInTheCatalogsWords() {
        // "cords" names Trousers only through the lexicon: after "hat" it ranks, it does not move the search.
        let query = Self.index.parser.parse("hat like cords")
        #expect(query.category == "Hats")
    }

    @Test func aColourTurnedAwayIsNotAskedFor() {
        #expect(Self.index.parser.parse("forget white, any in black or brown").colors == ["black", "brown"])
        #expect(Self.index.parser.parse("not red").colors.isEmpty)
    }

    @Test(arguments: [("actually scrap hiking, chelsea boots", ["hiking"]), ("a bralette, not padded", ["padded"]),
                      ("forget white", ["white"]), ("chelsea boots", [])])
    func wordsTurnedAwayAreNotSearchedFor(_ text: String, _ away: [String]) {
        #expect(Self.index.parser.turnedAway(text) == away)
        #expect(!Self.index.parser.parse(text).keywords.contains { away.contains($0) })
    }

    @Test func aWordOfTheNamesAnywhereInTheLineNamesAKindOfTheCategory() {
        let query = Self.index.parser.parse("a bag that fits a laptop")
        #expect(query.category == "Bags")
        #expect(query.types.contains("laptop"))
        #expect(Self.index.search(query).hits.map(\.product.id) == ["b1"])
    }

    @Test func aMaterialFindsTheCompoundsEndingInIt() {
        let result = Self.index.search(Self.index.parser.parse("wool jumper"))
        #expect(Set(result.hits.map(\.product.id)) == ["w1", "w3"])
    }

    @Test func namesProductsKnowsTheKindsOfACategory() {
        #expect(Self.index.namesProducts("parka", inCategory: "Coats"))
        #expect(!Self.index.namesProducts("parka", inCategory: "Socks"))
        #expect(!Self.index.namesProducts("weather", inCategory: "Coats"))
    }
}
