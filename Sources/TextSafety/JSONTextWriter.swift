/// Writes JSON text into a byte buffer by hand, byte for byte what `JSONEncoder` (with `.sortedKeys` and
/// `.withoutEscapingSlashes`) followed by ``TextSanitizer/escapingJSON(_:)`` writes for the same values.
///
/// `JSONEncoder` took about a third of a `classify --json` run over thousands of lines; this costs a fraction.
/// The caller writes keys in sorted order itself. Strings are escaped as `JSONEncoder` escapes them (`\"`, `\\`,
/// `\b`, `\t`, `\n`, `\f`, `\r`, other C0 controls as `\u00xx`), and every other character that
/// ``TextSanitizer/isUnsafe(_:)`` names (DEL, C1 and bidirectional controls, U+2028, U+2029) as a `\uxxxx` escape,
/// so the text is safe to show on a terminal.
public struct JSONTextWriter {
    /// The JSON text written so far, as UTF-8.
    public var bytes: [UInt8] = []

    /// Creates a writer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` as it is (punctuation, keys already quoted, `null`).
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` as a JSON string literal, or `null` when it is `nil`.
    public mutating func string(_ value: String?) {
        guard var value else { return raw("null") }
        bytes.append(0x22)
        value.withUTF8 { appendEscaped($0) }
        bytes.append(0x22)
    }

    /// Appends `value` as `JSONEncoder` writes a `Double` (`1` for `1.0`, `1e-07`, `1e+21`), or `null` when it is
    /// `nil`. Returns `false` and writes nothing for a non-finite value, which `JSONEncoder` refuses to encode.
    public mutating func number(_ value: Double?) -> Bool {
        guard let value else {
            raw("null")
            return true
        }
        guard value.isFinite else { return false }
        var text = value.description
        text.withUTF8 { digits in
            let isWhole = digits.count > 2 && digits[digits.count - 2] == 0x2E && digits[digits.count - 1] == 0x30
            bytes.append(contentsOf: isWhole ? UnsafeBufferPointer(rebasing: digits.dropLast(2)) : digits)
        }
        return true
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `\u` and `scalar` as four lower-case hex digits.
    private mutating func appendUnicodeEscape(_ scalar: UInt32) {
        bytes.append(contentsOf: [0x5C, 0x75])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }

    /// Appends valid UTF-8 with the escapes described on the type; plain runs are copied in one piece.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var plainStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            var escape: UInt8 = 0  // the letter after `\`, or 0x75 (`u`) for `\uxxxx`
            var scalar: UInt32 = 0
            var length = 1
            switch byte {
            case 0x22, 0x5C: escape = byte
            case 0x08: escape = UInt8(ascii: "b")
            case 0x09: escape = UInt8(ascii: "t")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x0C: escape = UInt8(ascii: "f")
            case 0x0D: escape = UInt8(ascii: "r")
            case 0x00..<0x20, 0x7F:
                escape = 0x75
                scalar = UInt32(byte)
            case 0xC2, 0xD8, 0xE2:
                // The only lead bytes of unsafe non-ASCII scalars: U+0080–U+009F, U+061C, U+200E–U+2069.
                length = byte == 0xE2 ? 3 : 2
                guard index + length <= utf8.count else { break }
                scalar = UInt32(byte & (byte == 0xE2 ? 0x0F : 0x1F))
                for offset in 1..<length { scalar = scalar << 6 | UInt32(utf8[index + offset] & 0x3F) }
                if let unicode = Unicode.Scalar(scalar), TextSanitizer.isUnsafe(unicode) { escape = 0x75 }
            default:
                break
            }
            guard escape != 0 else {
                index += length
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
            if escape == 0x75 {
                appendUnicodeEscape(scalar)
            } else {
                bytes.append(contentsOf: [0x5C, escape])
            }
            index += length
            plainStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<utf8.count]))
    }
}
