import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

extension DialogueManager {
    /// The clothing model's classification of `text`, with its texting forms spelt out and its words typed
    /// without a vowel put back (see ``TextingForms``).
    func classify(_ text: String) -> Classification {
        classifier.classify(TextingForms.withVowelsRestored(TextingForms.expanded(text), knows: classifier.knowsWord))
    }

    /// A line that is not navigation or an answer: understood in the conversation's context, classified (the
    /// model sees the line with the request it refines or the product it asks about), and routed by band.
    ///
    /// `lead` is what the assistant's last question established ("Search clothing" after that menu choice),
    /// put before the line when it is classified on its own.
    func classifiedLine(
        _ utterance: String, phrase: Phrase, context: ProductQuery?, lead: String? = nil, state: inout DialogueState
    ) -> Turn {
        state.mode = .idle
        var (plan, classified) = self.plan(for: utterance, phrase: phrase, context: context, state: state)
        if let lead, case .search(_, refines: false) = plan { classified = "\(lead): \(classified)" }
        var classification = classify(classified)
        (plan, classified, classification) = asWritten(
            utterance, plan: plan, classified: classified, classification: classification, lead: lead, policy: state.policy)
        let unraised = classification
        let (raised, evidence) = raisedByEvidence(classification, plan: plan, utterance: utterance, policy: state.policy)
        classification = raised
        var storeEvidence: StoreEvidence?
        // (A loss or damage told of, raised for that alone, that both models read as a fault is a store question:
        // "my trainers split along the side"; "ripped jeans" is raised as all catalog words.)
        let raisedForLossAlone: Bool = {
            guard var alone = evidence, alone.reportsLoss,
                  let search = unraised.hypotheses.first(where: { state.policy.action(for: $0.label) == .search })
            else { return false }
            alone.reportsLoss = false
            return alone.applied(
                to: unraised, searchLabel: search.label,
                answeredElsewhere: Self.supportLabels(in: unraised, policy: state.policy)) == unraised
        }()
        if evidence == nil || raisedForLossAlone, let (store, found) = raisedByStoreTopic(
            utterance, plan: plan, classified: classified, classification: unraised, policy: state.policy,
            resultsShown: state.results != nil) {
            (classified, classification, storeEvidence) = (utterance, store, found)
        }
        var decision = state.policy.decide(classification)
        // A longer request the model is unsure of as a whole, one clause of which it would act on as a request for
        // a category ("off to mexico in 2 weeks and i need a bikini"), is that clause's request. When the model
        // leans away from clothing for the whole line ("I'm bald as a coot and it's freezing out, so I need a
        // beanie"), the clause must be a sure one ("I just got them in a plastic bag" is not).
        // A store question only the topic model made of the line gives way to such a clause too, a sure one: "i
        // cycle to work & keep turning up soaked, need a waterproof jacket" reads as repairs to it.
        var shoppingClause: String?
        // So does a line the model acts on as out of scope, one clause of which asks for products in words the
        // catalog all knows ("best friend is starting uni, want to get her a bag, budget 80").
        // (So is a line raised only because it asks for a category among other talk: the clause is what it asks.)
        if decision.band != .act || storeEvidence != nil || decision.action == .outOfScope
            || evidence.map({ !$0.isComplete && $0.asksForCategory }) == true,
           case .search(_, refines: false) = plan,
           let (clause, found) = actionableClause(of: utterance, policy: state.policy),
           (decision.action == .search && storeEvidence == nil) || (found.top?.probability ?? 0) >= Self.sureClause,
           // (A clause that reports a garment broken asks for no products: "the zip on my coat broke after 3
           // months, bought it from you"; nor does one beside a question for a service: "do u do hemming?
           // trousers always end up too long on me".)
           !asksForService(Phrase(TextingForms.expanded(clause))),
           storeEvidence == nil || !asksForServiceItself(utterance) {
            (classified, classification, shoppingClause, storeEvidence) = (clause, found, clause, nil)
            decision = state.policy.decide(classification)
            // The words of the talk around it are no words of the products ("i cycle to work"); who it is for,
            // sizes and prices said there still count.
            if case .search(var query, _) = plan {
                let said = Set(TextNormalizer.tokens(clause.lowercased()))
                let inClause = { (kind: String) in
                    ProductQuery.alternatives(of: kind).flatMap { $0.split(separator: " ") }
                        .allSatisfy { said.contains(String($0)) }
                }
                // (A kind the clause names in other words stays: "need a rucksack for uni, under 80" is backpacks.)
                let clauseTypes = Set(lookup.parse(TextingForms.expanded(clause)).types)
                query.keywords.removeAll { !inClause($0) && !clauseTypes.contains($0) }
                query.types.removeAll { !inClause($0) && !clauseTypes.contains($0) }
                plan = .search(query, refines: false)
            }
        }
        // Likewise a line one sentence of which is a store question the model or the topic model is sure of,
        // the rest talk ("are refunds quick? last place took like a month").
        var storeSentence: String?
        // (Even a line read as a refinement, when it asks for no products at all: "shame, my sister's in toronto
        // tho, how long would it take to get there" after trousers.)
        // (The line is parsed again only when it has several clauses: most lines have one.)
        if shoppingClause == nil,
           decision.band != .act || decision.action == .outOfScope
            || (decision.action == .search && Self.clauses(of: utterance).count > 1
                && !lookup.asksForProducts(utterance)),
           let (sentence, found) = storeQuestionSentence(
               of: utterance, policy: state.policy, afterTalk: state.results != nil || state.storeTopic != nil) {
            (classified, classification, storeSentence) = (sentence, found, sentence)
            decision = state.policy.decide(classification)
        }
        // A question right after a store answer that points back at it and asks for no products ("how long are
        // they valid for" after gift cards, "ok where do i do that" after cancelling) asks more about that topic.
        var followsStoreTopic: StoreTopic?
        if let previous = state.storeTopic, decision.action != .support || decision.band != .act,
           !(decision.band == .act && decision.action == .search), case .search(let query, _) = plan,
           isFollowUpQuestion(phrase, utterance: utterance, query: query),
           // (Not a line the model is sure is out of scope whatever came before: "is it going to rain tomorrow".)
           !(classification.top.map {
               state.policy.action(for: $0.label) == .outOfScope && $0.probability >= Self.contextVeto
           } ?? false),
           let storeLabel = classification.hypotheses.first(where: {
               state.policy.action(for: $0.label) == .support
           })?.label {
            classification = classification.raising(storeLabel, to: StoreEvidence.floor)
            classified = utterance
            decision = state.policy.decide(classification)
            decision.reason += " (raised: a follow-up to the answer about \(previous.rawValue))"
            followsStoreTopic = previous
        }
        // A question of when an order arrives that the model does not act on as a store question ("would they get
        // here by friday", "will it come in time for his bday") is one about delivery: the shipping text answers it.
        // (Only of the products, the order or the shopper: "will my mum get here by friday" is no such question.)
        // (The topic model, knowing only store topics, may hear another in it: "can i get them by saturday" as
        // repairs, "in time for christmas" as discounts.)
        if followsStoreTopic == nil, storeSentence == nil, shoppingClause == nil,
           // (Not a line the model is sure is out of scope whatever came before.)
           !(classification.top.map {
               state.policy.action(for: $0.label) == .outOfScope && $0.probability >= Self.contextVeto
           } ?? false),
           ProductQuestion.asksWhenItArrives(phrase.words),
           phrase.words.contains(where: ProductQuestion.orderWords.contains),
           let storeLabel = classification.hypotheses.first(where: {
               state.policy.action(for: $0.label) == .support
           })?.label, !(decision.band == .act && decision.action == .support) || storeEvidence != nil {
            classification = classification.raising(storeLabel, to: StoreEvidence.floor)
            classified = utterance
            decision = state.policy.decide(classification)
            decision.reason += " (raised: asks when an order arrives)"
            storeEvidence = nil
            followsStoreTopic = .shipping
        }
        // Talk that names nothing in the store ("lol sorry typing this in the back of a lecture", "did u watch the
        // match last night"): when the model leans out of scope, unsure, a line that as written sets no category,
        // kind, brand or filter and has words the catalog does not know is out of scope. Asking whether it is a
        // clothing question would offer to search for nothing.
        // (Not one that speaks of a garment's properties, as questions of care and fit do: "will this shrink in
        // the laundry?", "smaller size".)
        if decision.band == .confirm, decision.action == .outOfScope, shoppingClause == nil, storeSentence == nil,
           storeEvidence == nil, followsStoreTopic == nil, case .search = plan,
           !ProductQuestion.speaksOfProperties(phrase.words),
           let unknown = Self.wordsNamingNothing(in: lookup.parse(TextingForms.expanded(utterance)), lookup: lookup),
           let label = classification.top?.label {
            classification = classification.raising(label, to: StoreEvidence.floor)
            decision = state.policy.decide(classification)
            decision.reason += " (raised: nothing in it the store knows: \(unknown.joined(separator: " ")))"
        }
        // A line that means to shop without naming what ("just having a look around", "need a gift for my bf"),
        // which the model does not act on as a request: a request for what the store has, for the person it names.
        // (Not one the model is sure is out of scope, unless it names whom the shopping is for: "going shopping for
        // groceries later" is not for this store, "shopping for a 10 year old" is. Beside products in force, only
        // one that names whom: "ugh im so behind on xmas shopping" is talk.)
        var browsing = false
        if shoppingClause == nil, storeSentence == nil, storeEvidence == nil, followsStoreTopic == nil,
           !(decision.band == .act && decision.action != .outOfScope),
           case .search(var query, refines: false) = plan, query.namesNothingButAudience,
           case let forSomeone = lookup.parse(utterance).audience != nil || phrase.words.contains("myself"),
           forSomeone || state.results == nil, forSomeone || !(classification.top.map {
               state.policy.action(for: $0.label) == .outOfScope && $0.probability >= Self.contextVeto
           } ?? false),
           ShoppingIntent.recognize(phrase, forSomeone: forSomeone),
           let searchLabel = classification.hypotheses.first(where: {
               state.policy.action(for: $0.label) == .search
           })?.label {
            classification = classification.raising(searchLabel, to: StoreEvidence.floor)
            decision = state.policy.decide(classification)
            decision.reason += " (raised: means to shop, names no product)"
            query.keywords = []
            plan = .search(query, refines: false)
            browsing = query.audience == nil
        }
        if let shoppingClause { decision.reason += " (the clause \"\(shoppingClause)\" asks for products)" }
        if let storeSentence { decision.reason += " (the sentence \"\(storeSentence)\" asks about the store)" }
        if let evidence, storeEvidence == nil { decision.reason += " (raised by \(evidence.summary))" }
        if let storeEvidence { decision.reason += " (raised by \(storeEvidence.summary))" }
        var turn: Turn
        switch decision.band {
        case .act:
            if let storeSentence, decision.action == .support {
                // (The topic is read from the sentence that asks, not from the talk beside it.)
                turn = storeAnswer(to: storeSentence, utterance: utterance, state: state)
            } else if let followsStoreTopic, decision.action == .support {
                turn = storeAnswer(to: utterance, utterance: utterance, state: state, following: followsStoreTopic)
            } else if decision.action == .outOfScope, let talk = Self.openingSmalltalk(of: utterance) {
                // "Afternoon! Just browsing really, it's chucking it down out there": a greeting with talk after
                // it is answered as the greeting, not refused.
                state.mode = .idle
                decision.reason += " (opens with small talk)"
                turn = Turn(utterance: utterance, action: .smalltalk, reply: writer.smalltalk(talk))
            } else {
                // (Meaning to shop with nobody named: the categories, rather than every product.)
                let action = browsing && decision.action == .search ? .browse : decision.action ?? .outOfScope
                turn = act(on: action, plan: plan, utterance: utterance, state: &state)
            }
        case .confirm:
            // The question offers what the catalog understood of the line, not its other words: "taking my nephew
            // to the beach next week" offers boys' beach things, not "boys' taking beach next week".
            if case .search(var query, refines: false) = plan {
                let known = query.keywords.filter(lookup.index.parser.knows)
                if known != query.keywords, !known.isEmpty || query.namesCategory || query.hasFilters
                    || !query.types.isEmpty {
                    query.keywords = known
                    plan = .search(query, refines: false)
                }
            }
            state.mode = .confirming(PendingConfirmation(
                utterance: utterance, classified: classified, plan: plan, classification: classification,
                decision: decision))
            turn = confirmationQuestion(plan: plan, action: decision.action ?? .search, utterance: utterance, state: state)
        case .fallback:
            state.mode = .menu
            turn = Turn(utterance: utterance, action: .menu, content: .menu(MenuOption.allCases),
                        reply: writer.menu(intro: "I'm not sure what you mean. Here is what I can do:"))
        }
        turn.classified = classified
        turn.classification = classification
        turn.decision = decision
        return turn
    }

