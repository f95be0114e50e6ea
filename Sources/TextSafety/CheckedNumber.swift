/// Checked conversion for numbers that come from shoppers and files: nothing here traps.
///
/// `Int(_:)` on a `Double` traps when the value is not finite or beyond `Int`'s range, and `*` traps on
/// overflow; these return `nil` instead, so the caller can say what was wrong.
public enum CheckedNumber {
    /// The number `text` spells as a finite `Double` (`Double("1e400")` is infinity: `nil` here).
    public static func finiteDouble<S: StringProtocol>(_ text: S) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `value` truncated toward zero, or `nil` when it is not finite or outside `Int`'s range.
    public static func integer(_ value: Double) -> Int? {
        // 2^63 is exactly representable; every Double below it in magnitude fits in an Int once truncated.
        guard value.isFinite, value > -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else {
            return nil
        }
        return Int(value)
    }

    /// `value` rounded to the nearest integer and clamped into `range`; `nil` when it is not finite.
    public static func clamped(_ value: Double, to range: ClosedRange<Int>) -> Int? {
        guard value.isFinite else { return nil }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(value.rounded())
    }

    /// The sum of the products `terms[i].0 × terms[i].1`, or `nil` if any step overflows `Int`.
    ///
    /// For sizes read from a file: `features × 8 + classes × 4 + …`.
    public static func sumOfProducts(_ terms: [(Int, Int)]) -> Int? {
        var total = 0
        for (a, b) in terms {
            let (product, productOverflow) = a.multipliedReportingOverflow(by: b)
            guard !productOverflow else { return nil }
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !sumOverflow else { return nil }
            total = sum
        }
        return total
    }
}
