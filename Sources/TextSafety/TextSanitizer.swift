/// Makes text from catalogs, files and shoppers safe to print on a terminal or in JSON: the one output sanitizer.
///
/// ``sanitize(_:allowNewlines:)`` removes escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`,
/// DCS/SOS/PM/APC strings and two-byte `ESC x` sequences), C1 controls (`U+0080…U+009F`, including the 8-bit
/// CSI), DEL, every C0 control except newline and tab (which it may also turn into spaces) and the bidirectional
/// controls that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
/// ``escapingJSON(_:)`` keeps JSON text lossless instead: it writes those characters as `\uXXXX` escapes.
public enum TextSanitizer {
    /// Whether `scalar` is a bidirectional formatting control: embeddings and overrides (U+202A–U+202E),
    /// isolates (U+2066–U+2069), the LRM/RLM marks (U+200E, U+200F) and the Arabic letter mark (U+061C).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// Whether `scalar` must never reach an output raw: C0 and C1 controls, DEL and bidirectional controls
    /// (newline and tab included; the callers decide what to do with those).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// JSON text with every unsafe character (see ``isUnsafe(_:)``) other than the structure's own newlines
    /// written as a `\uXXXX` escape. Those characters can only occur inside JSON strings, so the result is the
    /// same JSON value, and no terminal that shows it can be driven by it.
    public static func escapingJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { isUnsafe($0) && $0 != "\n" }) else { return json }
        var output = ""
        output.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if isUnsafe(scalar) && scalar != "\n" {
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Returns `text` with escape sequences and control characters removed.
    ///
    /// With `allowNewlines` false (the default for single-line fields such as product names), newlines and
    /// tabs become spaces.
    public static func sanitize(_ text: String, allowNewlines: Bool = false) -> String {
        // Most text is printable ASCII, which has nothing to remove: return it as it is, without a copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
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
            case 0x2028, 0x2029:
                output.append(allowNewlines ? "\n" : " ")
            case _ where isBidiControl(scalar):
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether `text` contains anything ``sanitize(_:allowNewlines:)`` would remove (newlines allowed).
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in isUnsafe(s) && s.value != 0x0A && s.value != 0x09 }
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
