import Foundation
import Testing
@testable import ProductCatalog

/// Shoppers' own words: audiences said every common way, words from a lexicon and from the catalog's names, product
/// types inside a category, and relaxations that are always said.
@Suite("Shoppers' own words")
struct ShopperWordsTests {
    static let lexicon = Lexicon(tsv: """
        # term<TAB>synonyms<TAB>broader
        necktie\ttie\tneckwear
        clutch\tclutch bag\tbag, handbag
        rucksack\tbackpack\tbag
        tote bag\ttote\tbag
        shoe\t\tfootwear
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [CategoryDeclaration(name: "Bags", synonyms: ["tote"]), CategoryDeclaration(name: "Shorts")],
        products: [
            Product(id: "b1", name: "Marlow Canvas Tote Bag", category: "Bags", price: 40, brand: "Marlow", audience: "women"),
            Product(id: "b2", name: "Marlow Leather Backpack", category: "Bags", price: 90, brand: "Marlow", audience: "unisex"),
            Product(id: "b3", name: "Wren Nylon Backpack", category: "Bags", price: 60, brand: "Wren", audience: "men"),
            Product(id: "t1", name: "Wren Silk Tie", category: "Ties", price: 30, brand: "Wren", audience: "men"),
            Product(id: "s1", name: "Wren Cargo Shorts", category: "Shorts", price: 35, brand: "Wren", audience: "men",
                    colors: ["olive"]),
            Product(id: "s2", name: "Marlow Chino Shorts", category: "Shorts", price: 30, brand: "Marlow", audience: "men",
                    colors: ["red"]),
            Product(id: "s3", name: "Marlow Running Shorts", category: "Shorts", price: 25, brand: "Marlow",
                    audience: "women", colors: ["black"]),
            Product(id: "d1", name: "Juniper Linen Dress", category: "Dresses", price: 70, audience: "women"),
            Product(id: "k1", name: "Juniper Girls Dress", category: "Dresses", price: 30, audience: "women"),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    @Test(arguments: [
        ("shorts for guys", "men"), ("shorts for a man", "men"), ("men's shorts", "men"), ("shorts for my husband", "men"),
        ("gents shorts", "men"), ("shorts for the lads", "men"), ("a dress for my wife", "women"),
        ("dress for a woman", "women"), ("ladies dresses", "women"), ("shorts for my son", "boys"),
        ("dress for my daughter", "girls"), ("teen boy shorts", "boys"), ("toddler shorts", "kids"),
        ("shorts for my boyfriend", "men"), ("unisex bags", "unisex"), ("a gift for him", "men"),
        ("a dress for my gf's birthday", "women"), ("shorts for my bf's bday", "men"),
        ("my lad's 8 and needs shorts", "boys"), ("shorts for my lad", "men"), ("our daughter's 6, dresses", "girls"),
        ("hubby's starting a new job, needs shorts", "men"), ("shorts for my lad, hes 8", "boys"),
        ("a dress for my niece, she is 6", "girls"), ("something for the kid, shes 7", "girls"),
        ("shorts for my husband, hes 32", "men"), ("shorts for my little lad", "boys"), ("a dress for her wee sister", "girls"),
        ("shorts for our eldest", "kids"), ("tees for the twins", "kids"),
        ("stepdad needs shorts, xl", "men"), ("uncle is a big hiker, shorts pls", "men"),
        ("mother in law loves dresses", "women"), ("hi! bf wants shorts", "men"),
    ])
    func audiences(_ text: String, _ audience: String) {
        #expect(Self.index.parser.parse(text).audience == audience)
    }

    @Test(arguments: ["boyfriend shorts", "her shorts"])
    func relationWordsAloneAreStylesNotAudiences(_ text: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.audience == nil)
    }

    @Test func lexiconSynonymsNameTheWholeCategoryAndNarrowerWordsAType() {
        let necktie = Self.index.parser.parse("necktie")
        #expect(necktie.category == "Ties")
        #expect(necktie.types.isEmpty)
        #expect(necktie.understood.contains("category: Ties (from \"necktie\")"))
        let clutch = Self.index.parser.parse("marlow clutch")
        #expect(clutch.category == "Bags")
        #expect(clutch.types == ["clutch"])
    }

    @Test func aTypeSelectsItsProductsAndIsGivenUpAndSaidOnlyWhenNoneExist() {
        let cargo = Self.index.search("cargo shorts")
        #expect(cargo.hits.map(\.product.id) == ["s1"])
        #expect(cargo.totalMatches == 1)
        #expect(cargo.relaxed.isEmpty)
        // Marlow has no totes but other bags: the type goes, the brand stays, and the reply says so.
        let totes = Self.index.search("wren totes")
        #expect(Set(totes.hits.map(\.product.id)) == ["b3"])
        #expect(totes.relaxed == ["no Wren totes; showing Wren bags"])
        let clutch = Self.index.search("marlow clutch")
        #expect(Set(clutch.hits.map(\.product.id)) == ["b1", "b2"])
        #expect(clutch.relaxed.first?.hasPrefix("no Marlow clutch") == true)
    }

    @Test func aLexiconPhraseWithAWordOfTheNamesIsThatKind() {
        // "tote bag" (the lexicon's) names Bags; "tote", a word of the names and a synonym the catalog declares, is
        // the kind.
        let query = Self.index.parser.parse("tote bag")
        #expect(query.category == "Bags")
        #expect(query.types == ["tote"])
        #expect(Self.index.search("tote bag").hits.map(\.product.id) == ["b1"])
    }

    @Test func aLexiconWordStandsForTheSynonymTheProductsAreNamedWith() {
        let query = Self.index.parser.parse("rucksack")
        #expect(query.category == "Bags")
        #expect(query.types == ["backpack"])
        let result = Self.index.search("rucksack")
        #expect(Set(result.hits.map(\.product.id)) == ["b2", "b3"])
        #expect(result.relaxed.isEmpty)
        #expect(result.query.summary == "rucksack")
    }

    @Test(arguments: [
        ("shorts for men, no red", ["s1"], "men's shorts, not red"),
        ("shorts for men, he won't wear red", ["s1"], "men's shorts, not red"),
        ("shorts, he doesn't like black or red", ["s1"], "men's shorts, not black or red"),
        ("shorts not black or red", ["s1"], "shorts, not black or red"),
    ])
    func whatIsTurnedAwayIsLeftOutAndSaid(_ line: String, _ ids: [String], _ summary: String) {
        let result = Self.index.search(line)
        #expect(Set(result.hits.map(\.product.id)) == Set(ids))
        #expect(result.query.summary == summary)
    }

    @Test func aTypeThatExistsKeepsItsProductsWhenAnAttributeIsRelaxed() {
        let result = Self.index.search("red cargo shorts")
        #expect(result.hits.map(\.product.id) == ["s1"])
        #expect(result.relaxed.first?.contains("showing other colours") == true)
    }

    @Test func unknownWordsRankAndAreSaidButNeverEmptyTheResults() {
        let result = Self.index.search("fjallraven shorts for men")
        #expect(Set(result.hits.map(\.product.id)) == ["s1", "s2"])
        #expect(result.relaxed == ["nothing mentions \"fjallraven\"; showing men's shorts"])
        #expect(result.query.understood.contains("ranked only: fjallraven"))
    }

    @Test func aCategoryWordBeforeAnotherProductNounOnlyModifiesIt() {
        let query = Self.index.parser.parse("dress shoes")
        #expect(query.category == nil)
        #expect(query.keywords == ["dress", "shoes"])
    }

    @Test func namesThatStateAnAudienceSuitIt() {
        // k1's field says women, its name says girls: it suits a search for girls, below products filed so.
        #expect(Self.index.search("dresses for girls").hits.map(\.product.id) == ["k1"])
    }

    /// With nobody named, a category's few products for one of men and women rank after the rest: a store whose
    /// tops are nearly all women's shows women's tops for "a top"; a category shared evenly ranks by its words.
    @Test func aCategorysFewProductsForOneAudienceRankLastWhenNobodyIsNamed() {
        var products = (0..<7).map {
            Product(id: "w\($0)", name: "Wren Top \($0)", category: "Tops", price: 20, audience: "women")
        }
        products.append(Product(id: "m0", name: "Wren Top", category: "Tops", price: 10, audience: "men"))
        products.append(Product(id: "u0", name: "Wren Top Unisex", category: "Tops", price: 10, audience: "unisex"))
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: products))
        #expect(index.search("a top").hits.map(\.product.id).last == "m0")
        #expect(index.search("a top for men").hits.map(\.product.id).first == "m0")
        #expect(CatalogIndex.minorityAudience(of: [0, 1, 2, 3, 4, 5, 6, 7], audienceOf: products.map(\.audience)) == "men")
        #expect(Self.index.search("shorts").hits.map(\.product.id).contains("s3"), "an even share ranks by words")
    }

    /// A shortening the catalog allows for a category ("cami" for Tops) is the kind it spells out: it selects those
    /// products (see `aShortNameThatStartsAKindIsThatKind`).
    @Test func aCategorySynonymThatShortensANameWordSelectsThoseProducts() {
        let catalog = Catalog(
            store: Store(name: "S"), categories: [CategoryDeclaration(name: "Tops", synonyms: ["cami"])],
            products: [
                Product(id: "t1", name: "Wren Printed Blouse", category: "Tops", price: 10, audience: "women"),
                Product(id: "t2", name: "Wren Satin Camisole", category: "Tops", price: 30, audience: "women"),
            ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.search("a cami").hits.map(\.product.id) == ["t2"])
        #expect(index.search("a top").hits.count == 2)
    }

    /// A word of the names that names no kind (a maker's name at the front, "Wildcraft") ranks; it is never a
    /// kind the search gives up with a "no wildcraft rucksacks" it did not mean.
    @Test func aNameWordThatNamesNoKindRanksAndIsNeverGivenUp() {
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "0", name: "Wildcraft Unisex Trail Red Rucksack", category: "Rucksacks", price: 5, colors: ["red"]),
            Product(id: "1", name: "Trailhead Unisex Trail Red Rucksack", category: "Rucksacks", price: 5, colors: ["red"]),
        ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.parser.parse("wildcraft red rucksack").types.isEmpty)
        let result = index.search("wildcraft red rucksack")
        #expect(result.relaxed.isEmpty)
        #expect(result.hits.map(\.product.id) == ["0", "1"])
    }

    @Test func theCatalogsOwnHeadNounsNameItsCategories() {
        // Four of five "Rucksack" names are filed under Backpacks; one "Satchel" is too few to learn from.
        let catalog = Catalog(store: Store(name: "S"), products: [
            Product(id: "0", name: "Green Rucksack", category: "Backpacks", price: 5),
            Product(id: "1", name: "Red Rucksack", category: "Backpacks", price: 5),
            Product(id: "2", name: "Blue Rucksack", category: "Backpacks", price: 5),
            Product(id: "3", name: "Grey Rucksack", category: "Backpacks", price: 5),
            Product(id: "4", name: "Grey Rucksack", category: "Bags", price: 5),
            Product(id: "5", name: "Leather Satchel", category: "Bags", price: 5),
        ])
        let index = CatalogIndex(catalog: catalog)
        #expect(index.parser.parse("rucksack").category == "Backpacks")
        #expect(index.parser.parse("satchel").category == nil)
    }

    @Test func twoWordEndingsFiledElsewhereNameThatCategoryLongestFirst() {
        // Three "Boxer Shorts" sit in Underwear, although "shorts" names Shorts; "Blue Shorts" filed under
        // Underwear say nothing: a colour is no kind of product.
        let catalog = Catalog(
            store: Store(name: "S"),
            categories: [CategoryDeclaration(name: "Shorts"), CategoryDeclaration(name: "Underwear")],
            products: [
                Product(id: "u1", name: "Wren Boxer Shorts", category: "Underwear", price: 20),
                Product(id: "u2", name: "Marlow Boxer Shorts", category: "Underwear", price: 18),
                Product(id: "u3", name: "Juniper Boxer Shorts", category: "Underwear", price: 25),
                Product(id: "u4", name: "Juniper Boxer Briefs", category: "Underwear", price: 22),
                Product(id: "b1", name: "Blue Shorts", category: "Underwear", price: 9),
                Product(id: "b2", name: "Blue Shorts", category: "Underwear", price: 9),
                Product(id: "b3", name: "Blue Shorts", category: "Underwear", price: 9),
                Product(id: "s1", name: "Wren Cargo Shorts", category: "Shorts", price: 35),
            ])
        let index = CatalogIndex(catalog: catalog)
        let boxers = index.parser.parse("boxer shorts")
        #expect(boxers.category == "Underwear")
        #expect(boxers.types == ["boxer"])
        #expect(Set(index.search("boxer shorts").hits.map(\.product.id)) == ["u1", "u2", "u3", "u4"])
        #expect(index.parser.parse("blue shorts").category == "Shorts")
        // Nothing under $30 is filed under Shorts: "Boxer Shorts" are not shorts by their name.
        let cheap = index.search("shorts under 30")
        #expect(!cheap.hits.contains { $0.product.id.hasPrefix("u") })
    }

    @Test func aKindSaidWithTheCategorysOwnWordGivesWayToAColour() {
        // The store declares "overcoat" a word for Coats: with no black overcoat, a black coat is what was asked
        // for. "Cargo" is a kind only the names use: with no red cargo shorts, cargo shorts in other colours.
        let catalog = Catalog(
            store: Store(name: "S"),
            categories: [
                CategoryDeclaration(name: "Coats", synonyms: ["overcoat"]), CategoryDeclaration(name: "Shorts"),
            ],
            products: [
                Product(id: "c1", name: "Wren Wool Overcoat", category: "Coats", price: 200, colors: ["grey"]),
                Product(id: "c2", name: "Marlow Duffle Coat", category: "Coats", price: 180, colors: ["black"]),
                Product(id: "s1", name: "Wren Cargo Shorts", category: "Shorts", price: 35, colors: ["olive"]),
                Product(id: "s2", name: "Marlow Chino Shorts", category: "Shorts", price: 30, colors: ["red"]),
            ])
        let index = CatalogIndex(catalog: catalog)
        let overcoat = index.search("black overcoat")
        #expect(overcoat.hits.map(\.product.id) == ["c2"])
        #expect(overcoat.relaxed == ["no black overcoat; showing black coats"])
        let cargo = index.search("red cargo shorts")
        #expect(cargo.hits.map(\.product.id) == ["s1"])
        #expect(cargo.relaxed.first?.contains("showing other colours") == true)
    }

    @Test func damagedLexiconLinesCostOnlyThemselves() {
        let lexicon = Lexicon(tsv: "no tab here\n\t\tfootwear\nshoe\t\tfootwear\n")
        #expect(lexicon.count == 1)
    }
}
