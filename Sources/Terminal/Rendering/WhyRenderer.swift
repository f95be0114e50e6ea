import Assistant
import ConfidencePolicy
import TextClassification

/// Renders `:why`: for the last classified turn, every hypothesis as a bar with its probability, then the band,
/// the thresholds and the policy's reason.
public struct WhyRenderer: Sendable {
    /// Colours (or not).
    public var styler: Styler
    /// The terminal width in columns.
    public var width: Int

    /// A renderer for `width` columns.
    public init(styler: Styler, width: Int) {
        self.styler = styler
        self.width = max(20, width)
    }

    /// The lines for `turn`, classified under `policy`; `latest` is the most recent line when it was not
    /// classified itself (an answer to a menu, a page request…); `explanation` (when the model can give one)
    /// lists the words that pushed towards and against the top label.
    public func render(_ turn: Turn?, policy: Policy, latest: Turn?, explanation: ScoreExplanation? = nil) -> [String] {
        guard let turn, let decision = turn.decision else {
            return ["Nothing has been classified yet. Ask for something, then :why explains the decision."]
        }
        var lines: [String] = []
        if let latest, latest != turn {
            let kind = latest.exemption.map { " (\($0.rawValue))" } ?? ""
            lines.append(styler.apply(.dim,
                "The last line (\"\(TextSanitizer.sanitize(latest.utterance))\") was not classified\(kind); the last classified one was:"))
        }
        lines.append(styler.apply(.bold, "\"\(TextSanitizer.sanitize(turn.utterance))\""))
        if let classified = turn.classified, classified != turn.utterance {
            lines.append(styler.apply(.dim, "classified in context as: ") + "\"\(TextSanitizer.sanitize(classified))\"")
        }
        let hypotheses = turn.classification?.hypotheses ?? []
        if hypotheses.isEmpty {
            lines.append("  no evidence: nothing in the text the model knows")
        }
        let labelWidth = min(24, hypotheses.map { DisplayWidth.of(TextSanitizer.sanitize($0.label)) }.max() ?? 5)
        let barWidth = max(5, min(40, width - labelWidth - 12))
        for hypothesis in hypotheses {
            let label = DisplayWidth.pad(
                DisplayWidth.truncate(TextSanitizer.sanitize(hypothesis.label), to: labelWidth), to: labelWidth)
            let badge = ConfidenceBadge(confidence: hypothesis.probability)
            let bar = styler.apply(badge.style, ProbabilityBar.render(hypothesis.probability, width: barWidth))
            lines.append("  \(label) \(bar) \(ConfidenceBadge.format(badge.confidence))")
        }
        if let explanation { lines += ExplanationRenderer(styler: styler).render(explanation) }
        let band = decision.band.rawValue
        let bandStyle: Style = decision.band == .act ? .green : decision.band == .confirm ? .orange : .red
        lines.append("band:   " + styler.apply(bandStyle, band)
            + styler.apply(.dim, "  (policy \(TextSanitizer.sanitize(policy.name)): act ≥ \(ConfidenceBadge.format(policy.act)), confirm ≥ \(ConfidenceBadge.format(policy.confirm)))"))
        lines.append("reason: " + TextSanitizer.sanitize(decision.reason))
        if let action = decision.action {
            lines.append("route:  " + action.rawValue)
        }
        return lines
    }
}
