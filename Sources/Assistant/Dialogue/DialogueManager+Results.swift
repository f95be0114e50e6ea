import ProductCatalog

extension DialogueManager {
    /// A line that only points at a result on screen ("2", "the second one", "#4", "the cheapest one"):
    /// its details, without classification. `nil` when there are no results or the line is something else.
    ///
    /// A bare number past the results shown that is a size of the products found ("32" after five jeans made
    /// in 32x30…) is a size, not a reference: it is left to the classified path, which reads it as a refinement.
    func reference(_ utterance: String, phrase: Phrase, state: inout DialogueState) -> Turn? {
        // (The words that name the products in force change nothing: "which jacket is cheapest".)
        let context = state.context
        let own = context.map(Self.ownStems) ?? []
        let namesShown = { (word: String) -> Bool in
            guard let context, word.count > 2 else { return false }
            if own.contains(TextNormalizer.stem(word)) { return true }
            guard let category = context.category else { return false }
            // (Only a word for this category, or one the parser might read as a typo of one, is parsed: a word it
            // knows as something else names no category.)
            switch self.lookup.index.category(namedBy: word) {
            case let named?: if named != category { return false }
            case nil: if self.lookup.index.parser.knows(word) { return false }
            }
            let parsed = self.lookup.parse(word)
            return parsed.category == category && !parsed.hasFilters
        }
        guard let reference = ResultReference.recognize(phrase, namesShown: namesShown) else { return nil }
        guard let results = state.results else {
            // "#2" or "the cheapest one" with nothing on screen: say so rather than search for it. A bare number
            // is left to the classifier: it may be a size, a price or anything else.
            if case .number = reference, phrase.words.count == 1, !phrase.words[0].hasPrefix("#") { return nil }
            return Turn(utterance: utterance, action: .details,
                        reply: "There are no results to pick from yet. What are you looking for?",
                        exemption: .resultReference)
        }
        if case .number(let n) = reference, n > results.shownCount, phrase.words.count == 1,
           isSize(phrase.words[0], of: results) {
            return nil
        }
        var turn = details(reference, in: results, utterance: utterance, fact: nil, state: &state)
        turn.exemption = .resultReference
        return turn
    }

    /// The products of a chosen category.
    func browse(_ choice: CategoryChoice, utterance: String, state: inout DialogueState) -> Turn {
        show(lookup.categoryQuery(choice.name), utterance: utterance, action: .browse, state: &state,
             browsing: true)
    }

