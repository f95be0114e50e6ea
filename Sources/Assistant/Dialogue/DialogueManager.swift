import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

/// The conversation's state machine: `(state, line) → (state, turn)`.
///
/// Pure: no I/O, no clock (pass `now`), no printing. The same manager drives the REPL, `chat` over piped
/// input, transcript replays and tests. The policy lives in the state, so it can change between turns.
public struct DialogueManager: Sendable {
    /// Classifies new requests.
    public let classifier: any TextClassifying
    /// Which model that is, for feedback records.
    public let model: ModelIdentity
    /// Results per page.
    public let pageSize: Int
    /// Writes the plain-text replies.
    public let writer: ReplyWriter
    /// How many pages of hits a search fetches at once; paging further fetches more. One page keeps a new
    /// request cheap: the search explains (`why`) every hit it returns.
    static let pagesPerFetch = 1
    let lookup: CatalogLookup
    /// Tells what a store question is about (returns, delivery, hours…); `nil`: every store question is
    /// answered with the contact details.
    public var topics: (any TextClassifying)? = nil

    /// Creates a manager over `catalog`; building its search index takes time on large catalogs, so
    /// create one manager and reuse it.
    public init(
        classifier: any TextClassifying, catalog: Catalog, model: ModelIdentity = .unknown, pageSize: Int = 5
    ) {
        self.init(classifier: classifier, index: CatalogIndex(catalog: catalog), model: model, pageSize: pageSize)
    }

    /// Creates a manager over an index already built (to share one index between several managers).
    public init(
        classifier: any TextClassifying, index: CatalogIndex, model: ModelIdentity = .unknown, pageSize: Int = 5
    ) {
        self.classifier = classifier
        self.model = model
        self.pageSize = max(1, pageSize)
        self.writer = ReplyWriter(store: index.catalog.store)
        self.lookup = CatalogLookup(index: index)
    }

    /// The catalog the manager searches.
    public var catalog: Catalog { lookup.catalog }

    /// The catalog's search index (its `vocabulary` serves tab completion).
    public var catalogIndex: CatalogIndex { lookup.index }

    /// Handles one input line: returns the next state and exactly one turn.
    public func handle(_ utterance: String, in state: DialogueState, now: Date) -> (state: DialogueState, turn: Turn) {
        var next = state
        let turn = respond(to: utterance, state: &next, now: now)
        return (next, turn)
    }

    /// A line the model gives an out-of-scope label at least this probability on its own is taken as it is,
    /// whatever the context would make of it.
    public static let contextVeto = 0.95

    /// Lines are understood from their first this-many characters (the turn still carries the whole line).
    public static let maxUtteranceLength = 1_000

    /// Handles one input line, updating `state` in place.
    public func respond(to utterance: String, state: inout DialogueState, now: Date) -> Turn {
        let line = String(utterance.prefix(Self.maxUtteranceLength))
        let audienceBefore = state.context?.audience
        var turn = understand(line, state: &state, now: now)
        turn.utterance = utterance
        if [.search, .browse].contains(turn.action), let context = state.context {
            remember(context, for: Recipient.named(in: Phrase(line).words), audienceBefore: audienceBefore,
                     state: &state)
        }
        // Whom a line that searched nothing spoke of stays for the next request; a search takes it up. (With
        // products in force, only a line that may be a request of its own counts: "can my husband collect my
        // order" says nothing of whom the next products are for.)
        switch turn.action {
        case .search: state.namedAudience = nil
        case .confirm, .menu, .browse:
            if turn.exemption == nil, let named = lookup.parse(line).audience { state.namedAudience = named }
        case .support, .outOfScope, .smalltalk:
            if turn.exemption == nil, state.context == nil, state.results == nil,
               let named = lookup.parse(line).audience {
                state.namedAudience = named
            }
        default: break
        }
        // (A store answer's topic stays for the next line; small talk and help leave it.)
        switch turn.action {
        case .support: state.storeTopic = turn.topic
        case .smalltalk, .help: break
        default: state.storeTopic = nil
        }
        return turn
    }

    /// Keeps `context`, just searched, as the last request of its person for its category: the person `named`
    /// in the line, else the one shopped for before while the audience stays theirs (`audienceBefore`).
    private func remember(
        _ context: ProductQuery, for named: String?, audienceBefore: String?, state: inout DialogueState
    ) {
        if let named {
            state.person = named
        } else if audienceBefore != nil, context.audience != audienceBefore {
            state.person = nil
        }
        guard let person = state.person, let category = context.category else { return }
        state.personRequests.removeAll { $0.person == person && $0.query.category == category }
        state.personRequests.append(PersonRequest(person: person, query: context))
        if state.personRequests.count > DialogueState.personRequestsKept { state.personRequests.removeFirst() }
    }

