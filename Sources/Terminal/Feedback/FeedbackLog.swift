import Assistant
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends feedback records to a JSON Lines file: one `write` and one `fsync` per record.
///
/// The file (and its folder) is created on the first record, so a chat without answered questions leaves
/// nothing behind. If the file cannot be written, the first failure is returned as a warning and later
/// records are dropped silently: feedback never stops the chat. A file whose last line was torn by a crash
/// gets a newline first, so the torn line never swallows a new record.
public final class FeedbackLog {
    /// Where records go.
    public let url: URL
    private var descriptor: Int32 = -1
    private var failed = false

    /// Prepares to append to `url`; nothing is opened until the first record.
    public init(url: URL) {
        self.url = url
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `record` as one line and flushes it to disk.
    ///
    /// Returns a warning the first time writing fails, and `nil` otherwise (success, or a failure already
    /// reported).
    public func append(_ record: FeedbackRecord) -> FeedbackLogError? {
        guard !failed else { return nil }
        do {
            try appendOrThrow(record)
            return nil
        } catch {
            failed = true
            if descriptor >= 0 { close(descriptor); descriptor = -1 }
            return error
        }
    }

    /// Whether an earlier failure turned saving off.
    public var isDisabled: Bool { failed }

    private func appendOrThrow(_ record: FeedbackRecord) throws(FeedbackLogError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var line: Data
        do {
            line = try encoder.encode(record)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot encode the record: \(error.localizedDescription)")
        }
        line.append(0x0A)
        if descriptor < 0 {
            try openFile()
            if try lastByteIsTorn() { line.insert(0x0A, at: 0) }
        }
        try writeAll(line)
        guard fsync(descriptor) == 0 else { throw .unwritable(file: url.path, reason: Self.errnoText()) }
    }

    private func openFile() throws(FeedbackLogError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .unwritable(file: url.path, reason: Self.errnoText()) }
        descriptor = fd
    }

    /// Whether the file is non-empty and does not end with a newline (a torn last record).
    private func lastByteIsTorn() throws(FeedbackLogError) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 0 else { return false }
        guard (try? handle.seek(toOffset: size - 1)) != nil, let last = try? handle.read(upToCount: 1) else {
            return false
        }
        return last.first != 0x0A
    }

    private func writeAll(_ data: Data) throws(FeedbackLogError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(file: url.path, reason: Self.errnoText())
            }
            offset += written
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
