import ProductCatalog

/// What `catalog validate --json` writes for one file.
struct ValidationReport: Encodable {
    /// One error or warning: where and what.
    struct Item: Encodable {
        var path: String
        var message: String

        init(_ problem: CatalogProblem) {
            path = problem.path
            message = problem.message
        }
    }

    var file: String
    var ok = true
    var products = 0
    var categories = 0
    var errors: [Item] = []
    var warnings: [Item] = []
}
