import Assistant
import Foundation

/// The chat's log of classified lines: every classified line appended as one JSON line, with one `write` and
/// one `fsync` per record, in a file only its owner can read (mode 0600). The write is made before `append`
/// returns; the `fsync` runs on a background thread, so a turn never waits for the disk.
///
/// Like the feedback file, the file is created on the first record, a torn last line from a crash is never
/// glued to the next record, and a file that cannot be written gives one warning and the chat goes on.
public final class ClassificationLog {
    private let appender: JSONLinesAppender

    /// Where records go.
    public var url: URL { appender.url }

    /// Prepares to append to `url`; nothing is opened until the first record.
    public init(url: URL) {
        appender = JSONLinesAppender(url: url, mode: 0o600, syncsInBackground: true)
    }

    /// Appends `line` and flushes it to disk; returns a warning the first time writing fails.
    public func append(_ line: ClassifiedLine) -> ClassificationLogError? {
        var bytes = ClassifiedLineEncoder.encode(line)
        bytes.append(0x0A)
        return appender.append(line: bytes).map { .unwritable(file: url.path, reason: $0) }
    }

    /// Waits until every line appended so far is on disk.
    public func flush() {
        appender.flush()
    }

    /// Whether an earlier failure turned logging off.
    public var isDisabled: Bool { appender.isDisabled }
}
