import Foundation

/// A search engine over one catalog: filters for category, brand, colour, size, audience, price and stock,
/// BM25 ranking of the remaining words, and relaxation when nothing matches.
///
/// Build it once per catalog (it is immutable and `Sendable`) and reuse it for every query.
public struct CatalogIndex: Sendable {
    /// The catalog searched.
    public let catalog: Catalog
    /// The parser that understands this catalog's words.
    public let parser: QueryParser
    /// Categories with their product counts, in catalog order.
    public let categoryCounts: [CategoryCount]

    let text: TextIndex
    let positionOfID: [String: Int]
    let categoryOf: [Int32]
    let categoryNumber: [String: Int32]
    let productsInCategory: [[Int32]]
    let brandKeyOf: [String?]
    let productsOfBrand: [String: [Int32]]
    let audienceOf: [String?]
    let colorsOf: [[String]]
    let productsOfColor: [String: [Int32]]

    /// The words a shopper can use here: categories, brands, colours and sizes (for tab completion).
    public var vocabulary: Vocabulary { parser.vocabulary }

    /// Indexes `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
        var positions: [String: Int] = [:]
        positions.reserveCapacity(catalog.products.count)
        var categoryNumber: [String: Int32] = [:]
        var productsInCategory: [[Int32]] = []
        for name in catalog.categoryNames {
            categoryNumber[name] = Int32(productsInCategory.count)
            productsInCategory.append([])
        }
        var categoryOf: [Int32] = []
        var brandKeyOf: [String?] = []
        var productsOfBrand: [String: [Int32]] = [:]
        var audienceOf: [String?] = []
        var colorsOf: [[String]] = []
        var productsOfColor: [String: [Int32]] = [:]
        var knownWords = Set<String>()
        for (index, product) in catalog.products.enumerated() {
            let document = Int32(index)
            if positions[product.id] == nil { positions[product.id] = index }
            let number = categoryNumber[product.category] ?? 0
            categoryOf.append(number)
            productsInCategory[Int(number)].append(document)
            let brandKey = product.brand.map { TextNormalizer.phraseKey($0) }
            brandKeyOf.append(brandKey)
            if let brandKey { productsOfBrand[brandKey, default: []].append(document) }
            audienceOf.append(product.audience.map(Audience.canonical))
            let colors = product.colors.map(ColorPalette.canonical)
            colorsOf.append(colors)
            var keys = Set<String>()
            for color in colors {
                keys.insert(color)
                if let family = ColorPalette.family(of: color) { keys.insert(family) }
            }
            for key in keys { productsOfColor[key, default: []].append(document) }
            for token in TextNormalizer.tokens(product.name) { knownWords.insert(TextNormalizer.stem(token)) }
        }
        positionOfID = positions
        self.categoryOf = categoryOf
        self.categoryNumber = categoryNumber
        self.productsInCategory = productsInCategory
        self.brandKeyOf = brandKeyOf
        self.productsOfBrand = productsOfBrand
        self.audienceOf = audienceOf
        self.colorsOf = colorsOf
        self.productsOfColor = productsOfColor
        text = TextIndex(products: catalog.products)
        parser = QueryParser(vocabulary: Vocabulary(catalog: catalog), knownWords: knownWords)
        categoryCounts = catalog.categoryNames.map { name in
            CategoryCount(name: name, count: productsInCategory[Int(categoryNumber[name] ?? 0)].count)
        }
    }

    /// The product with this id, if any.
    public func product(id: String) -> Product? {
        positionOfID[id].map { catalog.products[$0] }
    }

    /// Parses `text` and searches for it.
    public func search(_ text: String, limit: Int = 10, offset: Int = 0) -> SearchResult {
        search(parser.parse(text), limit: limit, offset: offset)
    }

    /// The best `limit` products for `query` (after skipping `offset`), relaxing filters when nothing matches.
    public func search(_ query: ProductQuery, limit: Int = 10, offset: Int = 0) -> SearchResult {
        let limit = max(0, limit), offset = max(0, offset)
        var outcome = run(query, keep: limit + offset)
        var effective = query
        var relaxed: [String] = []
        if outcome.total == 0 {
            var dropped: [Relaxation] = []
            var attempt = query
            for relaxation in Relaxation.order where relaxation.applies(to: attempt) {
                // Try dropping this filter alone first, then on top of what was already dropped; never drop
                // everything (an empty query would list the whole catalog).
                let alone = relaxation.remove(from: query)
                if relaxation.remove(from: attempt).isEmpty { break }
                let single = run(alone, keep: limit + offset)
                if single.total > 0 {
                    outcome = single
                    effective = alone
                    dropped = [relaxation]
                    break
                }
                attempt = relaxation.remove(from: attempt)
                dropped.append(relaxation)
                let cumulative = run(attempt, keep: limit + offset)
                if cumulative.total > 0 {
                    outcome = cumulative
                    effective = attempt
                    break
                }
            }
            if outcome.total > 0 {
                let shown = outcome.top.map { catalog.products[Int($0.document)] }
                relaxed = ["no \(query.summary); " + dropped.map { $0.showing(shown, query: query) }.joined(separator: "; ")]
            } else if !query.isEmpty {
                relaxed = ["no \(query.summary) in this catalog"]
            }
        } else if outcome.keywordsMatchedNothing {
            var withoutWords = query
            withoutWords.keywords = []
            relaxed = ["nothing mentions \"\(query.keywords.joined(separator: " "))\"; showing \(withoutWords.summary)"]
        }
        let page = outcome.top.dropFirst(offset).prefix(limit)
        let hits = page.map { scored in
            let product = catalog.products[Int(scored.document)]
            return SearchHit(product: product, score: Double(scored.score), why: reasons(product, Int(scored.document), effective))
        }
        return SearchResult(query: query, effectiveQuery: effective, hits: Array(hits), totalMatches: outcome.total,
                            relaxed: relaxed)
    }

    // MARK: - Matching

    struct Scored {
        var document: Int32
        var score: Float
    }

    struct Outcome {
        var top: [Scored]
        var total: Int
        var keywordsMatchedNothing: Bool
    }

    /// Runs one query without relaxation; keeps the best `keep` documents.
    func run(_ query: ProductQuery, keep: Int) -> Outcome {
        let count = catalog.products.count
        // Keyword scores.
        var keywordScore: [Float] = []
        var touched: [Int32] = []
        if !query.keywords.isEmpty {
            keywordScore = [Float](repeating: 0, count: count)
            // Which query words each document matched (a bit per word), so that documents matching more of the
            // words rank first.
            var matchedWords = [UInt64](repeating: 0, count: count)
            var seenTerms = Set<String>()
            var wordCount = 0
            for (w, word) in query.keywords.prefix(64).enumerated() {
                wordCount += 1
                let bit = UInt64(1) << UInt64(w)
                for (term, factor) in text.expand(word) where seenTerms.insert(term).inserted {
                    guard let list = text.postings[term] else { continue }
                    let idf = text.idf(list.count) * factor
                    for posting in list {
                        let d = Int(posting.document)
                        if keywordScore[d] == 0 { touched.append(posting.document) }
                        keywordScore[d] += text.score(posting, idf: idf)
                        matchedWords[d] |= bit
                    }
                }
            }
            if wordCount > 1 {
                for d in touched {
                    let i = Int(d)
                    keywordScore[i] *= Float(matchedWords[i].nonzeroBitCount) / Float(wordCount)
                }
            }
        }
        let category: Int32? = query.category.flatMap { categoryNumber[$0] }
        if query.category != nil && category == nil { return Outcome(top: [], total: 0, keywordsMatchedNothing: false) }
        let brandKey = query.brand.map { TextNormalizer.phraseKey($0) }
        let keywordsRequired = !query.keywords.isEmpty && category == nil && brandKey == nil
        // The smallest list that every match must be in.
        var base: [Int32]?
        func consider(_ list: [Int32]) { if base == nil || list.count < base!.count { base = list } }
        if let category { consider(productsInCategory[Int(category)]) }
        if let brandKey { consider(productsOfBrand[brandKey] ?? []) }
        if query.colors.count == 1, let color = query.colors.first { consider(productsOfColor[color] ?? []) }
        if keywordsRequired { consider(touched.sorted()) }

        let colorSet = query.colors
        var scored: [Scored] = []
        var total = 0
        var anyKeyword = false
        var prices: [Float] = []
        func check(_ d: Int32) {
            let i = Int(d)
            if let category, categoryOf[i] != category { return }
            if let brandKey, brandKeyOf[i] != brandKey { return }
            if let audience = query.audience, !Audience.matches(product: audienceOf[i], wanted: audience) { return }
            let product = catalog.products[i]
            if let low = query.minPrice, product.price < low { return }
            if let high = query.maxPrice, product.price > high { return }
            if let size = query.size, !Self.hasInStock(product, size: size) { return }
            if query.inStockOnly && !product.isInStock { return }
            var colorMatch: Double = 0
            if !colorSet.isEmpty {
                for wanted in colorSet {
                    for (rank, color) in colorsOf[i].enumerated() {
                        let m = ColorPalette.match(product: color, wanted: wanted) * (rank == 0 ? 1 : 0.8)
                        if m > colorMatch { colorMatch = m }
                    }
                }
                if colorMatch == 0 { return }
            }
            let words = keywordScore.isEmpty ? 0 : keywordScore[i]
            if keywordsRequired && words == 0 { return }
            if words > 0 { anyKeyword = true }
            total += 1
            var score = words + Float(colorMatch) * 2 + (product.isInStock ? 0.1 : 0)
            if let audience = query.audience, audienceOf[i] == audience { score += 0.2 }
            if let direction = query.priceDirection {
                prices.append(Float(product.price))
                // Order by price within equal relevance; applied below.
                _ = direction
            }
            scored.append(Scored(document: d, score: score))
        }
        if let base {
            for d in base { check(d) }
        } else if keywordsRequired {
            // no keyword matched anything
        } else {
            for d in 0..<Int32(count) { check(d) }
        }
        if let direction = query.priceDirection, !scored.isEmpty {
            // "cheap": the cheaper third of the matches, cheapest first; "premium": the dearer third.
            let sortedPrices = prices.sorted()
            let cut = sortedPrices[(sortedPrices.count - 1) / 3]
            let upperCut = sortedPrices[(sortedPrices.count - 1) * 2 / 3]
            scored = scored.filter { s in
                let price = Float(catalog.products[Int(s.document)].price)
                return direction == .lower ? price <= cut : price >= upperCut
            }
            total = scored.count
            for k in scored.indices {
                let price = Float(catalog.products[Int(scored[k].document)].price)
                scored[k].score += (direction == .lower ? -price : price) * 1e-4
            }
        }
        let top = Self.best(scored, keep)
        let nothing = !query.keywords.isEmpty && !keywordsRequired && !anyKeyword && total > 0
        return Outcome(top: top, total: total, keywordsMatchedNothing: nothing)
    }

    /// The `keep` highest scores, best first; equal scores keep catalog order.
    static func best(_ scored: [Scored], _ keep: Int) -> [Scored] {
        guard keep > 0 else { return [] }
        func better(_ a: Scored, _ b: Scored) -> Bool {
            a.score != b.score ? a.score > b.score : a.document < b.document
        }
        if scored.count <= keep * 4 { return Array(scored.sorted(by: better).prefix(keep)) }
        var top: [Scored] = []
        top.reserveCapacity(keep + 1)
        for s in scored {
            if top.count == keep, let last = top.last, !better(s, last) { continue }
            var k = top.count
            while k > 0 && better(s, top[k - 1]) { k -= 1 }
            top.insert(s, at: k)
            if top.count > keep { top.removeLast() }
        }
        return top
    }

    /// Whether `size` can be bought: the size itself, or a waist (`32`) of a waist × length size (`32x34`).
    static func hasInStock(_ product: Product, size: String) -> Bool {
        if product.hasInStock(size: size) { return true }
        guard Int(size) != nil else { return false }
        return product.sizes.contains { made in
            made.lowercased().hasPrefix(size + "x") && (product.stock[made] ?? 1) > 0
        }
    }

    // MARK: - Reasons

    func reasons(_ product: Product, _ index: Int, _ query: ProductQuery) -> [String] {
        var why: [String] = []
        if query.category != nil { why.append("category: \(product.category)") }
        if let brand = query.brand, product.brand != nil { why.append("brand: \(product.brand ?? brand)") }
        if !query.colors.isEmpty {
            let best = colorsOf[index].first { color in query.colors.contains { ColorPalette.match(product: color, wanted: $0) > 0 } }
            if let best {
                if let family = ColorPalette.family(of: best), query.colors.contains(family), !query.colors.contains(best) {
                    why.append("colour: \(best) (a \(family))")
                } else {
                    why.append("colour: \(best)")
                }
            }
        }
        if let size = query.size { why.append("size \(size) in stock") }
        if let audience = query.audience {
            let actual = audienceOf[index] ?? "everyone"
            why.append(actual == audience ? "for \(audience)" : "\(actual) (fits \(audience))")
        }
        if query.minPrice != nil || query.maxPrice != nil || query.priceDirection != nil {
            why.append("price \(catalog.store.format(price: product.price))")
        }
        if query.inStockOnly { why.append("in stock") }
        if !query.keywords.isEmpty {
            var productTerms = Set<String>()
            for field in [product.name, product.brand ?? "", product.category] + product.tags + product.colors
                + product.materials + [product.description ?? ""] {
                for token in TextNormalizer.tokens(field) { productTerms.insert(TextNormalizer.stem(token)) }
            }
            var matched: [String] = []
            for word in query.keywords {
                for (term, factor) in text.expand(word) where productTerms.contains(term) {
                    matched.append(factor < 1 ? "\(word) ≈ \(term)" : word)
                    break
                }
            }
            if !matched.isEmpty { why.append("matches: \(matched.joined(separator: ", "))") }
        }
        return why
    }
}
