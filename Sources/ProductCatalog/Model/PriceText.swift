import Foundation

/// How a price is written for people, and which prices a catalog may hold.
///
/// Formatting is total: any `Double` gives text, never a trap (a shopper may type `under $99999999999999999999`).
public enum PriceText {
    /// The highest price a catalog may hold: 10^12. Up to it, every price is shown exactly to the cent.
    public static let maximum: Double = 1e12

    /// Whether a catalog may hold `price`: a finite number from 0 to ``maximum``.
    public static func isValid(_ price: Double) -> Bool {
        price.isFinite && price >= 0 && price <= maximum
    }

    /// `value` as shown to a shopper: `40`, `39.99`; whole numbers beyond 10^15 in exponent form (`1e+20`).
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        if value.rounded() == value, let whole = CheckedNumber.integer(value) { return String(whole) }
        return String(format: "%.2f", value)
    }
}
