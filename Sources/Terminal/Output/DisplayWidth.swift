/// How many terminal columns text takes: East Asian wide characters and most emoji take two, combining marks
/// none, everything else one.
public enum DisplayWidth {
    /// The number of columns `text` occupies.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The number of columns one character (grapheme cluster) occupies.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .nonspacingMark
            || first.properties.generalCategory == .enclosingMark
            || first.value == 0x200B
        {
            return 0
        }
        return isWide(first) ? 2 : 1
    }

    /// The longest prefix of `text` that fits in `columns`, with `…` when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard of(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` padded with spaces to `columns` (left-aligned unless `alignRight`).
    public static func pad(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, columns - of(text)))
        return alignRight ? padding + text : text + padding
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
