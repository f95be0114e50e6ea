import Testing
@testable import Terminal

@Suite("Word completion")
struct WordCompletionTests {
    static let candidates = [":help", ":history", ":quit", "jeans", "jackets", "Adidas", "black", "blue"]

    @Test(arguments: [
        (":q", WordCompletion.Outcome.replace(wordLength: 2, replacement: ":quit ")),
        (":h", .list([":help", ":history"])),
        (":hi", .replace(wordLength: 3, replacement: ":history ")),
        ("show me je", .replace(wordLength: 2, replacement: "jeans ")),
        ("show me ja", .replace(wordLength: 2, replacement: "jackets ")),
        ("show me j", .list(["jackets", "jeans"])),
        ("Ad", .replace(wordLength: 2, replacement: "Adidas ")),
        (":", .list([":help", ":history", ":quit"])),
        ("red adi", .replace(wordLength: 3, replacement: "Adidas ")),
        ("in bl", .list(["black", "blue"])),
        ("zzz", .noMatch),
    ])
    func completesTheWordBeforeTheCursor(text: String, expected: WordCompletion.Outcome) {
        #expect(WordCompletion.complete(text, candidates: Self.candidates) == expected)
    }

    @Test func duplicateCandidatesCountOnce() {
        #expect(WordCompletion.complete("je", candidates: ["jeans", "Jeans"]) ==
            .replace(wordLength: 2, replacement: "jeans "))
    }

    @Test(arguments: [("", ""), ("one two", "two"), ("trailing ", ""), ("café", "café")])
    func findsTheWord(text: String, word: String) {
        #expect(WordCompletion.word(beforeCursor: text) == word[...])
    }
}
