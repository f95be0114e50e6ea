import Testing
@testable import ProductCatalog

/// Words typed in a hurry put back in the store's own words before the line is read: doubled letters, words run
/// together, misspelt number words after a price word; English words and names left as typed.
@Suite("Typing repair")
struct TypingRepairTests {
    static let lexicon = Lexicon(tsv: """
        # term<TAB>synonyms<TAB>broader
        ~preferred
        ~dessert
        """)

    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Jeans"), CategoryDeclaration(name: "Boots"),
            CategoryDeclaration(name: "Sandals"), CategoryDeclaration(name: "Shorts"),
        ],
        products: [
            Product(id: "j1", name: "Marlow Slim Jeans", category: "Jeans", price: 60, audience: "men",
                    colors: ["black"], sizes: ["30x32", "32x32"]),
            Product(id: "b1", name: "Wren Leather Hiking Boots", category: "Boots", price: 120, audience: "women",
                    colors: ["brown"], sizes: ["7", "8", "9"]),
            Product(id: "b2", name: "Wren Chelsea Boots", category: "Boots", price: 90, audience: "men",
                    colors: ["black"], sizes: ["9", "10"]),
            Product(id: "s1", name: "Juniper Slides", category: "Sandals", price: 30, audience: "women",
                    colors: ["red"]),
            Product(id: "s2", name: "Juniper Cargo Shorts", category: "Shorts", price: 35, audience: "men",
                    colors: ["olive"], sizes: ["S", "M", "L"]),
        ])
    static let repair = TypingRepair(index: CatalogIndex(catalog: catalog, lexicon: lexicon))
    /// The classifier's vocabulary in these tests.
    static let modelWords: Set<String> = ["for", "my", "husband", "the", "one", "wellness", "show", "me"]

    struct Case: Sendable, CustomTestStringConvertible {
        var typed: String
        var meant: String
        var testDescription: String { typed }
    }

    @Test(arguments: [
        Case(typed: "jeanss for my husband", meant: "jeans for my husband"),
        Case(typed: "sandals underfifty", meant: "sandals under fifty"),
        Case(typed: "hikingboots", meant: "hiking boots"),
        Case(typed: "shorts sizem", meant: "shorts size m"),
        Case(typed: "boots under50!", meant: "boots under 50!"),
        Case(typed: "Sandals under fourty?", meant: "Sandals under forty?"),
        Case(typed: "show me blackjeans", meant: "show me black jeans"),
    ])
    func wordsTypedInAHurryAreRepaired(_ c: Case) {
        let (text, repairs) = Self.repair.repaired(c.typed, isKnown: Self.modelWords.contains)
        #expect(text == c.meant)
        #expect(repairs.count == 1)
    }

    @Test(arguments: [
        // English words that read as two run together or one doubled, from the lexicon's plain words.
        "preferred boots", "dessert sandals",
        // A misspelt number word away from a price is no price: "the fifth one" is not fifty.
        "the fifth one", "fourty boots",
        // A name whose doubled letter gives no word of the store, a word the model knows, and what nothing reads.
        "boots for jenn", "wellness boots", "qwertyuiop", "",
        // Words the catalog has, or the parser reads on its own, typo included.
        "chelsea boots", "sandels", "black jeans 32x32",
    ])
    func knownWordsAreLeftAsTyped(_ typed: String) {
        let (text, repairs) = Self.repair.repaired(typed, isKnown: Self.modelWords.contains)
        #expect(text == typed)
        #expect(repairs.isEmpty)
    }

    @Test func aRepairIsSaidAsTypedAndMeant() {
        let (_, repairs) = Self.repair.repaired("jeanss underfifty", isKnown: Self.modelWords.contains)
        #expect(repairs == ["jeanss → jeans", "underfifty → under fifty"])
    }

    @Test func aLongStringIsNeverSplit() {
        let typed = String(repeating: "ab", count: 40)
        #expect(Self.repair.repaired(typed, isKnown: { _ in false }).text == typed)
        // (Nor has a doubled letter or a vowel put back: each try would parse the whole string again.)
        let doubled = String(repeating: "a", count: 4000) + "ns"
        #expect(Self.repair.repaired(doubled, isKnown: { _ in false }).text == doubled)
        let vowelless = String(repeating: "jns", count: 30)
        #expect(Self.repair.repaired(vowelless, isKnown: { _ in false }).text == vowelless)
    }
}
