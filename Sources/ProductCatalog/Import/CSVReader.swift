import Foundation

/// Reads RFC 4180 CSV: quoted fields with `""` escapes and line breaks, CRLF or LF, an optional UTF-8 byte-order
/// mark, and any delimiter. Rows keep the line number they start on.
public enum CSVReader {
    /// All records of `data` (the header included).
    public static func records(_ data: Data, delimiter: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
        let bytes = [UInt8](data)
        var records: [CSVRecord] = []
        var index = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        var line = 1
        var fields: [String] = []
        var field: [UInt8] = []
        var recordLine = 1
        var invalid = false
        var inQuotes = false
        var fieldStarted = false
        func endField() {
            if let text = String(validating: field, as: UTF8.self) {
                fields.append(text)
            } else {
                invalid = true
                fields.append(String(decoding: field, as: UTF8.self))
            }
            field.removeAll(keepingCapacity: true)
            fieldStarted = false
        }
        func endRecord() {
            endField()
            // A blank line is no record.
            if !(fields.count == 1 && fields[0].isEmpty) {
                records.append(CSVRecord(line: recordLine, fields: fields, hadInvalidUTF8: invalid))
            }
            fields.removeAll(keepingCapacity: true)
            invalid = false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where !fieldStarted && field.isEmpty:
                inQuotes = true
                fieldStarted = true
            case delimiter:
                endField()
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                break
            case 0x0A:
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(byte)
                fieldStarted = true
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty || fieldStarted { endRecord() }
        return records
    }
}
