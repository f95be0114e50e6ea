import TextClassification

/// The reliability diagram: per confidence bin, the share of right top labels against the perfect diagonal.
enum ReliabilityChart {
    /// Renders the diagram as inline SVG.
    static func svg(_ evaluation: EvaluationReport) -> String {
        var canvas = SVGCanvas(width: 440, height: 340, title: "Reliability diagram")
        let plot = PlotArea(left: 60, top: 16, right: 420, bottom: 280)
        ChartStyle.unitAxes(&canvas, plot: plot, xLabel: "top probability (bin)", yLabel: "share right")
        let bins = evaluation.reliability
        for bin in bins where bin.count > 0 {
            let accuracy = bin.accuracy, confidence = bin.meanConfidence
            let x0 = plot.x(bin.lower) + 2, x1 = plot.x(bin.upper) - 2
            let tooltip = "\(HTMLText.fixed(bin.lower))–\(HTMLText.fixed(bin.upper)): \(bin.count) predictions, "
                + "\(HTMLText.percent(accuracy)) right, mean confidence \(HTMLText.percent(confidence))"
            // Gap between claimed and observed: a pale box from accuracy up (or down) to confidence.
            canvas.rect(
                x: x0, y: plot.y(max(accuracy, confidence)), width: x1 - x0,
                height: abs(plot.y(accuracy) - plot.y(confidence)), fill: ChartStyle.wrong, opacity: 0.25)
            canvas.rect(
                x: x0, y: plot.y(accuracy), width: x1 - x0, height: plot.bottom - plot.y(accuracy),
                fill: ChartStyle.precision, opacity: 0.85, tooltip: tooltip)
            canvas.circle(cx: (x0 + x1) / 2, cy: plot.y(confidence), r: 3, fill: ChartStyle.axis, tooltip: tooltip)
            // Bin sizes inside the bars' feet, so that thin bins are not over-read.
            canvas.text(String(bin.count), x: (x0 + x1) / 2, y: plot.bottom - 5, size: 9, anchor: "middle",
                        fill: accuracy > 0.08 ? "#fff" : "#333")
        }
        canvas.line(
            x1: plot.x(0), y1: plot.y(0), x2: plot.x(1), y2: plot.y(1), stroke: ChartStyle.axis, width: 1.5,
            dash: "5 4")
        return canvas.render()
    }
}
