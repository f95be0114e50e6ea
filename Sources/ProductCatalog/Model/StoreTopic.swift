/// What a store question is about: the topics the assistant answers from the catalog's `store` section.
///
/// The raw values are the keys of `store.policies` in the catalog file and the labels of the topic model
/// (`Models/store-topics.clmodel`). ``hours`` and ``contact`` are answered from `store.hours`, `email`,
/// `phone` and `url`, so they are not policy keys.
public enum StoreTopic: String, Sendable, Hashable, Codable, CaseIterable {
    /// Order status, tracking, changing or cancelling an order, missing or wrong items.
    case orders
    /// Delivery costs, times, destinations and options, click and collect.
    case shipping
    /// Sending things back: the return window, labels, conditions.
    case returns
    /// Swapping for another size, colour or item.
    case exchanges
    /// Money back: when, how, to which card.
    case refunds
    /// Payment methods, failed or double charges, instalments, tax.
    case payment
    /// Sales, discount and promo codes, student and loyalty discounts, price matching.
    case discounts
    /// Gift cards, e-gift cards, vouchers and store credit.
    case giftCards
    /// Signing in, passwords, personal details, e-mail preferences, data.
    case accounts
    /// Faulty items, guarantees, repairs, alterations and complaints about goods.
    case repairs
    /// Opening hours.
    case hours
    /// Reaching a person: phone, e-mail, address, complaints about service.
    case contact

    /// The topics a catalog can describe in `store.policies`, in the order they are documented.
    public static let policyTopics: [StoreTopic] = allCases.filter { $0 != .hours && $0 != .contact }

    /// The topic in a few words, for replies: "returns", "gift cards", "opening hours".
    public var title: String {
        switch self {
        case .giftCards: return "gift cards"
        case .hours: return "opening hours"
        case .shipping: return "delivery"
        default: return rawValue
        }
    }
}
