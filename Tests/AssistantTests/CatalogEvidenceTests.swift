import ConfidencePolicy
import TestSupport
import Testing
import TextClassification
@testable import Assistant

/// The catalog's own words as evidence: which lines it covers, and how it moves a classification.
@Suite("Catalog evidence")
struct CatalogEvidenceTests {
    static func classification(valid p: Double) -> Classification {
        ClassifierDouble.valid(p)
    }

    @Test(arguments: [
        // (valid probability, evidence complete, expected valid probability after)
        (0.50, true, CatalogEvidence.floor),
        (0.25, true, CatalogEvidence.floor),
        (0.20, true, 0.20),  // the model is sure it is something else: it wins
        (0.95, true, 0.95),  // already above the floor
        (0.50, false, 0.50),  // an unknown word: no gain
    ] as [(Double, Bool, Double)])
    func raisesOnlyCompleteEvidenceOverAnUnsureModel(p: Double, complete: Bool, expected: Double) {
        let evidence = CatalogEvidence(
            understood: ["category: Jeans"], unknownWords: complete ? [] : ["karate"], hasAnchor: true)
        let after = evidence.applied(to: Self.classification(valid: p), searchLabel: "valid")
        let valid = after.hypotheses.first { $0.label == "valid" }?.probability ?? -1
        #expect(abs(valid - expected) < 1e-9)
        #expect(abs(after.hypotheses.map(\.probability).reduce(0, +) - 1) < 1e-9)
        #expect(after.hypotheses.first?.probability == after.hypotheses.map(\.probability).max())
    }

    /// A category named in words the model never learnt ("toque") leaves the model nothing to judge the product by:
    /// complete evidence raises the line however low the model put it; a known word keeps the model's minimum.
    @Test(arguments: [(0.05, true, CatalogEvidence.floor), (0.05, false, 0.05), (0.5, false, CatalogEvidence.floor)])
    func aCategoryTheModelNeverLearntLeavesItNoSay(p: Double, unseen: Bool, expected: Double) {
        let evidence = CatalogEvidence(
            understood: ["category: Hats"], unknownWords: [], hasAnchor: true, anchorUnseenByModel: unseen)
        let after = evidence.applied(to: Self.classification(valid: p), searchLabel: "valid")
        #expect(abs((after.hypotheses.first { $0.label == "valid" }?.probability ?? -1) - expected) < 1e-9)
    }

    @Test func theModelsVocabularyDecidesWhetherTheAnchorIsUnseen() {
        let knowsNothing = Fixture.manager.lookup.evidence(for: "jeans", modelKnows: { _ in false })
        let knowsAll = Fixture.manager.lookup.evidence(for: "jeans", modelKnows: { _ in true })
        #expect(knowsNothing.anchorUnseenByModel && !knowsAll.anchorUnseenByModel)
        #expect(!Fixture.manager.lookup.evidence(for: "levis", modelKnows: { _ in false }).anchorUnseenByModel)
    }

    /// A request word a few words before the category's own words asks for them: "keeps asking for a beanie" too.
    @Test(arguments: [
        ("hubby keeps asking for a beanie", true), ("my son asked for a beanie for xmas", true),
        ("need a beanie", true), ("my beanie is itchy", false),
    ])
    func aRequestBeforeTheCategoryAsksForIt(_ line: String, _ asks: Bool) {
        #expect(CatalogLookup.asks(for: ["beanie"], in: line) == asks)
    }

    @Test func aBrandAloneIsNoAnchor() {
        let evidence = Fixture.manager.evidence(for: "levis")
        #expect(evidence.unknownWords.isEmpty && !evidence.hasAnchor && !evidence.isComplete)
    }

    @Test(arguments: [
        ("black jeans for men", true),
        ("jeans 32", true),
        ("black belt in karate", false),  // "karate" is not a catalog word
        ("watch the news tonight", false),  // no category
        ("running stuff for me", true),  // a tag of the store's, as things to wear
        ("running gear for me", true), ("running clothes for me", true), ("running outfits for me", true),
        ("running for me", false),  // a tag alone anchors nothing
    ])
    func coversOnlyLinesMadeOfCatalogWords(text: String, complete: Bool) {
        #expect(Fixture.manager.evidence(for: text).isComplete == complete)
    }

    /// A misspelt category is shown to the model as the word the shopper meant, when the rest of the line is
    /// catalog words too.
    @Test func aMisspeltCategoryIsClassifiedAsMeant() {
        let (turns, _) = Fixture.run(["snekers"])
        #expect(turns[0].classified == "sneakers")
        #expect(turns[0].decision?.band == .act && turns[0].action == .search)
    }

    @Test func aCorrectionIsNotShownWhenTheLineSaysSomethingElse() {
        let (turns, _) = Fixture.run(["my snekers tray is broken"])
        #expect(turns[0].classified == "my snekers tray is broken")
    }

