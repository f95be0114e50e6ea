/// Wraps text to a terminal width at spaces, measuring with ``DisplayWidth``; words longer than the width are
/// split.
public enum TextWrapper {
    /// `line` as lines of at most `width` columns; continuation lines start with `indent` spaces.
    public static func wrap(_ line: String, width: Int, indent: Int = 2) -> [String] {
        let width = max(indent + 1, width)
        guard DisplayWidth.of(line) > width else { return [line] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        let pad = String(repeating: " ", count: indent)
        func flush() {
            lines.append(current)
            current = pad
            currentWidth = indent
        }
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let separator = currentWidth > (lines.isEmpty ? 0 : indent) ? 1 : 0
            let wordWidth = DisplayWidth.of(word)
            if currentWidth + separator + wordWidth <= width {
                if separator == 1 { current += " " }
                current += word
                currentWidth += separator + wordWidth
                continue
            }
            if currentWidth > (lines.isEmpty ? 0 : indent) { flush() }
            // Split a word that cannot fit on a line of its own.
            while DisplayWidth.of(word) > width - currentWidth {
                var piece = ""
                var pieceWidth = 0
                var rest = word
                while let character = rest.first, pieceWidth + DisplayWidth.of(character) <= width - currentWidth {
                    piece.append(character)
                    pieceWidth += DisplayWidth.of(character)
                    rest.removeFirst()
                }
                if piece.isEmpty { break }
                current += piece
                flush()
                word = rest
            }
            current += word
            currentWidth += DisplayWidth.of(word)
        }
        if currentWidth > (lines.isEmpty ? 0 : indent) || lines.isEmpty { lines.append(current) }
        return lines
    }
}
