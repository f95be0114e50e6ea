import Assistant
import Testing

/// Recognising a line that means to shop.
@Suite("Shopping intent")
struct ShoppingIntentTests {
    @Test(arguments: [
        ("just having a look around", false, true),
        ("need a few stocking fillers", false, true),
        ("wanna treat myself", false, true),
        ("need to kit him out for a hiking trip", true, true),
        ("a gift for my bf", true, true),
        ("gotta get him a few bits", true, true),
        ("something nice for my mum", true, true),
        ("something nice", false, false),
        ("a few bits", false, false),
        ("where is my shopping list", false, false),
        ("could i give it as a gift", false, false),
        ("do you do gift wrapping for my mum", true, false), ("is there a gift shop", false, false),
        ("what time is it", false, false),
    ])
    func recognises(_ line: String, _ forSomeone: Bool, _ expected: Bool) {
        #expect(ShoppingIntent.recognize(Phrase(line), forSomeone: forSomeone) == expected)
    }
}
