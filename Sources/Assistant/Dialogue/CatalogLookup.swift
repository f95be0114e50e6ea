import ProductCatalog
import Synchronization

/// The dialogue's view of the catalog: parse, refine, search, look up. Built once per manager.
///
/// A class, so that copying a manager (every turn passes it around) retains one reference instead of
/// copying the index's many arrays and dictionaries.
final class CatalogLookup: Sendable {
    /// What a search found, in rank order.
    struct Found: Sendable {
        /// The ids of the hits kept for paging, best first.
        var productIDs: [String]
        /// Why each hit matched.
        var why: [[String]]
        /// How many products matched in all (may exceed the hits kept).
        var total: Int
        /// What had to be relaxed, as sentences.
        var relaxed: [String]
        /// The query the search answered (the asked one, minus what was relaxed).
        var effectiveQuery: ProductQuery
    }

    let index: CatalogIndex
    /// Puts back words typed in a hurry ("jeanss", "underfifty") in the catalog's own words.
    let repair: TypingRepair

    init(index: CatalogIndex) {
        self.index = index
        self.repair = TypingRepair(index: index)
    }

    var catalog: Catalog { index.catalog }

    /// The last few texts parsed, with what the parser made of them. One turn parses the same text several times
    /// (to plan the line, to weigh the catalog's evidence, to tell a store question); the parser is pure, so the
    /// answer is the same each time.
    private let recentParses = Mutex<[(text: String, query: ProductQuery)]>([])
    /// How many texts ``recentParses`` keeps.
    static let recentParseCount = 16

    func parse(_ text: String) -> ProductQuery {
        if let known = recentParses.withLock({ recent in recent.first { $0.text == text }?.query }) { return known }
        let query = index.parser.parse(text)
        recentParses.withLock { recent in
            recent.append((text, query))
            if recent.count > Self.recentParseCount { recent.removeFirst() }
        }
        return query
    }

    /// The query in words, for messages ("black jeans under 40"); empty when nothing was understood, and
    /// cut to 80 characters so a pasted essay does not echo back whole.
    func describe(_ query: ProductQuery) -> String {
        guard !query.isEmpty else { return "" }
        let summary = query.summary(currencySymbol: catalog.store.currencySymbol)
        return summary.count > 80 ? String(summary.prefix(79)) + "…" : summary
    }

    /// `query` described for the model as the context of a line that refines it: what the catalog understood
    /// (category, audience, filters, kinds, and the words its products use), without the words of the shopper's
    /// that the catalog does not know ("my little girl turns five next month…" is context as "girls' party
    /// dresses", not as a sentence the model would have to read again).
    func describeAsContext(_ query: ProductQuery) -> String {
        var known = query
        known.keywords = query.keywords.filter { query.types.contains($0) || index.parser.knows($0) }
        return describe(known)
    }

    /// Follow-ups worth suggesting for `query`, drawn from the products on the page: a colour, a price
    /// below what is shown, a size or brand that exists here. At most three.
    func refinementHints(for query: ProductQuery, page items: [ProductSummary]) -> [String] {
        var hints: [String] = []
        if query.colors.isEmpty { hints.append("\"in black\"") }
        let prices = items.map(\.price).sorted()
        if query.maxPrice == nil && query.minPrice == nil, !prices.isEmpty {
            let median = prices[prices.count / 2]
            let bound = median >= 20 ? (median / 10).rounded(.down) * 10 : median.rounded(.up)
            hints.append("\"under \(catalog.store.currencySymbol)\(Int(bound))\"")
        } else if prices.count > 1 {
            hints.append("\"cheaper\"")
        }
        if query.size == nil, let size = items.lazy.compactMap({ $0.sizesInStock.first }).first {
            hints.append("\"size \(size)\"")
        }
        if query.brand == nil, let brand = items.dropFirst().lazy.compactMap(\.brand).first {
            hints.append("\"what about \(brand)?\"")
        }
        return Array(hints.prefix(3))
    }

    /// The best `limit` hits after skipping `offset`, relaxing filters when nothing matches (what changed from
    /// `previous`, the request in force before, last).
    func search(_ query: ProductQuery, limit: Int, offset: Int = 0, refining previous: ProductQuery? = nil) -> Found {
        let result = previous.map { index.search(query, refining: $0, limit: limit, offset: offset) }
            ?? index.search(query, limit: limit, offset: offset)
        return Found(
            productIDs: result.hits.map(\.product.id), why: result.hits.map(\.why),
            total: max(result.totalMatches, offset + result.hits.count), relaxed: result.relaxed,
            effectiveQuery: result.effectiveQuery)
    }

    func product(id: String) -> Product? {
        index.product(id: id)
    }

    /// Categories that hold products, with their counts, in catalog order.
    func categoryCounts() -> [CategoryCount] {
        index.categoryCounts.filter { $0.count > 0 }
    }

    /// A query for every product of `category`.
    func categoryQuery(_ category: String) -> ProductQuery {
        // A category browsed from its list is the whole of it, children's products included.
        var query = ProductQuery(category: category)
        query.includesChildren = true
        return query
    }
}
