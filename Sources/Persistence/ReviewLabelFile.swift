import Assistant
import Foundation

/// The labels file `review` writes: one ``Assistant/ReviewLabel`` per line, one `write` and `fsync` each, mode
/// 0600; an undo cuts the last label off again.
public final class ReviewLabelFile {
    /// The file's default name, beside the log.
    public static let fileName = "labels.jsonl"

    private let appender: JSONLinesAppender

    /// Where labels go.
    public var url: URL { appender.url }

    /// Prepares to append to `url`; nothing is opened until the first label.
    public init(url: URL) {
        appender = JSONLinesAppender(url: url, mode: 0o600)
    }

    /// Appends `label`; returns why, the first time saving fails.
    public func append(_ label: ReviewLabel) -> String? {
        appender.append(label)
    }

    /// Removes the last label this session wrote; returns why when that fails.
    public func removeLast() -> String? {
        appender.removeLast()
    }

    /// The labels in the file at `url` (none when it does not exist), with warnings for torn records, and
    /// the problems of every other bad line.
    public static func read(contentsOf url: URL) -> (labels: [ReviewLabel], warnings: [String], problems: [String]) {
        guard let data = try? Data(contentsOf: url) else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            return ([], [], exists ? ["cannot read the file"] : [])
        }
        let (labels, warnings, problems) = JSONLinesReader.decode(
            ReviewLabel.self, from: data, file: url.path, kind: "label", tornLinesAnywhere: true)
        return (labels, warnings, problems)
    }
}
