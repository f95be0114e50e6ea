import ConfidencePolicy

/// The band mix per policy as horizontal stacked bars: act, confirm and fallback shares.
enum BandMixChart {
    /// Renders the chart as inline SVG.
    static func svg(_ metrics: [PolicyMetrics]) -> String {
        let rowHeight = 34.0
        let height = 40 + Double(metrics.count) * rowHeight + 10
        var canvas = SVGCanvas(width: 700, height: height, title: "Band mix per policy")
        let left = 110.0, right = 680.0
        for (band, x) in [(Band.act, left), (.confirm, left + 70), (.fallback, left + 160)] {
            canvas.rect(x: x, y: 6, width: 12, height: 12, fill: ChartStyle.color(of: band))
            canvas.text(band.rawValue, x: x + 16, y: 17, size: 11)
        }
        for (index, metric) in metrics.enumerated() {
            let y = 32 + Double(index) * rowHeight
            canvas.text(metric.policy, x: left - 8, y: y + 17, size: 12, anchor: "end", weight: "bold")
            var x = left
            for (band, share, count) in [(Band.act, metric.act, metric.actCount),
                                         (.confirm, metric.confirm, metric.confirmCount),
                                         (.fallback, metric.fallback, metric.fallbackCount)] {
                let width = share * (right - left)
                canvas.rect(
                    x: x, y: y, width: width, height: 24, fill: ChartStyle.color(of: band),
                    tooltip: "\(metric.policy): \(band.rawValue) \(HTMLText.percent(share)) (\(count) of \(metric.count))")
                if width >= 44 {
                    canvas.text(HTMLText.percent(share), x: x + width / 2, y: y + 16, size: 11, anchor: "middle",
                                fill: "#fff", weight: "bold")
                }
                x += width
            }
        }
        return canvas.render()
    }
}
