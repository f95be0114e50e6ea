import ProductCatalog
import Testing
@testable import Assistant

@Suite("Recognising answers, commands, references and small talk")
struct PhraseRecognitionTests {
    @Test(arguments: [
        ("yes", Answer.yes), ("Y", .yes), ("Yeah!", .yes), ("sure", .yes), ("yes please", .yes),
        ("no", .no), ("n", .no), ("Nope.", .no), ("no thanks", .no), ("not really", .no),
    ])
    func answers(_ text: String, _ expected: Answer) {
        #expect(Answer.recognize(Phrase(text)) == expected)
    }

    @Test(arguments: ["yes I want jeans", "now", "nothing", "maybe", "", "yellow"])
    func notAnswers(_ text: String) {
        #expect(Answer.recognize(Phrase(text)) == nil)
    }

    @Test(arguments: [
        ("2", ResultReference.number(2)), ("#3", .number(3)), ("details 2", .number(2)),
        ("tell me about the second one", .onPage(2)), ("Tell me about 4", .number(4)), ("the 3rd one", .onPage(3)),
        ("show me number five", .number(5)), ("the last one", .last), ("first", .onPage(1)), ("one", .number(1)),
        ("more about the 2nd", .onPage(2)), ("open number one", .number(1)), ("number 1 pls", .number(1)),
        ("the last one looks nice", .last), ("option one", .number(1)), ("the cheapest one pls", .cheapest),
        ("tell me more about the cheaper one", .cheapest), ("the pricier one", .mostExpensive),
        ("whichever's cheapest", .cheapest), ("gimme the deets on no. 2", .number(2)),
        ("ok that one", .onPage(1)), ("thats the one, details", .onPage(1)), ("more on that", .onPage(1)),
        ("Which would be the least expensive of those?", .cheapest), ("which is cheaper", .cheapest),
        ("which of them costs the least", .cheapest), ("cheaper of the two?", .cheapest),
        ("ok and the less expensive of those two?", .cheapest), ("cool, and which one's cheaper", .cheapest),
        ("the more expensive one", .mostExpensive), ("top one pls", .onPage(1)),
    ])
    func references(_ text: String, _ expected: ResultReference) {
        #expect(ResultReference.recognize(Phrase(text)) == expected)
    }

    /// The words that name the products on screen change nothing ("which jacket is cheapest"); others do.
    @Test(arguments: [
        ("which jacket is cheapest", ResultReference.cheapest), ("lowest priced jacket out of those?", .cheapest),
        ("the least expensive of those jackets", .cheapest), ("which scarf is cheapest", nil),
    ] as [(String, ResultReference?)])
    func wordsNamingTheProductsShown(_ text: String, _ expected: ResultReference?) {
        let named = ResultReference.recognize(Phrase(text)) { ["jacket", "jackets"].contains($0) }
        #expect(named == expected)
    }

    @Test(arguments: [
        "size 8", "under 40", "2 black shirts", "details", "in black", "1 2", "what about adidas", "number one fan",
        "the last one in black", "number one in navy", "any cheaper?", "cheaper one", "something cheaper",
        "cheers thats the one", "that one is nice but cheaper", "that", "more", "more like this", "more of that",
        "cheaper ones", "more expensive ones?", "anything cheaper?", "how much", "at least 50",
        "just the cheaper ones", "ok then the cheaper ones",
    ])
    func notReferences(_ text: String) {
        #expect(ResultReference.recognize(Phrase(text)) == nil)
    }

    @Test(arguments: [
        ("1", MenuOption.searchClothing), ("1)", .searchClothing), ("search", .searchClothing),
        ("Search clothing", .searchClothing), ("2", .browseCategories), ("browse", .browseCategories),
        ("show categories", .browseCategories), ("3", .contactSupport), ("contact support", .contactSupport),
        ("talk to a human", .contactSupport), ("option 2", .browseCategories),
    ])
    func menuChoices(_ text: String, _ expected: MenuOption) {
        #expect(MenuOption.recognize(Phrase(text)) == expected)
    }