    /// Runs `query` and shows its first page; with no hits, says so and clears the results.
    func show(
        _ query: ProductQuery, utterance: String, action: TurnAction, state: inout DialogueState,
        browsing: Bool = false, keepingFilters: Bool = false
    ) -> Turn {
        let described = lookup.describe(query)
        var found = lookup.search(query, limit: pageSize * Self.pagesPerFetch, refining: state.context)
        // (A kind that is all the follow-up asked for is the last thing to give up: "a baseball cap instead"
        // keeps the caps; "lighter wash, like light blue" asks for the colour first.)
        let namesNewKind = !query.types.isEmpty && query.types != state.context?.types
            && query.colors == state.context?.colors && query.materials == state.context?.materials
        var keptFiltersOnly = false
        if keepingFilters, !namesNewKind, !found.relaxed.isEmpty, !Self.onlyKindsGivenUp(found.effectiveQuery, of: query),
           !Self.onlyEarlierPriceGivenUp(found.effectiveQuery, of: query, previous: state.context),
           let looser = lookup.searchKeepingFilters(query, limit: pageSize * Self.pagesPerFetch) {
            found = looser
            keptFiltersOnly = true
        }
        // The request it replaces, when it was for another category, stays within reach ("back to the jackets").
        if let previous = state.context, previous.category != nil, previous.category != query.category {
            state.earlier.removeAll { $0.category == previous.category }
            state.earlier.append(previous)
            if state.earlier.count > DialogueState.earlierKept { state.earlier.removeFirst() }
        }
        state.context = query
        // Words the catalog does not have at all ranked nothing and are not carried into the next line ("70th
        // next week" of "It's my dad's 70th next week… a good leather belt").
        state.context?.keywords.removeAll { !lookup.index.parser.knows($0) }
        // The kinds and words given up to keep every filter stay given up: the shopper refines what is shown
        // ("canvas backpack", "nothing over 60" shows canvas bags under $60; "green ones" keeps the $60).
        if keptFiltersOnly {
            state.context?.types = found.effectiveQuery.types
            state.context?.keywords = found.effectiveQuery.keywords
        }
        // The catalog's filing wins: when every product found sits in one other category than the one asked for
        // ("board shorts" are Swimwear here), the next line refines that category.
        // (So does a request that named no category, all of whose products sit in one: "a warm layer like a
        // fleece" shows fleece hoodies, and "the fleeces" later goes back to them.)
        let filedUnder = Set(found.productIDs.compactMap { lookup.product(id: $0)?.category })
        // (Only when the request named what it wants, a kind or a material: an unknown word says nothing.)
        let namedWhat = !query.types.isEmpty || !query.materials.isEmpty
        // (However few were found when the catalog files that kind in one category only: "anything from puma for
        // the gym?" is activewear.)
        let filedKind = query.category == nil && lookup.index.categoryOfKinds(query.types) != nil
        if query.category != nil || (namedWhat && found.productIDs.count >= Self.filedCategoryMinimum) || filedKind,
           filedUnder.count == 1, let only = filedUnder.first, only != query.category {
            state.context?.category = only
        }
        // The kind shown when the shopper named nobody, which may say who they shop for (see `impliedAudience`).
        if !found.productIDs.isEmpty {
            state.unnamedKind = query.audience == nil && query.category != nil
                ? ProductQuery(category: query.category, keywords: query.types, types: query.types) : nil
        }
        guard !found.productIDs.isEmpty else {
            // The results already on screen stay there: "#2" still means what the shopper sees.
            state.mode = .idle
            return Turn(utterance: utterance, action: action,
                        content: .products(ProductPage(query: described, items: [], total: 0, relaxed: found.relaxed)),
                        reply: writer.nothingFound(described))
        }
        state.focus = nil
        state.focusFact = nil
        var results = ResultList(
            query: query, effectiveQuery: found.effectiveQuery,
            description: found.relaxed.isEmpty ? described : lookup.describe(found.effectiveQuery),
            productIDs: found.productIDs, why: found.why, total: found.total, relaxed: found.relaxed)
        state.mode = .idle
        return showPage(of: &results, utterance: utterance, action: action, state: &state, browsing: browsing)
    }

    /// Who every product of `kind` is for, when that is one audience: "mom jeans", then "plus a white tee for
    /// me" is a women's tee. (The kind decides, not the few a price or size left: three men's beanies under $30
    /// among unisex ones say nothing of the shopper; mostly unisex kinds say nothing either.)
    func impliedAudience(of kind: ProductQuery) -> String? {
        let all = lookup.search(kind, limit: Self.impliedAudienceSample)
        guard all.relaxed.isEmpty else { return nil }
        let audiences = all.productIDs.compactMap { lookup.product(id: $0)?.audience?.lowercased() }
        let marked = audiences.filter { $0 != "unisex" }
        let named = Set(marked)
        return marked.count >= Self.impliedAudienceMinimum && named.count == 1 && marked.count * 2 >= audiences.count
            ? named.first : nil
    }

    /// The fewest products found, all in one category, that make a request that named none that category's.
    static let filedCategoryMinimum = 3

    /// The fewest products found, all for one audience, that imply who the shopper is buying for.
    static let impliedAudienceMinimum = 3
    /// How many products of the kind asked for are looked at to tell whom it is for.
    static let impliedAudienceSample = 200

