import ProductCatalog

/// One line of `search --json` output.
struct SearchJSONLine: Encodable {
    /// One hit.
    struct Hit: Encodable {
        var id: String
        var name: String
        var score: Double
        var why: [String]
    }

    var query: String
    var parsed: ProductQuery
    var results: [Hit]
    var relaxed: [String]
    var total: Int

    init(query: String, result: SearchResult) {
        self.query = query
        parsed = result.query
        results = result.hits.map {
            Hit(id: $0.product.id, name: $0.product.name, score: ($0.score * 1000).rounded() / 1000, why: $0.why)
        }
        relaxed = result.relaxed
        total = result.totalMatches
    }
}
