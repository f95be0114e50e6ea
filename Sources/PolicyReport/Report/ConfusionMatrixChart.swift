import TextClassification

/// The confusion matrix as a heat map (true labels down, predicted across), or for many labels a list of
/// the most frequent confusions.
enum ConfusionMatrixChart {
    /// Above this many labels, a list of the most frequent confusions is shown instead of the grid.
    static let maximumGridLabels = 30

    /// Renders the matrix: inline SVG for a small label set, else an HTML table of the top confusions.
    static func html(_ evaluation: EvaluationReport) -> String {
        if evaluation.confusionLabels.count > maximumGridLabels {
            return topConfusions(evaluation)
        }
        return grid(evaluation)
    }

    private static func grid(_ evaluation: EvaluationReport) -> String {
        let labels = evaluation.confusionLabels
        // "(no evidence)" is a column (a possible outcome), never a row (nobody labels data with it).
        let rowIndices = labels.indices.filter { labels[$0] != Evaluator.noEvidenceLabel }
        let columns = labels.count
        let labelWidth = min(160.0, 20 + 7 * Double(labels.map(\.count).max() ?? 4))
        let headerHeight = min(140.0, 24 + 6 * Double(labels.map(\.count).max() ?? 4))
        let cell = max(22.0, min(72.0, 520 / Double(max(1, columns))))
        let width = labelWidth + cell * Double(columns) + 20
        let height = headerHeight + cell * Double(rowIndices.count) + 10
        var canvas = SVGCanvas(width: width, height: height, title: "Confusion matrix")
        for (column, label) in labels.enumerated() {
            let x = labelWidth + (Double(column) + 0.5) * cell
            canvas.text(label, x: x, y: headerHeight - 6, size: 11, anchor: columns > 4 ? "start" : "middle",
                        rotate: columns > 4 ? -45 : nil)
        }
        for (row, rowIndex) in rowIndices.enumerated() {
            let truth = labels[rowIndex]
            let counts = evaluation.confusionMatrix[rowIndex]
            let rowTotal = counts.reduce(0, +)
            let y = headerHeight + Double(row) * cell
            canvas.text(truth, x: labelWidth - 6, y: y + cell / 2 + 4, size: 11, anchor: "end")
            for (column, predicted) in labels.enumerated() {
                let count = counts[column]
                let share = rowTotal > 0 ? Double(count) / Double(rowTotal) : 0
                let color = truth == predicted ? ChartStyle.correct : ChartStyle.wrong
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
        return canvas.render()
    }

    private static func topConfusions(_ evaluation: EvaluationReport) -> String {
        let confusions = evaluation.topConfusions
        var html = "<p>\(evaluation.confusionLabels.count) labels: the \(confusions.count) most frequent confusions.</p>"
        html += "<table><thead><tr><th>true label</th><th>top label</th><th class=\"num\">count</th></tr></thead><tbody>"
        for confusion in confusions {
            html += "<tr><td>\(HTMLText.escape(confusion.gold))</td><td>\(HTMLText.escape(confusion.predicted))</td>"
                + "<td class=\"num\">\(confusion.count)</td></tr>"
        }
        return html + "</tbody></table>"
    }
}