    /// The clause of `utterance` (split at punctuation and at "and", "but", "so", "because") that names a category
    /// (in the catalog's words or the lexicon's: "i need a toque") and that the model, reading it alone, routes to
    /// search in the act band; with its classification. `nil` for a line of one clause, or when no clause or
    /// several different ones do.
    func actionableClause(of utterance: String, policy: Policy) -> (String, Classification)? {
        // (A clause of one word counts when it names a category: "$40 limit. scarves?".)
        let clauses = Self.clauses(of: utterance, keepingWord: { self.lookup.parse($0).namesCategory })
        guard clauses.count > 1 else { return nil }
        var found: (String, Classification)?
        var owned: [(String, Classification)] = []
        // The words that named the category in an earlier clause, which "a new one" after it stands for.
        var namedBefore: String?
        for said in clauses {
            var clause = said
            var parsed = lookup.parse(clause)
            // ("my dads belt finally snapped, need a new one for him": the new one is a belt.)
            var asksForANewOne = false
            if parsed.category == nil, let earlier = namedBefore,
               let standIn = Self.standingIn(for: earlier, in: clause) {
                clause = standIn
                parsed = lookup.parse(clause)
                asksForANewOne = true
            }
            guard parsed.category != nil else { continue }
            namedBefore = parsed.categoryWords.isEmpty
                ? parsed.category?.lowercased() : parsed.categoryWords.joined(separator: " ")
            var classification = classify(clause)
            // (A clause that asks for something in words the catalog all knows is a shopping line in this store:
            // see CatalogEvidence. Only one that asks: "I just got them in a plastic bag" asks for no bag.)
            // (So is one that names the products first, every word known: "a cap for my uncle, he's out fishing
            // every weekend".)
            let words = Phrase(clause).words
            if let search = classification.hypotheses.first(where: { policy.action(for: $0.label) == .search }) {
                let evidence = lookup.evidence(for: clause, modelKnows: classifier.knowsWord)
                // (The words that named the category: a synonym's, or the category's own name: "a bag for my sister".)
                let named = parsed.categoryWords.isEmpty
                    ? parsed.category.map { TextNormalizer.tokens($0.lowercased()) } ?? [] : parsed.categoryWords
                if Self.asksForSomething(words)
                    || (evidence.isComplete && Self.namesProductsFirst(words, categoryWords: named)) {
                    classification = evidence.applied(
                        to: classification, searchLabel: search.label,
                        answeredElsewhere: Self.supportLabels(in: classification, policy: policy))
                }
            }
            let decided = policy.decide(classification)
            guard decided.band == .act, decided.action == .search else { continue }
            // (Nor does one that tells of products bought from the store: "I bought boots from you last winter and
            // now the sole is broken".)
            if Self.toldOfPurchase(words), !words.contains(where: Self.productRequestWords.contains) { continue }
            // (A clause about what someone already has comes after one that asks: "his old boots have split at
            // the sole. got any mens boots?"; alone, it asks for more: "has gone through all his socks".)
            if parsed.categoryIsOwned {
                owned.append((clause, classification))
                continue
            }
            // (Of two, the one that asks for "a new one" of the products the other named is what is asked: "my
            // husband has been wearing the same sad old coat… letting me buy him a new one".)
            if found != nil && !asksForANewOne { return nil }
            found = (clause, classification)
        }
        return found ?? (owned.count == 1 ? owned.first : nil)
    }

    /// `clause` with the products an earlier clause named (`named`, their words) for the "one" it asks for ("need a
    /// new one for him", "want another one", "a replacement one"); `nil` when it asks for no such one.
    static func standingIn(for named: String, in clause: String) -> String? {
        let words = Phrase(clause).words
        guard asksForSomething(words),
              let k = words.indices.dropFirst().first(where: {
                  ["one", "pair"].contains(words[$0])
                      && ["new", "another", "replacement", "same"].contains(words[$0 - 1])
              }) else { return nil }
        return (words[..<k] + [named] + words[(k + 1)...]).joined(separator: " ")
    }

    /// The one sentence of `utterance` (split at ".", "?", "!") that asks something, when it is a store question
    /// the policy acts on alone or that the topic model and the clothing model agree is one (see
    /// ``StoreEvidence``), with its classification; `nil` for a line of one sentence, or of several questions.
    /// With `afterTalk`, the last clause of a one-sentence line too (see below).
    func storeQuestionSentence(
        of utterance: String, policy: Policy, afterTalk: Bool = false
    ) -> (String, Classification)? {
        // Sentences with whether each asks something ("?" after it, or a question word first).
        var sentences: [(text: String, asks: Bool)] = []
        var current = ""
        for character in utterance + "." {
            guard ".?!".contains(character) else { current.append(character); continue }
            let text = current.trimmingCharacters(in: .whitespaces)
            current = ""
            guard Phrase(text).words.count >= 2 else { continue }
            sentences.append((text, character == "?" || Self.opensWithQuestion(Phrase(text))))
        }
        if sentences.count > 1 { return storeQuestion(among: sentences, policy: policy) }
        // Or, in a conversation with the store (`afterTalk`: results on screen or a store answer given), the last
        // clause of the line after talk that asks for no products: "shame. my sister's in toronto tho, how long
        // would it take to get there". (A question that goes on after "and" is one question: "can you charge the
        // battery and a phone at once". Who the talk is of is no product: "my sister's in toronto". As a first
        // line, "i want to pay my electric bill, can you do it for me" is no store question.)
        let clauses = Self.clauses(of: utterance).map { (text: $0, asks: Self.opensWithQuestion(Phrase($0))) }
        guard afterTalk, clauses.count > 1, clauses.last?.asks == true,
              !clauses.contains(where: { !$0.asks && lookup.asksForProducts($0.text) }) else { return nil }
        return storeQuestion(among: clauses, policy: policy)
    }

