import Foundation
import ProductCatalog
import TestSupport
import Testing
@testable import Assistant

/// Lines of shoppers kitting themselves out for an outing, and of what happens after the order: a question of what
/// to wear for something the store has things for ("starting yoga classes, what do i even wear"), the cheapest of
/// the results picked in other words ("whichever's cheapest, how much"), and sending a product back or following
/// its parcel, which the store's policies answer, not the product's facts.
@Suite("Outings and after the order")
struct OutingsAndAfterTheOrderTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "y1", name: "Asics Yoga Leggings", category: "Activewear", price: 40, audience: "women",
                colors: ["black"], sizes: ["S", "M"], tags: ["yoga"]),
        Product(id: "y2", name: "Puma Yoga Tank", category: "Activewear", price: 25, audience: "men",
                colors: ["grey"], sizes: ["M", "L"], tags: ["yoga", "gym"]),
        Product(id: "w1", name: "Asics Sporty Swim Trunks", category: "Swimwear", price: 97, audience: "men",
                colors: ["olive"], sizes: ["M", "XL"]),
        Product(id: "w2", name: "Solstice Classic Swim Trunks", category: "Swimwear", price: 28, audience: "men",
                colors: ["blue"], sizes: ["M", "XL"]),
        Product(id: "w3", name: "Under Armour Printed Swim Trunks", category: "Swimwear", price: 54, audience: "men",
                colors: ["green"], sizes: ["XL"]),
    ])

    /// The model is unsure of every line (the confirm band of the balanced policy).
    static let unsure = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.6), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))
    static let sure = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: [
        "starting yoga classes next week, what do i even wear", "getting into yoga, what should i get",
        "which activewear for yoga",
    ])
    func aQuestionOfWhatToWearForWhatTheStoreHasIsSearched(_ line: String) {
        let (_, turn) = Self.unsure.play([line])
        #expect(turn?.action == .search, "\(line): \(turn?.reason ?? "")")
        #expect(turn?.productIDs.contains("y1") == true || turn?.productIDs.contains("y2") == true)
    }

    @Test(arguments: ["which gym should i join", "what time does the gym open", "what should i cook tonight"])
    func otherQuestionsOfWhatAreNotRaised(_ line: String) {
        let (_, turn) = Self.unsure.play([line])
        #expect(turn?.action != .search, "\(line): \(turn?.reason ?? "")")
    }

    @Test(arguments: [
        "ok whichever's cheapest, how much", "whichever is cheapest, how much",
        "which one is cheapest, what's it made of", "the cheapest, how much",
    ])
    func theCheapestPickedInOtherWordsIsShown(_ line: String) {
        let (state, turn) = Self.sure.play(["swim trunks", line])
        #expect(turn?.action == .details, "\(line): \(turn?.reason ?? "")")
        #expect(turn?.productIDs == ["w2"])
        #expect(state.results?.total == 3)
    }

    @Test(arguments: [
        ("can you send underwear back if it doesnt fit", true), ("can i take the first one back", true),
        ("how do i track it once its sent out", true), ("can i send the 2nd pair back", true),
        ("can I give them back if he dont like them?", true),
        ("is the first one back in stock", false), ("whats on the back of the first one", false),
        ("does it run on the track", false), ("is the second one warm", false),
    ])
    func sendingBackOrFollowingTheParcelIsNoProductFact(_ line: String, _ afterOrder: Bool) {
        #expect(ProductQuestion.asksAfterTheOrder(Phrase(line).words) == afterOrder, "\(line)")
    }
}
