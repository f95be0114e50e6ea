import ProductCatalog

/// What a classified line asks for, worked out in the conversation's context before the policy decides.
public enum LinePlan: Sendable, Hashable {
    /// Search the catalog: a new request, or a refinement of the request in force (`refines`).
    case search(ProductQuery, refines: Bool)
    /// Answer a question about the product with this number among the results on screen.
    case question(number: Int, fact: ProductFact?)

    /// The search query, when the plan is a search.
    public var query: ProductQuery? {
        if case .search(let query, _) = self { return query }
        return nil
    }
}
