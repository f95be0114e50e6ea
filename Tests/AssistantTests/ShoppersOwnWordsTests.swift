import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// Words shoppers use that no list was written for: a verb's other form of what the products are worn for
/// ("something to run in", "swimming"), halves of sizes, colours offered beside the ones in force, likenesses,
/// alterations and compliments.
@Suite("Shoppers' own words")
struct ShoppersOwnWordsTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "r1", name: "Marlow Running Tee", category: "T-Shirts", price: 30, audience: "women",
                colors: ["black"], tags: ["running"]),
        Product(id: "r2", name: "Wren Running Shorts", category: "Shorts", price: 25, audience: "men",
                colors: ["grey"], tags: ["running"]),
        Product(id: "s1", name: "Alder Swim Shorts", category: "Swimwear", price: 35, audience: "men",
                colors: ["navy"]),
        Product(id: "s2", name: "Marlow One-Piece Swimsuit", category: "Swimwear", price: 45, audience: "girls",
                colors: ["red"]),
        Product(id: "h1", name: "Wren Knit Beanie", category: "Hats", price: 20, audience: "men", colors: ["black"],
                materials: ["wool"]),
        Product(id: "h2", name: "Alder Knit Beanie", category: "Hats", price: 22, audience: "men", colors: ["grey"],
                materials: ["acrylic"]),
        Product(id: "h3", name: "Marlow Knit Beanie", category: "Hats", price: 24, audience: "men", colors: ["red"],
                materials: ["acrylic"]),
        Product(id: "b1", name: "Alder Leather Boots", category: "Boots", price: 90, audience: "men",
                sizes: ["9", "9.5", "10"]),
        Product(id: "d1", name: "Wren Wrap Dress", category: "Dresses", price: 60, audience: "women"),
        Product(id: "j1", name: "Wren Straight Jeans", category: "Jeans", price: 50, audience: "men"),
    ])
    static let parser = CatalogIndex(catalog: catalog).parser

    /// A manager whose model reads every line as something else (`valid` 0.09), as it reads "need something to
    /// run in".
    static let doubtful = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.09), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: [
        ("need something to run in", ["running"]),
        ("anything to go running in", ["running"]),
        ("they tend to run small", []),
        ("he runs to work", []),
    ] as [(String, [String])])
    func aVerbAfterToIsTheFormTheProductsUse(_ text: String, _ types: [String]) {
        let query = Self.parser.parse(text)
        #expect(query.types == types)
        #expect(query.keywords.contains("running") == !types.isEmpty)
    }

    @Test(arguments: [
        ("something for swimming", "Swimwear"),
        ("swimming stuff for my daughter", "Swimwear"),
        ("dressing up as a pirate", nil),
    ] as [(String, String?)])
    func anIngFormIsTheWordTheProductsUse(_ text: String, _ category: String?) {
        #expect(Self.parser.parse(text).category == category)
    }

    @Test(arguments: [
        ("boots size 9 and half", "9.5"),
        ("boots in a 9 and a half", "9.5"),
        ("boots in 9 1/2", "9.5"),
        ("boots 9½", "9.5"),
        ("boots size 9 n a half", "9.5"),
        ("do they come in two colours", nil),
        ("boots in 9", "9"),
    ] as [(String, String?)])
    func halvesOfSizesAreSaidManyWays(_ text: String, _ size: String?) {
        #expect(Self.parser.parse(text).size == size)
    }

    @Test(arguments: [
        ("grey also ok", ["black", "grey"]),
        ("grey is fine too", ["black", "grey"]),
        ("or maybe grey", ["grey"]),
        ("or grey?", ["grey"]),
        ("grey", ["grey"]),
    ] as [(String, [String])])
    func aColourOfferedBesideTheOneInForceAddsToIt(_ text: String, _ colors: [String]) {
        let request = Self.parser.parse("black beanies")
        #expect(request.refined(by: Self.parser.parse(text)).colors == colors)
    }

    @Test(arguments: ["they look like pyjamas", "it looks like a dress", "make the leg more short", "a bit short"])
    func aLikenessOrAMeasureNamesNoProducts(_ text: String) {
        #expect(Self.parser.parse(text).category == nil)
    }

    @Test(arguments: [
        ("need something to run in", ["r1", "r2"]),
        ("i need something for running", ["r1", "r2"]),
        ("he needs something to swim in", ["s1"]),
    ] as [(String, Set<String>)])
    func askingForThingsToWearForWhatTheProductsAreForIsASearch(_ text: String, _ expected: Set<String>) {
        let step = Self.doubtful.handle(text, in: DialogueState(), now: Date(timeIntervalSince1970: 0))
        #expect(step.turn.action == .search)
        #expect(Set(step.turn.productIDs) == expected)
    }

    @Test(arguments: ["what time does the gym open", "i need a pool to swim in", "the bus to work"])
    func aPlaceOrATimeIsNoRequest(_ text: String) {
        let step = Self.doubtful.handle(text, in: DialogueState(), now: Date(timeIntervalSince1970: 0))
        #expect(step.turn.action != .search)
    }

    /// A line telling of something lost or worn out asks for a new one, whatever the model reads; one that speaks
    /// of a purchase from the store, or asks, does not.
    @Test(arguments: [
        ("lost my hat at the game on sat", true),
        ("my hat blew right off into the sea yesterday lol", true),
        ("his jeans have worn right through at the knee", true),
        ("the hat i bought from you has holes", false),
        ("my hat has holes, what do i do?", false),
        ("lost my keys at the game", false),
        ("hat for the water bottle lost", false),
        ("the hat you sent was torn", false),
        ("the brim snapped off my hat can that be fixed", false),
    ] as [(String, Bool)])
    func somethingLostOrWornOutIsToReplace(_ text: String, _ searched: Bool) {
        let step = Self.doubtful.handle(text, in: DialogueState(), now: Date(timeIntervalSince1970: 0))
        #expect((step.turn.action == .search) == searched)
    }

    @Test func whatAFabricDoesTurnsItAway() {
        let query = Self.parser.parse("could it be wool? the acrylic ones make him sweat")
        #expect(query.materials == ["wool"])
        #expect(query.excludedMaterials == ["acrylic"])
        #expect(!query.keywords.contains("sweat"))
        #expect(Self.parser.parse("wool please, acrylic itches so badly").excludedMaterials == ["acrylic"])
    }

    /// "which ones are wool?" picks among the products in force, and "could it be wool?" wishes for a filter, with
    /// talk after either.
    @Test(arguments: [
        "which ones are wool? acrylic itches and his mum hates the feel",
        "could it be proper wool? he says the acrylic ones make him sweat",
    ])
    func aQuestionPickingAmongTheProductsRefinesThem(_ follow: String) {
        let sure = DialogueManager(
            classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: Self.catalog,
            model: ModelIdentity(name: "test-model", version: "1"))
        var state = DialogueState()
        for line in ["beanies for my husband", follow] {
            state = sure.handle(line, in: state, now: Date(timeIntervalSince1970: 0)).state
        }
        #expect(state.results?.productIDs == ["h1"])
    }

    @Test func someoneSpokenOfIsNotWhoALineForTheShopperIsFor() {
        #expect(Self.parser.parse("my nephew is getting married and i need a dress for myself").audience == nil)
        #expect(Self.parser.parse("a dress for my niece").audience == "girls")
    }

    @Test(arguments: [
        "thank you, you are very kind", "youre the best", "thanks, very helpful", "that helps, cheers", "cool ty",
        "ok cheers", "sorted, thanks", "grand, thanks for that", "thanks a million", "amazing thank you", "cool",
    ])
    func complimentsAndAcknowledgementsAreThanks(_ text: String) {
        #expect(Smalltalk.recognize(Phrase(text)) == .thanks)
    }

    @Test(arguments: ["ok hi", "cool, any in black?", "great, black beanies"])
    func anAcknowledgementAloneWithARequestIsNoSmallTalk(_ text: String) {
        #expect(Smalltalk.recognize(Phrase(text)) == nil)
    }

    @Test(arguments: [
        ("my 15 yr old wants a beanie, he's an L in adult sizes", "men"),
        ("my 12 year old daughter is in adult sizes now, needs a beanie", "women"),
        ("my 12 year old daughter needs a beanie", "girls"),
    ] as [(String, String?)])
    func aChildInGrownUpsSizesIsDressedFromTheirs(_ text: String, _ audience: String?) {
        #expect(Self.parser.parse(text).audience == audience)
    }

    @Test(arguments: [
        ("wool's fine, acrylic's a bit much for me", ["wool"], ["acrylic"]),
        ("wool is fine", ["wool"], []),
    ] as [(String, [String], [String])])
    func aMaterialWithItsApostropheIsThatMaterial(_ text: String, _ materials: [String], _ excluded: [String]) {
        let query = Self.parser.parse(text)
        #expect(query.materials == materials)
        #expect(query.excludedMaterials == excluded)
    }

    @Test(arguments: [
        ("a beanie to go with my jeans", "Hats"),
        ("jeans that go with the beanie", "Jeans"),
    ] as [(String, String)])
    func whatSomethingIsToGoWithIsNotWhatIsAskedFor(_ text: String, _ category: String) {
        #expect(Self.parser.parse(text).category == category)
    }

    /// A clause of one word that names a category, after talk the model reads as something else, is asked for.
    @Test func aOneWordClauseNamingACategoryIsAskedFor() {
        let manager = DialogueManager(
            classifier: ClassifierDouble(exact: ["beanies": 0.97], fallbackProbability: 0.1), catalog: Self.catalog,
            model: ModelIdentity(name: "test-model", version: "1"))
        let step = manager.handle(
            "doing secret santa for someone at work, $30 limit. beanies?", in: DialogueState(),
            now: Date(timeIntervalSince1970: 0))
        #expect(step.turn.action == .search)
        #expect(Set(step.turn.productIDs) == ["h1", "h2", "h3"])
    }
}
