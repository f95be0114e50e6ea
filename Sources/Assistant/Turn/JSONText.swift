/// Writes JSON values as text directly: the `--json` line is written once per turn, and a hand-written line
/// keeps the documented key order and costs a fraction of one `JSONEncoder` call per field.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
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