    /// Whether the search kept the kind that named the category and every filter but a price said on an earlier
    /// line (and descriptive words said with the kind): "sports bra, for running", "under 60", then "in white
    /// or black" shows a black sports bra a little dearer rather than a white running tee.
    static func onlyEarlierPriceGivenUp(_ effective: ProductQuery, of query: ProductQuery, previous: ProductQuery?)
        -> Bool {
        guard let previous, query.maxPrice != nil || query.minPrice != nil, query.maxPrice == previous.maxPrice,
              query.minPrice == previous.minPrice, effective.maxPrice == nil, effective.minPrice == nil,
              !effective.types.isEmpty, effective.types.allSatisfy(query.categoryWords.contains) else { return false }
        var asked = query
        (asked.maxPrice, asked.minPrice) = (nil, nil)
        return filters(of: effective) == filters(of: asked)
    }

    /// `query` without its kinds, words and corrections: the filters alone.
    private static func filters(of query: ProductQuery) -> ProductQuery {
        var filters = query
        (filters.keywords, filters.types, filters.corrections) = ([], [], [])
        // (The words that named the kind only rank and say it: "chunky sweaters" for "chunky knit" gives up "knit".)
        filters.categoryWords = []
        return filters
    }

    /// Whether `effective` is `query` with some of its kinds or words given up but every filter kept: then the
    /// search already said what it gave up, and nothing looser is needed.
    static func onlyKindsGivenUp(_ effective: ProductQuery, of query: ProductQuery) -> Bool {
        filters(of: effective) == filters(of: query) && !effective.types.isEmpty
    }

    /// Whether `effective` is `query` with some of its words given up, every filter kept, and every kind that
    /// the search before (`before`, its effective query) kept.
    /// (Colours may widen to their family: each product shown is checked for the colour asked.)
    static func onlyWordsGivenUp(_ effective: ProductQuery, of query: ProductQuery, before: ProductQuery) -> Bool {
        let keptKinds = before.types.allSatisfy { !query.types.contains($0) || effective.types.contains($0) }
        var (effectiveFilters, askedFilters) = (filters(of: effective), filters(of: query))
        (effectiveFilters.colors, askedFilters.colors) = ([], [])
        return keptKinds && effectiveFilters == askedFilters
    }

    /// Shows the page starting at `results.pageStart` and stores `results` as the results on screen.
    func showPage(
        of results: inout ResultList, utterance: String, action: TurnAction, state: inout DialogueState,
        browsing: Bool = false
    ) -> Turn {
        let ids = currentPage(of: results)
        let store = lookup.catalog.store
        let items = ids.enumerated().compactMap { offset, id -> ProductSummary? in
            let index = results.pageStart + offset
            guard let product = lookup.product(id: id) else { return nil }
            return ProductSummary(number: index + 1, product: product, store: store, why: results.why[index])
        }
        results.shownCount = max(results.shownCount, results.pageStart + ids.count)
        // Relaxation is explained once, with the first page.
        let page = ProductPage(
            query: results.description, items: items, total: results.total,
            relaxed: results.pageStart == 0 ? results.relaxed : [], hints: lookup.refinementHints(for: results.query, page: items),
            browsing: browsing)
        state.results = results
        return Turn(utterance: utterance, action: action, content: .products(page),
                    reply: writer.products(page, browsing: browsing), productIDs: items.map(\.id))
    }

    /// Fetches more hits (several pages at a time) until `end` hits are known or all are.
    ///
    /// Later pages come from the query the first search answered (after relaxation), so paging never
    /// relaxes again and continues the same ranking.
    func fetch(_ results: inout ResultList, through end: Int) {
        while results.productIDs.count < min(end, results.total) {
            let found = lookup.search(
                results.effectiveQuery, limit: pageSize * Self.pagesPerFetch, offset: results.productIDs.count)
            guard !found.productIDs.isEmpty else {
                results.total = results.productIDs.count  // the catalog holds fewer than it said
                return
            }
            results.productIDs += found.productIDs
            results.why += found.why
        }
    }

