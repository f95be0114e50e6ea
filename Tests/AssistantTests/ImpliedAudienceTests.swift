import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// A kind of product that is all for one audience says who the shopper buys for when they name nobody: the next
/// request for them keeps that audience; a mixed kind, or a line that names someone, says nothing.
@Suite("Implied audience")
struct ImpliedAudienceTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "w1", name: "Marlow One-Piece Swimsuit", category: "Swimwear", price: 40, audience: "women"),
        Product(id: "w2", name: "Wren One-Piece Swimsuit", category: "Swimwear", price: 50, audience: "women"),
        Product(id: "w3", name: "Alder One-Piece Swimsuit", category: "Swimwear", price: 60, audience: "women"),
        Product(id: "m1", name: "Marlow Swim Trunks", category: "Swimwear", price: 30, audience: "men"),
        Product(id: "m2", name: "Wren Swim Trunks", category: "Swimwear", price: 35, audience: "men"),
        Product(id: "h1", name: "Marlow Sun Hat", category: "Hats", price: 20, audience: "women"),
        Product(id: "h2", name: "Wren Sun Hat", category: "Hats", price: 25, audience: "men"),
        Product(id: "h3", name: "Alder Sun Hat", category: "Hats", price: 22, audience: "unisex"),
    ])
    static let manager = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    static func shown(after lines: [String]) -> Set<String> {
        Set(manager.play(lines).turn?.productIDs ?? [])
    }

    @Test(arguments: [
        (["one-piece swimsuits", "and a sun hat"], ["h1", "h3"]),
        (["one-piece swimsuits", "and a sun hat for me"], ["h1", "h3"]),
        (["one-piece swimsuits", "and a sun hat for my husband"], ["h2", "h3"]),
        (["swimwear", "and a sun hat"], ["h1", "h2", "h3"]),
        (["one-piece swimsuits under 45", "swim trunks", "and a sun hat"], ["h1", "h2", "h3"]),
    ] as [([String], Set<String>)])
    func theKindShownSaysWhoItIsFor(_ lines: [String], _ expected: Set<String>) {
        #expect(Self.shown(after: lines) == expected)
    }
}
