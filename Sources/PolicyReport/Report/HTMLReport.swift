import ConfidencePolicy

/// Renders a ``PolicyAnalysis`` as one self-contained HTML page: inline CSS and SVG, no scripts, no network.
///
/// Sections: the policy table (and the recommendation), the band mix per policy, precision and coverage
/// against the act threshold with each policy's bands, the reliability diagram, confidence histograms per
/// true label, and the confusion matrix.
public enum HTMLReport {
    /// The complete page.
    public static func render(_ analysis: PolicyAnalysis, context: ReportContext) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(context.title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.escape(context.title))</h1>
        <p class="meta">data <b>\(HTMLText.escape(context.dataName))</b> (\(analysis.count) utterances) · model <b>\(HTMLText.escape(context.modelName))</b>
        · costs: wrong action \(number(analysis.costs.wrongAction)), confirm \(number(analysis.costs.confirm)), fallback \(number(analysis.costs.fallback))\(context.generated.map { " · \(HTMLText.escape($0))" } ?? "")</p>
        \(context.command.map { "<p class=\"meta\"><code>\(HTMLText.escape($0))</code></p>" } ?? "")
        </header>
        <main>

        """
        html += section("Policies", note: policyNote, body: policyTable(analysis) + recommendation(analysis))
        if !analysis.metrics.isEmpty {
            html += section(
                "Band mix per policy", note: "Share of utterances each policy acts on, confirms, or sends to the menu.",
                body: BandMixChart.svg(analysis.metrics))
        }
        html += section(
            "Precision and coverage against the act threshold",
            note: "Acting on every utterance whose top probability is at least the threshold: coverage is the share acted on, precision the share of those with the right label, recall the share of all utterances answered directly and correctly.",
            body: ThresholdChart.svg(
                analysis.sweep, policies: analysis.policies, recommendation: analysis.recommendation))
        html += "<div class=\"row\">"
        html += section(
            "Reliability diagram",
            note: "Does a top probability of 0.8 mean right 80% of the time? Bars: share right per bin (count at the foot); dots: mean confidence; dashed: perfect calibration; pink: the gap. "
                + "ECE \(HTMLText.fixed(analysis.evaluation.expectedCalibrationError, 3)) over \(analysis.count - analysis.evaluation.noEvidenceCount) predictions with evidence.",
            body: ReliabilityChart.svg(analysis.evaluation))
        html += section(
            "Confusion matrix", note: "Rows: true label; columns: the classifier's top label; shade: share of the row (green right, red wrong).",
            body: ConfusionMatrixChart.html(analysis.evaluation))
        html += "</div>"
        let omitted = analysis.histogram.omittedLabels > 0
            ? " The \(analysis.histogram.omittedLabels) least frequent labels are left out." : ""
        html += section(
            "Confidence histograms per true label",
            note: "Top probability for the utterances of each true label; red where the top label was wrong.\(omitted)",
            body: "<div class=\"multiples\">" + HistogramChart.svgs(analysis.histogram).map {
                "<figure>\($0)</figure>"
            }.joined() + "</div>")
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    private static let policyNote =
        "act/confirm/fallback: share of utterances per band · act precision: acted on the right label · wrong action: acted on the wrong label, over all utterances · served directly: clothing questions answered without a question · cost: expected cost per utterance."

    private static func section(_ title: String, note: String, body: String) -> String {
        "<section><h2>\(HTMLText.escape(title))</h2><p class=\"note\">\(HTMLText.escape(note))</p>\(body)</section>\n"
    }

    private static func policyTable(_ analysis: PolicyAnalysis) -> String {
        guard !analysis.metrics.isEmpty else { return "<p>No policies were given.</p>" }
        let bestCost = analysis.metrics.map(\.cost).min()
        var html = "<table><thead><tr><th>policy</th><th class=\"num\">bands (act / confirm)</th>"
            + "<th class=\"num\">act</th><th class=\"num\">confirm</th><th class=\"num\">fallback</th>"
            + "<th class=\"num\">act precision</th><th class=\"num\">wrong action</th>"
            + "<th class=\"num\">served directly</th><th class=\"num\">cost</th></tr></thead><tbody>"
        for metric in analysis.metrics {
            let best = metric.cost == bestCost && analysis.metrics.count > 1 ? " class=\"best\"" : ""
            html += "<tr><td><b>\(HTMLText.escape(metric.policy))</b></td>"
                + "<td class=\"num\">\(HTMLText.fixed(metric.actThreshold)) / \(HTMLText.fixed(metric.confirmThreshold))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.act))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.confirm))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.fallback))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.actPrecision))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.wrongActionRate))</td>"
                + "<td class=\"num\">\(HTMLText.percent(metric.servedDirectly))</td>"
                + "<td class=\"num\"><span\(best)>\(HTMLText.fixed(metric.cost, 3))</span></td></tr>"
        }
        return html + "</tbody></table>"
    }

    private static func recommendation(_ analysis: PolicyAnalysis) -> String {
        guard let target = analysis.minPrecision else { return "" }
        guard let r = analysis.recommendation else {
            return "<p class=\"callout warn\">No act threshold reaches a precision of \(HTMLText.percent(target)) on this data.</p>"
        }
        return "<p class=\"callout\">For act precision ≥ \(HTMLText.percent(target)): act ≥ <b>\(HTMLText.fixed(r.act))</b>, "
            + "confirm ≥ <b>\(HTMLText.fixed(r.confirm))</b> (precision \(HTMLText.percent(r.point.precision)), "
            + "coverage \(HTMLText.percent(r.point.coverage)) on this data).</p>"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : HTMLText.fixed(value)
    }

    private static let style = """
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;background:#fafafa;margin:0}
    header{background:#263238;color:#eceff1;padding:18px 28px}header h1{margin:0 0 6px;font-size:22px}
    .meta{margin:2px 0;color:#cfd8dc}.meta b{color:#fff}code{font-size:12px}
    main{padding:8px 28px 28px;max-width:1480px}
    section{background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:12px 18px;margin:16px 0}
    h2{font-size:17px;margin:4px 0}.note{color:#555;margin:4px 0 10px;font-size:13px}
    .row{display:flex;flex-wrap:wrap;gap:16px}.row>section{flex:1 1 440px;margin:0}
    .multiples{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}
    table{border-collapse:collapse}th,td{padding:5px 10px;border-bottom:1px solid #eee;text-align:left}
    th{font-weight:600;background:#f5f5f5}.num{text-align:right;font-variant-numeric:tabular-nums}
    .best{background:#e8f5e9;color:#1b5e20;font-weight:700;padding:1px 4px;border-radius:3px}
    .callout{background:#e3f2fd;border-left:4px solid #1565c0;padding:8px 12px}.warn{background:#fff3e0;border-color:#ef8f00}
    svg{max-width:100%;height:auto;font-family:system-ui,sans-serif}
    """
}
