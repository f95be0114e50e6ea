import Testing
@testable import Assistant

/// Texting forms are spelt out for the model; everything else stays as typed.
@Suite("Texting forms")
struct TextingFormsTests {
    @Test(arguments: [
        ("whats ur phone no", "whats your phone number"), ("r boxers returnable?", "are boxers returnable?"),
        ("do u shorten jeans", "do you shorten jeans"), ("me n the girls", "me and the girls"),
        ("my 5 yr old", "my 5 yr old"), ("who wins this yr", "who wins this yr"), ("no thanks", "no thanks"), ("Pls, U", "please, you"),
        ("black jeans", "black jeans"), ("", ""), ("ill stick w a dress", "ill stick with a dress"),
        ("lf a denim skirt", "looking for a denim skirt"),
    ])
    func expands(_ text: String, _ expected: String) {
        #expect(TextingForms.expanded(text) == expected)
    }
}

/// A word the model does not know, typed without one of its vowels, is read as the one word it knows so.
@Suite("Vowels put back for the model")
struct VowelsRestoredTests {
    static let known: Set<String> = ["cancel", "my", "order", "return", "shirt", "short", "how", "do", "i", "this"]

    @Test(arguments: [
        ("cancel my ordr", "cancel my order"), ("how do i retrn this?", "how do i return this?"),
        // Two words it knows ("shirt", "short"), a short word, a word it knows, a word with no such neighbour.
        ("shrt", "shrt"), ("ordr ordr", "order order"), ("my", "my"), ("xyzzy", "xyzzy"), ("", ""),
    ])
    func putsBackOneVowel(_ text: String, _ expected: String) {
        #expect(TextingForms.withVowelsRestored(text, knows: Self.known.contains) == expected)
    }
}
