import Foundation
import Testing
@testable import ProductCatalog

/// Materials learned from the catalog, general clothing words, the store's tag words, in-law audiences, typos in
/// closed vocabularies, and a product type given up before the audience.
@Suite("Materials and general words")
struct MaterialAndGeneralWordsTests {
    static let lexicon = Lexicon(tsv: """
        clothing\tarticle of clothing, wear\t
        clothes\tapparel, wearing apparel, dress\tclothing
        apparel\twearing apparel, dress, clothes\tclothing
        attire\tgarb, dress\tclothing
        outfit\tgetup, rig\tattire, garb, dress, clothing
        sundress\t\tdress, woman's clothing, clothing
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        products: [
            Product(id: "t1", name: "Juniper Printed Blouse", category: "Tops", price: 40, audience: "women",
                    colors: ["white"], materials: ["silk"]),
            Product(id: "t2", name: "Juniper Button Blouse", category: "Tops", price: 30, audience: "women",
                    colors: ["white"], materials: ["cotton"]),
            Product(id: "t4", name: "Wren Linen Blouse", category: "Tops", price: 45, audience: "women",
                    colors: ["blue"], materials: ["linen"]),
            Product(id: "t3", name: "Wren Silk Cami", category: "Tops", price: 35, audience: "women",
                    colors: ["black"], materials: ["polyester"]),
            Product(id: "w1", name: "Wren Crew Sweater", category: "Sweaters", price: 90, audience: "men",
                    colors: ["navy"], materials: ["merino wool"]),
            Product(id: "w2", name: "Wren Knit Sweater", category: "Sweaters", price: 60, audience: "men",
                    colors: ["grey"], materials: ["cotton blend"]),
            Product(id: "d1", name: "Juniper Wrap Dress", category: "Dresses", price: 70, audience: "women",
                    materials: ["viscose"]),
            Product(id: "y1", name: "Marlow Studio Leggings", category: "Activewear", price: 45, audience: "women",
                    colors: ["black"], tags: ["yoga"]),
            Product(id: "y2", name: "Marlow Track Top", category: "Activewear", price: 50, audience: "men",
                    colors: ["black"], tags: ["running"]),
            Product(id: "u1", name: "Marlow Boxer Briefs 3-Pack", category: "Underwear", price: 25, audience: "men",
                    tags: ["multipack"]),
            Product(id: "u2", name: "Marlow Boxer Shorts", category: "Underwear", price: 15, audience: "men"),
            Product(id: "j1", name: "Marlow Rain Jacket", category: "Jackets", price: 80, audience: "women"),
            Product(id: "j2", name: "Marlow Puffer Jacket", category: "Jackets", price: 60, audience: "kids"),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    @Test(arguments: [
        ("silk blouse", ["silk"], "Tops"), ("cotton blouse", ["cotton"], "Tops"), ("merino wool sweater", ["merino wool"], "Sweaters"),
        ("wool sweater", ["wool"], "Sweaters"), ("anything in silk", ["silk"], nil), ("blouse", [], "Tops"),
    ] as [(String, [String], String?)])
    func materialsAreUnderstood(_ text: String, _ materials: [String], _ category: String?) {
        let query = Self.index.parser.parse(text)
        #expect(query.materials == materials)
        #expect(query.category == category)
        if let first = materials.first { #expect(query.understood.contains("material: \(first)")) }
    }

    /// (A blouse is a top here: three of the names' head nouns say so. The silk cami's name alone says silk.)
    @Test(arguments: [
        ("silk blouse", ["t1", "t3"]), ("silk", ["t1", "t3"]), ("linen", ["t4"]), ("wool sweater", ["w1"]),
        ("cotton sweater", ["w2"]), ("cotton tops", ["t2"]),
    ])
    func aMaterialFiltersFieldsFirstThenNames(_ text: String, _ ids: [String]) {
        let result = Self.index.search(text)
        #expect(result.hits.map(\.product.id) == ids)
        #expect(result.relaxed.isEmpty)
    }

    @Test func aMaterialNobodyMakesIsRelaxedAndSaid() {
        let result = Self.index.search("viscose sweater")
        #expect(Set(result.hits.map(\.product.id)) == ["w1", "w2"])
        #expect(result.relaxed.first?.hasPrefix("no viscose sweaters; showing other materials") == true)
    }

    @Test func aRefinementKeepsTheMaterial() {
        let first = Self.index.parser.parse("silk blouse")
        let refined = first.refined(by: Self.index.parser.parse("in white"))
        #expect(refined.materials == ["silk"])
        #expect(refined.colors == ["white"])
    }

    @Test(arguments: [
        ("yoga clothes for my wife", nil, ["yoga"], "women"), ("outfit for my husband", nil, [], "men"),
        ("running gear", nil, ["running"], nil), ("apparel", nil, [], nil), ("sundress", "Dresses", ["sundress"], nil),
        ("attire", nil, [], nil),
    ] as [(String, String?, [String], String?)])
    func generalWordsNameNoCategory(_ text: String, _ category: String?, _ types: [String], _ audience: String?) {
        let query = Self.index.parser.parse(text)
        #expect(query.category == category)
        #expect(query.types == types)
        #expect(query.audience == audience)
        #expect(!query.keywords.contains { ["clothes", "outfit", "gear", "apparel", "attire"].contains($0) })
    }

    @Test(arguments: [("multipack", ["u1"]), ("yoga clothes for my wife", ["y1"]), ("men's running gear", ["y2"])])
    func tagWordsSelectTheirProducts(_ text: String, _ ids: [String]) {
        #expect(Self.index.search(text).hits.map(\.product.id) == ids)
    }

    @Test(arguments: [
        ("belt for my brother in law", "men"), ("belt for my brother-in-law", "men"), ("scarf for my sister-in-law", "women"),
        ("gift for my father in law", "men"), ("for my mother-in-law", "women"), ("for my son in law", "men"),
        ("for my daughter-in-law", "women"), ("for my stepdad", "men"), ("for my godson", "boys"),
        ("coat for my missus", "women"), ("cords for my grandad", "men"), ("levis for my lil one", "kids"),
    ])
    func inLawsAndStepRelationsAreAudiences(_ text: String, _ audience: String) {
        let query = Self.index.parser.parse(text)
        #expect(query.audience == audience)
        #expect(!query.keywords.contains("law"))
    }

    @Test(arguments: [
        ("blak", ["black"], nil), ("whte blouse", ["white"], nil), ("gery sweater", ["grey"], nil),
        ("wemen tops", [], "women"), ("sale", [], nil), ("wide", [], nil), ("bl", [], nil),
        ("the zip broke", [], nil), ("mails", [], nil), ("bluish blouse", ["blue"], nil), ("greyish sweater", ["grey"], nil),
        ("english", [], nil),
    ] as [(String, [String], String?)])
    func closedVocabulariesForgiveOneTypoFromFourLetters(_ text: String, _ colors: [String], _ audience: String?) {
        let query = Self.index.parser.parse(text)
        #expect(query.colors == colors)
        #expect(query.audience == audience)
    }

    @Test func aTypeIsGivenUpBeforeWhoItIsFor() {
        let result = Self.index.search("rain jacket for my toddler")
        #expect(result.hits.map(\.product.id) == ["j2"])
        #expect(result.relaxed == ["no kids' rain jackets; showing kids' jackets"])
    }

    /// A real word one typo from a category is meant as written when the lexicon lists it (`~packet`); a word
    /// that is no word is still corrected.
    @Test(arguments: [("packet of crisps", nil, "Jackets"), ("jackt", "Jackets", "Jackets"), ("rain packet", nil, "Jackets")]
          as [(String, String?, String?)])
    func plainWordsAreNotCorrected(_ text: String, _ withList: String?, _ withoutList: String?) {
        let listed = CatalogIndex(catalog: Self.catalog, lexicon: Lexicon(tsv: "# words\n~packet\n"))
        #expect(listed.parser.parse(text).category == withList)
        #expect(CatalogIndex(catalog: Self.catalog).parser.parse(text).category == withoutList)
    }

    /// A relation word that the products' names use for a style ("Mom Jeans") is that kind of product before
    /// the category; after "for my" it is who they are for.
    @Test(arguments: [("mom jeans", ["g1"], nil), ("jeans for my mom", ["g1", "g2"], "women")] as [(String, Set<String>, String?)])
    func aRelationThatNamesAStyleIsAKind(_ text: String, _ ids: Set<String>, _ audience: String?) {
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: [
            Product(id: "g1", name: "Marlow Mom Jeans", category: "Jeans", price: 50, audience: "women"),
            Product(id: "g2", name: "Marlow Skinny Jeans", category: "Jeans", price: 50, audience: "women"),
            Product(id: "g3", name: "Marlow Straight Jeans", category: "Jeans", price: 50, audience: "men"),
        ]))
        let result = index.search(text)
        #expect(Set(result.hits.map(\.product.id)) == ids)
        #expect(result.query.audience == audience)
    }

    /// Two kinds joined by "or" are one kind of either ("midi or maxi"), not two the products must both be; "new"
    /// is no kind ("needs new boxers", while "New Balance" stays a brand).
    @Test(arguments: [("midi or maxi skirt", ["k1", "k2"]), ("midi skirt", ["k1"]), ("new skirts", ["k1", "k2", "k3"])]
          as [(String, Set<String>)])
    func kindsJoinedByOrAreEither(_ text: String, _ ids: Set<String>) {
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: [
            Product(id: "k1", name: "Marlow Midi Skirt", category: "Skirts", price: 50),
            Product(id: "k2", name: "Marlow Maxi Skirt", category: "Skirts", price: 50),
            Product(id: "k3", name: "New Balance Pleated Skirt", category: "Skirts", price: 50, brand: "New Balance"),
        ]))
        let result = index.search(text)
        #expect(Set(result.hits.map(\.product.id)) == ids)
        #expect(result.relaxed.isEmpty)
    }

    /// A product noun of the lexicon that is no word of a category's products asks for another kind after them
    /// ("school shoes" after skirts), unless it is a broader word for that category ("shoes" after sandals).
    @Test(arguments: [("shoes", "Skirts", true), ("shoes", "Sandals", false), ("pleated", "Skirts", false),
                      ("clothing", "Skirts", false), ("skirt", "Skirts", false)])
    func aProductNounOfAnotherKind(_ word: String, _ category: String, _ other: Bool) {
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: [
            Product(id: "s1", name: "Marlow Pleated Skirt", category: "Skirts", price: 30),
            Product(id: "s2", name: "Marlow Cork Sandal", category: "Sandals", price: 40),
        ]), lexicon: Lexicon(tsv: "shoe\t\tfootwear\nsandal\t\tshoe, footwear\nskirt\t\tgarment, clothing\n"
            + "clothing\tarticle of clothing\t\n"))
        #expect(index.namesOtherKind(word, than: category) == other)
    }

    /// A category only the lexicon read into a word gives way to a misspelt category the shopper named.
    @Test(arguments: [("a rain jaket or something waterproof", "Jackets"), ("something waterproof", "Coats")])
    func aMisspeltCategoryBeatsALexiconGuess(_ text: String, _ category: String) {
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: [
            Product(id: "c1", name: "Marlow Wool Coat", category: "Coats", price: 90),
            Product(id: "j1", name: "Marlow Rain Jacket", category: "Jackets", price: 50),
        ]), lexicon: Lexicon(tsv: "waterproof\traincoat\tcoat, overgarment, clothing\n"))
        #expect(index.parser.parse(text).category == category)
    }

    /// A short name for the category that starts one kind of its products' names is that kind ("cardi").
    @Test(arguments: [("a cardi for my mum", ["g1"]), ("jumpers", ["g1", "g2"]), ("a cardi, something soft n warm", ["g1"])]
          as [(String, Set<String>)])
    func aShortNameThatStartsAKindIsThatKind(_ text: String, _ ids: Set<String>) {
        let index = CatalogIndex(catalog: Catalog(
            store: Store(name: "S"), categories: [CategoryDeclaration(name: "Sweaters", synonyms: ["cardi", "jumpers"])],
            products: [
                Product(id: "g1", name: "Marlow Cardigan", category: "Sweaters", price: 50, audience: "women"),
                Product(id: "g2", name: "Marlow Crew Sweater", category: "Sweaters", price: 50, audience: "women"),
            ]))
        #expect(Set(index.search(text).hits.map(\.product.id)) == ids)
    }

    /// "on top" is a place, not the products called tops.
    @Test(arguments: [("a blazer to go on top", nil), ("something over the top", nil), ("tank top", "Tops")] as [(String, String?)])
    func onTopIsAPlace(_ text: String, _ category: String?) {
        #expect(Self.index.parser.parse(text).category == category)
    }

    /// When the kind was given up for the category and the category has to go as well, the kind comes back: a
    /// toddler's rain coat is a rain jacket in 5T, not any toddler's clothes in 5T.
    @Test func aKindGivenUpForItsCategoryComesBackWhenTheCategoryGoes() {
        let index = CatalogIndex(catalog: Catalog(store: Store(name: "S"), products: [
            Product(id: "c1", name: "Marlow Duffle Coat", category: "Coats", price: 90, audience: "women", sizes: ["M"]),
            Product(id: "j1", name: "Marlow Rain Jacket", category: "Jackets", price: 50, audience: "kids", sizes: ["5T"]),
            Product(id: "t1", name: "Marlow Ringer Tee", category: "T-Shirts", price: 15, audience: "kids", sizes: ["5T"]),
        ]))
        let result = index.search("rain coat for my toddler size 5T")
        #expect(result.hits.map(\.product.id) == ["j1"])
        #expect(result.relaxed == ["no kids' rain coats in size 5T; showing other categories: Jackets"])
    }
}