    /// A line that asks for a category in so many words ("I need a jacket for university"), or opens with it ("a
    /// jacket for university"), is raised from the confirm band, where the model already leans to clothing,
    /// whatever else it says; one that asks for nothing, or that the model leans away from, or whose category word
    /// follows a word that makes it something else, is not.
    @Test(arguments: [
        ("i need a jacket for university", 0.6, CatalogEvidence.floor),
        ("want to treat her to some nice jeans", 0.6, CatalogEvidence.floor),
        ("i need a jacket for university", 0.45, 0.45),  // the model leans away: it wins
        ("a jacket for university", 0.6, CatalogEvidence.floor),  // it opens with the products, as requests do
        ("my jacket for university", 0.6, 0.6),  // nothing asks for it
        ("i need to know the traffic on the jersey turnpike tonight", 0.6, 0.6),  // no category asked for
        ("i need a jacket for my university reunion trip", 0.6, CatalogEvidence.floor),  // several unknown words
        ("looking for jeans tough enough to get handed down to his younger siblings", 0.6, CatalogEvidence.floor),
        ("looking for jeans tough enough to get handed down to the younger ones", 0.45, 0.45),
        ("my jeans got handed down to my younger siblings", 0.6, 0.6),  // nothing asks for them
        ("dachshund jeans for a puppy", 0.6, 0.6),  // opens with them after a word that makes them something else
        // Asked for someone: the line names the products and whom they are for, whatever the model says.
        ("jacket for my 6 yr old for football practice, its so sunny", 0.1, CatalogEvidence.floor),
        ("want to get her some jeans for uni", 0.2, CatalogEvidence.floor),
        ("my husband's jacket for football practice", 0.1, 0.1),  // whose it is, not asked for
        ("jacket for football practice, its so sunny", 0.1, 0.1),  // for nobody: the model wins
    ] as [(String, Double, Double)])
    func aLineAskingForACategory(text: String, p: Double, expected: Double) {
        let evidence = Fixture.manager.lookup.evidence(for: text, modelKnows: { _ in true })
        let after = evidence.applied(to: Self.classification(valid: p), searchLabel: "valid")
        #expect(abs((after.hypotheses.first { $0.label == "valid" }?.probability ?? -1) - expected) < 1e-9,
                "\(evidence)")
    }

    /// A model unsure of questions about pads and of deliveries, which it also reads as store questions.
    struct UnsureOfQuestionsClassifier: TextClassifying {
        var labels: [String] { ["valid", "store", "invalid"] }
        func classify(_ text: String) -> Classification {
            let words = Phrase(text).words
            let (valid, store) = words.contains("pads") ? (0.7, 0.0) : words.contains("delivered") ? (0.55, 0.4)
                : (0.95, 0.0)
            return Classification(hypotheses: [
                LabelHypothesis(label: "valid", probability: valid),
                LabelHypothesis(label: "store", probability: store),
                LabelHypothesis(label: "invalid", probability: 1 - valid - store),
            ].sorted { $0.probability > $1.probability })
        }
    }

    /// A question about a product on screen that the model leans to as a clothing question is acted on; one it
    /// also reads as a store question is still asked about.
    @Test(arguments: [
        ("does the first one have removeable pads", TurnAction.details),
        ("is the first one going to be delivered by friday", .confirm),
    ])
    func aQuestionAboutAProductOnScreen(_ line: String, _ action: TurnAction) {
        let manager = DialogueManager(classifier: UnsureOfQuestionsClassifier(), catalog: Fixture.catalog)
        var state = DialogueState(policy: .balanced)
        _ = manager.respond(to: "show me jeans", state: &state, now: Fixture.now)
        let turn = manager.respond(to: line, state: &state, now: Fixture.now)
        #expect(turn.action == action, "\(turn.reply)")
    }

    /// A model that never learnt "denim" and is unsure of a line until it reads "jeans" in it.
    struct DenimBlindClassifier: TextClassifying {
        var labels: [String] { ["valid", "invalid"] }
        func classify(_ text: String) -> Classification {
            ClassifierDouble.valid(Phrase(text).words.contains("jeans") ? 0.93 : 0.35)
        }
        func knowsWord(_ word: String) -> Bool { word.lowercased() != "denim" }
    }

    /// A category named only in words the model never learnt is read with the category's own name in their
    /// place, and what the model says then stands for the line, said in the reason; a category word it knows is
    /// not reread.
    @Test(arguments: [
        ("my son has outgrown all his denim, he starts school monday", true),
        ("my son has outgrown all his shirts, he starts school monday", false),
    ])
    func aCategoryWordTheModelNeverLearntIsReadAsTheCategory(_ line: String, _ reread: Bool) {
        let manager = DialogueManager(classifier: DenimBlindClassifier(), catalog: Fixture.catalog)
        var state = DialogueState(policy: .balanced)
        let turn = manager.respond(to: line, state: &state, now: Fixture.now)
        #expect((turn.action == .search) == reread, "\(turn.reply)")
        #expect((turn.decision?.reason.contains("read as \"my son has outgrown all his jeans") == true) == reread,
                "\(turn.decision?.reason ?? "-")")
    }

    /// A clause that names the products first by the category's own name ("some jeans for my sister"), every word
    /// known, is raised and asks for them, as one naming them by a synonym does.
    @Test func aClauseNamingTheProductsByTheCategorysOwnNameAsks() {
        let line = "parked outside so gotta be fast, some jeans for my sister"
        let found = Fixture.manager.actionableClause(of: line, policy: .balanced)
        #expect(found?.0 == "some jeans for my sister")
        #expect(found?.1.top?.probability == CatalogEvidence.floor)
    }
}
