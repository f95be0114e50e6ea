import Testing
@testable import TextClassification

@Suite("Tokenizer")
struct TokenizerTests {
    @Test("keeps shopping tokens whole and folds case", arguments: [
        ("Do you have 32x34 Jeans?", ["do", "you", "have", "32x34", "jeans"]),
        ("Under $50, please", ["under", "$50", "please"]),
        ("size 10.5 or 11", ["size", "10.5", "or", "11"]),
        ("a T-Shirt in XL", ["a", "t-shirt", "in", "xl"]),
        ("don't you've women's", ["dont", "youve", "womens"]),
        ("it’s 100% cotton!!!", ["its", "100%", "cotton"]),
        ("H&M or 32/34", ["h&m", "or", "32/34"]),
        ("Größe XL Écharpe", ["größe", "xl", "écharpe"]),
        ("end. Next-", ["end", "next"]),
        ("  -- ?? ", []),
        ("", []),
        ("emoji 👗 dress", ["emoji", "dress"]),
        ("tab\tand\nnewline\u{0}nul", ["tab", "and", "newline", "nul"]),
    ])
    func tokens(text: String, expected: [String]) {
        #expect(Tokenizer().tokens(in: text) == expected)
    }

    @Test func totalOnHugeAndOddInput() {
        let huge = String(repeating: "hoodie ", count: 20_000)
        #expect(Tokenizer().tokens(in: huge).count == 20_000)
        let odd = String(decoding: [0xFF, 0xFE, 0x41, 0xC3, 0x28], as: UTF8.self)
        #expect(Tokenizer().tokens(in: odd) == ["a"])
        #expect(Tokenizer().tokens(in: "\u{1B}[31mred\u{1B}[0m") == ["31mred", "0m"])
        let longWord = String(repeating: "a", count: 100_000)
        #expect(Tokenizer().tokens(in: longWord + " ok") == [String(repeating: "a", count: Tokenizer.maximumTokenLength), "ok"])
    }
}