    /// Words typed in a hurry are put back first, "underfifty" → "under fifty": everything after reads the line
    /// as meant, and the text classified shows it. A question asked about the line keeps the line as typed, for
    /// the feedback record it leads to.
    private func understand(_ typed: String, state: inout DialogueState, now: Date) -> Turn {
        let repaired = lookup.repair.repaired(typed, isKnown: classifier.knowsWord).text
        let utterance = Self.withoutCourtesy(repaired) ?? repaired
        if state.shopperAudience == nil { state.shopperAudience = Self.presumedShopper(Phrase(utterance).words) }
        let turn = understandLine(utterance, state: &state, now: now)
        if utterance != typed, case .confirming(var pending) = state.mode, pending.utterance == utterance {
            pending.typed = typed
            state.mode = .confirming(pending)
        }
        return turn
    }

    /// Partners by the audience the shopper who speaks of them presumably is ("my wife" → men).
    static let partners: [String: String] = [
        "wife": "men", "wifey": "men", "missus": "men", "missis": "men", "gf": "men", "girlfriend": "men",
        "fiancee": "men", "husband": "women", "hubby": "women", "bf": "women", "boyfriend": "women", "fiance": "women",
    ]

    /// The audience the shopper presumably is, from a partner spoken of as "my …" ("me and my husband"), or `nil`.
    static func presumedShopper(_ words: [String]) -> String? {
        words.indices.dropFirst().lazy.compactMap { i in words[i - 1] == "my" ? partners[words[i]] : nil }.first
    }

    /// `utterance` without the thanks or greeting it opens with, when a question follows it ("cheers. when do
    /// ur sales start", "lovely, is the first one machine washable?"): the question is what the line asks, and
    /// the courtesy would only blur what the model reads. `nil` when the line does not open so, or when the rest
    /// asks nothing ("Afternoon! Just browsing really": answered as the greeting, see
    /// ``openingSmalltalk(of:)``).
    static func withoutCourtesy(_ utterance: String) -> String? {
        guard let cut = utterance.firstIndex(where: { ",.;!".contains($0) }) else { return nil }
        let opener = Phrase(String(utterance[..<cut]))
        let rest = String(utterance[utterance.index(after: cut)...].drop { ",.;!? ".contains($0) })
        let asked = Phrase(rest)
        guard !opener.isEmpty, [.thanks, .greeting].contains(Smalltalk.recognize(opener)),
              asked.words.count >= 2, Smalltalk.recognize(asked) == nil,
              openingSmalltalk(of: utterance) == nil else { return nil }
        return rest
    }

