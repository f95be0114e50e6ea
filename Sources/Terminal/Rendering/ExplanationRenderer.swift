import TextClassification

/// Renders a ``TextClassification/ScoreExplanation`` for people: the words and word pairs that pushed most
/// towards and against the label, in reading order, each with its share of the score.
public struct ExplanationRenderer: Sendable {
    /// Colours (or not).
    public var styler: Styler
    /// How many words to list on each side.
    public var limit: Int

    /// A renderer listing up to `limit` words each way.
    public init(styler: Styler, limit: Int = 5) {
        self.styler = styler
        self.limit = limit
    }

    /// Lines such as `towards valid: "any" +12%  "hoodies" +48%`, then `against …`, then unknown words.
    public func render(_ explanation: ScoreExplanation, indent: String = "  ") -> [String] {
        let label = TextSanitizer.sanitize(explanation.label)
        var lines: [String] = []
        let towards = explanation.towards(limit: limit)
        let against = explanation.against(limit: limit)
        lines.append(indent + "towards \(label): " + (towards.isEmpty ? styler.apply(.dim, "nothing") : list(towards, style: .green)))
        lines.append(indent + "against \(label): " + (against.isEmpty ? styler.apply(.dim, "nothing") : list(against, style: .red)))
        let unknown = explanation.unknownWords
        if !unknown.isEmpty {
            lines.append(indent + styler.apply(.dim, "unknown words: " + unknown.map { "\"\(TextSanitizer.sanitize($0))\"" }.joined(separator: " ")))
        }
        return lines
    }

    /// `"word" +12%` items separated by two spaces.
    private func list(_ contributions: [FeatureContribution], style: Style) -> [String].Element {
        contributions.map { contribution in
            "\"\(TextSanitizer.sanitize(contribution.text))\" " + styler.apply(style, Self.percent(contribution.share))
        }.joined(separator: "  ")
    }

    /// A signed share as a percentage, e.g. `+12%`, `−3%`, `+<1%`.
    public static func percent(_ share: Double) -> String {
        let sign = share < 0 ? "−" : "+"
        let value = (abs(share) * 100).rounded()
        return value < 1 ? "\(sign)<1%" : "\(sign)\(Int(value))%"
    }
}
