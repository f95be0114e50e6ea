import ConfidencePolicy

/// Precision, coverage and recall against the act threshold, with each policy's bands drawn as strips below
/// and its act threshold as a vertical line.
enum ThresholdChart {
    /// Renders the chart as inline SVG.
    static func svg(
        _ sweep: ThresholdSweep, policies: [Policy], recommendation: ThresholdRecommendation?
    ) -> String {
        let stripHeight = 16.0, stripGap = 8.0
        let stripsTop = 318.0
        let height = stripsTop + Double(policies.count + (recommendation == nil ? 0 : 1)) * (stripHeight + stripGap) + 30
        var canvas = SVGCanvas(width: 700, height: height, title: "Precision and coverage against the act threshold")
        let plot = PlotArea(left: 110, top: 30, right: 680, bottom: 270)
        ChartStyle.unitAxes(&canvas, plot: plot, xLabel: "act threshold", yLabel: "share")

        let precision = sweep.points.compactMap { p in p.precision.map { (plot.x(p.threshold), plot.y($0)) } }
        let coverage = sweep.points.map { (plot.x($0.threshold), plot.y($0.coverage)) }
        let recall = sweep.points.map { (plot.x($0.threshold), plot.y($0.recall)) }
        canvas.polyline(coverage, stroke: ChartStyle.coverage, width: 2)
        canvas.polyline(recall, stroke: ChartStyle.recall, width: 1.5, dash: "6 3")
        canvas.polyline(precision, stroke: ChartStyle.precision, width: 2.5)
        for point in sweep.points where Int((point.threshold * 100).rounded()) % 5 == 0 {
            let tip = "act ≥ \(HTMLText.fixed(point.threshold)): coverage \(HTMLText.percent(point.coverage)), "
                + "precision \(HTMLText.percent(point.precision)), recall \(HTMLText.percent(point.recall))"
            if let p = point.precision {
                canvas.circle(cx: plot.x(point.threshold), cy: plot.y(p), r: 2.5, fill: ChartStyle.precision, tooltip: tip)
            }
            canvas.circle(cx: plot.x(point.threshold), cy: plot.y(point.coverage), r: 2, fill: ChartStyle.coverage, tooltip: tip)
        }

        // Legend.
        var legendX = plot.left
        for (name, color, dash) in [("precision", ChartStyle.precision, nil), ("coverage", ChartStyle.coverage, nil),
                                    ("recall", ChartStyle.recall, "6 3")] as [(String, String, String?)] {
            canvas.line(x1: legendX, y1: 14, x2: legendX + 22, y2: 14, stroke: color, width: 2.5, dash: dash)
            canvas.text(name, x: legendX + 27, y: 18, size: 11)
            legendX += 95
        }
        for (band, x) in [(Band.act, 420.0), (.confirm, 480.0), (.fallback, 560.0)] {
            canvas.rect(x: x, y: 7, width: 12, height: 12, fill: ChartStyle.color(of: band), opacity: 0.8)
            canvas.text(band.rawValue, x: x + 16, y: 18, size: 11)
        }

        // Each policy: a vertical line at its act threshold and a strip of its three bands.
        var rows: [(name: String, act: Double, confirm: Double, dash: String)] = policies.map {
            ($0.name, $0.act, $0.confirm, "3 3")
        }
        if let recommendation {
            rows.append(("recommended", recommendation.act, recommendation.confirm, "1 3"))
        }
        for (index, row) in rows.enumerated() {
            canvas.line(x1: plot.x(row.act), y1: plot.top, x2: plot.x(row.act), y2: plot.bottom,
                        stroke: ChartStyle.act, width: 1, dash: row.dash)
            let y = stripsTop + Double(index) * (stripHeight + stripGap)
            canvas.text(row.name, x: plot.left - 8, y: y + 12, size: 11, anchor: "end", weight: "bold")
            let segments: [(Band, Double, Double)] = [
                (.fallback, 0, row.confirm), (.confirm, row.confirm, row.act), (.act, row.act, 1),
            ]
            for (band, from, to) in segments where to > from {
                canvas.rect(
                    x: plot.x(from), y: y, width: plot.x(to) - plot.x(from), height: stripHeight,
                    fill: ChartStyle.color(of: band), opacity: 0.8,
                    tooltip: "\(row.name): \(band.rawValue) for top probability in [\(HTMLText.fixed(from)), \(HTMLText.fixed(to)))")
            }
            canvas.text(HTMLText.fixed(row.act), x: plot.x(row.act) + 3, y: y + 12, size: 10, fill: "#fff", weight: "bold")
        }
        canvas.text(
            "bands of each policy over the top probability (vertical lines: act thresholds)",
            x: plot.left, y: height - 10, size: 10, fill: "#555")
        if let recommendation, let p = recommendation.point.precision {
            canvas.circle(cx: plot.x(recommendation.act), cy: plot.y(p), r: 5, fill: ChartStyle.act,
                          tooltip: "recommended act threshold \(HTMLText.fixed(recommendation.act))")
        }
        return canvas.render()
    }
}
