/// A confidence shown as a short coloured badge, e.g. `[valid 0.93]`: green at ≥ 0.8, orange at ≥ 0.5, else
/// red (the original design's colours).
public struct ConfidenceBadge: Equatable, Sendable {
    /// The label the confidence is about, if any.
    public var label: String?
    /// The probability, 0…1.
    public var confidence: Double

    /// A badge for `confidence` (clamped to 0…1; NaN counts as 0).
    public init(label: String? = nil, confidence: Double) {
        self.label = label
        self.confidence = confidence.isNaN ? 0 : min(1, max(0, confidence))
    }

    /// The colour for the confidence: green, orange or red.
    public var style: Style {
        if confidence >= 0.8 { return .green }
        if confidence >= 0.5 { return .orange }
        return .red
    }

    /// The badge text without colour.
    public var text: String {
        let number = Self.format(confidence)
        if let label { return "[\(TextSanitizer.sanitize(label)) \(number)]" }
        return "[\(number)]"
    }

    /// The badge, coloured by `styler`.
    public func rendered(with styler: Styler) -> String {
        styler.apply(style, text)
    }

    /// A probability with two decimals.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
