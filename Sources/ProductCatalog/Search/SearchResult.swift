/// The answer to one search: the best hits, how many matched, and which filters had to be relaxed.
public struct SearchResult: Sendable, Hashable {
    /// The query as asked.
    public var query: ProductQuery
    /// The query actually answered (after relaxation; equal to `query` when nothing was relaxed).
    public var effectiveQuery: ProductQuery
    /// The best hits, best first, at most the requested limit.
    public var hits: [SearchHit]
    /// How many products matched in total (before the limit).
    public var totalMatches: Int
    /// Human descriptions of what was relaxed ("no black hoodies in size M; showing other sizes: L, XL").
    public var relaxed: [String]

    /// Creates a result.
    public init(
        query: ProductQuery, effectiveQuery: ProductQuery, hits: [SearchHit], totalMatches: Int, relaxed: [String]
    ) {
        self.query = query
        self.effectiveQuery = effectiveQuery
        self.hits = hits
        self.totalMatches = totalMatches
        self.relaxed = relaxed
    }
}
