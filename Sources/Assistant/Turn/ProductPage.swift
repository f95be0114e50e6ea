/// One page of search results, with what was searched and what had to be relaxed.
public struct ProductPage: Sendable, Hashable, Codable {
    /// What was searched, in words (e.g. `black jeans under 40`); empty when nothing specific was understood.
    public var query: String
    /// The results on this page, numbered from `first`.
    public var items: [ProductSummary]
    /// How many results there are in all (over every page).
    public var total: Int
    /// What had to be relaxed to find anything, as sentences from the search; empty when nothing was.
    public var relaxed: [String]
    /// Follow-ups worth suggesting, quoted (e.g. `"in black"`).
    public var hints: [String]
    /// Whether the page lists a chosen category (`40 products in Shirts`) rather than search results
    /// (`12 products for black jeans`).
    public var browsing: Bool
    /// An answer said before the list, when the page answers a question too ("The … doesn't come in navy; it
    /// comes in tan."); `nil` otherwise.
    public var lead: String?

    /// Creates a page.
    public init(
        query: String, items: [ProductSummary], total: Int, relaxed: [String], hints: [String] = [],
        browsing: Bool = false
    ) {
        self.query = query
        self.items = items
        self.total = total
        self.relaxed = relaxed
        self.hints = hints
        self.browsing = browsing
    }

    /// Whether more results follow this page.
    public var hasMore: Bool { (items.last?.number ?? total) < total }
}
