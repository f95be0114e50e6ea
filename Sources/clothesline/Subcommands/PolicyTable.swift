import Foundation

/// Text tables and number formats for the `policy` commands.
enum PolicyTable {
    /// Renders rows under a header, the first column left-aligned and the others right-aligned.
    ///
    /// Linear in the size of the cells: trailing blanks are cut from the end (a `\s+$` regular expression
    /// took time quadratic in a long policy name's padding).
    static func render(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            var line = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// A share as a percentage with one decimal; `—` for `nil`.
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f%%", $0 * 100) } ?? "—"
    }

    /// A number with fixed decimals.
    static func fixed(_ value: Double, _ decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
