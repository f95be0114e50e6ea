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
        let (records, warnings, problems) = JSONLinesReader.decode(
            FeedbackRecord.self, from: data, file: file, kind: "feedback record")
        guard problems.isEmpty else { throw .malformed(file: file, problems: problems) }
        return FeedbackFile(records: records, warnings: warnings)
    }
}
