/// A parsed CSV file: RFC 4180 quoting, embedded newlines, a byte-order mark and CRLF line ends.
struct CSVTable: Sendable {
    /// One record with the line it starts on (1-based).
    struct Record: Sendable {
        var fields: [String]
        var line: Int
        /// Why the record could not be parsed, if it could not.
        var problem: String?
    }

    /// The records in order, the header included; blank lines are left out.
    var records: [Record] = []

    /// Parses CSV bytes.
    init(bytes: [UInt8]) {
        var position = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
        var line = 1
        let count = bytes.count
        while position < count {
            let startLine = line
            var fields: [String] = []
            var field: [UInt8] = []
            var invalid: String?
            var endOfRecord = false
            while !endOfRecord {
                if position < count && bytes[position] == 0x22 {  // quoted field
                    position += 1
                    var closed = false
                    while position < count {
                        let byte = bytes[position]
                        if byte == 0x22 {
                            if position + 1 < count && bytes[position + 1] == 0x22 {
                                field.append(0x22)
                                position += 2
                                continue
                            }
                            position += 1
                            closed = true
                            break
                        }
                        if byte == 0x0A { line += 1 }
                        field.append(byte)
                        position += 1
                    }
                    if !closed {
                        invalid = "unterminated quoted field (a \" opened on line \(startLine) is never closed)"
                        position = count
                    }
                    // Anything between the closing quote and the next separator is kept, leniently.
                    while position < count && bytes[position] != 0x2C && bytes[position] != 0x0A
                        && bytes[position] != 0x0D
                    {
                        field.append(bytes[position])
                        position += 1
                    }
                } else {
                    while position < count && bytes[position] != 0x2C && bytes[position] != 0x0A
                        && bytes[position] != 0x0D
                    {
                        field.append(bytes[position])
                        position += 1
                    }
                }
                if let text = String(validating: field, as: UTF8.self) {
                    fields.append(text)
                } else {
                    invalid = invalid ?? "invalid UTF-8 in field \(fields.count + 1)"
                    fields.append(String(decoding: field, as: UTF8.self))
                }
                field.removeAll(keepingCapacity: true)
                if position >= count {
                    endOfRecord = true
                } else if bytes[position] == 0x2C {
                    position += 1
                } else {
                    // CR, LF or CRLF ends the record.
                    if bytes[position] == 0x0D && position + 1 < count && bytes[position + 1] == 0x0A {
                        position += 1
                    }
                    position += 1
                    line += 1
                    endOfRecord = true
                }
            }
            if let invalid {
                records.append(Record(fields: fields, line: startLine, problem: invalid))
            } else if !(fields.count == 1 && fields[0].isEmpty) {
                records.append(Record(fields: fields, line: startLine, problem: nil))
            }
        }
    }
}
