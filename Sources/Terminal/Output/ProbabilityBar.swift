/// A horizontal bar for a probability, e.g. `████████▌   ` for 0.71 in 12 cells (used by `:why`).
public enum ProbabilityBar {
    private static let partials: [Character] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"].compactMap(\.first)

    /// A bar `width` cells wide filled in proportion to `probability` (clamped to 0…1), padded with spaces.
    public static func render(_ probability: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let value = probability.isNaN ? 0 : min(1, max(0, probability))
        let eighths = Int((value * Double(width) * 8).rounded())
        let full = eighths / 8
        let remainder = eighths % 8
        var bar = String(repeating: "█", count: full)
        if remainder > 0 { bar.append(partials[remainder - 1]) }
        return bar + String(repeating: " ", count: max(0, width - bar.count))
    }
}
