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
