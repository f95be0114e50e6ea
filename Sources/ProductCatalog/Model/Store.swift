import Foundation

/// The store a catalog belongs to: its name, currency and how shoppers reach a person.
public struct Store: Sendable, Hashable, Codable {
    /// The store's display name.
    public var name: String
    /// The ISO 4217 currency code of every price in the catalog (e.g. `USD`, `EUR`, `INR`).
    public var currency: String
    /// Support e-mail address, if any.
    public var email: String?
    /// Support telephone number, if any.
    public var phone: String?
    /// Support opening hours, in free text (e.g. "Mon–Fri 9:00–17:00").
    public var hours: String?
    /// The store's web site or help page.
    public var url: String?
    /// The store's texts on returns, delivery, payment and its other service topics; `nil` when it gives none.
    public var policies: StorePolicies? = nil

    /// Creates a store description.
    public init(
        name: String, currency: String = "USD", email: String? = nil, phone: String? = nil,
        hours: String? = nil, url: String? = nil
    ) {
        self.name = name
        self.currency = currency
        self.email = email
        self.phone = phone
        self.hours = hours
        self.url = url
    }

    /// The symbol printed before prices (`$`, `€`, `£`, `₹`), or the code and a space.
    public var currencySymbol: String {
        switch currency.uppercased() {
        case "USD", "CAD", "AUD", "NZD": return "$"
        case "EUR": return "€"
        case "GBP": return "£"
        case "INR": return "₹"
        case "JPY": return "¥"
        default: return currency + " "
        }
    }

    /// `price` formatted with the store's currency, e.g. `$39.99` or `₹1,299`.
    public func format(price: Double) -> String {
        currencySymbol + PriceText.format(price)
    }
}
