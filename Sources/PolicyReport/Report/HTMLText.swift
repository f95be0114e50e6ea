import Foundation

/// Escaping and number formatting for the HTML report.
enum HTMLText {
    /// Escapes text for HTML element content and attribute values; control characters are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t" {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A share as a percentage with one decimal, or an em dash for `nil`.
    static func percent(_ value: Double?) -> String {
        guard let value else { return "—" }
        return String(format: "%.1f%%", value * 100)
    }

    /// A number with a fixed number of decimals.
    static func fixed(_ value: Double, _ decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
