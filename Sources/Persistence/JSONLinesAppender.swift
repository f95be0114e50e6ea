import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends encoded records to a JSON Lines file: one `write` and one `fsync` per record.
///
/// The file (and its folder) is created on the first record, with `mode`. After the first failure the
/// appender turns itself off: the failure is returned once and later records are dropped silently, so saving
/// never stops the chat. A file whose last line was torn by a crash gets a newline first, so the torn line
/// never swallows a new record. Shared by the feedback file and the log of classified lines.
///
/// With `syncsInBackground` the `fsync` after each write runs on a thread of its own (``BackgroundSync``), so
/// the caller does not wait for the disk: the write itself is still made before `append` returns, so a
/// killed process loses nothing it appended.
public final class JSONLinesAppender {
    /// Where records go.
    public let url: URL
    private let mode: mode_t
    private let syncsInBackground: Bool
    private var syncer: BackgroundSync?
    private var descriptor: Int32 = -1
    private var failed = false
    /// Where each record this appender wrote began, for ``removeLast()``.
    private var starts: [off_t] = []

    /// Prepares to append to `url`; nothing is opened until the first record.
    public init(url: URL, mode: mode_t = 0o644, syncsInBackground: Bool = false) {
        self.url = url
        self.mode = mode
        self.syncsInBackground = syncsInBackground
    }

    deinit {
        syncer?.stop()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Waits until every record appended so far is on disk (only waits with `syncsInBackground`).
    public func flush() {
        syncer?.flush()
    }

    /// Whether an earlier failure turned saving off.
    public var isDisabled: Bool { failed }

    /// Appends `record` encoded as one line of sorted-key JSON and flushes it to disk.
    ///
    /// Returns why, the first time saving fails, and `nil` otherwise (success, or a failure already reported).
    public func append(_ record: some Encodable) -> String? {
        guard !failed else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var line = try encoder.encode(record)
            line.append(0x0A)
            return append(line: line)
        } catch {
            return fail("cannot encode the record: \(error.localizedDescription)")
        }
    }

    /// Appends `line` (which ends with a newline) with one write and one fsync; see ``append(_:)``.
    public func append(line: Data) -> String? {
        guard !failed else { return nil }
        var line = line
        if descriptor < 0 {
            if let reason = openFile() { return fail(reason) }
            if lastByteIsTorn() { line.insert(0x0A, at: 0) }
        }
        let start = lseek(descriptor, 0, SEEK_END)
        if let reason = writeAll(line) { return fail(reason) }
        if let syncer {
            if let reason = syncer.request() { return fail(reason) }
        } else {
            guard fsync(descriptor) == 0 else { return fail(Self.errnoText()) }
        }
        starts.append(start)
        return nil
    }

    /// Removes the last record this appender wrote (cuts the file where it began) and flushes; returns why
    /// when that fails. Nothing happens when it has written nothing.
    public func removeLast() -> String? {
        guard !failed, descriptor >= 0, let start = starts.popLast(), start >= 0 else { return nil }
        guard ftruncate(descriptor, start) == 0, fsync(descriptor) == 0 else { return fail(Self.errnoText()) }
        return nil
    }

    private func fail(_ reason: String) -> String {
        failed = true
        syncer?.stop()
        syncer = nil
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        return reason
    }

    private func openFile() -> String? {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot create \(folder.path): \(error.localizedDescription)"
        }
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, mode)
        guard fd >= 0 else { return Self.errnoText() }
        descriptor = fd
        if syncsInBackground { syncer = BackgroundSync(descriptor: fd) }
        return nil
    }

    /// Whether the file is non-empty and does not end with a newline (a torn last record).
    private func lastByteIsTorn() -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 0 else { return false }
        guard (try? handle.seek(toOffset: size - 1)) != nil, let last = try? handle.read(upToCount: 1) else {
            return false
        }
        return last.first != 0x0A
    }

    private func writeAll(_ data: Data) -> String? {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return Self.errnoText()
            }
            offset += written
        }
        return nil
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
