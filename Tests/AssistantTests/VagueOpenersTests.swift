import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// Shoppers who open without naming a product ("need a gift for my bf", "just having a look around") and name it
/// on a later line: the opener is a request for what the store has, and the person it spoke of stays for the next
/// request.
@Suite("Vague openers")
struct VagueOpenersTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "j1", name: "Alder Slim Jeans", category: "Jeans", price: 60, audience: "men", colors: ["black"]),
        Product(id: "j2", name: "Wren Mom Jeans", category: "Jeans", price: 55, audience: "women", colors: ["blue"]),
        Product(id: "t1", name: "Pip Graphic Tee", category: "T-Shirts", price: 12, audience: "kids"),
        Product(id: "t2", name: "Alder Pocket Tee", category: "T-Shirts", price: 20, audience: "men"),
        Product(id: "s1", name: "Pip Strappy Sandals", category: "Sandals", price: 25, audience: "kids"),
        Product(id: "s2", name: "Alder Slides", category: "Sandals", price: 30, audience: "men"),
    ])

    /// A model that reads the openers as unsure or out of scope, and the product lines as requests.
    static let manager = DialogueManager(
        classifier: ClassifierDouble(exact: [
            "my son grew out of everything again": 0.6,
            "taking my nephew to the beach next week": 0.6,
            "just having a look around": 0.1,
            "need a gift for my bf": 0.3,
            "shopping for a 10 year old, any ideas": 0.05,
            "going shopping for groceries later": 0.01,
            "is it cold in paris for my son": 0.02,
        ], fallbackProbability: 0.95),
        catalog: catalog, model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: [
        (["my son grew out of everything again", "some t shirts to start"], ["t1"]),
        (["taking my nephew to the beach next week", "he needs sandals"], ["s1"]),
        (["need a gift for my bf", "maybe jeans"], ["j1"]),
    ] as [([String], [String])])
    func thePersonAnOpenerSpokeOfStaysForTheNextRequest(_ lines: [String], _ ids: [String]) {
        let (state, turn) = Self.manager.play(lines)
        #expect(turn?.action == .search)
        #expect(state.results?.productIDs == ids)
        #expect(state.namedAudience == nil)
    }

    /// (The catalog's own words, "bf" for men, may raise a line before it is looked at as shopping.)
    @Test(arguments: [
        ("just having a look around", TurnAction.browse, true),
        ("need a gift for my bf", .search, false),
        ("shopping for a 10 year old, any ideas", .search, true),
    ])
    func aLineThatMeansToShopIsARequestForWhatTheStoreHas(_ line: String, _ action: TurnAction, _ raised: Bool) {
        let (_, turn) = Self.manager.play([line])
        #expect(turn?.action == action)
        #expect(turn?.decision?.reason.contains("means to shop") == raised)
    }

    @Test func shoppingElsewhereIsNoRequest() {
        let (_, turn) = Self.manager.play(["going shopping for groceries later"])
        #expect(turn?.action == .outOfScope)
    }

    @Test func aPersonSpokenOfBesideResultsDoesNotReplaceWhomTheyAreFor() {
        let (state, _) = Self.manager.play(["mom jeans", "is it cold in paris for my son"])
        #expect(state.namedAudience == nil)
    }

    @Test func aLineNamingNothingTheCatalogKnowsRanksTheProductsInForce() {
        let (state, turn) = Self.manager.play(["jeans for men", "good for walking?"])
        #expect(turn?.action == .search)
        #expect(state.results?.query.category == "Jeans")
        #expect(state.results?.productIDs == ["j1"])
    }

    @Test func theQuestionOffersWhatTheCatalogUnderstood() {
        let unsure = DialogueManager(
            classifier: ClassifierDouble(fallbackProbability: 0.6), catalog: Self.catalog,
            model: ModelIdentity(name: "test-model", version: "1"))
        let (_, turn) = unsure.play(["taking my nephew to the beach next week"])
        #expect(turn?.action == .confirm)
        #expect(turn?.reply.contains("If so, I'll search for boys' products.") == true)
    }
}
