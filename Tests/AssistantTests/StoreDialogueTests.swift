import ConfidencePolicy
import Foundation
import ProductCatalog
import TestSupport
import Testing
import TextClassification
@testable import Assistant

/// Store questions: routed to support by the default policy, answered from the store's own texts, in every
/// band, without losing the results on screen.
@Suite("Store questions")
struct StoreDialogueTests {
    /// Three labels: lines with a store word are `store` (0.9, or exactly as listed), clothing words `valid`.
    struct StoreClassifier: TextClassifying {
        var labels: [String] { ["invalid", "store", "valid"] }
        static let storeWords: Set<String> = ["return", "refund", "open", "delivery", "person", "voucher", "swap"]
        static let exact: [String: Double] = [
            "swap it maybe": 0.6, "refund hmm": 0.45, "swap these please": 0.3, "swap meet in town": 0.05,
            "are jeans returnable if they dont fit": 0.98, "m instead": 0.3, "is the second one slim": 0.3,
        ]

        func classify(_ text: String) -> Classification {
            let phrase = Phrase(text)
            let store = Self.exact[phrase.text]
                ?? (phrase.words.contains(where: Self.storeWords.contains) ? 0.9 : nil)
            if let store {
                return Classification(hypotheses: [
                    LabelHypothesis(label: "store", probability: store),
                    LabelHypothesis(label: "valid", probability: (1 - store) * 0.75),
                    LabelHypothesis(label: "invalid", probability: (1 - store) * 0.25),
                ].sorted { $0.probability > $1.probability })
            }
            return ClassifierDouble().classify(text)
        }
    }

    /// Topics by the first cue word found: sure of it (0.9), except for the lines that test the bands below
    /// the act band, where it is unsure (0.4: below ``StoreEvidence/leaning``).
    struct TopicClassifier: TextClassifying {
        var labels: [String] { StoreTopic.allCases.map(\.rawValue) }
        static let unsure: Set<String> = ["swap it maybe", "refund hmm"]
        static let cues: [(String, StoreTopic)] = [
            ("return", .returns), ("refund", .refunds), ("open", .hours), ("delivery", .shipping),
            ("person", .contact), ("voucher", .giftCards), ("swap", .exchanges), ("instead", .exchanges), ("slim", .repairs),
        ]
        func classify(_ text: String) -> Classification {
            let words = Phrase(text).words
            guard let topic = Self.cues.first(where: { words.contains($0.0) })?.1 else { return .noEvidence }
            let probability = Self.unsure.contains(Phrase(text).text) ? 0.4 : 0.9
            return Classification(hypotheses: [LabelHypothesis(label: topic.rawValue, probability: probability)])
        }
    }

    static let store: Store = {
        var store = Fixture.catalog.store
        store.policies = StorePolicies([
            .returns: "Return unworn items within 30 days.", .exchanges: "Exchanges are free within 30 days.",
        ])
        return store
    }()

    static let manager: DialogueManager = {
        var manager = DialogueManager(
            classifier: StoreClassifier(), catalog: Catalog(store: store, products: Fixture.catalog.products))
        manager.topics = TopicClassifier()
        return manager
    }()

