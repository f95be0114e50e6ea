import ProductCatalog

/// The results on screen: the query that found them, every hit in rank order, and how far the shopper paged.
public struct ResultList: Sendable, Hashable {
    /// The query as asked, so follow-ups can refine it.
    public var query: ProductQuery
    /// The query the search answered (after relaxation), used to fetch further pages.
    public var effectiveQuery: ProductQuery
    /// What the results are, in words: the query answered (after any relaxation), as shown to the shopper.
    public var description: String
    /// The ids of the hits fetched so far, best first (more are fetched as the shopper pages on).
    public var productIDs: [String]
    /// Why each hit matched, parallel to `productIDs`.
    public var why: [[String]]
    /// How many products matched in all.
    public var total: Int
    /// Notes on what had to be relaxed to find anything.
    public var relaxed: [String]
    /// The 0-based index of the first result on the current page.
    public var pageStart: Int
    /// How many results have been shown so far (the highest number the shopper has seen).
    public var shownCount: Int

    /// Creates a result list positioned before its first page.
    public init(
        query: ProductQuery, effectiveQuery: ProductQuery, description: String, productIDs: [String],
        why: [[String]], total: Int, relaxed: [String]
    ) {
        self.query = query
        self.effectiveQuery = effectiveQuery
        self.description = description
        self.productIDs = productIDs
        self.why = why
        self.total = max(total, productIDs.count)
        self.relaxed = relaxed
        self.pageStart = 0
        self.shownCount = 0
    }
}
