import Foundation
import ProductCatalog
import TestSupport
import Testing
@testable import Assistant
/// What a follow-up adds to the request in force in a learner's or a hurried shopper's words: a leg length after a
/// waist ("32 leg" after "waist 32" is 32x32), and a material said to be better ("is better wool").
@Suite("A leg after a waist, and what is better")
struct LegAfterWaistAndPreferenceTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "j1", name: "Levi's Slim Jeans", category: "Jeans", price: 80, brand: "Levi's", audience: "men",
                colors: ["black"], sizes: ["32x30", "32x32", "34x32"]),
        Product(id: "j2", name: "Levi's Straight Jeans", category: "Jeans", price: 70, brand: "Levi's",
                audience: "men", colors: ["blue"], sizes: ["32x30", "34x30"]),
        Product(id: "j3", name: "Lee Wide Leg Jeans", category: "Jeans", price: 60, brand: "Lee", audience: "women",
                colors: ["blue"], sizes: ["28x30", "32x32"]),
        Product(id: "s1", name: "Fieldstone Wool Scarf", category: "Scarves", price: 40, audience: "women",
                colors: ["grey"], materials: ["wool"]),
        Product(id: "s2", name: "Linden Knit Scarf", category: "Scarves", price: 25, audience: "women",
                colors: ["red"], materials: ["acrylic"]),
        Product(id: "g1", name: "Wren Wool Gloves", category: "Gloves", price: 30, audience: "women",
                colors: ["grey"], materials: ["wool"]),
    ])
    static let manager = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: ["32 leg", "leg 32", "32 inside leg", "inseam 32"])
    func aLegLengthCompletesTheWaistInForce(_ line: String) {
        let (state, turn) = Self.manager.play(["levis jeans, waist 32", line])
        #expect(turn?.action == .search)
        #expect(state.context?.size == "32x32", "\(line): \(state.context?.summary(currencySymbol: "$") ?? "")")
        #expect(state.results?.productIDs == ["j1"])
    }

    @Test(arguments: ["is better wool", "would be better wool", "wool is better", "better in wool"])
    func aMaterialSaidToBeBetterRefinesTheKindInForce(_ line: String) {
        let (state, turn) = Self.manager.play(["a scarf for my aunt", line])
        #expect(turn?.action == .search)
        #expect(state.context?.category == "Scarves", "\(line)")
        #expect(state.results?.productIDs == ["s1"], "\(line)")
    }

    @Test func wideLegStaysAKind() {
        #expect(CatalogLookup.legLength(in: Phrase("wide leg jeans").words) == nil)
        #expect(CatalogLookup.legLength(in: Phrase("waist 32 leg 30").words) == nil)
    }
}
