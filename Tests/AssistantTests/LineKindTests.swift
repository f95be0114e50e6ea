import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing
@testable import Assistant

/// Which lines skip the classifier (navigation and answers, each with its reason) and which are classified in
/// the conversation's context, under the fixture catalog and the keyword classifier.
@Suite("Line kinds: exemptions and context")
struct LineKindTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var before: [String]
        var line: String
        /// `nil` when the line must be classified.
        var exemption: LineExemption?
        var testDescription: String { "\(before.joined(separator: " / ")) → \(line)" }
    }

    static let cases: [Case] = [
        Case(before: [], line: "", exemption: .emptyLine),
        Case(before: [], line: "help", exemption: .help),
        Case(before: [], line: "start over", exemption: .startOver),
        Case(before: [], line: "hi", exemption: .smalltalk),
        Case(before: [], line: "thanks", exemption: .smalltalk),
        Case(before: [], line: "yes", exemption: .strayAnswer),
        Case(before: [], line: "browse", exemption: .browse),
        Case(before: [], line: "support", exemption: .support),
        Case(before: ["show me jeans"], line: "more", exemption: .paging),
        Case(before: ["show me jeans"], line: "previous", exemption: .paging),
        Case(before: ["show me jeans"], line: "2", exemption: .resultReference),
        Case(before: ["show me jeans"], line: "the second one", exemption: .resultReference),
        Case(before: ["show me jeans"], line: "the last one", exemption: .resultReference),
        Case(before: ["show me jeans"], line: "#4", exemption: .resultReference),
        Case(before: ["show me jeans"], line: "item 2 please", exemption: .resultReference),
        Case(before: ["show me jeans"], line: "the cheapest one", exemption: .resultReference),
        Case(before: ["something for a wedding"], line: "yes", exemption: .confirmationAnswer),
        Case(before: ["something for a wedding"], line: "nope", exemption: .confirmationAnswer),
        Case(before: ["asdf qwerty"], line: "2", exemption: .menuChoice),
        Case(before: ["asdf qwerty", "2"], line: "dresses", exemption: .categoryChoice),
        // Everything else is classified: new requests, refinements, questions about a result, off-topic lines,
        // a line that is not yes or no while a question is pending, the answer to the search prompt.
        Case(before: [], line: "show me jeans", exemption: nil),
        Case(before: ["show me jeans"], line: "in black", exemption: nil),
        Case(before: ["show me jeans"], line: "cheaper", exemption: nil),
        Case(before: ["show me jeans"], line: "what about Wrangler?", exemption: nil),
        Case(before: ["show me jeans"], line: "what sizes does number 3 come in", exemption: nil),
        Case(before: ["show me jeans"], line: "is the second one waterproof", exemption: nil),
        Case(before: ["show me jeans"], line: "what's the weather tomorrow", exemption: nil),
        Case(before: ["something for a wedding"], line: "a black dress", exemption: nil),
        Case(before: ["asdf qwerty", "1"], line: "linen", exemption: nil),
    ]

    @Test(arguments: cases)
    func lineKind(_ c: Case) {
        let (turns, _) = Fixture.run(c.before + [c.line])
        let turn = turns[turns.count - 1]
        #expect(turn.exemption == c.exemption)
        if let exemption = c.exemption {
            #expect(turn.classification == nil && turn.decision == nil && turn.classified == nil)
            #expect(turn.json.reason == exemption.reason)
            #expect(turn.json.band == nil)
        } else {
            #expect(turn.classification != nil && turn.decision != nil && turn.classified != nil)
            #expect(turn.json.reason?.isEmpty == false)
        }
    }

    /// The text the model sees: the line, the line after the request it refines, or with the product named.
    @Test(arguments: [
        (["show me jeans"], "in black", "jeans in black"),
        (["show me jeans", "in black"], "cheaper", "black jeans cheaper"),
        (["show me jeans"], "what's the weather tomorrow", "what's the weather tomorrow"),
        (["show me jeans"], "is the second one waterproof", "is the second one waterproof (Classic Straight Jeans)"),
        (["asdf qwerty", "1"], "linen", "Search clothing: linen"),
        (["show me jeans", "what's the weather tomorrow"], "cheaper", "jeans cheaper"),
        ([], "jeans for my husband", "jeans for men"), ([], "Jeans for my sister-in-law?", "jeans for women"),
        ([], "men's jeans", "men's jeans"), ([], "jeans for women", "jeans for women"),
        ([], "bank transfer for my husband", "bank transfer for my husband"),
        ([], "jeans for me, male", "jeans for men"), ([], "male jeans", "male jeans"),
    ])
    func classifiedText(before: [String], line: String, classified: String) {
        let (turns, _) = Fixture.run(before + [line])
        #expect(turns.last?.classified == classified)
    }

    /// Constraints in force carry into follow-ups, across off-topic lines, until the shopper replaces them.
    @Test func constraintsCarryAcrossAnOffTopicLine() {
        let (turns, state) = Fixture.run(["show me jeans", "in black", "what's the weather tomorrow", "cheaper"])
        #expect(turns[2].action == .outOfScope)
        #expect(turns[3].action == .search)
        let shown = turns[3].productIDs.compactMap { Fixture.manager.catalogIndex.product(id: $0) }
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { $0.category == "Jeans" && $0.colors.contains("black") })
        #expect(state.context?.category == "Jeans" && state.context?.colors == ["black"])
        #expect(state.context?.maxPrice != nil)
    }

    @Test func anotherCategoryIsARequestOfItsOwnUnlessMarkedAsAFollowUp() {
        // The brand carries into "only the t-shirts"; there are no Levi's t-shirts, so the reply says what it
        // gave up. A plain "t-shirts" is a request of its own: nothing to give up.
        let (marked, markedState) = Fixture.run(["levis jeans", "only the t-shirts"])
        #expect(markedState.context?.brand == "Levi's" && markedState.context?.category == "T-Shirts")
        #expect(marked[1].reply.hasPrefix("Nothing matched all of that"))
        let (own, ownState) = Fixture.run(["levis jeans", "t-shirts"])
        #expect(ownState.context?.brand == nil)
        #expect(Set(own[1].productIDs) == ["T1", "T2"] && !own[1].reply.hasPrefix("Nothing matched"))
    }

    /// The filter just asked for is the last thing given up: an earlier descriptive word goes first, and it is said.
    @Test func aRefinementKeepsTheNewFilterBeforeEarlierWords() {
        let (turns, _) = Fixture.run(["slim jeans", "in blue"])
        #expect(turns[0].productIDs == ["J1"])
        let shown = turns[1].productIDs.compactMap { Fixture.manager.catalogIndex.product(id: $0) }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.category == "Jeans" && !Set($0.colors).isDisjoint(with: ["blue", "navy", "light blue"]) })
        #expect(turns[1].reply.hasPrefix("Nothing matched all of that: nothing that is also \"slim\""))
    }

    /// A short line that sets a filter right after results refines them, whatever other words it has; the
    /// words around the filter are classified, not searched for.
    @Test(arguments: [
        ("women's jeans", "she wears an M", "M"), ("women's jeans", "blacks fine", "black"),
        ("women's jeans", "black if poss", "black"), ("women's jeans", "size M would be ideal", "M"),
    ])
    func aShortLineSettingAFilterRefines(_ first: String, _ line: String, _ expected: String) {
        let (turns, state) = Fixture.run([first, line])
        #expect(state.context?.category == "Jeans")
        #expect(state.context?.audience == "women")
        #expect(state.context?.size == expected || state.context?.colors == [expected])
        #expect(turns[1].classified?.hasPrefix("women's") == true)
    }

    /// A line that only sets a filter among words tying it to the results is a refinement, whatever the model
    /// makes of it alone; a line with a word of its own is not.
    @Test(arguments: [
        ("he takes a 32", true), ("she's a M", true), ("in black", true), ("under 40", true),
        ("set an alarm for 7", false), ("blacks fine", true), ("my black cat", false), ("what's the weather", false), ("jeans", false),
    ])
    func onlySetsFilters(_ line: String, _ expected: Bool) {
        #expect(Fixture.manager.lookup.onlySetsFilters(line) == expected)
    }

    /// A correction ("the t-shirts, not the jeans") is a follow-up: the category it names replaces the other,
    /// and what else is in force stays.
    @Test func aCorrectionKeepsTheRestOfTheRequest() {
        let (_, state) = Fixture.run(["levis jeans", "the t-shirts not the jeans"])
        #expect(state.context?.category == "T-Shirts")
        #expect(state.context?.brand == "Levi's")
    }

    /// A question for one of a shown product's catalog fields is about that product: an unsure model is raised
    /// as by catalog evidence, and the reason says so; a question for anything else only when the model leans
    /// to a clothing question already.
    @Test(arguments: [("how much is #2", 0.3, true), ("is #2 haunted", 0.6, true), ("is #2 haunted", 0.45, false)])
    func aQuestionForACatalogFieldIsEvidence(_ line: String, _ p: Double, _ raised: Bool) throws {
        let first = Fixture.manager.handle("show me jeans", in: DialogueState(), now: Fixture.now)
        let id = try #require(first.state.results?.productIDs[1])
        let product = try #require(Fixture.manager.catalogIndex.product(id: id))
        let classified = Phrase("\(line) (\(DialogueManager.contextName(of: product)))").text
        let manager = DialogueManager(classifier: ClassifierDouble(exact: [classified: p]), catalog: Fixture.catalog)
        let second = manager.handle(line, in: first.state, now: Fixture.now)
        #expect((second.turn.action == .details) == raised)
        #expect((second.turn.decision?.reason.contains("raised by catalog evidence") ?? false) == raised)
    }

    @Test func aLongerLineWithAFilterIsARequestOfItsOwn() {
        let (_, state) = Fixture.run(["women's jeans", "my neighbour says black cats bring bad luck all year"])
        #expect(state.context?.colors != ["black"] || state.context?.category != "Jeans")
    }

    /// With one product on screen, a question about "it" asks about that product; a line that only says what it
    /// wants ("make it black", "black if u have it") refines the search.
    @Test(arguments: [("is it warm", TurnAction.details), ("tell me more about it", .details),
                      ("make it black", .search), ("black if u have it", .search)])
    func theOnlyProductOnScreenIsItOnlyForAQuestion(_ line: String, _ action: TurnAction) {
        let (turns, _) = Fixture.run(["red dress", line])
        #expect(turns[0].productIDs == ["D1"])
        #expect(turns[1].action == action)
    }

    /// A longer line around a filter is a refinement when the model, reading it after the request in force, routes
    /// it to search; a store question with the same shape stays one.
    @Test func aLongerLineAroundAFilterRefinesWhenTheModelAgreesInContext() {
        let line = "one in black would be easier for him tbh honestly"
        let classifier = ClassifierDouble(exact: ["women's jeans \(line)": 0.95, line: 0.3])
        let manager = DialogueManager(classifier: classifier, catalog: Fixture.catalog)
        let first = manager.handle("women's jeans", in: DialogueState(), now: Fixture.now)
        let second = manager.handle(line, in: first.state, now: Fixture.now)
        #expect(second.turn.action == .search)
        #expect(second.state.context?.colors == ["black"] && second.state.context?.category == "Jeans")
    }

    /// A polite request for a filter ("could you keep them under $40?") refines the results like "under $40";
    /// a question of its own ("could you tell me the time") does not.
    @Test(arguments: ["could you keep them under $40?", "Lovely, thanks. Could we keep it under $40?"])
    func aPoliteRequestForAFilterRefines(_ line: String) {
        let (turns, state) = Fixture.run(["women's jeans", line])
        #expect(turns[1].action == .search)
        #expect(state.context?.category == "Jeans" && state.context?.maxPrice == 40)
    }

    @Test func aBareSizeAfterResultsIsARefinement() {
        let (turns, _) = Fixture.run(["women's jeans", "M"])
        let shown = turns[1].productIDs.compactMap { Fixture.manager.catalogIndex.product(id: $0) }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.sizes.contains("M") && $0.category == "Jeans" })
    }

    @Test func aQuestionAboutAResultAnswersTheFactFirst() {
        let (turns, state) = Fixture.run(["show me jeans", "what sizes does number 2 come in", "how much is it"])
        #expect(turns[1].action == .details)
        #expect(turns[1].reply.hasPrefix("The Classic Straight Jeans is in stock in sizes 30, 32, 34, 36."))
        #expect(state.focus == 2)
        #expect(turns[2].reply.hasPrefix("The Classic Straight Jeans costs $49.50."))
    }

    @Test func aFactTheCatalogDoesNotHoldIsSaidSo() {
        let (turns, _) = Fixture.run(["show me jeans", "is the second one waterproof"])
        #expect(turns[1].reply.hasPrefix("The catalog doesn't say whether the Classic Straight Jeans is waterproof."))
        #expect(turns[1].productIDs == ["J2"])
    }

    @Test func theCheapestOneIsPickedAmongTheResultsShown() {
        let (turns, _) = Fixture.run(["show me jeans", "the cheapest one"])
        let shown = turns[0].productIDs.compactMap { Fixture.manager.catalogIndex.product(id: $0) }
        let cheapest = shown.min { $0.price < $1.price }
        #expect(turns[1].productIDs == [cheapest?.id].compactMap { $0 })
    }

    @Test func aReferenceWithNothingOnScreenSaysSo() {
        let (turns, _) = Fixture.run(["#2"])
        #expect(turns[0].action == .details && turns[0].exemption == .resultReference)
        #expect(turns[0].reply.contains("no results to pick from"))
    }

    /// Context helps an unsure refinement; it does not overrule a line the model is sure is out of scope alone,
    /// unless the line only sets a filter ("in black": nothing in it but the filter).
    @Test(arguments: [
        ("black friday", 0.30, TurnAction.search), ("black friday", 0.02, TurnAction.outOfScope),
        ("in black", 0.02, TurnAction.search),
    ])
    func contextNeverOverrulesASureOutOfScopeLine(line: String, aloneValid: Double, action: TurnAction) {
        let classifier = ClassifierDouble(exact: ["jeans \(line)": 0.95, line: aloneValid])
        let manager = DialogueManager(classifier: classifier, catalog: Fixture.catalog)
        let first = manager.handle("show me jeans", in: DialogueState(), now: Fixture.now)
        let second = manager.handle(line, in: first.state, now: Fixture.now)
        #expect(second.turn.action == action)
        #expect(second.turn.classified == (action == .search ? "jeans \(line)" : line))
        #expect(second.state.results?.query.category == "Jeans", "the results stay either way")
    }

    /// In the confirm band, a refinement asks about the refined search; yes runs it and records one feedback.
    @Test func aRefinementInTheConfirmBandAsksAboutTheRefinedSearch() {
        let confirmAll = Policy(name: "c", act: 1.0, confirm: 0.0)
        let (turns, _) = Fixture.run(["show me jeans", "yes", "what about Wrangler?", "no"], policy: confirmAll)
        #expect(turns[2].action == .confirm)
        #expect(turns[2].reply.contains("search for Wrangler jeans"))
        #expect(turns[3].action == .menu)
        #expect(turns[3].feedback?.text == "what about Wrangler?")
        #expect(turns.compactMap(\.feedback).count == 2)
    }

    /// A line read with its typing repaired ("jeanss" as jeans) is asked about as meant, and its feedback record
    /// keeps the line as typed.
    @Test func aRepairedLineKeepsItsTypedTextForFeedback() {
        let confirmAll = Policy(name: "c", act: 1.0, confirm: 0.0)
        let (turns, _) = Fixture.run(["jeanss underfifty", "yes"], policy: confirmAll)
        #expect(turns[0].action == .confirm)
        #expect(turns[0].reply.contains("search for jeans under $50"), "\(turns[0].reply)")
        #expect(turns[1].feedback?.text == "jeanss underfifty")
        #expect(turns[1].productIDs.allSatisfy { $0.hasPrefix("J") })
    }

    /// After a confirmation question, a line that is neither yes nor no refines what the question was about.
    @Test func aLineAfterAConfirmationQuestionRefinesItsSearch() {
        let confirmAll = Policy(name: "c", act: 1.0, confirm: 0.0)
        let (turns, _) = Fixture.run(["dresses", "in black", "yes"], policy: confirmAll)
        #expect(turns[1].action == .confirm)
        #expect(turns[1].reply.contains("search for black dresses"))
        #expect(turns[2].productIDs == ["D2"])
    }

    /// With a policy that falls back on everything, a refinement shows the menu, and "2" then browses.
    @Test func aRefinementInTheFallbackBandShowsTheMenu() {
        let (results, _) = Fixture.run(["show me jeans"])
        let neverSure = Policy(name: "f", act: 1.0, confirm: 1.0)
        var state = DialogueState(policy: .balanced)
        state = Fixture.manager.handle("show me jeans", in: state, now: Fixture.now).state
        state.policy = neverSure
        let blue = Fixture.manager.handle("in blue", in: state, now: Fixture.now)
        #expect(blue.turn.action == .menu && blue.turn.decision?.band == .fallback)
        let two = Fixture.manager.handle("2", in: blue.state, now: Fixture.now)
        #expect(two.turn.action == .browse)
        #expect(!results[0].productIDs.isEmpty)
    }
}
