import Foundation

/// The one CSV reader (training data and catalog import): RFC 4180 quoted fields with `""` escapes and line
/// breaks, CR, LF or CRLF line ends, an optional UTF-8 byte-order mark, and any one-byte delimiter.
///
/// Blank lines are no records. Every record keeps the line it starts on, and a record that could not be read as
/// written (invalid UTF-8, a quote never closed) carries its ``CSVProblem``, so every error names a line.
public enum CSVReader {
    /// All records of `data` (the header included).
    public static func records(_ data: Data, delimiter: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
        records([UInt8](data), delimiter: delimiter)
    }

    /// All records of `bytes` (the header included).
    public static func records(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
        let quote = UInt8(ascii: "\""), lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
        var records: [CSVRecord] = []
        var position = ByteOrderMark.length(in: bytes)
        var line = 1
        let count = bytes.count
        func isFieldEnd(_ byte: UInt8) -> Bool { byte == delimiter || byte == lineFeed || byte == carriageReturn }
        while position < count {
            let startLine = line
            var fields: [String] = []
            var field: [UInt8] = []
            var problem: CSVProblem?
            var endOfRecord = false
            while !endOfRecord {
                if position < count && bytes[position] == quote {
                    position += 1
                    var closed = false
                    while position < count {
                        let byte = bytes[position]
                        if byte == quote {
                            if position + 1 < count && bytes[position + 1] == quote {
                                field.append(quote)
                                position += 2
                                continue
                            }
                            position += 1
                            closed = true
                            break
                        }
                        if byte == lineFeed { line += 1 }
                        field.append(byte)
                        position += 1
                    }
                    if !closed { problem = problem ?? .unterminatedQuote(line: startLine) }
                }
                // Unquoted text, or anything between a closing quote and the next separator (kept, leniently).
                while position < count && !isFieldEnd(bytes[position]) {
                    field.append(bytes[position])
                    position += 1
                }
                if let text = String(validating: field, as: UTF8.self) {
                    fields.append(text)
                } else {
                    problem = problem ?? .invalidUTF8(field: fields.count + 1)
                    fields.append(String(decoding: field, as: UTF8.self))
                }
                field.removeAll(keepingCapacity: true)
                if position >= count {
                    endOfRecord = true
                } else if bytes[position] == delimiter {
                    position += 1
                } else {
                    // CR, LF or CRLF ends the record.
                    if bytes[position] == carriageReturn && position + 1 < count && bytes[position + 1] == lineFeed {
                        position += 1
                    }
                    position += 1
                    line += 1
                    endOfRecord = true
                }
            }
            // A blank line is no record.
            if problem != nil || !(fields.count == 1 && fields[0].isEmpty) {
                records.append(CSVRecord(line: startLine, fields: fields, problem: problem))
            }
        }
        return records
    }
}
