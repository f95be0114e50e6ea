import Foundation

/// A deliberately separate, minimal RFC 4180 reader for `text,label,…` files, so end-to-end tests can
/// check the app's numbers without using the app's own data reader.
enum DevCSV {
    /// One row's text and label.
    struct Row: Sendable {
        var text: String
        var label: String
    }

    /// Reads the `text` and `label` columns of a CSV file with a header.
    static func rows(of url: URL) throws -> [Row] {
        let records = parse(try String(contentsOf: url, encoding: .utf8))
        guard let header = records.first, let textIndex = header.firstIndex(of: "text"),
              let labelIndex = header.firstIndex(of: "label") else { return [] }
        return records.dropFirst().filter { $0.count > max(textIndex, labelIndex) }.map {
            Row(text: $0[textIndex].trimmingCharacters(in: .whitespacesAndNewlines),
                label: $0[labelIndex].trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    private static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        while let c = pending {
            pending = iterator.next()
            if quoted {
                if c == "\"" {
                    if pending == "\"" { field.unicodeScalars.append("\""); pending = iterator.next() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                record.append(field)
                field = ""
            } else if c == "\n" || c == "\r" {
                if c == "\r" && pending == "\n" { pending = iterator.next() }
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.unicodeScalars.append(c)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
