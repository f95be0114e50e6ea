import Assistant
import Foundation

/// Appends feedback records to a JSON Lines file: one `write` and one `fsync` per record.
///
/// The file (and its folder) is created on the first record, so a chat without answered questions leaves
/// nothing behind. If the file cannot be written, the first failure is returned as a warning and later
/// records are dropped silently: feedback never stops the chat. A file whose last line was torn by a crash
/// gets a newline first, so the torn line never swallows a new record.
public final class FeedbackLog {
    /// Where records go.
    public var url: URL { appender.url }
    private let appender: JSONLinesAppender

    /// Prepares to append to `url`; nothing is opened until the first record.
    public init(url: URL) {
        appender = JSONLinesAppender(url: url)
    }

    /// Appends `record` as one line and flushes it to disk.
    ///
    /// Returns a warning the first time writing fails, and `nil` otherwise (success, or a failure already
    /// reported).
    public func append(_ record: FeedbackRecord) -> FeedbackLogError? {
        appender.append(record).map { .unwritable(file: url.path, reason: $0) }
    }

    /// Whether an earlier failure turned saving off.
    public var isDisabled: Bool { appender.isDisabled }
}
