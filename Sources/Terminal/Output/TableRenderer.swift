/// Lays out rows as a text table that fits a terminal width: a bold header, a rule, and one line per row.
///
/// Columns take their natural width (the widest cell). When the table is too wide, flexible columns shrink first
/// (widest relative to its importance first, not below their minimum), then every column down to its minimum; cells that no longer fit end
/// with `…`. If even the minimums do not fit, optional columns are left out from the right, and as a last
/// resort lines are cut at the width. Every cell is passed through ``TextSanitizer`` first, so catalog text cannot move the cursor.
public struct TableRenderer: Sendable {
    /// One column of the table.
    public struct Column: Equatable, Sendable {
        /// The header text.
        public var header: String
        /// Whether cells are right-aligned (numbers).
        public var alignRight: Bool
        /// Whether the column may shrink below its natural width before the others (long names).
        public var isFlexible: Bool
        /// The narrowest the column gets.
        public var minimumWidth: Int
        /// Whether the column may be left out when even the minimum widths do not fit (rightmost first).
        public var isOptional: Bool
        /// How strongly the column keeps its width when shrinking: the column with the largest
        /// width ÷ importance shrinks next, so an importance of 2 keeps about twice the width.
        public var importance: Double

        /// A column; `minimumWidth` defaults to the header's width (at most 8).
        public init(
            _ header: String, alignRight: Bool = false, isFlexible: Bool = false, minimumWidth: Int? = nil,
            isOptional: Bool = false, importance: Double = 1
        ) {
            self.header = header
            self.alignRight = alignRight
            self.isFlexible = isFlexible
            self.minimumWidth = max(1, minimumWidth ?? min(8, DisplayWidth.of(header)))
            self.isOptional = isOptional
            self.importance = max(0.1, importance)
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// Spaces between columns.
    public var gap: Int = 2

    /// A table with these columns.
    public init(columns: [Column]) {
        self.columns = columns
    }

    /// The column widths for `rows` within `width` columns.
    public func widths(for rows: [[String]], width: Int) -> [Int] {
        var widths = columns.enumerated().map { index, column in
            rows.reduce(DisplayWidth.of(column.header)) { max($0, DisplayWidth.of($1.count > index ? $1[index] : "")) }
        }
        let available = max(0, width - gap * max(0, columns.count - 1))
        func excess() -> Int { widths.reduce(0, +) - available }
        for flexibleOnly in [true, false] {
            while excess() > 0 {
                let candidates = widths.indices.filter {
                    (!flexibleOnly || columns[$0].isFlexible) && widths[$0] > columns[$0].minimumWidth
                }
                func pressure(_ index: Int) -> Double { Double(widths[index]) / columns[index].importance }
                guard let widest = candidates.max(by: { pressure($0) < pressure($1) }) else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    /// The indices of the columns that fit in `width`: all, unless the minimum widths are too wide, in which
    /// case optional columns are dropped from the right until they fit (or none is left to drop).
    func keptColumns(width: Int) -> [Int] {
        var kept = Array(columns.indices)
        func minimum() -> Int {
            kept.reduce(0) { $0 + columns[$1].minimumWidth } + gap * max(0, kept.count - 1)
        }
        while minimum() > width, let drop = kept.last(where: { columns[$0].isOptional }) {
            kept.removeAll { $0 == drop }
        }
        return kept
    }

    /// The table's lines (no trailing newlines), at most `width` columns each.
    public func render(_ rows: [[String]], width: Int, styler: Styler) -> [String] {
        let kept = keptColumns(width: width)
        if kept.count < columns.count {
            var narrower = self
            narrower.columns = kept.map { columns[$0] }
            return narrower.render(rows.map { row in kept.map { $0 < row.count ? row[$0] : "" } },
                                   width: width, styler: styler)
        }
        let clean = rows.map { $0.map { TextSanitizer.sanitize($0) } }
        let widths = widths(for: clean, width: width)
        func line(_ cells: [String], header: Bool) -> String {
            let parts = columns.indices.map { index -> String in
                let cell = index < cells.count ? cells[index] : ""
                let fitted = DisplayWidth.truncate(cell, to: widths[index])
                let padded = DisplayWidth.pad(fitted, to: widths[index], alignRight: columns[index].alignRight)
                return header ? styler.apply(.bold, padded) : padded
            }
            var text = parts.joined(separator: String(repeating: " ", count: gap))
            while text.hasSuffix(" ") { text.removeLast() }
            if !header && DisplayWidth.of(text) > width { text = DisplayWidth.truncate(text, to: width) }
            return text
        }
        let total = widths.reduce(0, +) + gap * max(0, columns.count - 1)
        var lines = [line(columns.map(\.header), header: true)]
        lines.append(styler.apply(.dim, String(repeating: "─", count: min(total, max(1, width)))))
        lines += clean.map { line($0, header: false) }
        return lines
    }
}