    @Test(arguments: ["4", "search for a red dress with long sleeves", "blue", "browse or search"])
    func notMenuChoices(_ text: String) {
        #expect(MenuOption.recognize(Phrase(text)) == nil)
    }

    @Test(arguments: [
        ("help", Command.help), ("?", .help), ("What can you do?", .help), ("start over", .startOver),
        ("Start over!", .startOver), ("reset", .startOver), ("more", .nextPage), ("next", .nextPage),
        ("show more", .nextPage), ("previous", .previousPage), ("more pls", .nextPage), ("ok show me more", .nextPage),
        ("next page please", .nextPage), ("help pls", .help), ("ooh show me more", .nextPage),
        ("got any more?", .nextPage), ("hi, what can you do?", .help), ("hey, more please", .nextPage),
    ])
    func commands(_ text: String, _ expected: Command) {
        #expect(Command.recognize(text, phrase: Phrase(text)) == expected)
    }

    /// A purchase told of ("bought", "from you") is no request for products; "can i order a dress" is one.
    @Test(arguments: [
        ("i bought boots from you last winter", true), ("got them off u last year", true),
        ("can i order a black dress", false), ("boots for my dad", false),
    ])
    func aPurchaseToldOf(_ text: String, _ told: Bool) {
        #expect(DialogueManager.toldOfPurchase(Phrase(text).words) == told)
    }

    /// The number that points at a result reads as "it" when the line is judged on its own.
    @Test(arguments: [("is number 2 warm?", "is it warm?"), ("can I return #3", "can I return it"),
                      ("item 4 in blue?", "it in blue?"), ("whats ur phone number", "whats ur phone number"),
                      ("is item two warm", "is it warm"), ("no one likes it", "no one likes it")])
    func resultNumbersReadAsIt(_ text: String, _ expected: String) {
        #expect(ProductQuestion.pointingWithIt(text) == expected)
    }

    /// "the least expensive", "the most expensive one" point at a product by its price, and the rest is asked.
    @Test(arguments: [
        ("how much is the least expensive of those", ResultReference.cheapest, ProductFact.price),
        ("is the most expensive one warm", .mostExpensive, .property("warm")),
        ("whats the lowest priced one made of", .cheapest, .materials(asked: nil)),
        // (A learner's comparative, and a number in words after a word that numbers results.)
        ("and the more cheap one, how much it cost?", .cheapest, .price),
        ("number one costs how much?", .number(1), .price), ("is item two warm", .number(2), .property("warm")),
    ])
    func aProductNamedByItsPrice(_ text: String, _ reference: ResultReference, _ fact: ProductFact) {
        let question = ProductQuestion.recognize(Phrase(text), hasFocus: false, isSize: { _ in false }, isColor: { _ in false })
        #expect(question == ProductQuestion(reference: reference, fact: fact))
    }

    /// "the cheaper ones" picks one in a question only ("are the cheaper ones warm"); said alone it asks for
    /// cheaper products.
    @Test(arguments: [("just the cheaper ones", false), ("are the cheaper ones warm", true), ("the cheaper one", true)])
    func cheaperOnesAskForOthers(_ text: String, _ isQuestion: Bool) {
        let question = ProductQuestion.recognize(
            Phrase(text), hasFocus: false, isSize: { _ in false }, isColor: { _ in false })
        #expect((question != nil) == isQuestion)
    }

    /// "on second thoughts" picks no product.
    @Test func secondThoughtsPickNothing() {
        let question = ProductQuestion.recognize(
            Phrase("on second thoughts, what about white instead?"), hasFocus: false, isSize: { _ in false },
            isColor: { _ in false })
        #expect(question == nil)
    }

    /// When an order arrives is a delivery question, not a fact of the product on screen; its colour, stock or
    /// length still are.
    @Test(arguments: [
        ("would they come within a fortnight", false), ("would they get here by friday", false),
        ("will they arrive before the 20th", false), ("how long would they take to come", false),
        ("would it come in time for christmas", false), ("does it come in black", true),
        ("is the 2nd one in stock", true), ("how long is the second one", true),
    ])
    func whenAnOrderArrivesIsNoFactOfTheProduct(_ text: String, _ isQuestion: Bool) {
        let question = ProductQuestion.recognize(
            Phrase(text), hasFocus: true, onlyOneShown: true, isSize: { _ in false }, isColor: { $0 == "black" })
        #expect((question != nil) == isQuestion)
    }