    /// The one part of a line that asks something, when it is a store question the policy acts on alone or
    /// that the topic model and the clothing model agree is one; `nil` when no part or several ask.
    private func storeQuestion(among parts: [(text: String, asks: Bool)], policy: Policy) -> (String, Classification)? {
        // The store question must be the one part that asks: beside another question ("what is the dimension
        // of this case? I already ordered it") the line is about something else.
        guard parts.filter(\.asks).count == 1 else { return nil }
        var found: (String, Classification)?
        for (sentence, asks) in parts where asks {
            let alone = classify(sentence)
            var classification: Classification?
            let decided = policy.decide(alone)
            if decided.band == .act, decided.action == .support {
                classification = alone
            } else if let topics, let storeLabel = alone.hypotheses.first(where: { policy.action(for: $0.label) == .support })?.label,
                      // (A question of a shown product's care, materials or sizes is no store question because the
                      // topic model hears "wash" as repairs: "sweet as. can the 2nd one go in the wash".)
                      !asksProductFact(sentence),
                      let evidence = storeEvidence(sentence, alone: alone, topics: topics, policy: policy) {
                classification = evidence.applied(to: alone, storeLabel: storeLabel)
            }
            guard let classification else { continue }
            if found != nil { return nil }
            found = (sentence, classification)
        }
        return found
    }

    /// Whether `sentence` asks one of the catalog's facts (care, materials, sizes, colours, price, stock, brand)
    /// about a product on screen pointed at by its place ("can the 2nd one go in the wash").
    private func asksProductFact(_ sentence: String) -> Bool {
        guard let question = ProductQuestion.recognize(
            Phrase(sentence), hasFocus: false, isSize: lookup.isSize, isColor: lookup.isColor),
            question.reference != nil else { return false }
        if case .property = question.fact { return false }
        return true
    }

    /// Whether `phrase` is a question that points back at what was just said ("how long are they valid for",
    /// "where do i do that", "how do i get in touch about it") and asks for no products: no category, kind or
    /// filter, no result by number.
    func isFollowUpQuestion(_ phrase: Phrase, utterance: String, query: ProductQuery) -> Bool {
        guard !query.namesCategory, !query.setsFilterOrKind, query.brand == nil,
              ResultReference.recognize(phrase) == nil else { return false }
        return Self.asksQuestion(utterance, phrase: phrase) && phrase.words.contains(where: Self.backPointers.contains)
    }

    /// Whether `utterance` asks something: a closing "?", or a question word opening it or any of its clauses
    /// ("go on then, what's that belt like"), or right after "that one" ("that one what material").
    static func asksQuestion(_ utterance: String, phrase: Phrase) -> Bool {
        // (Every clause: a one-word clause before it is no clause, "sweet, how much is it".)
        utterance.hasSuffix("?") || opensWithQuestion(phrase)
            || clauses(of: utterance).contains { opensWithQuestion(Phrase($0)) }
            || (phrase.words.count > 2 && ["that", "this"].contains(phrase.words[0]) && phrase.words[1] == "one"
                && opensWithQuestion(Phrase(phrase.words.dropFirst(2).joined(separator: " "))))
    }

    /// Words that point back at what was just said.
    static let backPointers: Set<String> = ["it", "that", "they", "them", "this", "those", "these", "one", "ones"]

    /// The greeting, thanks or goodbye that the first sentence or clause of `utterance` is, when the line goes on
    /// after it with talk that asks nothing ("Afternoon! Just browsing really, …", "hiya, just killing time on the
    /// sofa lol"; not "hi, what's the capital of france", which is refused as a question).
    static func openingSmalltalk(of utterance: String) -> Smalltalk? {
        let pieces = utterance.split(whereSeparator: { ",.;!?".contains($0) })
        guard pieces.count > 1, let first = pieces.first,
              let talk = Smalltalk.recognize(Phrase(String(first))), talk != .aboutMe else { return nil }
        let rest = pieces.dropFirst().joined(separator: ",")
        return utterance.contains("?") || asksQuestion(rest, phrase: Phrase(rest)) ? nil : talk
    }

    /// Words with which a clause asks for products ("need a waterproof jacket", "could I get him socks").
    static let requestWords: Set<String> = [
        "need", "needs", "want", "wants", "wanna", "looking", "lookin", "after", "buy", "get", "find", "gimme", "show",
        "asking", "asked", "asks",  // ("hubby keeps asking for a beanie")
    ]

    /// Whether `words` ask for something: a request word, or "got", "have", "sell" or "stock" right before "any",
    /// "anything" or "some" ("got any nice cardis?", "do you have anything warm"; not "I just got them").
    static func asksForSomething(_ words: [String]) -> Bool {
        words.contains(where: requestWords.contains) || words.indices.dropFirst().contains { i in
            ["any", "anything", "some", "something"].contains(words[i])
                && ["got", "have", "has", "sell", "stock", "carry", "do"].contains(words[i - 1])
        }
    }

    /// Whether a clause names the products first, as a request in chat does ("a cap for my uncle", "some warm
    /// socks for him"): an article or "some" first, with the category's words among the three words after it.
    static func namesProductsFirst(_ words: [String], categoryWords: [String]) -> Bool {
        guard let first = words.first, ["a", "an", "some", "new"].contains(first) else { return false }
        let named = Set(categoryWords.map(TextNormalizer.stem))
        return words.prefix(4).dropFirst().contains { named.contains(TextNormalizer.stem($0)) }
    }

    /// The least probability of a clause's request that takes a line the model leans away from clothing for.
    static let sureClause = 0.85

    /// Words that join two clauses.
    static let clauseJoiners: Set<String> = ["and", "n", "&", "but", "so", "because", "cause", "cuz", "coz", "though", "tho"]

