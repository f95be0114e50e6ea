import Testing
@testable import ProductCatalog

/// Words as shoppers type them in a hurry or in a second language: a category word of four letters and its
/// plural misspelt ("jeens"), one written without its vowels ("drss"), a person closing a short line ("tshirts
/// hubby"), a size after "is" or before "size" ("his foot size is 9", "L size"), a price word without a vowel
/// before its number ("undr 80"), and a two-word term said with another word for its head ("short trousers").
@Suite("Hurried and learners' words")
struct HurriedAndLearnersWordsTests {
    static let lexicon = Lexicon(tsv: """
        short pants\tshorts, trunks\ttrouser, pant, garment
        bathing trunks\tswimming trunks\tswimsuit, garment
        blue jeans\tjeans, denims\ttrouser, garment
        trunks\tshort pants, shorts\ttrouser, pant
        pant\ttrouser\tgarment
        jeans\tdenims, blue jeans\ttrouser, garment
        ~boats
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Jeans"), CategoryDeclaration(name: "Coats"),
            CategoryDeclaration(name: "Dresses"), CategoryDeclaration(name: "Skirts"),
            CategoryDeclaration(name: "Shirts"), CategoryDeclaration(name: "Shorts"),
            CategoryDeclaration(name: "Trousers", synonyms: ["trousers", "pants"]),
            CategoryDeclaration(name: "Swimwear", synonyms: ["swimsuit", "swimwear"]),
            CategoryDeclaration(name: "Sandals"), CategoryDeclaration(name: "Belts"),
            CategoryDeclaration(name: "T-Shirts", synonyms: ["tshirts", "t-shirts", "tees"]),
        ],
        products: [
            Product(id: "j1", name: "Marlow Slim Jeans", category: "Jeans", price: 60, audience: "women",
                    colors: ["blue"], sizes: ["28x30"]),
            Product(id: "c1", name: "Wren Wool Coat", category: "Coats", price: 160, audience: "women",
                    tags: ["warm"]),
            Product(id: "c2", name: "Alder Duffle Coat", category: "Coats", price: 130, audience: "women",
                    tags: ["winter"]),
            Product(id: "c3", name: "Cedar Trench Coat", category: "Coats", price: 110, audience: "women",
                    tags: ["spring"]),
            Product(id: "d1", name: "Juniper Wrap Dress", category: "Dresses", price: 70, audience: "women"),
            Product(id: "k1", name: "Juniper Pleated Skirt", category: "Skirts", price: 50, audience: "women"),
            Product(id: "h1", name: "Alder Oxford Shirt", category: "Shirts", price: 45, audience: "men"),
            Product(id: "s1", name: "Alder Cargo Shorts", category: "Shorts", price: 30, audience: "men"),
            Product(id: "p1", name: "Wren Chinos", category: "Trousers", price: 50, audience: "men", sizes: ["34x32"]),
            Product(id: "w1", name: "Tidewater Swim Trunks", category: "Swimwear", price: 35, audience: "men"),
            Product(id: "a1", name: "Kestrel Slides", category: "Sandals", price: 40, audience: "men",
                    sizes: ["9", "10"]),
            Product(id: "b1", name: "Lee Leather Belt", category: "Belts", price: 30, audience: "men",
                    sizes: ["34", "36"]),
            Product(id: "t1", name: "Fieldstone Pocket Tee", category: "T-Shirts", price: 20, audience: "men",
                    sizes: ["M", "L"]),
        ])
    static let index = CatalogIndex(catalog: catalog, lexicon: lexicon)

    @Test(arguments: [
        ("womns jeens", "Jeans"), ("jeanz", "Jeans"), ("coatz", "Coats"),
        ("drss", "Dresses"), ("skrt for work", "Skirts"), ("trsrs", "Trousers"),
        // An English word one typo away, a vowelless word of two categories ("shirt", "shorts"), nothing at all.
        ("boats", nil), ("shrt", nil), ("brb", nil),
    ] as [(String, String?)])
    func aMisspeltOrVowellessCategoryWordNamesItsCategory(_ line: String, _ category: String?) {
        #expect(Self.index.parser.parse(line).category == category)
    }

    @Test(arguments: [
        ("tshirts hubby", "men"), ("swimsuit niece", "girls"), ("socks hubby", "men"),
        // Not after a word that makes it someone else's or the one spoken to.
        ("her sister", nil), ("thanks dad", nil), ("love u mum", nil),
    ] as [(String, String?)])
    func aPersonClosingAShortLineIsWhomItIsFor(_ line: String, _ audience: String?) {
        #expect(Self.index.parser.parse(line).audience == audience)
    }

    @Test(arguments: [
        ("sandals, his foot size is 9", "9"), ("sandals my size is a 10", "10"), ("belt, his waist is 36", "36"),
        ("tee L size", "L"), ("she is wearing L size", "L"), ("size is important", nil),
        ("trousers, his size is 34 waist and 32 leg", "34x32"),
    ] as [(String, String?)])
    func aSizeAfterIsOrBeforeSizeIsASize(_ line: String, _ size: String?) {
        #expect(Self.index.parser.parse(line).size == size)
    }

    @Test(arguments: [
        ("short trousers", "Shorts"), ("bathing shorts", "Swimwear"), ("short pants", "Shorts"),
        // A first word that says something of its own keeps its meaning: blue jeans, not a kind of them.
        ("blue denims", "Jeans"),
    ] as [(String, String?)])
    func aTermSaidWithAnotherWordForItsHeadNamesWhatTheTermDoes(_ line: String, _ category: String?) {
        #expect(Self.index.parser.parse(line).category == category)
    }

    @Test(arguments: [
        ("my grandson is 4, he needs a coat", "boys"), ("my daughter is 16, she wants a coat, women size S", "women"),
    ] as [(String, String?)])
    func aRelationsNumberAfterIsIsTheirAge(_ line: String, _ audience: String?) {
        let query = Self.index.parser.parse(line)
        #expect(query.audience == audience)
        #expect(!query.keywords.contains { Int($0) != nil })
    }

    @Test func aColourBeforeAnotherWordForTheHeadStaysAColour() {
        #expect(Self.index.parser.parse("blue denims").colors == ["blue"])
    }

    /// Words only the products' tags use describe them: of several, a product needs one ("a warm coat for the
    /// winter" is every warm or winter coat); one alone still selects ("warm coat").
    @Test func severalDescribingTagsAskForAnyOfThem() {
        let both = Self.index.search(Self.index.parser.parse("a warm coat for the winter"))
        #expect(Set(both.hits.map(\.product.id)) == ["c1", "c2"])
        let one = Self.index.search(Self.index.parser.parse("warm coat"))
        #expect(one.hits.map(\.product.id) == ["c1"])
    }

    @Test func aWordWithoutOneVowelHasEachVowelPutBackOnce() {
        let candidates = MissingVowel.candidates(of: "undr")
        #expect(candidates.contains("under"))
        #expect(Set(candidates).count == candidates.count)
        #expect(MissingVowel.candidates(of: "u2").isEmpty)
        #expect(MissingVowel.candidates(of: "").isEmpty)
    }

    @Test func aPriceWordWithoutItsVowelBeforeANumberIsPutBack() {
        let repair = TypingRepair(index: Self.index)
        #expect(repair.repaired("jeans undr 80", isKnown: { _ in false }).text == "jeans under 80")
        // (Not without the number: nothing reads "under" alone.)
        #expect(repair.repaired("jeans undr", isKnown: { _ in false }).text == "jeans undr")
    }
}
