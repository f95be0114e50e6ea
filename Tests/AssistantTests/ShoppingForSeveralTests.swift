import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// A shopper buying for several people in one chat, going from one to the next and back: each person's last
/// request comes back with everything said for it ("re my dads belt, anything under 50?"), and a new person's new
/// products keep nothing of the last person's.
@Suite("Shopping for several people")
struct ShoppingForSeveralTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "b1", name: "Alder Leather Belt", category: "Belts", price: 45, audience: "men",
                colors: ["brown"], sizes: ["34", "36"], materials: ["leather"]),
        Product(id: "b2", name: "Wren Leather Belt", category: "Belts", price: 80, audience: "men",
                colors: ["black"], sizes: ["36"], materials: ["leather"]),
        Product(id: "b3", name: "Marlow Canvas Belt", category: "Belts", price: 20, audience: "men",
                colors: ["black"], sizes: ["36"], materials: ["canvas"]),
        Product(id: "b4", name: "Cedar Leather Belt", category: "Belts", price: 30, audience: "men",
                colors: ["black"], sizes: ["32"], materials: ["leather"]),
        Product(id: "s1", name: "Juniper Cashmere Scarf", category: "Scarves", price: 60, audience: "women",
                colors: ["grey"], sizes: ["One Size"], materials: ["cashmere"]),
        Product(id: "s2", name: "Linden Wool Scarf", category: "Scarves", price: 30, audience: "men",
                colors: ["navy"], sizes: ["One Size"], materials: ["wool"]),
        Product(id: "f1", name: "Copper Flannel Shirt", category: "Shirts", price: 35, audience: "men",
                colors: ["navy"], sizes: ["M"], materials: ["flannel"]),
        Product(id: "f2", name: "Driftwood Flannel Shirt", category: "Shirts", price: 70, audience: "men",
                colors: ["navy"], sizes: ["M"], materials: ["flannel"]),
        Product(id: "t1", name: "Bluebird Corduroy Trousers", category: "Trousers", price: 75, audience: "men",
                colors: ["brown"], sizes: ["36x30"], materials: ["corduroy"]),
        Product(id: "t2", name: "Urban Cargo Trousers", category: "Trousers", price: 50, audience: "men",
                colors: ["navy"], sizes: ["36x30"], materials: ["cotton"]),
        Product(id: "k1", name: "Cedar Puffer Jacket", category: "Jackets", price: 60, audience: "kids",
                colors: ["navy"], sizes: ["L"]),
        Product(id: "k2", name: "Wren Puffer Jacket", category: "Jackets", price: 55, audience: "kids",
                colors: ["red"], sizes: ["L"]),
        Product(id: "k3", name: "Alder Puffer Jacket", category: "Jackets", price: 90, audience: "men",
                colors: ["navy"], sizes: ["L"]),
        Product(id: "n1", name: "Summit Canvas Sneakers", category: "Sneakers", price: 60, audience: "men",
                colors: ["white"], sizes: ["9", "10"]),
        Product(id: "d1", name: "Oakridge Cork Sandals", category: "Sandals", price: 40, audience: "men",
                colors: ["tan"], sizes: ["9", "10"]),
        Product(id: "d2", name: "Vans Slides", category: "Sandals", price: 30, audience: "men",
                colors: ["black"], sizes: ["9"]),
    ])

    static let manager = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: [
        ("re my dads belt, anything under 50?", "father"), ("mums top - got one in white?", "mother"),
        ("bfs flannel, anything under 40?", "boyfriend"), ("jeans for my hubby", "husband"),
        ("my brother in law needs socks", "brother in law"), ("ok and for me, 30x30", "me"),
        ("could my partner get black jeans instead?", "partner"), ("a hat for my mom", "mother"),
        ("show me jeans", nil), ("something for him", nil), ("boyfriend jeans", nil),
        ("and a t-shirt for her brother", nil), ("does dads jumper come in grey", "father"),
        ("the missus's boots in navy pls", "wife"), ("the babys sandals in white?", "baby"),
        ("ok for my old man a navy one under 30", "father"), ("baby blue for my gf", "girlfriend"),
        ("a baby blue one", nil),
    ] as [(String, String?)])
    func thePersonALineIsForIsOneKeyHoweverNamed(_ line: String, _ person: String?) {
        #expect(Recipient.named(in: Phrase(line).words) == person)
    }

    @Test func goingBackToAPersonsProductsKeepsWhatWasSaidForThem() {
        let (state, turn) = Self.manager.play([
            "a leather belt for my dad, size 36", "a cashmere scarf for my mum", "re my dads belt, anything under 50?",
        ])
        #expect(turn?.action == .search)
        #expect(state.results?.productIDs == ["b1"])
        #expect(state.person == "father")
    }

    @Test func anotherPersonNamedWithSomethingToNarrowByGoesBackToTheirs() {
        let (state, _) = Self.manager.play([
            "a leather belt for my dad, size 36", "a cashmere scarf for my mum", "is there a black one for my dad",
        ])
        #expect(state.results?.productIDs == ["b2"])
    }

    @Test func productsSharedWithAnotherPersonStayTheProductsInForce() {
        let (state, _) = Self.manager.play([
            "a leather belt for my dad, size 36", "a cashmere scarf for my mum", "one for my dad too",
        ])
        #expect(state.context?.category == "Scarves")
        #expect(state.context?.audience == "men")
    }

    @Test func hisProductsAreTheOtherMansWhoHadThem() {
        let (state, _) = Self.manager.play([
            "a leather belt for my dad, size 36", "a cashmere scarf for my mum", "ok his belt, black would be better",
        ])
        #expect(state.results?.productIDs == ["b2"])
    }

    @Test func anotherNameForTheOnePersonOfThatAudienceGoesBackToTheirs() {
        let (state, _) = Self.manager.play([
            "a leather belt for my husband, size 36", "a cashmere scarf for my mum", "the hubbys belt under 50",
        ])
        #expect(state.results?.productIDs == ["b1"])
    }

    @Test func anotherNameForAChildGoesBackToTheOneChildWhoHadThoseProducts() {
        let (state, _) = Self.manager.play([
            "a puffer jacket for my son, size L", "a leather belt for my dad", "the boys puffer, navy?",
        ])
        #expect(state.results?.productIDs == ["k1"])
    }

    @Test func anEarlierRequestNamedWithFiltersOfItsOwnKeepsItsConstraints() {
        let (state, _) = Self.manager.play(["leather belt, size 36", "a wool scarf", "belts again, under 50"])
        #expect(state.results?.productIDs == ["b1"])
    }

    @Test func aLineOpeningWithOrIsAChangeOfMindThatKeepsTheSize() {
        let (state, _) = Self.manager.play(["mens sneakers size 10", "hm or sandals"])
        #expect(state.context?.category == "Sandals")
        #expect(state.results?.productIDs == ["d1"])
        let (trousers, _) = Self.manager.play(["trousers, 36x30", "hm or belts"])
        #expect(trousers.context?.size == nil)  // no belt in 36x30: a waist and leg size stays with the trousers
    }

    @Test func inThatSizeKeepsTheSizeInForce() {
        let (state, turn) = Self.manager.play(["leather belts, size 36", "what canvas belts have u got in that size"])
        #expect(turn?.action == .search)
        #expect(state.context?.size == "36")
        #expect(state.results?.productIDs == ["b3"])
    }

    @Test func aNewPersonsNewProductsKeepNothingOfTheLastPersons() {
        let (state, _) = Self.manager.play(["flannel shirt for my bf, navy", "what about trousers for dad? 36x30"])
        #expect(state.context?.category == "Trousers")
        #expect(state.context?.colors == [])
        #expect(Set(state.results?.productIDs ?? []) == ["t1", "t2"])
    }

    @Test func goingBackToTheFirstPersonAfterAnotherKeepsTheirFilters() {
        let (state, _) = Self.manager.play([
            "flannel shirt for my bf, size M, navy", "what about trousers for dad? 36x30",
            "bfs flannel, anything under 40?",
        ])
        #expect(state.results?.productIDs == ["f1"])
        #expect(state.context?.colors.isEmpty == false)
        #expect(state.context?.size == "M")
    }
}
