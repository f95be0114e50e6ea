/// Top-probability histograms per true label as small multiples; each bar stacks right (below) and wrong
/// (above) top labels.
enum HistogramChart {
    /// Renders one small chart per series, each as inline SVG.
    static func svgs(_ histogram: ConfidenceHistogram) -> [String] {
        histogram.series.map { svg($0, binCount: histogram.binCount) }
    }

    /// Renders one series.
    static func svg(_ series: ConfidenceHistogramSeries, binCount: Int) -> String {
        var canvas = SVGCanvas(width: 340, height: 226, title: "Top probability for true label \(series.label)")
        let plot = PlotArea(left: 44, top: 28, right: 328, bottom: 172)
        let totals = zip(series.correct, series.wrong).map { $0 + $1 }
        let maxCount = max(1, totals.max() ?? 1)
        canvas.text("true label: \(series.label)", x: plot.left, y: 14, size: 12, weight: "bold")
        let extra = series.noEvidence > 0 ? ", \(series.noEvidence) without evidence" : ""
        canvas.text("n=\(series.total)\(extra)", x: plot.right, y: 14, size: 10, anchor: "end", fill: "#555")
        for tick in 0...2 {
            let value = Double(tick) / 2
            let y = plot.y(value)
            canvas.line(x1: plot.left, y1: y, x2: plot.right, y2: y, stroke: ChartStyle.grid)
            canvas.text(String(Int((Double(maxCount) * value).rounded())), x: plot.left - 4, y: y + 4, size: 9, anchor: "end")
        }
        let binWidth = plot.width / Double(binCount)
        for index in 0..<binCount {
            let right = series.correct[index], wrong = series.wrong[index]
            guard right + wrong > 0 else { continue }
            let x = plot.left + Double(index) * binWidth + 1
            let lower = Double(index) / Double(binCount), upper = Double(index + 1) / Double(binCount)
            let tip = "\(HTMLText.fixed(lower))–\(HTMLText.fixed(upper)): \(right) right, \(wrong) wrong"
            let rightHeight = Double(right) / Double(maxCount) * plot.height
            let wrongHeight = Double(wrong) / Double(maxCount) * plot.height
            canvas.rect(x: x, y: plot.bottom - rightHeight, width: binWidth - 2, height: rightHeight,
                        fill: ChartStyle.correct, tooltip: tip)
            canvas.rect(x: x, y: plot.bottom - rightHeight - wrongHeight, width: binWidth - 2, height: wrongHeight,
                        fill: ChartStyle.wrong, tooltip: tip)
        }
        canvas.line(x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom, stroke: ChartStyle.axis)
        for tick in 0...5 {
            let value = Double(tick) / 5
            canvas.text(HTMLText.fixed(value, 1), x: plot.x(value), y: plot.bottom + 13, size: 9, anchor: "middle")
        }
        canvas.text("top probability", x: (plot.left + plot.right) / 2, y: plot.bottom + 28, size: 10, anchor: "middle")
        canvas.rect(x: plot.left, y: 208, width: 10, height: 10, fill: ChartStyle.correct)
        canvas.text("top label right", x: plot.left + 14, y: 217, size: 10)
        canvas.rect(x: plot.left + 110, y: 208, width: 10, height: 10, fill: ChartStyle.wrong)
        canvas.text("top label wrong", x: plot.left + 124, y: 217, size: 10)
        return canvas.render()
    }
}