    /// The order: commands and answers to what was asked first (not classified), then references to the
    /// results on screen and small talk (not classified), then everything else, classified in context.
    private func understandLine(_ utterance: String, state: inout DialogueState, now: Date) -> Turn {
        let phrase = Phrase(utterance)
        if phrase.isEmpty && !Command.isQuestionMark(utterance) {
            var turn = repeatPrompt(utterance, state: state)
            turn.exemption = .emptyLine
            return turn
        }
        if let command = Command.recognize(utterance, phrase: phrase),
           var turn = perform(command, utterance: utterance, state: &state) {
            turn.exemption = command.exemption
            return turn
        }
        // The request a follow-up refines: the one a pending question is about (when it names a category or a
        // brand), else the one in force.
        let context: ProductQuery?
        // (A question asked with an out-of-scope label on top still offers the search: "If so, I'll search for …".)
        if case .confirming(let pending) = state.mode, [.search, .outOfScope].contains(pending.decision.action),
           let query = pending.plan.query, query.category != nil || query.brand != nil {
            context = query
        } else {
            let inForce = state.context ?? state.results?.query
            // "ok back to the jackets" after caps: the jackets' request, with every constraint it had, is the one the
            // line refines.
            // So is "the trousers were better", "pull the shirts up again", "that trench": an earlier request's
            // products named with "the", "that", "those" or with "again", "back".
            // ("back to the tees" after "a t-shirt": a word the catalog has for the category names it too, when no
            // request's own words do: "back to slides" is the slides, not the flip flops after them.)
            // ("ugh sneakers r meh, show me those boots again": the products the recalling words stand beside.)
            let names = lookup.index.category(namedBy:)
            var earlier: ProductQuery?
            for by in [{ (_: String) -> String? in nil }, names] {
                func strength(_ query: ProductQuery?) -> Int {
                    guard let query else { return 0 }
                    return Self.returning(phrase, to: query, names: by) != nil
                        ? 3 : Self.recallStrength(phrase, query, names: by)
                }
                let current = strength(inForce)
                let best = state.earlier.reversed().map { ($0, strength($0)) }.max { $0.1 < $1.1 }
                if current > 0, current >= best?.1 ?? 0 { break }
                if let best, best.1 > 0 {
                    earlier = best.0
                    break
                }
            }
            // ("re my dads belt, under 50?": the last request for that person and those products; "what about
            // cords for dad?" after navy shirts for the boyfriend: a request of its own.)
            let personal = personsRequest(phrase, state: state, inForce: inForce)
            if let request = earlier ?? personal.request {
                context = request
            } else if personal.startsAfresh {
                context = nil
            } else {
                context = inForce.flatMap { Self.named(phrase, among: state.earlier, inForce: $0, lookup: lookup) }
                    ?? inForce
            }
        }
        let answersSearchPrompt = state.mode == .awaitingSearch
        if let turn = answerPending(utterance, phrase: phrase, state: &state, now: now) {
            return turn
        }
        if let turn = reference(utterance, phrase: phrase, state: &state) {
            return turn
        }
        // "ok back to the boxers - cheapest one?": back to the results on screen, then a pick among them.
        if let rest = Self.returning(phrase, to: state.results?.query), !rest.isEmpty,
           let turn = reference(utterance, phrase: rest, state: &state) {
            return turn
        }
        if let talk = Smalltalk.recognize(phrase) {
            state.mode = .idle
            return Turn(utterance: utterance, action: .smalltalk, reply: writer.smalltalk(talk), exemption: .smalltalk)
        }
        // The answer to "What are you looking for?" is classified with the menu choice that asked it.
        let lead = answersSearchPrompt ? MenuOption.searchClothing.title : nil
        return classifiedLine(utterance, phrase: phrase, context: context, lead: lead, state: &state)
    }

    /// What `phrase` says after returning to the products of `query` ("back to the boxers, cheapest one?" →
    /// "cheapest one"); `nil` when it does not open by going back to them.
    static func returning(
        _ phrase: Phrase, to query: ProductQuery?, names: (String) -> String? = { _ in nil }
    ) -> Phrase? {
        guard let query else { return nil }
        var words = phrase.words[...]
        while let first = words.first,
              ["ok", "okay", "so", "right", "and", "alright", "anyway", "now", "you"].contains(first)
                || Phrase.courtesies.contains(first) {
            words = words.dropFirst()
        }
        if words.first == "go" || words.first == "going" { words = words.dropFirst() }
        guard let first = words.first, ["back", "returning"].contains(first), words.dropFirst().first == "to" else {
            return nil
        }
        words = words.dropFirst(2)
        while let first = words.first, ["the", "those", "these", "them"].contains(first) { words = words.dropFirst() }
        let own = ownStems(of: query)
        var named = false
        while let first = words.first {
            if own.contains(TextNormalizer.stem(first)) {
                words = words.dropFirst()
                named = true
            } else {
                // (Another word for the category stays for the line to say: it may name a kind, "back to slides".)
                named = named || (query.category != nil && names(first) == query.category)
                break
            }
        }
        return named ? Phrase(words.joined(separator: " ")) : nil
    }

    /// The stems of the words that name the products of `query`: its category and the words and kinds that named
    /// them ("boxers", "jackets", "puffer").
    static func ownStems(of query: ProductQuery) -> Set<String> {
        Set(([query.category ?? ""] + query.categoryWords + query.types).flatMap(TextNormalizer.stems))
    }

    /// Whether `phrase` names the products of `query` as ones already seen: a word of its category or kind after
    /// "the", "that", "those", "these" ("nah the trousers were better", "that trench"), or anywhere in a line that
    /// says "again" or "back" ("lemme see the boots again").
    static func recalls(_ phrase: Phrase, _ query: ProductQuery, names: (String) -> String? = { _ in nil }) -> Bool {
        recallStrength(phrase, query, names: names) > 0
    }