    /// A verb of arriving with a deadline asks when an order arrives; "get" only to a place or with its deadline
    /// right after; "how come" asks why.
    @Test(arguments: [
        ("would they come within a fortnight", true), ("can i get them by saturday", true),
        ("would it get here by friday", true), ("will it be delivered before the 20th", true),
        ("how long would they take to come", true),
        ("thought i'd get it as an early bday present", false), ("how long does it take to get downtown by bus", false),
        ("how come it says it has 4 games when i download it", false), ("does it come in black", false),
        ("restart my newspaper delivery for monday", false),
    ])
    func aVerbOfArrivingWithADeadlineAsksWhenAnOrderArrives(_ text: String, _ asks: Bool) {
        #expect(ProductQuestion.asksWhenItArrives(Phrase(text).words) == asks)
    }

    /// "this year", "that weekend" and "this arvo" point at no product.
    @Test(arguments: [
        ("who wins the league this year", false), ("is this warm", true), ("u going to the footy this arvo", false),
    ])
    func thisBeforeATimeIsNoProduct(_ text: String, _ isQuestion: Bool) {
        let question = ProductQuestion.recognize(Phrase(text), hasFocus: true, isSize: { _ in false }, isColor: { _ in false })
        #expect((question != nil) == isQuestion)
    }

    /// With one product on screen, "they" in a question is that product ("what colour are they" about one pair).
    @Test(arguments: [
        ("what colour are they", true, true), ("are they waterproof", true, true), ("what colour are they", false, false),
        ("show me those in black", true, false), ("they look nice", true, false),
        ("actually show me jackets first", true, false), ("is the first one warm", false, true),
        ("top one, what material", false, true), ("tell me about those", true, true),
        ("tell me about those", false, false), ("is that top one warm enough", false, true),
    ])
    func theyIsTheOneProductShown(_ text: String, _ onlyOne: Bool, _ isQuestion: Bool) {
        let question = ProductQuestion.recognize(
            Phrase(text), hasFocus: true, onlyOneShown: onlyOne, isSize: { _ in false }, isColor: { _ in false })
        #expect((question != nil) == isQuestion)
    }

    /// Clauses of a longer line: cut at punctuation and joining words, one-word pieces dropped.
    @Test(arguments: [
        ("off to mexico in 2 weeks and i need a bikini", ["off to mexico in 2 weeks", "i need a bikini"]),
        ("a canvas bag for uni, nothing over 80", ["a canvas bag for uni", "nothing over 80"]),
        ("black and white trainers", ["white trainers"]), ("jeans", []),
        ("she gardens n gets burnt, want to get her a sun hat", ["she gardens", "gets burnt", "want to get her a sun hat"]),
        ("socks & a cap for my son", ["a cap for my son"]),
    ])
    func clausesOfALongerLine(_ text: String, _ expected: [String]) {
        #expect(DialogueManager.clauses(of: text) == expected)
    }

    /// Whether a line asks something: a closing "?", a question word after fillers ("go on whats it made of"), in
    /// any clause ("sweet, how much is it"), or right after "that one".
    @Test(arguments: [
        ("sweet, how much is it", true), ("go on whats it made of", true), ("that one what material", true),
        ("is it warm?", true), ("i like it", false), ("go on then", false), ("on sale", false),
        ("sweet, show me more", false),
    ])
    func whatAsks(_ text: String, _ asks: Bool) {
        #expect(DialogueManager.asksQuestion(text, phrase: Phrase(text)) == asks)
    }