    /// `text` cut into clauses of two words or more at punctuation and joining words (or of one word that `keeps`
    /// takes).
    static func clauses(of text: String, keepingWord keeps: ((String) -> Bool)? = nil) -> [String] {
        var clauses: [String] = []
        var current: [String] = []
        func flush() {
            if current.count >= 2 || (current.count == 1 && keeps?(current[0]) == true) {
                clauses.append(current.joined(separator: " "))
            }
            current = []
        }
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ",;.!?:"))
            // (An emoji or other symbol alone ends a clause as a full stop would: "soaked 🙃 need a jacket".)
            if clauseJoiners.contains(word.lowercased())
                || (!word.isEmpty && !word.contains(where: { $0.isLetter || $0.isNumber || $0 == "$" })) {
                flush()
                continue
            }
            if !word.isEmpty { current.append(word) }
            if let last = token.last, ",;.!?:".contains(last) { flush() }
        }
        flush()
        return clauses
    }

    /// The line, plan and classification to go on with when the line as written says more than its context:
    /// context helps a refinement the model is unsure of, but never overrules a line the model is sure is out of
    /// scope on its own ("what's the weather" after coats, whose one word "weather" the catalog also uses;
    /// "send money to my brother" shown with its audience), unless the line only sets a filter ("in black"); and
    /// a question about a product on screen that on its own would be answered as a store question ("can I send
    /// the second one back") is one — the product's name would make any line look like a clothing one.
    private func asWritten(
        _ utterance: String, plan: LinePlan, classified: String, classification: Classification, lead: String?,
        policy: Policy
    ) -> (LinePlan, String, Classification) {
        // A line whose clauses that set filters refine the request in force while its other clauses only talk
        // ("Navy ideally, he's quite a conservative dresser"): the model reads those clauses after the request,
        // and the line refines when it routes them to search.
        func byItsFilteringClauses() -> (LinePlan, String, Classification)? {
            guard case .search(let refined, _) = plan, classified.hasSuffix(utterance),
                  let clauses = lookup.filteringClauses(of: utterance, context: refined) else { return nil }
            let text = String(classified.dropLast(utterance.count)) + clauses
            let read = classify(text)
            guard let top = read.top, policy.action(for: top.label) == .search else { return nil }
            return (plan, text, read)
        }
        // Whether the plan was already read from those clauses (then the line as a whole says nothing more).
        // (Checked only for a refinement not classified with the line as written: the rare one.)
        let readFromClauses: Bool = {
            guard case .search(let refined, true) = plan, !classified.hasSuffix(utterance),
                  let clauses = lookup.filteringClauses(of: utterance, context: refined) else { return false }
            return classified.hasSuffix(clauses)
        }()
        switch plan {
        case .search(_, refines: true) where !readFromClauses:
            // (A refinement read from the line's clauses that set filters, the rest talk, was classified on those
            // clauses: see ``plan(for:phrase:context:state:)``.)
            let alone = classify(utterance)
            // (The filter check parses the line again: only for the rare line the veto would take.)
            if let top = alone.top, policy.action(for: top.label) == .outOfScope, top.probability >= Self.contextVeto,
               !lookup.onlySetsFilters(utterance) {
                if let clauses = byItsFilteringClauses() { return clauses }
                return (.search(lookup.parse(utterance), refines: false), utterance, alone)
            }
            // Nor one that the model would act on as out of scope on its own, that sets no filter or category and
            // has two words or more that name nothing here: "lol whats the best beach in portugal" after sandals
            // shares one word with the products ("anything for the beach" has only that word).
            if let top = alone.top, policy.action(for: top.label) == .outOfScope, top.probability >= policy.act {
                let query = lookup.parse(utterance)
                let unknown = query.keywords.filter { !query.types.contains($0) }
                if query.category == nil, !query.hasFilters, unknown.count >= 2 {
                    return (.search(query, refines: false), utterance, alone)
                }
            }
            // A store question stands on its own too ("r boxers returnable if they dont fit" after boxers), unless
            // the line only sets filters ("cheaper").
            if let top = alone.top, policy.action(for: top.label) == .support, top.probability >= Self.contextVeto,
               !lookup.onlySetsFilters(utterance) {
                // (Unless its other clauses only talk: "nothing over 60 tho im broke" sets a budget.)
                if let clauses = byItsFilteringClauses(), case .search(let refined, _) = plan,
                   let filtering = lookup.filteringClauses(of: utterance, context: refined),
                   !asksBesides(filtering, in: utterance) {
                    return clauses
                }
                return (.search(lookup.parse(utterance), refines: false), utterance, alone)
            }
        case .search(_, refines: false) where classified != utterance && lead == nil:
            let alone = classify(utterance)
            if let top = alone.top, policy.action(for: top.label) == .outOfScope, top.probability >= Self.contextVeto {
                return (plan, utterance, alone)
            }
            // A line that as written is a store question the policy acts on stays one: the person it names is not
            // reworded into a shopping line ("do you sell e-gift cards? my sister might prefer one").
            let decided = policy.decide(alone)
            if decided.band == .act, decided.action == .support { return (plan, utterance, alone) }
        case .question:
            // (The number that points at the product is put as "it": "is number 2 warm?" is no phone-number
            // question, "can I return number 2" still asks the store.)
            let pointing = ProductQuestion.pointingWithIt(utterance)
            let alone = classified == utterance && pointing == utterance ? classification : classify(pointing)
            let decided = policy.decide(alone)
            if decided.band == .act, decided.action == .support { return (plan, utterance, alone) }
        case .search(_, refines: _):
            break
        }
        return (plan, classified, classification)
    }

    /// The words of `query` the catalog does not know, when it sets no category, kind, brand, audience or other
    /// filter and has one such word or more; `nil` otherwise.
    static func wordsNamingNothing(in query: ProductQuery, lookup: CatalogLookup) -> [String]? {
        guard query.category == nil, query.categoryGroup.isEmpty, query.types.isEmpty, query.brand == nil,
              !query.hasFilters, query.audience == nil else { return nil }
        let unknown = query.keywords.filter {
            !lookup.index.parser.knows($0) && !CatalogLookup.contextWords.contains($0)
                && !Phrase.courtesies.contains($0)
        }
        return unknown.isEmpty ? nil : unknown
    }

    /// `classification` raised by what the catalog knows of the line (see ``CatalogEvidence``), with that
    /// evidence; unchanged and `nil` when there is none or the model is sure either way.
    ///
    /// A line made only of the catalog's own words is a shopping line in this store; so is a question for one
    /// of a shown product's catalog fields (price, sizes, colours, materials, care, stock, brand), whatever its
    /// wording.
    private func raisedByEvidence(
        _ classification: Classification, plan: LinePlan, utterance: String, policy: Policy
    ) -> (Classification, CatalogEvidence?) {
        // (Below the model's minimum only a line whose category words the model never learnt can be raised.)
        guard let search = classification.hypotheses.first(where: { policy.action(for: $0.label) == .search }),
              search.probability < CatalogEvidence.floor
        else { return (classification, nil) }
        var found: CatalogEvidence
        switch plan {
        case .search(let query, let refines):
            guard search.probability >= CatalogEvidence.modelMinimum || query.namesCategory
                || CatalogLookup.saysActivity(TextNormalizer.tokens(utterance.lowercased()), index: lookup.index)
            else {
                return (classification, nil)
            }
            found = lookup.evidence(for: utterance, modelKnows: classifier.knowsWord)
            // A category named only in words the model never learnt ("has outgrown her cossie") leaves the model
            // nothing to judge the product by: it reads the line with the category's own name in their place,
            // and what it says then stands for the line, when it leans further to search.
            // (One word: "cossie"; a phrase is left as said.)
            if !refines, found.anchorUnseenByModel, !found.isComplete, let category = query.category,
               query.categoryWords.count == 1, let said = query.categoryWords.first {
                let reread = lookup.corrected(
                    utterance, corrections: ["\(said) → \(category.lowercased())"], unless: { _ in false })
                let again = classify(reread)
                if reread != utterance, again.top?.label == search.label,
                   (again.top?.probability ?? 0) > search.probability {
                    found.readAs = reread
                    // (Still raised by what else it says: "my little girl lost her swimmers at the pool".)
                    let raised = found.applied(
                        to: again, searchLabel: search.label,
                        answeredElsewhere: Self.supportLabels(in: again, policy: policy))
                    return (raised, found)
                }
            }
            // A refinement is anchored by the category of the request it refines ("down filled" after coats), or by
            // its kind of product when it has no category ("mainly for running" after gym gear).
            if refines, let anchor = query.category ?? (query.types.isEmpty ? nil : query.types.joined(separator: " ")),
               !found.hasAnchor {
                found.hasAnchor = true
                found.understood.insert("refines: \(anchor)", at: 0)
            }
        case .question(let number, let fact) where search.probability >= CatalogEvidence.modelMinimum
                && (fact?.isCatalogField == true || (classification.top?.label == search.label
                    && classification.hypotheses.allSatisfy {
                        policy.action(for: $0.label) != .support || $0.probability < CatalogEvidence.modelMinimum
                    })):
            // (Any other question about a product on screen counts when the model leans to a clothing question
            // already and not to a store question: "is it waterproof", "does the first one have removeable pads";
            // not "is the first one going to be delivered by friday", which it also reads as a store question.)
            found = CatalogEvidence(
                understood: ["a question about number \(number) on screen" + (fact.map { ": \($0.fieldName)" } ?? "")],
                unknownWords: [], hasAnchor: true)
        case .question:
            return (classification, nil)
        }
        let raised = found.applied(
            to: classification, searchLabel: search.label,
            answeredElsewhere: Self.supportLabels(in: classification, policy: policy))
        return raised == classification ? (classification, nil) : (raised, found)
    }

    /// The classification of `utterance` as written with the store label raised, when the topic model and the
    /// clothing model agree that it is a store question (see ``StoreEvidence``); `nil` otherwise. A store question
    /// stands on its own, so it is judged as written, not with the request on screen; but a refinement that the
    /// request on screen makes a clear clothing line ("cheaper" after jeans, not the discounts) stays one.
    private func raisedByStoreTopic(
        _ utterance: String, plan: LinePlan, classified: String, classification: Classification, policy: Policy,
        resultsShown: Bool
    ) -> (Classification, StoreEvidence)? {
        guard let topics else { return nil }
        // A question about a result is judged with its number put as "it" (see ProductQuestion.pointingWithIt).
        // One that names the result by its number or place and asks for a catalog field or a word the catalog
        // uses ("is the second one warm?", which reads as repairs to the topic model, knowing nothing but store
        // topics) stays about the product: the clothing model alone makes a store question of it ("can I return
        // the second one").
        var line = utterance
        if case .question(_, let fact) = plan {
            line = ProductQuestion.pointingWithIt(utterance)
            let namesResult = line != utterance || ProductQuestion.namesPlace(Phrase(utterance))
            switch fact {
            case .property(let word)? where namesResult && lookup.index.parser.knows(word): return nil
            case let fact? where namesResult && fact.isCatalogField: return nil
            default: break
            }
        }
        let alone = classified == line ? classification : classify(line)
        guard let storeLabel = alone.hypotheses.first(where: { policy.action(for: $0.label) == .support })?.label,
              let found = storeEvidence(line, alone: alone, topics: topics, policy: policy, resultsShown: resultsShown)
        else { return nil }
        // ("need a gift for my bf", "a present for my dad": a gift to buy, not the store's gift cards, which a line
        // about them names as a card, a voucher, a certificate, credit or a balance.)
        if found.topic == StoreTopic.giftCards.rawValue,
           !Phrase(TextingForms.expanded(line)).words.contains(where: { word in
               Self.giftCardWords.contains(TextNormalizer.stem(word)) || word.hasSuffix("card")
           }) {
            return nil
        }
        // (The line is parsed again only here, for the rare refinement the evidence would take: one that asks
        // something of the products stays a refinement; "if the sole comes off can u fix it" shares a word with
        // boots and asks the store; "M instead" is a size for them, not an exchange.)
        // (Nor is "zip up" after hoodies a repair: a kind of the products in force, "Zip Hoodie". A repair or an
        // alteration asked for is one, whatever else it names: "is possible to make the leg more short" after jeans.)
        if case .search(let query, refines: true) = plan,
           found.topic != StoreTopic.repairs.rawValue
            || !asksForService(Phrase(TextingForms.expanded(utterance)), resultsShown: resultsShown),
           classification.hypotheses.contains(where: {
               policy.action(for: $0.label) == .search && $0.probability >= StoreEvidence.searchMaximum
           }), lookup.parse(utterance).setsFilterOrKind || lookup.onlySetsSizeOrColor(utterance)
            || query.types.contains(where: Phrase(utterance).words.contains) {
            return nil
        }
        return (found.applied(to: alone, storeLabel: storeLabel), found)
    }

    /// Whether the topic model and the clothing model agree that `utterance` (classified alone as `alone`) is a
    /// store question: the evidence, or `nil`. `resultsShown`: products are on screen, which "them" may mean.
    func storeEvidence(
        _ utterance: String, alone: Classification, topics: any TextClassifying, policy: Policy,
        resultsShown: Bool = false
    ) -> StoreEvidence? {
        guard let storeLabel = alone.hypotheses.first(where: { policy.action(for: $0.label) == .support })?.label
        else { return nil }
        let searchLabel = alone.hypotheses.first { policy.action(for: $0.label) == .search }?.label
        let topicClassification = topics.classify(utterance)
        // (The line is parsed for its words only when they could count: the topic model sure, the clothing model
        // not leaning to a request.)
        let search = searchLabel.flatMap { label in alone.hypotheses.first { $0.label == label } }?.probability ?? 0
        let inStoreWords = (topicClassification.top?.probability ?? 0) >= StoreEvidence.wordsMinimum
            && search < StoreEvidence.leaning
            && saidInStoreWords(utterance, topics: topics, topic: topicClassification.top?.label)
        return StoreEvidence.found(
            in: alone, topics: topicClassification, storeLabel: storeLabel, searchLabel: searchLabel,
            asksForStoreDetail: asksForStoreDetail(Phrase(TextingForms.expanded(utterance))),
            asksForService: asksForService(Phrase(TextingForms.expanded(utterance)), resultsShown: resultsShown),
            asksAfterOrder: ProductQuestion.asksAfterTheOrder(Phrase(TextingForms.expanded(utterance)).words),
            inStoreWords: inStoreWords)
    }

    /// Whether `utterance` is said in the store's own words for `topic`: every word of it that says something was
    /// learnt by the topic model from store questions, and one that is no word of the products is in the catalog's
    /// own text for that topic ("do u take apple pay" beside "We accept … Apple Pay"; "any discount for students"
    /// beside "Students get 10% off"). "when does the bank close today" is about hours, whose text has no bank;
    /// "is it waterproof" asks about the products.
    func saidInStoreWords(_ utterance: String, topics: any TextClassifying, topic: String?) -> Bool {
        guard let topic = topic.flatMap(StoreTopic.init(rawValue:)),
              let policy = lookup.catalog.store.policies?[topic] else { return false }
        let words = CatalogLookup.sayingWords(of: lookup.parse(TextingForms.expanded(utterance)))
        let own = Set(TextNormalizer.stems(policy))
        guard words.contains(where: { !lookup.index.parser.knows($0) && own.contains(TextNormalizer.stem($0)) })
        else { return false }
        // (A word counts in any number: "deal" when the model learnt "deals", "students" when it learnt "student".)
        return words.allSatisfy { word in
            topics.knowsWord(word) || topics.knowsWord(TextNormalizer.stem(word)) || topics.knowsWord(word + "s")
        }
    }

    /// Whether `phrase` asks for a garment to be repaired or altered, or reports one broken, and asks for no
    /// product: a service word ("fix", "hem", "mend", "alter", "take them up") or a fault ("broke", "came off",
    /// "fell apart"), with a garment named (a category, or a part of one: zip, sole, seam, heel). "my old boots
    /// broke, need new ones" asks for products; "fix a leaky tap" and "is there a way to fix it" name no
    /// garment; "ripped jeans" are a kind. With products on screen (`resultsShown`), "it" or "them" after a
    /// service word is one of them: "if they break do u fix them" after boots. A fault only reported counts when
    /// the line asks something, speaks of a purchase from the store or names a part of the garment ("flip flop
    /// strap broke on day one of my holiday" tells of something to replace); so does an alteration said as a
    /// garment made another length ("make the leg more short").
    func asksForService(_ phrase: Phrase, resultsShown: Bool = false) -> Bool {
        let words = phrase.words
        let service = words.indices.contains { i in
            let word = words[i], next = i + 1 < words.count ? words[i + 1] : ""
            if Self.serviceWords.contains(word) { return true }
            if ["came", "comes", "come", "coming"].contains(word) { return ["off", "apart", "undone"].contains(next) }
            if ["fell", "fall", "falling", "falls"].contains(word) { return next == "apart" }
            // "take them up", "taken up a bit".
            if ["take", "taken", "taking"].contains(word) {
                return next == "up" || (i + 2 < words.count && words[i + 2] == "up")
            }
            return false
        }
        // "make the leg more short", "can u make the sleeves shorter": a garment or a part of one made another
        // length or width.
        let altered = words.indices.contains { i in
            guard ["make", "making", "made"].contains(words[i]) else { return false }
            let after = words[(i + 1)..<min(words.count, i + 6)]
            let measure = after.indices.contains { k in
                Self.alteredMeasures.contains(words[k])
                    || (["more", "less"].contains(words[k]) && k + 1 < words.count
                        && Self.alteredMeasures.contains(words[k + 1] + "er"))
            }
            return measure && after.contains {
                Self.alteredParts.contains($0) || (resultsShown && ["it", "them"].contains($0))
                    || lookup.parse($0).namesCategory
            }
        }
        if altered, !words.contains(where: Self.productRequestWords.contains) { return true }
        // A fault only reported ("flip flop strap broke on day one of my holiday", "my sons sandals fell apart on
        // the beach") tells of something to replace; it is a service question when it asks something, speaks of a
        // purchase from the store ("my coat fell apart after 3 months, bought it from you") or names a part of the
        // garment broken.
        let asksService = words.contains(where: Self.serviceAsks.contains)
            || words.indices.contains {
                ["take", "taken", "taking"].contains(words[$0]) && words[($0 + 1)...].prefix(2).contains("up")
            }
        // (A part of a garment broken is a repair whatever is said with it: "the zip on my coat broke".)
        if service, !asksService, !phrase.text.contains("?"), !Self.asksQuestion(phrase.text, phrase: phrase),
           !Self.speaksOfPurchase(words), !words.contains(where: Self.garmentParts.contains) {
            return false
        }
        // (Asking for something to replace it, or in a size, asks for products: "slippers are falling apart,
        // anything to replace them?", "work boots are falling apart, got anything in a 12?".)
        let toReplace = words.indices.dropFirst().contains { words[$0] == "replace" && words[$0 - 1] == "to" }
        guard service, !words.contains(where: Self.productRequestWords.contains), !toReplace,
              lookup.parse(phrase.text).size == nil else { return false }
        let meansShown = resultsShown && words.indices.dropFirst().contains { i in
            Self.serviceWords.contains(words[i - 1]) && ["it", "them", "em", "those", "these"].contains(words[i])
        }
        return meansShown || words.contains(where: Self.garmentParts.contains)
            || lookup.parse(phrase.text).namesCategory
    }

    /// The service words that ask for the service itself ("do u do hemming?"), not those that report a fault
    /// ("the zip on mine just broke"), after which a request for products in the same line still stands.
    static let serviceAsks: Set<String> = [
        "fix", "fixing", "repair", "repairs", "mend", "mending", "hem", "hems", "hemming", "alter", "alteration",
        "alterations", "shorten", "sew", "stitch", "restitch",
    ]

    /// Words that ask for a repair or an alteration (``serviceAsks``), say one was done, or report a garment
    /// broken.
    /// ("ripped" and "distressed" are styles too, "ripped jeans"; a seam or a sole that split is a fault.)
    static let serviceWords: Set<String> = serviceAsks.union(serviceDone).union([
        "broke", "broken", "snapped", "split", "splitting", "cracked", "frayed", "tore",
    ])

    /// The service words that say a repair or an alteration was done ("can that be fixed").
    static let serviceDone: Set<String> = ["fixed", "repaired", "mended", "hemmed", "altered", "shortened"]

    /// Whether `utterance` asks for a service itself (one of ``serviceAsks``; "hem" not as the garment's edge,
    /// "holes near the hem") and is a service question by ``asksForService(_:resultsShown:)``.
    func asksForServiceItself(_ utterance: String) -> Bool {
        let phrase = Phrase(TextingForms.expanded(utterance))
        let words = phrase.words
        let asksItself = words.indices.contains { i in
            Self.serviceAsks.contains(words[i])
                && !(["hem", "hems"].contains(words[i]) && i > 0
                    && ["the", "a", "my", "its", "their"].contains(words[i - 1]))
        }
        return asksItself && asksForService(phrase)
    }

    /// Whether `words` speak of something bought from the store ("bought it from you", "got them off u last
    /// year", "i ordered", "from your shop").
    static func speaksOfPurchase(_ words: [String]) -> Bool {
        toldOfPurchase(words) || words.contains { ["order", "purchase", "receipt"].contains($0) }
    }

    /// Whether `words` tell of a purchase made ("bought", "ordered", "purchased", or "from you"): not "can i order
    /// a black dress", which asks for one.
    static func toldOfPurchase(_ words: [String]) -> Bool {
        let store: Set<String> = ["you", "u", "ya", "your", "ur", "yours", "here"]
        return words.contains { ["bought", "ordered", "purchased"].contains($0) }
            || words.indices.dropLast().contains {
                ["from", "off", "frm"].contains(words[$0]) && store.contains(words[$0 + 1])
            }
    }

    /// Comparatives a garment is altered to ("shorter"; "more short" is read as it).
    static let alteredMeasures: Set<String> = [
        "shorter", "longer", "smaller", "bigger", "tighter", "looser", "narrower", "wider",
    ]

    /// Parts of a garment an alteration is asked for ("make the legs shorter").
    static let alteredParts: Set<String> = garmentParts.union([
        "leg", "legs", "sleeve", "sleeves", "waist", "waistband", "hem", "hems", "length", "trouser", "trousers",
    ])

    /// Parts of a garment a repair is asked for.
    static let garmentParts: Set<String> = ["zip", "zipper", "zips", "sole", "soles", "seam", "seams", "heel", "heels"]

    /// Verbs of getting in touch with someone ("to reach you", "to call you on").
    static let reachingVerbs: Set<String> = ["reach", "contact", "call", "ring", "email", "message", "text", "phone"]

    /// Words with which a line asks for products rather than a service ("need new ones").
    static let productRequestWords: Set<String> = [
        "need", "needs", "want", "wants", "wanna", "looking", "lookin", "buy", "show", "gimme", "new",
    ]

    /// Whether `phrase` asks the store for a contact detail that the catalog's store section has, named right
    /// after "your": its website, phone number or e-mail ("whats ur website", "your email pls"), or named in a
    /// line that speaks of reaching the store ("whats the best email to reach u guys", "a number to call you on").
    /// "call" or "phone" alone ask for no detail ("can you call me bob", "locate my phone").
    func asksForStoreDetail(_ phrase: Phrase) -> Bool {
        let store = lookup.catalog.store
        let words = phrase.words
        let reachesStore = words.indices.dropLast().contains {
            Self.reachingVerbs.contains(words[$0]) && ["you", "ya", "yall"].contains(words[$0 + 1])
        }
        if reachesStore {
            let named = words.contains { word in
                switch word {
                case "email", "e-mail": store.email != nil
                case "number", "phone": store.phone != nil
                case "website", "site": store.url != nil
                default: false
                }
            }
            if named { return true }
        }
        for (i, word) in words.enumerated() where word == "your" && i + 1 < words.count {
            let next = words[i + 1], after = i + 2 < words.count ? words[i + 2] : ""
            switch next {
            case "website", "site", "url", "webpage": if store.url != nil { return true }
            case "web" where ["address", "site", "page"].contains(after): if store.url != nil { return true }
            case "number": if store.phone != nil { return true }
            case "phone" where after == "number": if store.phone != nil { return true }
            case "email", "e": if store.email != nil { return true }
            default: continue
            }
        }
        return false
    }

    /// Whether `utterance` on its own is a store question: the model routes it to support, or the topic model
    /// and the clothing model agree that it is one.
    func isStoreQuestion(_ utterance: String, policy: Policy) -> Bool {
        let alone = classify(utterance)
        if let top = alone.top, policy.action(for: top.label) == .support { return true }
        guard let topics else { return false }
        return storeEvidence(utterance, alone: alone, topics: topics, policy: policy) != nil
    }

    /// `utterance` as a question about a product on screen, with the text to classify; `nil` when it is none.
    ///
    /// "it" ties a line to the product last shown (or the only one on screen) only loosely: a line that names
    /// another kind of product ("now a scarf to go with it") or that the model is sure is out of scope on its own
    /// ("is it gonna rain this weekend") is a line of its own, and one the model takes for a store question ("can
    /// he bring it back if it doesn't fit") is classified as written.
    private func productQuestion(
        _ utterance: String, phrase: Phrase, state: DialogueState
    ) -> (plan: LinePlan, classified: String)? {
        var phrase = phrase
        // The only product on screen is "it" for a question ("is that one packable", "how much is it", "tell me
        // more about it"); a line that only says what it wants ("wool if u have it", "make it white") refines.
        // Whether the line asks for a product's details in so many words ("tell me about", "the deets on").
        let asksForDetails = phrase.words.contains { $0 != "more" && ProductQuestion.detailWords.contains($0) }
            || ProductQuestion.asksWhatItIsLike(phrase.words)
        // (A question may follow talk in the same line: "go on then, what's that belt like?", "cheers. price on
        // that hat?".)
        let asksAboutIt = asksForDetails || Self.asksQuestion(utterance, phrase: phrase)
        // ("is the nike one cotton": the product on the page the words pick out.)
        if asksAboutIt { phrase = pointingByDescription(phrase, results: state.results) }
        lazy var parsed = lookup.parse(utterance)
        lazy var alone = classify(utterance)
        // "and the other one?" with two on screen, one of them just shown in detail: the other, asked the same.
        if let focus = state.focus, let results = state.results, results.shownCount == 2, focus <= 2,
           phrase.words.contains("other"),
           phrase.words.allSatisfy({ Self.otherOneWords.contains($0) || Self.fillers.contains($0) }),
           let other = lookup.product(id: results.productIDs[2 - focus]) {
            let classified = "\(utterance) (\(Self.contextName(of: other)))"
            return (.question(number: 3 - focus, fact: state.focusFact), classified)
        }
        var focus = state.focus ?? (state.results?.total == 1 && asksAboutIt ? 1 : nil)
        // With several on screen and none picked, a question about "it" or "that one" is about the first shown
        // ("is that one reversible?", "what sizes does it come in?"): the reply names it. A colour or size asked
        // that way asks for products ("is it in black?" refines).
        var firstShown = false
        if focus == nil, asksAboutIt, let results = state.results, results.total > 1,
           phrase.words.contains(where: ProductQuestion.singularPronouns.contains) {
            focus = results.pageStart + 1
            firstShown = true
        }
        // So is one about "they" or "those" that opens with a question word ("are they stretchy?", "what colour
        // are they", "are those leather or fabric?"): a refinement is said otherwise ("they'd need to be black").
        let pluralAsked = asksAboutIt && ProductQuestion.asksAboutThem(phrase.words)
        if focus == nil, pluralAsked, let results = state.results, results.total > 1 {
            focus = results.pageStart + 1
            firstShown = true
        }
        // "what are those trousers made of", "what material is the bra" with leggings and sports bras on screen:
        // the first product on the page named by the word asked about.
        if focus == nil, asksAboutIt, let results = state.results, results.total > 1,
           let named = namedOnPage(phrase, results: results) {
            focus = named
            firstShown = true
        }
        if let focus, let results = state.results, results.productIDs.indices.contains(focus - 1),
           let product = lookup.product(id: results.productIDs[focus - 1]) {
            phrase = Self.namingAsIt(phrase, product: product)
        }
        guard let results = state.results,
              var question = ProductQuestion.recognize(
                  phrase, hasFocus: focus != nil, onlyOneShown: state.results?.total == 1 || pluralAsked,
                  isSize: lookup.isSize,
                  isColor: lookup.isColor)
        else { return nil }
        // "is that real leather?", "is it proper wool": a material the catalog knows, asked of a product, asks what
        // it is made of, whatever word comes before it.
        if case .property = question.fact, asksAboutIt, let material = parsed.materials.first {
            question.fact = .materials(asked: material)
        }
        // "navy only, it's the uniform", "no wait, it's actually for my daughter": a line that asks nothing and
        // sets a colour, a size or who it is for refines the results, whatever "it" is.
        if question.reference == nil, !asksAboutIt,
           !parsed.colors.isEmpty || parsed.size != nil || parsed.audience != nil {
            return nil
        }
        // "on second thoughts, what about white instead of pink?": a suggestion of another colour or size, or one
        // said instead of another, asks for products, not about the one picked.
        let words = phrase.words
        let suggests = words.contains("instead")
            || words.indices.dropFirst().contains { words[$0] == "about" && ["what", "how"].contains(words[$0 - 1]) }
        if question.reference == nil, suggests, !parsed.colors.isEmpty || parsed.size != nil {
            return nil
        }
        guard let number = question.reference.map({ resolve($0, in: results) }) ?? focus,
              let id = results.productIDs.indices.contains(number - 1) ? results.productIDs[number - 1] : nil,
              let product = lookup.product(id: id)
        else {
            // "is the second one warm" with one result shown: a question about a product not on screen,
            // answered with which numbers there are, never searched for as words. (Classified beside the first
            // product on screen, as a question about one shown is: "what's the 3rd pair made of" is about shoes.)
            if let number = question.reference?.position {
                let context = results.productIDs.first.flatMap(lookup.product(id:))
                    .map { " (\(Self.contextName(of: $0)))" }
                return (.question(number: number, fact: question.fact), utterance + (context ?? ""))
            }
            return nil
        }
        // "and a little bag to go with the dress?": another kind of product asked for beside the one on screen.
        if question.reference == nil,
           words.contains(where: { word in
               lookup.index.category(namedBy: word).map { $0 != product.category } ?? false
           }),
           CatalogLookup.goesWith(words) || words.first == "and" || Self.asksForSomething(words) {
            return nil
        }
        // "do any of them come in black", "are any of those in a medium": a colour or size asked of the products on
        // screen as a whole asks for those products, whichever one was picked before.
        let ofThem = words.indices.dropFirst(2).contains { i in
            words[i - 1] == "of" && ["them", "those", "these", "em"].contains(words[i])
                && ["any", "all", "none"].contains(words[i - 2])
        }
        if question.reference == nil, ofThem {
            switch question.fact {
            case .colors(asked: .some), .sizes(asked: .some): return nil
            default: break
            }
        }
        if firstShown, question.reference == nil {
            switch question.fact {
            case .colors(asked: .some), .sizes(asked: .some): return nil
            // (Its details as a whole only when asked for in so many words: "tell me about that one", "the deets
            // on that one"; not "what about that one".)
            case nil where !asksForDetails: return nil
            default: break
            }
            // "could we keep it under $40?" sets a price: a refinement.
            if parsed.maxPrice != nil || parsed.minPrice != nil || parsed.priceDirection != nil || parsed.size != nil
                || !parsed.colors.isEmpty || parsed.audience != nil {
                return nil
            }
        }
        // "keep it under 130", "do you have levis in that": a price or a brand said about "it" asks for products,
        // even with one product picked (only a catalog field asked of it stays a question: "is it in black?").
        if question.reference == nil, parsed.maxPrice != nil || parsed.minPrice != nil || parsed.brand != nil {
            switch question.fact {
            case nil, .property?: return nil
            // ("it is expensive for me, maximum 40 dollar": a ceiling said, not asked about, is one for products;
            // "is it under 40?" asks the price of the one picked. "are any of those from nike?" asks for products
            // too; "is it nike?" asks the brand of the one picked.)
            case .price? where (!asksAboutIt || words.contains("any"))
                                && (parsed.maxPrice != nil || parsed.minPrice != nil):
                return nil
            case .brand? where words.contains("any") && parsed.brand != nil: return nil
            default: break
            }
        }
        // A property the catalog has no word for ("is it meant to be this hot tomorrow") does not make "it" a
        // product when the model, reading the line alone, routes it out of scope beyond the confirm threshold.
        if question.reference == nil, case .property(let word) = question.fact, !lookup.index.parser.knows(word),
           let top = alone.top, state.policy.action(for: top.label) == .outOfScope,
           top.probability >= state.policy.confirm {
            return nil
        }
        if question.reference == nil {
            // (A category only the lexicon names is a property here: "is it waterproof" asks about the boots.)
            // (Unless the word that named the category is in the product's name: "the bra" among sports bras.)
            let inName = Set(TextNormalizer.stems(product.name))
            let namedInName = !parsed.categoryWords.isEmpty
                && parsed.categoryWords.allSatisfy { inName.contains(TextNormalizer.stem($0)) }
            if let named = parsed.category, named != product.category, parsed.derivedCategoryWords.isEmpty,
               !namedInName {
                return nil
            }
            if let top = alone.top {
                let action = state.policy.action(for: top.label)
                if action == .support { return (.question(number: number, fact: question.fact), utterance) }
                // (A line that asks for a product's details in so many words, "gimme the deets on that one", is
                // about it whatever the model makes of the line alone.)
                if action == .outOfScope, top.probability >= (firstShown ? state.policy.act : Self.contextVeto),
                   question.fact?.isCatalogField != true, !(question.fact == nil && asksForDetails) {
                    return nil
                }
            }
        }
        return (.question(number: number, fact: question.fact), "\(utterance) (\(Self.contextName(of: product)))")
    }

    /// The number of the first product on the page whose name or category has the kind word after "the", "that",
    /// "this", "those" or "these" ("what material is the bra" with leggings and bras on screen; "those trousers",
    /// a garment said in the plural being one product); `nil` when none does.
    private func namedOnPage(_ phrase: Phrase, results: ResultList) -> Int? {
        let words = phrase.words
        let page = results.pageStart..<min(results.pageStart + pageSize, results.productIDs.count)
        let names = page.map { i in
            let product = lookup.product(id: results.productIDs[i])
            return Set(product.map { TextNormalizer.stems($0.name + " " + $0.category) } ?? [])
        }
        for i in words.indices.dropLast() where Self.kindPointers.contains(words[i]) {
            // (A kind of product: "forget the wool" names a material, no product.)
            let named = lookup.parse(words[i + 1])
            guard named.category != nil || !named.types.isEmpty, named.materials.isEmpty, named.colors.isEmpty else {
                continue
            }
            let stem = TextNormalizer.stem(words[i + 1])
            if let first = names.firstIndex(where: { $0.contains(stem) }) { return page.lowerBound + first + 1 }
        }
        return nil
    }

    /// Words that, with a word of a product's name or category after them, point at that product.
    private static let kindPointers: Set<String> = ["the", "that", "this", "those", "these"]

    /// `phrase` with "the backpack", "that coat", "those trousers" put as "it" when the noun is a word of
    /// `product`'s name or category: the product in focus named by its kind ("does the backpack fit a laptop").
    static func namingAsIt(_ phrase: Phrase, product: Product) -> Phrase {
        let words = phrase.words
        guard words.count > 1 else { return phrase }
        let own = Set(TextNormalizer.stems(product.name + " " + product.category))
        var result: [String] = []
        var i = 0
        var changed = false
        while i < words.count {
            if i + 1 < words.count, kindPointers.contains(words[i]),
               own.contains(TextNormalizer.stem(words[i + 1])) {
                result.append("it")
                i += 2
                changed = true
                continue
            }
            result.append(words[i])
            i += 1
        }
        return changed ? Phrase(result.joined(separator: " ")) : phrase
    }

    /// Whether `phrase`'s first word after the fillers is a question word ("ok so is it warm", "wats it made of").
    static func opensWithQuestion(_ phrase: Phrase) -> Bool {
        phrase.words.first { !fillers.contains($0) }.map(CatalogLookup.questionOpeners.contains) ?? false
    }

    /// Question words that ask when.
    static let timeOpeners: Set<String> = ["when", "whens", "when's", "wen"]

    /// The labels of `classification` that `policy` routes to the store's answers.
    static func supportLabels(in classification: Classification, policy: Policy) -> Set<String> {
        Set(classification.hypotheses.map(\.label).filter { policy.action(for: $0) == .support })
    }

    /// The words of a line that asks for the other of two products ("and the other one?", "what about the
    /// other").
    static let otherOneWords: Set<String> = ["the", "other", "one", "what", "whats", "about", "how", "then"]

    /// Words before a question that do not change it ("ok so is it warm").
    static let fillers = Phrase.courtesies.union([
        "so", "and", "but", "hmm", "hm", "nah", "also", "btw", "right", "sweet", "awesome", "alright", "go", "on",
    ])

    /// What `utterance` would do, and the text to classify: a question about a product on screen (classified
    /// with the product's name), a refinement of the request in force (classified after that request's
    /// description), or a request of its own (classified as it is).
    func plan(
        for utterance: String, phrase: Phrase, context: ProductQuery?, state: DialogueState
    ) -> (plan: LinePlan, classified: String) {
        // (A line that goes back to another request than the one on screen asks nothing of the products shown:
        // "oh and the puffer for my son, have it in navy?" after coats for his mother.)
        let goesBack = context.map { context in
            context != (state.context ?? state.results?.query)
                && (state.earlier.contains(context) || state.personRequests.contains { $0.query == context })
        } ?? false
        if !goesBack, let asked = productQuestion(utterance, phrase: phrase, state: state) { return asked }
        var shownPrices = state.results.map { currentPage(of: $0).compactMap { lookup.product(id: $0)?.price } } ?? []
        // ("back to the tees, any cheaper": cheaper than the tees were, not than what is on screen now.)
        if let context, context != (state.context ?? state.results?.query), state.earlier.contains(context) {
            shownPrices = lookup.search(context, limit: pageSize).productIDs
                .compactMap { lookup.product(id: $0)?.price }
        }
        // "Thank you. Returning to the jumpers: I take a large…": going back to the products in force, then what
        // the line asks of them.
        var utterance = utterance
        let names = lookup.index.category(namedBy:)
        if let rest = Self.returning(phrase, to: context, names: names), !rest.isEmpty { utterance = rest.text }
        var (query, refines, loose) = lookup.interpret(
            utterance, context: context, shownPrices: shownPrices, shopper: state.shopperAudience)
        // A line that asks when ("when do ur sales start", "whens the next drop") asks about time, never for the
        // products on screen in some way: it is a line of its own, whatever store tag it names.
        if let opener = phrase.words.first(where: { !Self.fillers.contains($0) }), Self.timeOpeners.contains(opener) {
            (refines, loose) = (false, nil)
        }
        // A line that goes back to an earlier request's products ("nah the trousers were better, show me those")
        // refines that request with what it sets; its other words are talk.
        if !refines, let context, context.category != state.context?.category, state.earlier.contains(context) {
            var said = lookup.parse(utterance)
            if said.category == nil || said.category == context.category, let category = context.category {
                // (Words of those products' names it says are kinds of them: "which of them are waterproof".)
                let kinds = said.keywords.filter { lookup.index.usesWord($0, inCategory: category) }.filter { word in
                    let stem = TextNormalizer.stem(word)
                    return !(context.types + context.materials + context.categoryWords).contains {
                        TextNormalizer.stem($0) == stem
                    }
                }
                said.category = category
                said.keywords = []
                said.types = []
                said.categoryWords = context.categoryWords
                said.derivedCategoryWords = context.derivedCategoryWords
                query = context.refined(by: said, currentPrices: [])
                query.types = context.types + kinds
                query.keywords = context.keywords + kinds.filter { !context.keywords.contains($0) }
                (refines, loose) = (true, nil)
            }
        }
        // The request in force in words, put before the text the model reads when the line refines it.
        let described = context.map(lookup.describeAsContext) ?? ""
        func afterContext(_ text: String) -> String { described.isEmpty ? text : "\(described) \(text)" }
        lazy var storeQuestion = isStoreQuestion(utterance, policy: state.policy)
        // A longer line around a filter or a kind of the products in force is a refinement when the model, reading
        // it after the request it would refine, routes it to search; otherwise it stays a line of its own.
        // (One that changes nothing in force is read alone: "lol he's had the same one for 10 years" is talk when
        // the model says so; when it says search, the line, asking nothing of its own, still refines.)
        var readAlone = false
        // (Going back to another request than the one in force changes it: "for mum, are there waterproof ones?"
        // after her husband's boots.)
        let changesNothing = context == (state.context ?? state.results?.query)
            && loose.flatMap { loose in context.map(loose.hasSameConstraints) } ?? false
        let reading = changesNothing ? utterance : afterContext(utterance)
        if let loose, context != nil, let top = classify(reading).top, state.policy.action(for: top.label) == .search,
           !storeQuestion, !changesNothing || !lookup.asksForProducts(utterance) {
            (query, refines, readAlone) = (loose, true, changesNothing)
        } else if loose != nil || !refines, let context,
                  let clauses = lookup.filteringClauses(of: utterance, context: context),
                  !storeQuestion || !(asksBesides(clauses, in: utterance) || Self.opensWithQuestion(Phrase(clauses))) {
            // A line whose other clauses talk around it ("Navy ideally, he's quite a conservative dresser"; "She's a
            // size 7 by the way, and no more than $110 please, she'll have my head if I spend more than that"): its
            // clauses that set a filter refine when the model, reading them after the request in force, agrees.
            // The talk may sound like a store matter to the model ("nothing over 60 tho im broke"); only a clause
            // that asks something makes the line a store question ("under 60 - do you do student discount?"),
            // and so does a filtering clause that asks it itself ("and if they pinch, can I swap them for a 10.5?").
            let inner = lookup.interpret(
                clauses, context: context, shownPrices: shownPrices, shopper: state.shopperAudience)
            if let refinement = inner.refines ? inner.query : inner.looseRefinement,
               !refinement.hasSameConstraints(as: context), let top = classify(afterContext(clauses)).top,
               state.policy.action(for: top.label) == .search {
                return (.search(refinement, refines: true), afterContext(clauses))
            }
        }
        // A new request that names nobody is for whoever the last results were all for ("mom jeans", then "and a
        // sun hat"; "crop tops", then "bucket hat too").
        if !refines || query.category != context?.category, query.audience == nil, query.category != nil,
           let kind = state.unnamedKind,
           let implied = impliedAudience(of: kind) {
            query.audience = implied
        }
        // A person spoken of before anything was searched for them ("my son grew out of everything again", then
        // "some t shirts to start"; "taking my nephew to the beach", then "he needs sandals"): a new request that
        // names nobody else, or only "he" or "she" of them, is for them.
        if let named = state.namedAudience, !refines || query.category != context?.category,
           lookup.parse(utterance).audience.map({ Self.speaksOfNamed(phrase, as: $0, named: named) }) ?? true {
            query.audience = named
        }
        // The catalog's spelling corrections are shown to the model only when the corrected line is all catalog
        // words ("sandels for my mom"), never to turn another sentence into a shopping one ("drainer tray").
        let fixed = query.corrections.isEmpty
            ? utterance : lookup.corrected(utterance, corrections: query.corrections, unless: classifier.knowsWord)
        var text = fixed != utterance && lookup.evidence(for: fixed).isComplete ? fixed : utterance
        if let audience = query.audience {
            text = lookup.withCanonicalAudience(text, audience: audience)
        }
        // A line that names nothing the catalog knows, while products are in force ("good for walking?"): its words
        // rank those products, rather than start over with everything for the audience. The model reads it alone.
        // (The line is parsed again, without the audience kept from the context, only when what was understood
        // of it names nothing else: most new requests name a category.)
        if !refines, let context, context.category != nil || context.brand != nil, query.namesNothingButAudience,
           let unknown = Self.wordsNamingNothing(in: lookup.parse(TextingForms.expanded(utterance)), lookup: lookup) {
            var ranked = context
            ranked.keywords += unknown.filter { !context.keywords.contains($0) }
            return (.search(ranked, refines: true), text)
        }
        guard refines, context != nil else { return (.search(query, refines: false), text) }
        return (.search(query, refines: true), readAlone ? text : afterContext(text))
    }

    /// Stems of the words a line about gift cards names them by ("e-gift card", "voucher", "store credit").
    static let giftCardWords: Set<String> = Set(
        ["card", "voucher", "certificate", "credit", "balance", "token", "egift", "giftcard"].map(TextNormalizer.stem))

    /// Whether `phrase` names its audience `said` only by "he", "she", "him" or "her", of the person `named`
    /// before: a child named before stays a child ("he needs sandals" after "my nephew"), and a grown-up of the
    /// same sex stays who they were.
    static func speaksOfNamed(_ phrase: Phrase, as said: String, named: String) -> Bool {
        guard CatalogLookup.namesOnlyByPronoun(phrase) else { return false }
        let male: Set<String> = ["men", "boys"]
        let female: Set<String> = ["women", "girls"]
        return named == "kids" || (male.contains(said) && male.contains(named))
            || (female.contains(said) && female.contains(named))
    }

    /// Whether a clause of `utterance` other than `filtering` (as ``CatalogLookup/filteringClauses(of:context:)``
    /// joined them) asks a question ("?" at its end, or a question word first), rather than only talking.
    func asksBesides(_ filtering: String, in utterance: String) -> Bool {
        let kept = Set(filtering.components(separatedBy: ", "))
        let talk = Self.clauses(of: utterance).filter { !kept.contains($0) }
        // (The clauses lose their punctuation: a clause asks when it is in the text before a question mark.)
        let questions = utterance.split(separator: "?", omittingEmptySubsequences: false).dropLast()
            .map { $0.split(whereSeparator: { ".!".contains($0) }).last.map(String.init) ?? "" }
        return talk.contains { clause in
            questions.contains { $0.contains(clause) }
                || Self.opensWithQuestion(Phrase(clause))
        }
    }

    /// How a product on screen is named to the model when a question asks about it: its name without the brand
    /// in front ("Longline Duffle Coat", not "Driftwood Longline Duffle Coat"). A store's brand names are words
    /// the model never learnt, or learnt in another sense, and say nothing about whether the question is about
    /// clothing; the product's own words do.
    static func contextName(of product: Product) -> String {
        guard let brand = product.brand?.trimmingCharacters(in: .whitespaces), !brand.isEmpty,
              product.name.count > brand.count,
              product.name.lowercased().hasPrefix(brand.lowercased() + " ") else { return product.name }
        return String(product.name.dropFirst(brand.count + 1)).trimmingCharacters(in: .whitespaces)
    }

    /// The question asked in the confirm band, saying what a yes would do.
    func confirmationQuestion(plan: LinePlan, action: RouteAction, utterance: String, state: DialogueState) -> Turn {
        let question: String
        var wouldSearch = ""
        switch action {
        case .search, .outOfScope:
            switch plan {
            case .search(let query, _):
                wouldSearch = lookup.describe(query)
                question = writer.confirmation(wouldSearch: wouldSearch)
            case .question(let number, _):
                let name = state.results.flatMap { results in
                    results.productIDs.indices.contains(number - 1) ? lookup.product(id: results.productIDs[number - 1])?.name : nil
                }
                question = writer.confirmation(wouldShow: number, name: name ?? "")
            }
        case .support: question = writer.storeConfirmation
        case .browse: question = "Would you like to browse the categories? (yes/no)"
        }
        return Turn(utterance: utterance, action: .confirm,
                    content: .confirmation(question: question, wouldSearch: wouldSearch), reply: question)
    }

    /// Does what an act-band label routes to; a search carries out the line's plan.
    func act(on action: RouteAction, plan: LinePlan, utterance: String, state: inout DialogueState) -> Turn {
        switch action {
        case .search:
            return carryOut(plan, utterance: utterance, state: &state)
        case .outOfScope:
            return Turn(utterance: utterance, action: .outOfScope, reply: writer.outOfScope)
        case .support:
            return storeAnswer(to: utterance, utterance: utterance, state: state)
        case .browse:
            return categories(utterance: utterance, state: &state)
        }
    }

    /// Runs a plan: shows the search's results, or answers the question about a product on screen.
    func carryOut(_ plan: LinePlan, utterance: String, state: inout DialogueState) -> Turn {
        switch plan {
        case .search(let query, let refines):
            return show(query, utterance: utterance, action: .search, state: &state, keepingFilters: refines)
        case .question(let number, let fact):
            guard let results = state.results else {
                return Turn(utterance: utterance, action: .details,
                            reply: "There are no results on screen yet. What are you looking for?")
            }
            // "got it in orange?" of one that doesn't come in orange: the answer, then those on screen in orange.
            if let fact, let variant = variantQuery(for: fact, number: number, in: results, utterance: utterance,
                                                    state: state) {
                var trial = state
                var turn = show(
                    variant.query, utterance: utterance, action: .search, state: &trial, keepingFilters: true)
                // (Words of the request that found nothing may be given up again, as they were before: "wide feet"
                // of "trainers for wide feet"; every filter and kind stays, the colour or size asked for too.)
                if case .products(let page) = turn.content, !page.items.isEmpty,
                   page.relaxed.isEmpty || (trial.results.map({
                       Self.onlyWordsGivenUp($0.effectiveQuery, of: variant.query, before: results.effectiveQuery)
                   }) == true && page.items.allSatisfy { item in
                       lookup.product(id: item.id).map { Self.hasAsked(fact, $0, store: lookup.catalog.store) } ?? false
                   }) {
                    var page = page
                    page.lead = writer.answer(fact, about: variant.detail)
                    turn.content = .products(page)
                    turn.reply = writer.products(page)
                    state = trial
                    return turn
                }
            }
            return details(.number(number), in: results, utterance: utterance, fact: fact, state: &state)
        }
    }

    /// Whether `product` comes in the colour, or has the size in stock, that `fact` asks about (any other fact:
    /// `true`).
    static func hasAsked(_ fact: ProductFact, _ product: Product, store: Store) -> Bool {
        let shown = ProductDetail(number: 1, product: product, store: store)
        switch fact {
        case .colors(let asked?): return shown.color(matching: asked) != nil
        case .sizes(let asked?): return shown.sizeInStock(matching: asked) != nil
        default: return true
        }
    }

    /// The request in force in the colour or size asked for, when a product on screen is asked about as "it" or
    /// "they" in one it does not come in (or has sold out): "got it in orange?", "do they come in white", "have
    /// u got it in XL". A question naming the product by number ("does the 2nd one come in white") stays about
    /// it; so does one it answers yes to. With the product's details, for the answer.
    func variantQuery(
        for fact: ProductFact, number: Int, in results: ResultList, utterance: String, state: DialogueState
    ) -> (query: ProductQuery, detail: ProductDetail)? {
        let words = Phrase(utterance).words
        let pronouns: Set<String> = ["it", "they", "them", "these", "those"]
        guard words.contains(where: pronouns.contains),
              !words.contains(where: { !pronouns.contains($0) && $0 != "one"
                  && ResultReference.recognize(Phrase($0)) != nil }),
              results.productIDs.indices.contains(number - 1),
              let product = lookup.product(id: results.productIDs[number - 1]) else { return nil }
        let detail = ProductDetail(number: number, product: product, store: lookup.catalog.store)
        var query = state.context ?? results.query
        switch fact {
        case .colors(let asked?) where detail.color(matching: asked) == nil:
            query.colors = [asked.lowercased()]
        case .sizes(let asked?) where detail.sizeInStock(matching: asked) == nil:
            query.size = asked
        default:
            return nil
        }
        return (query, detail)
    }
}

extension DialogueManager {
    /// What the catalog makes of `text` on its own (see ``CatalogEvidence``).
    public func evidence(for text: String) -> CatalogEvidence {
        lookup.evidence(for: text)
    }
}
