import TextSafety
/// Writes JSON values as text directly: the `--json` line is written once per turn, and a hand-written line
/// keeps the documented key order and costs a fraction of one `JSONEncoder` call per field.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped; other UTF-8 as is.
    static func string(_ value: String) -> String {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(value.utf8.count + 8)
        let hex = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]  // \"
            case 0x5C: out += [0x5C, 0x5C]  // \\
            case 0x0A: out += [0x5C, 0x6E]  // \n
            case 0x0D: out += [0x5C, 0x72]  // \r
            case 0x09: out += [0x5C, 0x74]  // \t
            case 0x00..<0x20, 0x7F:
                out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]  // \u00XX
            default:
                out.append(byte)
            }
        }
        out.append(0x22)
        // C1 and bidirectional controls (multi-byte in UTF-8) are escaped too: the line is shown on terminals.
        return TextSanitizer.escapingJSON(String(decoding: out, as: UTF8.self))
    }

    /// An optional string, `null` when absent.
    static func string(_ value: String?) -> String {
        value.map { string($0) } ?? "null"
    }

    /// A number; `null` when absent or not finite (JSON has no NaN or infinity).
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    /// An array of strings.
    static func array(_ values: [String]) -> String {
        "[" + values.map { string($0) }.joined(separator: ",") + "]"
    }
}
