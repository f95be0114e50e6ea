/// Makes text from catalogs and users safe to print on a terminal.
///
/// Removes escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, DCS/SOS/PM/APC strings and
/// two-byte `ESC x` sequences), C1 controls (`U+0080…U+009F`, including the 8-bit CSI), DEL and every C0
/// control except newline and tab (which `sanitize(_:allowNewlines:)` may also turn into spaces).
public enum TextSanitizer {
    /// Returns `text` with escape sequences and control characters removed.
    ///
    /// With `allowNewlines` false (the default for single-line fields such as product names), newlines and
    /// tabs become spaces.
    public static func sanitize(_ text: String, allowNewlines: Bool = false) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        while let scalar = next() {
            switch scalar.value {
            case 0x1B:  // ESC
                skipEscape(after: &scalars, pending: &pending)
            case 0x9B:  // 8-bit CSI
                skipCSI(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:  // 8-bit OSC, DCS, SOS, PM, APC
                skipString(&scalars)
            case 0x0A, 0x09:
                output.append(allowNewlines ? scalar : " ")
            case 0x0D:
                if allowNewlines { continue }
                output.append(" ")
            case 0x00...0x1F, 0x7F, 0x80...0x9F:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether `text` contains anything ``sanitize(_:allowNewlines:)`` would remove (newlines allowed).
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            (s.value < 0x20 && s.value != 0x0A && s.value != 0x09) || (0x7F...0x9F).contains(s.value)
        }
    }

    private static func skipEscape(
        after scalars: inout String.UnicodeScalarView.Iterator, pending: inout Unicode.Scalar?
    ) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            skipCSI(&scalars)
        case "]", "P", "X", "^", "_":
            skipString(&scalars)
        default:
            // Two-byte sequences (ESC 7, ESC c, ESC ( B …): drop the introducer with the ESC, unless it
            // is itself a control we must look at again.
            if introducer.value < 0x20 || introducer.value == 0x1B { pending = introducer }
            if "()*+".unicodeScalars.contains(introducer) { _ = scalars.next() }
        }
    }

    /// Skips parameter and intermediate bytes up to and including the final byte (0x40…0x7E).
    private static func skipCSI(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let s = scalars.next() {
            if (0x40...0x7E).contains(s.value) { return }
            if !(0x20...0x3F).contains(s.value) { return }  // malformed: stop at the first foreign byte
        }
    }

    /// Skips a control string up to BEL, ST (`ESC \`) or the 8-bit ST (0x9C).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var sawEscape = false
        while let s = scalars.next() {
            if s.value == 0x07 || s.value == 0x9C { return }
            if sawEscape && s == "\\" { return }
            sawEscape = s.value == 0x1B
        }
    }
}
