import ProductCatalog

/// The structured part of a turn, for renderers that want more than the plain reply.
public enum TurnContent: Sendable, Hashable {
    /// Only the reply text (small talk, help, out-of-scope, prompts).
    case message
    /// A page of products.
    case products(ProductPage)
    /// One product in full.
    case product(ProductDetail)
    /// The question asked in the confirm band, with what would be searched.
    case confirmation(question: String, wouldSearch: String)
    /// The fallback menu.
    case menu([MenuOption])
    /// The catalog's categories with counts.
    case categories([CategoryChoice])
    /// The store's contact details.
    case support(Store)
}
