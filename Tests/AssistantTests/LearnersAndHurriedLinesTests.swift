import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing

/// Lines as shoppers write them in a second language or in a hurry, after results: a new price said as a bare
/// number ("make it 20 each"), "for me" after a price complaint, a brand named in a sentence about someone else,
/// what someone already wears, and a clause telling of a purchase beside a store question.
@Suite("Learners' and hurried lines")
struct LearnersAndHurriedLinesTests {
    static let catalog = Catalog(store: Store(name: "S"), products: [
        Product(id: "t1", name: "Juniper Ringer Tee", category: "T-Shirts", price: 16, audience: "unisex",
                colors: ["black"], sizes: ["M", "L"]),
        Product(id: "t2", name: "Copper Graphic Tee", category: "T-Shirts", price: 28, audience: "unisex",
                colors: ["white"], sizes: ["M", "L"]),
        Product(id: "c1", name: "Alder Duffle Coat", category: "Coats", price: 130, audience: "women",
                colors: ["grey"], sizes: ["XS", "S"]),
        Product(id: "c2", name: "Wren Wool Coat", category: "Coats", price: 200, audience: "women",
                colors: ["black"], sizes: ["XS", "S"]),
        Product(id: "c3", name: "Driftwood Parka", category: "Coats", price: 90, audience: "men",
                colors: ["black"], sizes: ["M"]),
        Product(id: "n1", name: "Oakridge Walking Sneakers", category: "Sneakers", price: 90, audience: "women",
                colors: ["white"], sizes: ["8.5"]),
        Product(id: "n2", name: "Summit Court Sneakers", category: "Sneakers", price: 70, audience: "women",
                colors: ["white"], sizes: ["8.5"]),
        Product(id: "b1", name: "Lee Leather Belt", category: "Belts", price: 40, audience: "men",
                colors: ["navy"], sizes: ["36"]),
        Product(id: "b2", name: "Marlow Leather Belt", category: "Belts", price: 35, audience: "men",
                colors: ["brown"], sizes: ["36"]),
        Product(id: "p1", name: "Bluebird Dress Trousers", category: "Trousers", price: 50, audience: "men",
                colors: ["navy"], sizes: ["34x32"]),
    ])

    static let manager = DialogueManager(
        classifier: ClassifierDouble(fallbackProbability: 0.95), catalog: catalog,
        model: ModelIdentity(name: "test-model", version: "1"))

    @Test(arguments: ["actually make it 20 each", "make it 20", "20 each"])
    func aBareNumberWithAPriceLimitInForceMovesTheLimit(_ line: String) {
        let (state, turn) = Self.manager.play(["tees under 30", line])
        #expect(turn?.action == .search)
        #expect(state.context?.maxPrice == 20)
        #expect(state.results?.productIDs == ["t1"])
    }

    @Test func aCountIsNoPrice() {
        let (state, _) = Self.manager.play(["tees under 30", "i need 2"])
        #expect(state.context?.maxPrice == 30)
    }

    @Test func forMeAfterAPriceComplaintKeepsWhomTheProductsAreFor() {
        let (state, _) = Self.manager.play([
            "a coat for my grandmother", "these are too much expensive for me, you have something more cheap?",
        ])
        #expect(state.context?.audience == "women")
        #expect(state.results?.productIDs == ["c1"])
    }

    @Test func aBrandNamedInASentenceAboutSomeoneElseRefines() {
        let (state, turn) = Self.manager.play([
            "my sister needs new sneakers in women size 8.5",
            "a friend told her Oakridge is very comfortable, you have?",
        ])
        #expect(turn?.action == .search)
        #expect(state.results?.productIDs == ["n1"])
    }

    @Test func whatSomeoneAlwaysWearsIsNotAskedFor() {
        let (state, _) = Self.manager.play([
            "a leather belt for my dad", "Navy please if you have, he is wearing always dark blue trousers",
        ])
        #expect(state.context?.category == "Belts")
        #expect(state.results?.productIDs == ["b1"])
    }
}
