import ProductCatalog

/// The last request for one kind of product for one person ("father", the belts under $50 in 36): going back to
/// that person and those products later in the chat goes back to it.
public struct PersonRequest: Sendable, Hashable {
    /// The person, as ``Recipient`` names them.
    public var person: String
    /// The request, with every constraint it had when it was last searched.
    public var query: ProductQuery

    /// Creates the record.
    public init(person: String, query: ProductQuery) {
        self.person = person
        self.query = query
    }
}
