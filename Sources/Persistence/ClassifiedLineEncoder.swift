import Assistant
import Foundation

/// Writes a ``Assistant/ClassifiedLine`` as one line of JSON with sorted keys, by hand: `JSONEncoder` took
/// about half of a logged chat turn. The line decodes to the same record (a test checks it).
enum ClassifiedLineEncoder {
    /// The record as JSON (no newline).
    static func encode(_ line: ClassifiedLine) -> Data {
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.reserveCapacity(512)
        func raw(_ text: String) { out.append(contentsOf: text.utf8) }
        func key(_ name: StaticString) {
            if out.count > 1 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        }
        func string(_ value: String) {
            out.append(UInt8(ascii: "\""))
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0..<0x20:
                    raw("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        func number(_ value: Double) { raw(value.isFinite ? value.description : "null") }
        func strings(_ values: [String]) {
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                string(value)
            }
            out.append(UInt8(ascii: "]"))
        }
        key("action"); string(line.action)
        key("against"); strings(line.against)
        key("band"); string(line.band)
        if let classified = line.classified { key("classified"); string(classified) }
        if let confidence = line.confidence { key("confidence"); number(confidence) }
        key("hypotheses")
        raw("[")
        for (index, hypothesis) in line.hypotheses.enumerated() {
            raw(index > 0 ? ",{\"label\":" : "{\"label\":")
            string(hypothesis.label)
            raw(",\"probability\":")
            number(hypothesis.probability)
            raw("}")
        }
        raw("]")
        if let label = line.label { key("label"); string(label) }
        key("model"); string(line.model)
        key("modelVersion"); string(line.modelVersion)
        if let reason = line.reason { key("reason"); string(reason) }
        key("text"); string(line.text)
        key("time"); string(line.time.formatted(.iso8601))
        key("towards"); strings(line.towards)
        key("unknown"); strings(line.unknown)
        raw("}")
        return Data(out)
    }
}
