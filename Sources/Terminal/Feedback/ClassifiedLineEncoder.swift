import Assistant
import Foundation

/// Writes a ``Assistant/ClassifiedLine`` as one line of JSON with sorted keys, by hand: `JSONEncoder` took
/// about half of a logged chat turn. The line decodes to the same record (a test checks it).
enum ClassifiedLineEncoder {
    /// The record as JSON (no newline).
    static func encode(_ line: ClassifiedLine) -> Data {
        var out = "{"
        func key(_ name: String) { if out.count > 1 { out += "," }; out += "\"\(name)\":" }
        func string(_ value: String) {
            out += "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
        func number(_ value: Double) { out += value.isFinite ? "\(value)" : "null" }
        func strings(_ values: [String]) {
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                string(value)
            }
            out += "]"
        }
        key("action"); string(line.action)
        key("against"); strings(line.against)
        key("band"); string(line.band)
        if let classified = line.classified { key("classified"); string(classified) }
        if let confidence = line.confidence { key("confidence"); number(confidence) }
        key("hypotheses")
        out += "["
        for (index, hypothesis) in line.hypotheses.enumerated() {
            out += index > 0 ? ",{\"label\":" : "{\"label\":"
            string(hypothesis.label)
            out += ",\"probability\":"
            number(hypothesis.probability)
            out += "}"
        }
        out += "]"
        if let label = line.label { key("label"); string(label) }
        key("model"); string(line.model)
        key("modelVersion"); string(line.modelVersion)
        if let reason = line.reason { key("reason"); string(reason) }
        key("text"); string(line.text)
        key("time"); string(line.time.formatted(.iso8601))
        key("towards"); strings(line.towards)
        key("unknown"); strings(line.unknown)
        out += "}"
        return Data(out.utf8)
    }
}
