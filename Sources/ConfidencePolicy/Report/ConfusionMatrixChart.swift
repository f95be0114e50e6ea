/// The confusion matrix as a heat map (true labels down, predicted across), or for many labels a list of
/// the most frequent confusions.
enum ConfusionMatrixChart {
    /// Above this many labels, a list of the most frequent confusions is shown instead of the grid.
    static let maximumGridLabels = 30

    /// Renders the matrix: inline SVG for a small label set, else an HTML table of the top confusions.
    static func html(_ matrix: ConfusionMatrix) -> String {
        if max(matrix.trueLabels.count, matrix.predictedLabels.count) > maximumGridLabels {
            return topConfusions(matrix)
        }
        return grid(matrix)
    }

    private static func grid(_ matrix: ConfusionMatrix) -> String {
        let rows = matrix.trueLabels.count, columns = matrix.predictedLabels.count
        let labelWidth = min(160.0, 20 + 7 * Double((matrix.trueLabels.map(\.count).max() ?? 4)))
        let headerHeight = min(140.0, 24 + 6 * Double((matrix.predictedLabels.map(\.count).max() ?? 4)))
        let cell = max(22.0, min(72.0, 520 / Double(max(1, columns))))
        let width = labelWidth + cell * Double(columns) + 20
        let height = headerHeight + cell * Double(rows) + 30
        var canvas = SVGCanvas(width: width, height: height, title: "Confusion matrix")
        for (column, label) in matrix.predictedLabels.enumerated() {
            let x = labelWidth + (Double(column) + 0.5) * cell
            canvas.text(label, x: x, y: headerHeight - 6, size: 11, anchor: columns > 4 ? "start" : "middle",
                        rotate: columns > 4 ? -45 : nil)
        }
        for (row, truth) in matrix.trueLabels.enumerated() {
            let rowTotal = matrix.counts[row].reduce(0, +)
            let y = headerHeight + Double(row) * cell
            canvas.text(truth, x: labelWidth - 6, y: y + cell / 2 + 4, size: 11, anchor: "end")
            for (column, predicted) in matrix.predictedLabels.enumerated() {
                let count = matrix.counts[row][column]
                let share = rowTotal > 0 ? Double(count) / Double(rowTotal) : 0
                let diagonal = truth == predicted
                let color = diagonal ? ChartStyle.correct : ChartStyle.wrong
                let x = labelWidth + Double(column) * cell
                canvas.rect(x: x, y: y, width: cell, height: cell, fill: "#fff", stroke: ChartStyle.grid)
                if count > 0 {
                    canvas.rect(
                        x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, fill: color,
                        opacity: 0.12 + 0.88 * share,
                        tooltip: "true \(truth), predicted \(predicted): \(count) (\(HTMLText.percent(share)) of the row)")
                }
                if cell >= 28 {
                    canvas.text(String(count), x: x + cell / 2, y: y + cell / 2 + 4, size: cell >= 50 ? 13 : 10,
                                anchor: "middle", fill: share > 0.55 ? "#fff" : "#222")
                }
            }
        }
        canvas.text("rows: true label · columns: top label · shade: share of the row", x: labelWidth,
                    y: height - 8, size: 10, fill: "#555")
        return canvas.render()
    }

    private static func topConfusions(_ matrix: ConfusionMatrix, limit: Int = 25) -> String {
        var pairs: [(truth: String, predicted: String, count: Int)] = []
        for (row, truth) in matrix.trueLabels.enumerated() {
            for (column, predicted) in matrix.predictedLabels.enumerated()
            where truth != predicted && matrix.counts[row][column] > 0 {
                pairs.append((truth, predicted, matrix.counts[row][column]))
            }
        }
        pairs.sort { ($0.count, $1.truth, $1.predicted) > ($1.count, $0.truth, $0.predicted) }
        var html = "<p>\(matrix.trueLabels.count) true labels: the \(min(limit, pairs.count)) most frequent confusions.</p>"
        html += "<table><thead><tr><th>true label</th><th>top label</th><th class=\"num\">count</th></tr></thead><tbody>"
        for pair in pairs.prefix(limit) {
            html += "<tr><td>\(HTMLText.escape(pair.truth))</td><td>\(HTMLText.escape(pair.predicted))</td>"
                + "<td class=\"num\">\(pair.count)</td></tr>"
        }
        return html + "</tbody></table>"
    }
}
