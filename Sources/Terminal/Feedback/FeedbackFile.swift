import Assistant
import Foundation

/// The records read from a feedback file, with warnings about what was skipped.
public struct FeedbackFile: Sendable, Hashable {
    /// Every complete record, in file order.
    public var records: [FeedbackRecord]
    /// Things skipped without failing, e.g. `feedback.jsonl: line 7: incomplete last record skipped`.
    public var warnings: [String]

    /// Creates a result.
    public init(records: [FeedbackRecord], warnings: [String]) {
        self.records = records
        self.warnings = warnings
    }

    /// Reads the feedback file at `url`.
    ///
    /// A last line without its newline that does not parse (a write torn by a crash) is skipped with a
    /// warning. Any other bad line is an error, and the error lists every bad line. Blank lines are ignored.
    public static func read(contentsOf url: URL) throws(FeedbackLogError) -> FeedbackFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try parse(data, file: url.path)
    }

    /// Parses feedback JSON Lines; `file` names the source in messages.
    public static func parse(_ data: Data, file: String) throws(FeedbackLogError) -> FeedbackFile {
        let decoder = JSONDecoder()
        var records: [FeedbackRecord] = []
        var warnings: [String] = []
        var problems: [String] = []
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsWithNewline = data.last == 0x0A
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let isLast = index == lines.count - 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            do {
                records.append(try decoder.decode(FeedbackRecord.self, from: Data(line)))
            } catch {
                if isLast && !endsWithNewline {
                    warnings.append("\(file): line \(number): incomplete last record (a torn write?) skipped")
                } else {
                    problems.append("line \(number): \(describe(error, line: Data(line)))")
                }
            }
        }
        guard problems.isEmpty else { throw .malformed(file: file, problems: problems) }
        return FeedbackFile(records: records, warnings: warnings)
    }

    private static func describe(_ error: any Error, line: Data) -> String {
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
            return "not a feedback record"
        }
    }
}