    static func run(_ lines: [String], policy: Policy = .balanced) -> [Turn] {
        var state = DialogueState(policy: policy)
        return lines.map { manager.respond(to: $0, state: &state, now: Fixture.now) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var topic: StoreTopic
        var says: [String]
        var doesNotSay: [String] = []
        var testDescription: String { line }
    }

    @Test(arguments: [
        Case(line: "can i return these", topic: .returns, says: ["Return unworn items within 30 days.", "call +1 555 0100"],
             doesNotSay: ["Hours:"]),
        Case(line: "are you open on sunday", topic: .hours, says: ["Fixture Outfitters is open Mon–Fri 9–17."],
             doesNotSay: ["Email:"]),
        Case(line: "i want a person about my refund", topic: .refunds,
             says: ["I have no details on refunds for Fixture Outfitters here", "Email: help@fixture.example"]),
        Case(line: "a return, can a person help", topic: .returns,
             says: ["Return unworn items within 30 days.", "Phone: +1 555 0100"]),
        Case(line: "how much is delivery", topic: .shipping, says: ["no details on delivery", "Phone: +1 555 0100"]),
        Case(line: "speak to a person", topic: .contact, says: ["customer support here:", "Email: help@fixture.example"]),
    ])
    func actBandAnswersFromTheStoreSection(_ c: Case) throws {
        let turn = try #require(Self.run([c.line]).first)
        #expect(turn.action == .support)
        #expect(turn.decision?.band == .act)
        #expect(turn.topic == c.topic)
        #expect(turn.json.topic == c.topic)
        for text in c.says { #expect(turn.reply.contains(text), "\(turn.reply)") }
        for text in c.doesNotSay { #expect(!turn.reply.contains(text), "\(turn.reply)") }
    }

    /// A word only one topic's text uses names that topic when the model is not sure of another.
    @Test(arguments: [
        ("is hemming free", StoreTopic.repairs), ("do you take klarna", .payment), ("is it free", nil),
        ("can I swap it", nil),
    ] as [(String, StoreTopic?)])
    func theStoresOwnWordsNameATopic(_ question: String, _ topic: StoreTopic?) {
        let policies = StorePolicies([
            .repairs: "Free hemming on full-price trousers in store.",
            .payment: "We accept cards and Klarna; delivery is free over $50.",
            .shipping: "Delivery is free over $50.",
        ])
        #expect(StoreTopicReader.topicNamedByOwnWords(question, policies: policies) == topic)
    }

    /// A condition after a question leaves its main clause to name the topic; too little before it, none.
    @Test(arguments: [
        ("how long do refunds take if i send it back", "how long do refunds take"),
        ("can i swap it in case it doesnt fit", "can i swap it"), ("what if it doesnt fit", nil),
        ("how long do refunds take", nil),
    ] as [(String, String?)])
    func theMainClauseOfAQuestionWithACondition(_ question: String, _ clause: String?) {
        #expect(StoreTopicReader.mainClause(of: question) == clause)
    }

    @Test func confirmBandAsksAboutTheStoreThenAnswers() {
        let turns = Self.run(["swap it maybe", "yes", "swap it maybe", "no"])
        #expect(turns[0].action == .confirm)
        #expect(turns[0].reply == "Is this a question about orders, returns or the store? (yes/no)")
        #expect(turns[1].action == .support)
        #expect(turns[1].topic == .exchanges)
        #expect(turns[1].reply.hasPrefix("Exchanges are free within 30 days."))
        #expect(turns[1].feedback?.label == "store")
        #expect(turns[3].action == .menu)
        #expect(turns[3].topic == nil)
        #expect(turns[3].feedback?.label == "invalid")
    }

    /// The topic model's certainty raises a store question the clothing model gives a real but low chance, and
    /// says so; a line the clothing model all but rules out as a store question is not raised.
    /// The two models agree when the topic model is sure, or when both lean the same way: the store label on top
    /// of the clothing model and a topic at 0.5 or more.
    @Test(arguments: [
        (0.79, 0.16, 0.72, true), (0.40, 0.55, 0.90, true), (0.40, 0.55, 0.70, false), (0.30, 0.20, 0.60, false),
        (0.79, 0.16, 0.45, false),
    ])
    func storeEvidenceNeedsBothModels(_ store: Double, _ other: Double, _ topic: Double, _ raised: Bool) {
        let clothing = Classification(hypotheses: [
            LabelHypothesis(label: "store", probability: store), LabelHypothesis(label: "valid", probability: other),
            LabelHypothesis(label: "invalid", probability: 1 - store - other),
        ].sorted { $0.probability > $1.probability })
        let topics = Classification(hypotheses: [
            LabelHypothesis(label: "shipping", probability: topic), LabelHypothesis(label: "contact", probability: 1 - topic),
        ])
        let found = StoreEvidence.found(in: clothing, topics: topics, storeLabel: "store", searchLabel: "valid")
        #expect((found != nil) == raised)
    }

    /// A line that asks the store for a contact detail its catalog has ("whats ur website") needs only the topic
    /// model to prefer `contact`, whatever the clothing model gives `store`.
    @Test(arguments: [
        ("contact", 0.73, true, true), ("contact", 0.73, false, false), ("contact", 0.45, true, false),
        ("orders", 0.73, true, false),
    ])
    func askingForAStoreDetailNeedsOnlyTheContactTopic(_ topic: String, _ p: Double, _ asks: Bool, _ raised: Bool) {
        let clothing = Classification(hypotheses: [
            LabelHypothesis(label: "invalid", probability: 0.79), LabelHypothesis(label: "valid", probability: 0.14),
            LabelHypothesis(label: "store", probability: 0.07),
        ])
        let topics = Classification(hypotheses: [
            LabelHypothesis(label: topic, probability: p), LabelHypothesis(label: "hours", probability: 1 - p),
        ].sorted { $0.probability > $1.probability })
        let found = StoreEvidence.found(
            in: clothing, topics: topics, storeLabel: "store", searchLabel: "valid", asksForStoreDetail: asks)
        #expect((found != nil) == raised)
    }

    /// (The fixture's store has a phone number and an e-mail address but no website.)
    @Test(arguments: [("whats ur website", false), ("what is your phone number", true), ("whats a good website", false),
                      ("your email pls", true), ("whats ur number", true), ("what number is the bus", false),
                      ("whats the best email to reach u guys", true), ("a number i can call you on", true),
                      ("what number do i call to reach my bank", false), ("can you call me bob", false)])
    func whatAsksForAStoreDetail(_ line: String, _ asks: Bool) {
        #expect(Self.manager.asksForStoreDetail(Phrase(TextingForms.expanded(line))) == asks)
    }

    /// "it" or "them" after a service word is a product on screen, when there are some.
    @Test(arguments: [
        ("if they break do u fix them", true, true), ("if they break do u fix them", false, false),
        ("is there a way to fix it", false, false), ("do u do hemming on jeans", false, true),
        ("can u fix them, need new ones anyway", true, false), ("are jeans covered if they fall apart", false, true),
        ("my jeans are falling apart, anything to replace them", false, false),
        ("my jeans are falling apart, got any in a 32", false, false),
        ("the last pair i got from u split at the sole, what can i do", false, true),
        ("do u have ripped jeans", false, false),
    ])
    func aServiceForTheProductsOnScreen(_ line: String, _ shown: Bool, _ asks: Bool) {
        #expect(Self.manager.asksForService(Phrase(TextingForms.expanded(line)), resultsShown: shown) == asks)
    }

    @Test func aSureTopicRaisesAStoreQuestionTheModelIsUnsureOf() {
        let turns = Self.run(["swap these pls", "swap meet in town"])
        #expect(turns[0].action == .support)
        #expect(turns[0].decision?.band == .act)
        #expect(turns[0].topic == .exchanges)
        #expect(turns[0].decision?.reason.contains("raised by store topic: exchanges 0.90") == true)
        #expect(turns[1].action != .support)
        #expect(turns[1].decision?.reason.contains("store topic") == false)
    }

    /// A bare size right after results is a size for them, however sure the topic model is of an exchange.
    @Test func aBareSizeAfterResultsIsNoExchange() {
        let turns = Self.run(["show me jeans", "M instead"])
        #expect(turns[1].action == .search)
        #expect(turns[1].reply.contains("in size M"), "\(turns[1].reply)")
        #expect(Self.run(["M instead"])[0].action == .support, "with nothing on screen it asks the store")
    }

    /// A question that names a result by its place and asks for a word the catalog uses is about the product,
    /// however sure the topic model is of a store topic; one the clothing model routes to support stays a store
    /// question.
    @Test func aQuestionNamingAResultIsAboutTheProduct() {
        let turns = Self.run(["show me jeans", "is the second one slim", "can i return the second one?"])
        #expect(turns[1].action == .details)
        #expect(turns[2].action == .support)
    }

    @Test func fallbackBandShowsTheMenu() {
        let turns = Self.run(["refund hmm"])
        #expect(turns[0].action == .menu)
        #expect(turns[0].topic == nil)
    }

    @Test func storeQuestionKeepsTheResultsOnScreen() throws {
        let turns = Self.run(["show me jeans", "can i return the second one?", "in black", "can i return the last one"])
        #expect(turns[0].action == .search)
        let second = try #require(turns[0].productIDs.dropFirst().first)
        let name = try #require(Fixture.catalog.products.first { $0.id == second }?.name)
        #expect(turns[1].action == .support)
        #expect(turns[1].reply.hasPrefix("About 2. \(name):\nReturn unworn items within 30 days."))
        #expect(turns[1].productIDs.isEmpty)
        #expect(turns[2].action == .search, "the next line still refines the results")
        #expect(turns[2].reply.contains("black jeans"))
        #expect(turns[3].reply.hasPrefix("About \(turns[2].productIDs.count)."))
    }

    /// A line the model is sure is a store question on its own is one, even when it names the kind of product on
    /// screen (in context it reads like a clothing line); the next line still refines the results.
    @Test func aSureStoreQuestionNamingTheProductsStandsOnItsOwn() {
        let turns = Self.run(["show me jeans", "r jeans returnable if they dont fit", "in black"])
        #expect(turns[1].action == .support)
        #expect(turns[1].classified == "r jeans returnable if they dont fit")
        #expect(turns[2].action == .search && turns[2].reply.contains("black jeans"))
    }

    @Test func withoutATopicModelStoreQuestionsGetTheContactDetails() throws {
        let manager = DialogueManager(classifier: StoreClassifier(), catalog: Fixture.catalog)
        var state = DialogueState(policy: .balanced)
        let turn = manager.respond(to: "can i return these", state: &state, now: Fixture.now)
        #expect(turn.action == .support)
        #expect(turn.topic == .contact)
        #expect(turn.reply == ReplyWriter(store: Fixture.catalog.store).support(Fixture.catalog.store))
    }

    @Test func storeWithoutHoursSaysSoAndGivesTheContactDetails() {
        let writer = ReplyWriter(store: Store(name: "Bare", email: "a@b.example"))
        #expect(writer.storeAnswer(topic: .hours, wantsPerson: false)
            == "Bare has not listed its opening hours, sorry.\nYou can reach Bare customer support here:\nEmail: a@b.example")
        #expect(ReplyWriter(store: Store(name: "Bare")).storeAnswer(topic: .returns, wantsPerson: false)
            .hasPrefix("I have no details on returns for Bare here"))
    }

    /// A topic model split between two topics: the answer gives both texts when the runner-up is close.
    struct SplitTopics: TextClassifying {
        var split: [(StoreTopic, Double)]
        var labels: [String] { StoreTopic.allCases.map(\.rawValue) }
        func classify(_ text: String) -> Classification {
            Classification(hypotheses: split.map { LabelHypothesis(label: $0.0.rawValue, probability: $0.1) })
        }
    }

    @Test(arguments: [
        ([(StoreTopic.exchanges, 0.43), (.returns, 0.40)], StoreTopic.returns as StoreTopic?),
        ([(.exchanges, 0.60), (.returns, 0.30)], nil),
        ([(.exchanges, 0.85), (.returns, 0.14)], nil),
        ([(.exchanges, 0.45), (.shipping, 0.40)], nil),  // (no text for shipping in this store)
    ])
    func aCloseRunnerUpTopicIsAnsweredToo(_ split: [(StoreTopic, Double)], _ expected: StoreTopic?) {
        let reader = StoreTopicReader(classifier: SplitTopics(split: split))
        #expect(reader.runnerUp(of: "can these be returned if they don't fit", besides: split[0].0,
                                policies: Self.store.policies) == expected)
    }

    /// A repair asked for or a fault reported is a store question when the topic model prefers `repairs`,
    /// however sure the clothing model is that garment words make a clothing line.
    @Test(arguments: [(true, StoreTopic.repairs, true), (false, .repairs, false), (true, .shipping, false)])
    func aServiceAskedForIsAStoreQuestion(_ asksForService: Bool, _ topic: StoreTopic, _ isStore: Bool) {
        let clothing = Classification(hypotheses: [
            LabelHypothesis(label: "valid", probability: 0.95), LabelHypothesis(label: "store", probability: 0.03),
            LabelHypothesis(label: "invalid", probability: 0.02),
        ])
        let topics = Classification(hypotheses: [LabelHypothesis(label: topic.rawValue, probability: 0.6)])
        let found = StoreEvidence.found(
            in: clothing, topics: topics, storeLabel: "store", searchLabel: "valid", asksForService: asksForService)
        #expect((found != nil) == isStore)
    }

    /// A line said in the store's own words is a store question when the topic model is sure of its topic,
    /// whatever the clothing model gave `store`, unless the clothing model leans to a clothing request.
    @Test(arguments: [(0.95, 0.10, true), (0.85, 0.10, false), (0.95, 0.60, false)])
    func theStoresOwnWordsNeedASureTopic(_ topic: Double, _ search: Double, _ isStore: Bool) {
        let clothing = Classification(hypotheses: [
            LabelHypothesis(label: "invalid", probability: 0.88 - search),
            LabelHypothesis(label: "valid", probability: search),
            LabelHypothesis(label: "store", probability: 0.02),
        ].sorted { $0.probability > $1.probability })
        let topics = Classification(hypotheses: [LabelHypothesis(label: "exchanges", probability: topic)])
        let found = StoreEvidence.found(
            in: clothing, topics: topics, storeLabel: "store", searchLabel: "valid", inStoreWords: true)
        #expect((found != nil) == isStore)
    }

    /// A topic model that knows a few words, and is sure of exchanges.
    struct KnowingTopics: TextClassifying {
        var labels: [String] { ["exchanges", "hours"] }
        static let known: Set<String> = ["exchanges", "free", "crypto", "bank", "close", "today"]
        func classify(_ text: String) -> Classification {
            Classification(hypotheses: [
                LabelHypothesis(label: text.contains("close") ? "hours" : "exchanges", probability: 0.95),
            ])
        }
        func knowsWord(_ word: String) -> Bool { Self.known.contains(word) }
    }

    /// Said in the store's own words: every word that says something is one the topic model learnt, and one
    /// that names no product is in the catalog's text for the topic ("Exchanges are free within 30 days"). The
    /// fixture's store has no text for hours, and no word of "exchanges for bitcoin" but one was learnt.
    @Test(arguments: [
        ("are exchanges free", true), ("is exchange free", true), ("exchanges for bitcoin", false),
        ("when does the bank close today", false), ("crypto", false),
    ])
    func saidInTheStoresOwnWords(_ line: String, _ said: Bool) {
        let topics = KnowingTopics()
        let topic = topics.classify(line).top?.label
        #expect(Self.manager.saidInStoreWords(line, topics: topics, topic: topic) == said)
    }
}
