/// The products of one run of a catalog's `products` array, validated on their own (possibly on another core),
/// with the problems of each product kept apart so that the runs merge back in file order.
struct ProductBatch: Sendable {
    /// Position in `products` of the first item.
    var start: Int
    /// Per item: the product, or `nil` when it has problems.
    var products: [Product?] = []
    /// Per item: its `id` when it is a string (checked for duplicates across the whole array).
    var ids: [String?] = []
    /// Every problem of the run, in item order.
    var problems: [CatalogProblem] = []
    /// Per item: the number of problems up to and including it.
    var problemEnds: [Int] = []
}
