import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport

/// The small catalog and manager the Assistant tests share.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `Fixtures/catalog.json`: 15 products in 6 categories, 7 of them jeans.
    static let catalog: Catalog = {
        do {
            return try Catalog.load(contentsOf: directory.appendingPathComponent("catalog.json"))
        } catch {
            // A broken fixture is a test bug: fail loudly in every test that uses it.
            return Catalog(store: Store(name: "BROKEN FIXTURE: \(error.localizedDescription)"), products: [])
        }
    }()

    /// Lines whose band the tests pin, as probabilities of `valid` (balanced: act ≥ 0.8, confirm ≥ 0.5).
    ///
    /// With two labels the top probability is never below 0.5, so under the balanced policy only lines
    /// without evidence ("asdf qwerty", "can you help with my order") fall back.
    static let exact: [String: Double] = [
        "something for a wedding": 0.62,  // confirm (fallback under strict, whose confirm is 0.65)
        "i need something warm": 0.55,  // confirm
        "not sure about this": 0.45,  // confirm on invalid
        "lol sorry typing this in a lecture": 0.35,  // confirm on invalid, but names nothing in the store
        "lol jeans in a lecture": 0.35,  // confirm on invalid, and names a category
        "parked outside so gotta be fast, some jeans for my sister": 0.45,  // confirm on invalid
        "some jeans for my sister": 0.7,  // confirm, raised by catalog evidence
        "what is the capital of france": 0.04,  // act on invalid
        "dress": 0.97,
    ]

    static let classifier = ClassifierDouble(exact: exact)
    static let model = ModelIdentity(name: "test-model", version: "7")
    static let manager = DialogueManager(classifier: classifier, catalog: catalog, model: model)
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Runs `lines` from a fresh state; returns every turn and the final state.
    static func run(_ lines: [String], policy: Policy = .balanced) -> (turns: [Turn], state: DialogueState) {
        var state = DialogueState(policy: policy)
        var turns: [Turn] = []
        for line in lines {
            let step = manager.handle(line, in: state, now: now)
            state = step.state
            turns.append(step.turn)
        }
        return (turns, state)
    }
}
