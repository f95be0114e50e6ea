import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// Shoppers buying for themselves beside a partner ("my wife and i need coats", then "now mine"), pointing at a
/// result in texting words ("can u tell me about the first one"), and talk of a time ("this arvo") that points at
/// no product.
@Suite("Shopping together")
struct ShoppingTogetherTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "c1", name: "Wren Wool Coat", category: "Coats", price: 120, audience: "women", colors: ["black"],
                sizes: ["M", "L"]),
        Product(id: "c2", name: "Alder Wool Coat", category: "Coats", price: 140, audience: "men", colors: ["black"],
                sizes: ["M", "L"]),
        Product(id: "c3", name: "Marlow Parka", category: "Coats", price: 150, audience: "men", colors: ["navy"],
                sizes: ["L"]),
        Product(id: "f1", name: "Alder Flip Flops", category: "Sandals", price: 20, audience: "women", sizes: ["8"]),
        Product(id: "f2", name: "Wren Flip Flops", category: "Sandals", price: 25, audience: "men", sizes: ["8", "10"]),
    ])

    static let manager = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    static func conversation(_ lines: [String]) -> (state: DialogueState, turn: Turn?) {
        manager.play(lines)
    }

    @Test(arguments: [
        (["my wife and i need coats", "for her first, black", "now mine, same colour"], ["c2"]),
        (["flip flops for me and my husband", "mine first, i'm an 8"], ["f1"]),
        (["coats for my gf", "my turn, im a large"], ["c2", "c3"]),
        (["flip flops for my gf", "and i need a coat to go with hers, im a large"], ["c2", "c3"]),
    ] as [([String], [String])])
    func theShopperBesideAPartnerIsPresumedTheOtherOfTheCouple(_ lines: [String], _ ids: [String]) {
        let (state, _) = Self.conversation(lines)
        #expect(Set(state.results?.productIDs ?? []) == Set(ids))
    }

    @Test func aShopperWhoNamesNoPartnerIsPresumedNobody() {
        let (state, _) = Self.conversation(["coats for my brother", "and one for me too"])
        #expect(state.shopperAudience == nil)
        #expect(state.results?.query.audience == nil)
    }

    @Test(arguments: ["can u tell me about the first one", "can u tell me about the first pair"])
    func aResultPointedAtInTextingWordsIsOpened(_ line: String) {
        let (_, turn) = Self.conversation(["black coats", line])
        #expect(turn?.action == .details)
        #expect(turn?.decision == nil)
    }

    @Test func talkOfAnAfternoonPointsAtNoProduct() {
        let (_, turn) = Self.conversation(["black coats", "2", "u going to the cricket this arvo"])
        #expect(turn?.action != .details)
    }
}
