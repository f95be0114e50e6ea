import ConfidencePolicy
import Foundation
import ProductCatalog
import Testing
import TextClassification
@testable import Assistant

/// The manager over catalogs of unusual shape, and with models whose labels route elsewhere.
@Suite("Dialogue over other catalogs and routes")
struct CatalogShapeTests {
    static let bare = Catalog(store: Store(name: "Bare"), products: [
        Product(id: "b1", name: "Plain Jeans", category: "Jeans", price: 20),
        Product(id: "b2", name: "Other Jeans", category: "Jeans", price: 0),
        Product(id: "b3", name: "Hat", category: "Hats", price: 5.5),
    ])
    static let empty = Catalog(store: Store(name: "Empty"), products: [])

    @Test(arguments: [bare, empty])
    func everyPoolLineGetsAReply(_ catalog: Catalog) {
        let manager = DialogueManager(classifier: Fixture.classifier, catalog: catalog)
        var state = DialogueState()
        for line in DialoguePropertyTests.pool + ["show me jeans", "1", "2", "jeans", "more", "details 1"] {
            let turn = manager.respond(to: line, state: &state, now: Fixture.now)
            #expect(!turn.reply.isEmpty, "'\(line)'")
            #expect(turn.productIDs.allSatisfy { id in catalog.products.contains { $0.id == id } })
        }
    }

    @Test func requiredFieldsOnlyStillSearchPageAndShowDetails() {
        let manager = DialogueManager(classifier: Fixture.classifier, catalog: Self.bare)
        var state = DialogueState()
        let search = manager.respond(to: "show me jeans", state: &state, now: Fixture.now)
        #expect(search.productIDs.count == 2)
        #expect(search.reply.contains("1. Plain Jeans — $20") || search.reply.contains("1. Other Jeans — $0"))
        let detail = manager.respond(to: "2", state: &state, now: Fixture.now)
        #expect(detail.action == .details)
        #expect(detail.reply.contains("Category: Jeans"))
        let support = manager.respond(to: "support", state: &state, now: Fixture.now)
        #expect(support.reply.contains("has not listed any contact details"))
        let browse = manager.respond(to: "browse", state: &state, now: Fixture.now)
        #expect(browse.reply.contains("1) Jeans (2)\n2) Hats (1)"))
    }

    @Test func emptyCatalogHasNothingToBrowse() {
        let manager = DialogueManager(classifier: Fixture.classifier, catalog: Self.empty)
        var state = DialogueState()
        let turn = manager.respond(to: "browse", state: &state, now: Fixture.now)
        #expect(turn.reply.contains("nothing to browse"))
        #expect(state.mode == .idle)
    }

    /// A three-label model: `shopping` searches, `service` shows the contact details, `other` is out of scope.
    struct ServiceClassifier: TextClassifying {
        var labels: [String] { ["shopping", "service", "other"] }
        func classify(_ text: String) -> Classification {
            let p: [Double]
            switch Phrase(text).text {
            case "where is my order": p = [0.05, 0.9, 0.05]
            case "i want to return something": p = [0.2, 0.7, 0.1]
            case "jeans": p = [0.9, 0.05, 0.05]
            default: p = [0.1, 0.1, 0.8]
            }
            return Classification(
                hypotheses: zip(labels, p).map { LabelHypothesis(label: $0, probability: $1) }
                    .sorted { $0.probability > $1.probability })
        }
    }

    @Test func routesToSupportActAndConfirm() {
        let manager = DialogueManager(classifier: ServiceClassifier(), catalog: Fixture.catalog)
        let policy = Policy(
            name: "service", act: 0.8, confirm: 0.5,
            routes: ["shopping": .search, "service": .support, "other": .outOfScope])
        var state = DialogueState(policy: policy)
        let act = manager.respond(to: "where is my order", state: &state, now: Fixture.now)
        #expect(act.action == .support)
        #expect(act.decision?.band == .act)
        let ask = manager.respond(to: "I want to return something", state: &state, now: Fixture.now)
        #expect(ask.action == .confirm)
        #expect(ask.reply == "Is this a question about orders, returns or the store? (yes/no)")
        let yes = manager.respond(to: "yes", state: &state, now: Fixture.now)
        #expect(yes.action == .support)
        #expect(yes.feedback?.label == "service")
        let search = manager.respond(to: "jeans", state: &state, now: Fixture.now)
        #expect(search.action == .search)
        let other = manager.respond(to: "tell me a joke", state: &state, now: Fixture.now)
        #expect(other.action == .outOfScope)
    }
}
