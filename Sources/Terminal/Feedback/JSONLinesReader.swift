import Foundation

/// Reads JSON Lines files of records written by a ``JSONLinesAppender``.
///
/// A last line without its newline that does not parse (a write torn by a crash) is skipped with a warning;
/// with `tornLinesAnywhere`, so is any line that does not end with `}` and does not parse (a torn record a later
/// session appended after). Every other bad line is a problem `line N: reason`. Blank lines are ignored.
public enum JSONLinesReader {
    /// The records of `data` in file order, the warnings and the problems; `file` names the source in warnings.
    public static func decode<Record: Decodable>(
        _ type: Record.Type, from data: Data, file: String, kind: String, tornLinesAnywhere: Bool = false
    ) -> (records: [Record], warnings: [String], problems: [String]) {
        let decoder = JSONDecoder()
        var records: [Record] = []
        var warnings: [String] = []
        var problems: [String] = []
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        records.reserveCapacity(lines.count)
        let endsWithNewline = data.last == 0x0A
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let isLast = index == lines.count - 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            do {
                records.append(try decoder.decode(Record.self, from: Data(line)))
            } catch {
                if isLast && !endsWithNewline {
                    warnings.append("\(file): line \(number): incomplete last record (a torn write?) skipped")
                } else if tornLinesAnywhere && Self.lastNonBlank(line) != UInt8(ascii: "}") {
                    warnings.append("\(file): line \(number): incomplete record (a torn write?) skipped")
                } else {
                    problems.append("line \(number): \(describe(error, line: Data(line), kind: kind))")
                }
            }
        }
        return (records, warnings, problems)
    }

    private static func lastNonBlank(_ line: Data.SubSequence) -> UInt8? {
        line.last { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    }

    private static func describe(_ error: any Error, line: Data, kind: String) -> String {
        if String(data: line, encoding: .utf8) == nil { return "not valid UTF-8" }
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .keyNotFound(let key, _):
            return "\(key.stringValue): required field is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): expected \(type)"
        case .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not valid JSON" : "\(path): \(context.debugDescription)"
        @unknown default:
            return "not a \(kind)"
        }
    }
}