    /// How closely `phrase` names the products of `query` as ones already seen: 2 when a word of them stands
    /// right after "the", "that", "those", "these" or a word that brings them back ("again", "back") is at most
    /// two words from it ("those boots again"); 1 when such a word is further off ("sneakers r meh, show me
    /// those boots again" recalls the sneakers only that far); 0 when the line does not recall them.
    static func recallStrength(
        _ phrase: Phrase, _ query: ProductQuery, names: (String) -> String? = { _ in nil }
    ) -> Int {
        guard query.category != nil else { return 0 }
        let own = ownStems(of: query).union(query.materials.flatMap(TextNormalizer.stems))
        let words = phrase.words
        let again = words.indices.filter { recallWords.contains(words[$0]) }
        return words.indices.map { i -> Int in
            guard own.contains(TextNormalizer.stem(words[i])) || names(words[i]) == query.category else { return 0 }
            if (i > 0 && ["the", "that", "those", "these"].contains(words[i - 1]))
                || again.contains(where: { abs($0 - i) <= 2 }) {
                return 2
            }
            return again.isEmpty ? 0 : 1
        }.max() ?? 0
    }

    /// The earlier request whose products `phrase` names by their own words when it does not name those in
    /// force, and asks nothing else of them: "hmm boots after all", "skirts were cuter tbh", "ok lets stick with
    /// chinos" go back to the boots, skirts or chinos as they were asked for, with every constraint they had, and
    /// with what the line adds ("belts still the main thing, under 50 pls"). (A line with kinds of its own or for
    /// another person is a request of its own: "linen trousers for me", "cargo shorts for him".)
    static func named(
        _ phrase: Phrase, among earlier: [ProductQuery], inForce: ProductQuery, lookup: CatalogLookup
    ) -> ProductQuery? {
        guard !earlier.isEmpty, !phrase.words.contains(where: CatalogLookup.selfWords.contains) else { return nil }
        // (Parsed only when a word of the line is one of an earlier request's own or names its category: most
        // lines have none.)
        let names = lookup.index.category(namedBy:)
        let earlierCategories = Set(earlier.compactMap(\.category))
        let own = earlier.reduce(into: Set<String>()) { $0.formUnion(ownStems(of: $1)) }
        guard phrase.words.contains(where: {
            own.contains(TextNormalizer.stem($0)) || names($0).map(earlierCategories.contains) == true
        }) else { return nil }
        let said = lookup.parse(phrase.text)
        // (Filters of its own go with the products named alone, not with a kind: "nike hoodie pls, size M" after
        // hoodies or sweatshirts is a request of its own.)
        guard let category = said.category, category != inForce.category,
              !said.hasFilters || said.types.isEmpty else { return nil }
        let kinds = Set(said.types.flatMap(TextNormalizer.stems))
        // (With filters of its own it still goes back, for the person those products were for: "belts still the
        // main thing, under 50 pls" keeps the leather; "shirt pls, size M, white" the linen.)
        return earlier.last { query in
            query.category == category && kinds.isSubset(of: query.types.flatMap(TextNormalizer.stems))
                && (said.audience == nil || said.audience == query.audience)
        }
    }

    /// The request last searched for the person `phrase` names, when the line goes back to it: it names that
    /// person's products ("re my dads belt, anything under 50?", "bfs flannel, under 40?") or, naming no
    /// products, another person than the one shopped for now and something to narrow by ("is there a burgundy
    /// one for my wife"). `startsAfresh` when the line names another person than the one shopped for and other
    /// products than those in force, not asked for them before: a request of its own, which keeps nothing of the
    /// other person's ("what about cords for dad? 36x30" after navy flannel shirts for the boyfriend). Neither
    /// when the line shares the products in force with them ("one for my wife too").
    func personsRequest(
        _ phrase: Phrase, state: DialogueState, inForce: ProductQuery?
    ) -> (request: ProductQuery?, startsAfresh: Bool) {
        guard !state.personRequests.isEmpty, !phrase.words.contains(where: Self.sharingWords.contains) else {
            return (nil, false)
        }
        guard let person = Recipient.named(in: phrase.words) else {
            return (Self.requestOfPronoun(phrase, state: state, inForce: inForce, lookup: lookup), false)
        }
        var theirs = state.personRequests.filter { $0.person == person }
        let said = lookup.parse(phrase.text)
        // ("the boys puffer" after "a puffer for my son": another name for the one person of that audience who
        // had those products.)
        if theirs.isEmpty, let audience = Recipient.audience(of: person), let category = said.category {
            let alike = state.personRequests.filter {
                $0.person != state.person && $0.query.category == category
                    && ($0.query.audience == audience
                        || (["boys", "girls"].contains(audience) && $0.query.audience == "kids"))
            }
            if Set(alike.map(\.person)).count == 1 { theirs = alike }
        }
        let found: ProductQuery?
        // (A category only the lexicon names is a weaker word: "are there waterproof ones" is no raincoat.)
        if let category = said.category,
           said.derivedCategoryWords.isEmpty || theirs.contains(where: { $0.query.category == category }) {
            found = theirs.last { $0.query.category == category }?.query
            if found == nil, let current = state.person, current != person, category != inForce?.category {
                return (nil, true)
            }
        } else {
            guard person != state.person, said.hasFilters || phrase.words.contains(where: ["one", "ones"].contains)
            else { return (nil, false) }
            found = theirs.last?.query
        }
        return (found == inForce ? nil : found, false)
    }