    /// Going back to the results on screen, then what is asked of them.
    @Test(arguments: [
        ("ok back to the boxers - cheapest one?", "cheapest one"), ("go back to the boxers", ""),
        ("back to work tomorrow", nil), ("back to the jeans, the 2nd one", nil),
        ("Thank you. Returning to the boxers: I take a large", "i take a large"),
    ] as [(String, String?)])
    func returningToTheResultsOnScreen(_ text: String, _ rest: String?) {
        let query = ProductQuery(category: "Underwear", categoryWords: ["boxers"], types: ["boxers"])
        #expect(DialogueManager.returning(Phrase(text), to: query)?.text == rest)
    }

    /// The product in focus named by its kind is "it": "does the backpack fit a laptop".
    @Test(arguments: [
        ("does the backpack fit a laptop", "does it fit a laptop"), ("is that bag waterproof", "is it waterproof"),
        ("is the weather nice", "is the weather nice"),
    ])
    func theProductInFocusNamedByItsKindIsIt(_ text: String, _ expected: String) {
        let product = Product(id: "b", name: "Marlow Canvas Laptop Backpack", category: "Bags", price: 70)
        #expect(DialogueManager.namingAsIt(Phrase(text), product: product).text == expected)
    }

    @Test(arguments: [
        ("hi", Smalltalk.greeting), ("Hello there!", .greeting), ("good morning", .greeting),
        ("thanks", .thanks), ("Thank you so much!", .thanks), ("bye", .goodbye), ("see you later", .goodbye),
        ("cheers mate", .thanks), ("thanks so much buddy", .thanks), ("bye for now", .goodbye),
        ("thank you very much, have nice day", .goodbye), ("perfect cheers", .thanks), ("hi, thanks again", .thanks),
        ("great thanks, take care", .goodbye), ("are you a real person btw", .aboutMe),
        ("btw are u an actual person or a bot", .aboutMe), ("hi, are you a bot?", .aboutMe),
        ("heyy", .greeting), ("hiii there", .greeting), ("thxx", .thanks), ("byeee", .goodbye),
        ("thanks all", .thanks), ("cheers all", .thanks),
    ])
    func smalltalk(_ text: String, _ expected: Smalltalk) {
        #expect(Smalltalk.recognize(Phrase(text)) == expected)
    }

    @Test(arguments: [
        "hi, I need black jeans", "thanks for the jeans, now shoes", "hello kitty t-shirt", "mate", "man",
        "great coat for a man", "thanks, now a nice day dress", "hi, more please", "are you selling jeans", "btw jeans",
        "lol",
    ])
    func notSmalltalk(_ text: String) {
        #expect(Smalltalk.recognize(Phrase(text)) == nil)
    }

    @Test func phraseNormalisation() {
        #expect(Phrase("  Tell me about the 2nd one!! ").words == ["tell", "me", "about", "the", "2nd", "one"])
        #expect(Phrase("What’s new?").text == "whats new")
        #expect(Phrase("\u{1B}[31m...").words == ["31m"])
        #expect(Phrase(" \t ").isEmpty)
    }

    /// A greeting or thanks that opens a line of talk that asks nothing is answered as small talk; a question
    /// after it is not.
    @Test(arguments: [
        ("Afternoon! Just browsing really, it's chucking it down out there.", Smalltalk.greeting),
        ("hiya, just killing time on the sofa lol", .greeting), ("cheers, you lot are great", .thanks),
        ("hi, what's the capital of france", nil), ("thanks, is it going to rain tomorrow", nil),
        ("hello there", nil),  // one clause: plain small talk, recognised before
        ("are you a bot, just wondering", nil),
    ] as [(String, Smalltalk?)])
    func smalltalkOpeningTalk(_ line: String, _ expected: Smalltalk?) {
        #expect(DialogueManager.openingSmalltalk(of: line) == expected)
    }

    /// A result named by its place or pointed at ("is that one waterproof") is named, for the store-topic guard.
    @Test(arguments: [
        ("is the second one warm", true), ("is that one waterproof", true), ("this pair in a 9?", true),
        ("the last one", true), ("last yr i bought one", false), ("that is too dear", false),
    ])
    func namesAResult(_ line: String, _ names: Bool) {
        #expect(ProductQuestion.namesPlace(Phrase(line)) == names)
    }
}
