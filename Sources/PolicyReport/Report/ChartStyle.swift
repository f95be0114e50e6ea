import ConfidencePolicy

/// Colours and plot geometry shared by the report's charts.
enum ChartStyle {
    /// The act band.
    static let act = "#2e7d32"
    /// The confirm band.
    static let confirm = "#ef8f00"
    /// The fallback band.
    static let fallback = "#c62828"
    /// Precision lines.
    static let precision = "#1565c0"
    /// Coverage lines.
    static let coverage = "#546e7a"
    /// Recall lines.
    static let recall = "#7b1fa2"
    /// Right top labels.
    static let correct = "#43a047"
    /// Wrong top labels.
    static let wrong = "#e53935"
    /// Axes and grid.
    static let axis = "#444"
    /// Light grid lines.
    static let grid = "#e0e0e0"

    /// The colour of a band.
    static func color(of band: Band) -> String {
        switch band {
        case .act: return act
        case .confirm: return confirm
        case .fallback: return fallback
        }
    }

    /// Draws a 0…1 × 0…1 frame with grid lines and tick labels into `canvas` inside `plot`.
    static func unitAxes(
        _ canvas: inout SVGCanvas, plot: PlotArea, xLabel: String, yLabel: String, yIsPercent: Bool = true
    ) {
        for step in 0...10 {
            let v = Double(step) / 10
            let y = plot.y(v), x = plot.x(v)
            canvas.line(x1: plot.left, y1: y, x2: plot.right, y2: y, stroke: grid)
            canvas.line(x1: x, y1: plot.top, x2: x, y2: plot.bottom, stroke: grid)
            if step % 2 == 0 {
                canvas.text(
                    yIsPercent ? "\(step * 10)%" : HTMLText.fixed(v, 1), x: plot.left - 6, y: y + 4, size: 10,
                    anchor: "end")
                canvas.text(HTMLText.fixed(v, 1), x: x, y: plot.bottom + 15, size: 10, anchor: "middle")
            }
        }
        canvas.line(x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom, stroke: axis)
        canvas.line(x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom, stroke: axis)
        canvas.text(xLabel, x: (plot.left + plot.right) / 2, y: plot.bottom + 32, size: 11, anchor: "middle")
        canvas.text(
            yLabel, x: plot.left - 40, y: (plot.top + plot.bottom) / 2, size: 11, anchor: "middle", rotate: -90)
    }
}
