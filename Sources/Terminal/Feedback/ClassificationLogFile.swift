import Assistant
import Foundation

/// The records read from a log of classified lines, with warnings about what was skipped.
public struct ClassificationLogFile: Sendable {
    /// Every complete record, in file order.
    public var records: [ClassifiedLine]
    /// Things skipped without failing, e.g. a torn last line.
    public var warnings: [String]

    /// Creates a result.
    public init(records: [ClassifiedLine], warnings: [String]) {
        self.records = records
        self.warnings = warnings
    }

    /// Reads the log at `url`: torn records (the last line, or any line cut short before its closing `}` by a
    /// crash) are skipped with a warning; any other bad line is an error listing every bad line.
    public static func read(contentsOf url: URL) throws(ClassificationLogError) -> ClassificationLogFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try parse(data, file: url.path)
    }

    /// Parses log JSON Lines; `file` names the source in messages.
    public static func parse(_ data: Data, file: String) throws(ClassificationLogError) -> ClassificationLogFile {
        let (records, warnings, problems) = JSONLinesReader.decode(
            ClassifiedLine.self, from: data, file: file, kind: "log record", tornLinesAnywhere: true)
        guard problems.isEmpty else { throw .malformed(file: file, problems: problems) }
        return ClassificationLogFile(records: records, warnings: warnings)
    }
}