    /// The last request of another person than the one shopped for whose products `phrase` names after "his" or
    /// "her", for that person's audience: "ok his boots, brown would be better" after socks for the grandson goes
    /// back to the father-in-law's boots. `nil` when the line names no such products.
    static func requestOfPronoun(
        _ phrase: Phrase, state: DialogueState, inForce: ProductQuery?, lookup: CatalogLookup
    ) -> ProductQuery? {
        guard let pronoun = phrase.words.first(where: { $0 == "his" || $0 == "her" }) else { return nil }
        let said = lookup.parse(phrase.text)
        guard let category = said.category, said.derivedCategoryWords.isEmpty else { return nil }
        // ("his" is a man's or a boy's, "her" a woman's or a girl's.)
        let audiences: Set<String> = pronoun == "his" ? ["men", "boys"] : ["women", "girls"]
        let found = state.personRequests.last {
            $0.person != state.person && $0.query.category == category
                && audiences.contains($0.query.audience ?? "")
        }?.query
        return found == inForce ? nil : found
    }

    /// Words with which a line gives the products in force to one more person ("one for my wife too").
    static let sharingWords: Set<String> = ["too", "also", "aswell", "same", "matching", "both"]

    /// Words that bring back products already seen ("the boots again", "trainers from before").
    static let recallWords: Set<String> = ["again", "back", "before", "earlier", "previous", "previously"]

    // MARK: - Commands

    private func perform(_ command: Command, utterance: String, state: inout DialogueState) -> Turn? {
        switch command {
        case .help:
            return Turn(utterance: utterance, action: .help, reply: writer.help)
        case .startOver:
            state.reset()
            return Turn(utterance: utterance, action: .help, reply: "Okay, let's start over. What are you looking for?")
        case .browse:
            return categories(utterance: utterance, state: &state)
        case .support:
            state.mode = .idle
            return support(utterance: utterance)
        case .nextPage, .previousPage:
            guard isAbandonable(state.mode) else { return nil }
            guard var results = state.results else {
                return Turn(utterance: utterance, action: .help,
                            reply: "There are no results to page through yet. What are you looking for?")
            }
            state.mode = .idle
            let start = command == .nextPage
                ? results.pageStart + pageSize
                : max(0, results.pageStart - pageSize)
            if command == .previousPage && results.pageStart == 0 {
                return Turn(utterance: utterance, action: .search,
                            reply: "This is the first page. Say \"more\" for the next one or a number for details.")
            }
            fetch(&results, through: start + pageSize)
            if start >= results.productIDs.count {
                let count = results.productIDs.count
                return Turn(utterance: utterance, action: .search,
                            reply: "That's all \(count) result\(count == 1 ? "" : "s"). Pick a number for details or refine the search.")
            }
            results.pageStart = start
            return showPage(of: &results, utterance: utterance, action: .search, state: &state)
        }
    }

    /// Modes a paging command may leave: questions the shopper chose to ignore.
    private func isAbandonable(_ mode: DialogueMode) -> Bool {
        switch mode {
        case .idle, .confirming, .menu, .choosingCategory: return true
        case .awaitingSearch: return false
        }
    }

    /// An empty line: change nothing, and say again what the assistant is waiting for.
    private func repeatPrompt(_ utterance: String, state: DialogueState) -> Turn {
        switch state.mode {
        case .confirming(let pending):
            return confirmationQuestion(
                plan: pending.plan, action: pending.decision.action ?? .search, utterance: utterance, state: state)
        case .menu:
            return Turn(utterance: utterance, action: .menu, content: .menu(MenuOption.allCases),
                        reply: writer.menu(intro: "Please choose:"))
        case .awaitingSearch:
            return Turn(utterance: utterance, action: .search, reply: "What are you looking for?")
        case .choosingCategory(let choices):
            return Turn(utterance: utterance, action: .browse, content: .categories(choices),
                        reply: writer.categories(choices))
        case .idle:
            return Turn(utterance: utterance, action: .help,
                        reply: "Tell me what you're looking for, e.g. \"black jeans under $50\", or say \"help\".")
        }
    }
}