    /// `phrase` with "the nike one", "the black pair", "that puffer one" put as "the second one": the first
    /// product on the page on screen that the words between the pointer and "one" describe (its brand, one of its
    /// colours or words of its name); unchanged when none does. For questions about a product ("is the nike one
    /// cotton"): said alone, "the navy one" asks for the navy ones.
    func pointingByDescription(_ phrase: Phrase, results: ResultList?) -> Phrase {
        let words = phrase.words
        guard let results,
              let end = words.indices.first(where: { ["one", "pair"].contains(words[$0]) && $0 >= 2 }),
              let pointer = words[..<end].lastIndex(where: { ["the", "that", "this"].contains($0) }),
              (1...2).contains(end - pointer - 1)
        else { return phrase }
        let described = words[(pointer + 1)..<end].map(TextNormalizer.stem)
        guard !described.contains(where: Self.positionWords.contains) else { return phrase }
        let page = Array(currentPage(of: results))
        let matching = page.indices.first { i in
            guard let product = lookup.product(id: page[i]) else { return false }
            let own = Set(TextNormalizer.stems(
                ([product.name, product.brand ?? ""] + product.colors).joined(separator: " ")))
            return described.allSatisfy(own.contains)
        }
        guard let position = matching, position < Self.ordinalWords.count else { return phrase }
        return Phrase((words[...pointer] + [Self.ordinalWords[position]] + words[end...]).joined(separator: " "))
    }

    /// Words that say where a product is on the page rather than what it is ("the top one", "the last pair").
    static let positionWords: Set<String> = ["top", "bottom", "last", "other", "same", "next", "previous", "first"]
    /// Ordinal words by position on the page.
    static let ordinalWords = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ]

    /// The ids on the current page.
    func currentPage(of results: ResultList) -> ArraySlice<String> {
        let start = min(results.pageStart, results.productIDs.count)
        return results.productIDs[start..<min(start + pageSize, results.productIDs.count)]
    }

    /// Whether `word` is a size (or a waist, "32" of "32x34") some fetched result is made in.
    private func isSize(_ word: String, of results: ResultList) -> Bool {
        let wanted = word.uppercased()
        return results.productIDs.contains { id in
            lookup.product(id: id)?.sizes.contains { size in
                let size = size.uppercased()
                return size == wanted || size.hasPrefix(wanted + "X")
            } ?? false
        }
    }

    /// The number a reference points to among the results shown so far, or `nil` when out of range.
    func resolve(_ reference: ResultReference, in results: ResultList) -> Int? {
        let shown = min(results.shownCount, results.productIDs.count)
        guard shown > 0 else { return nil }
        switch reference {
        case .number(let n):
            return (1...shown).contains(n) ? n : nil
        case .onPage(let n):
            let number = results.pageStart + n
            return n >= 1 && n <= pageSize && number <= shown ? number : nil
        case .last:
            return min(results.pageStart + pageSize, results.productIDs.count)
        case .cheapest, .mostExpensive:
            let priced = results.productIDs.prefix(shown).enumerated().compactMap { offset, id in
                lookup.product(id: id).map { (number: offset + 1, price: $0.price) }
            }
            let pick = reference == .cheapest
                ? priced.min { $0.price < $1.price }
                : priced.max { $0.price < $1.price }
            return pick?.number
        }
    }

    /// One product in full, picked by its number among those shown so far, with the answer to `fact` first.
    func details(
        _ reference: ResultReference, in results: ResultList, utterance: String, fact: ProductFact?,
        state: inout DialogueState
    ) -> Turn {
        guard let number = resolve(reference, in: results),
              let product = lookup.product(id: results.productIDs[number - 1]) else {
            let shown = results.shownCount
            let range = shown == 1 ? "there is only number 1" : "pick one from 1 to \(shown)"
            let more = shown < results.productIDs.count ? ", or say \"more\"" : ""
            return Turn(utterance: utterance, action: .details,
                        reply: "There is no such number on screen; \(range)\(more).")
        }
        state.focus = number
        state.focusFact = fact
        var detail = ProductDetail(number: number, product: product, store: lookup.catalog.store)
        detail.answer = fact.map { writer.answer($0, about: detail) }
        return Turn(utterance: utterance, action: .details, content: .product(detail),
                    reply: writer.detail(detail, moreResults: results.shownCount < results.total),
                    productIDs: [product.id])
    }
}
