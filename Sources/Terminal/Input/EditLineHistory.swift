import CEditLine
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The line editor's history list and its file: at most ``capacity`` entries, no consecutive duplicates,
/// stored in libedit's format with mode 0600 and saved atomically (temporary file, fsync, rename).
///
/// Saving merges: under an exclusive `flock` on a lock file next to it (`history.lock`), the file is read again
/// and this session's new entries are added after what is there, so chats that end at the same moment all keep
/// their lines, and a session killed while another saves loses nothing (the kernel drops its lock, and the file
/// is only ever replaced by a rename).
final class EditLineHistory {
    /// The most entries kept.
    static let capacity = 1000

    /// The libedit history list (owned; freed in deinit). Never leaves this file and `EditLineReader`.
    let handle: OpaquePointer
    /// The history file, if any.
    let path: String?
    /// Entries added during this session, oldest first.
    private(set) var sessionEntries: [String] = []
    /// A problem met while loading, reported once by the reader.
    private(set) var loadError: HistoryFileError?

    /// Creates the list and loads `path` when it exists.
    init?(path: String?) {
        guard let handle = history_init() else { return nil }
        self.handle = handle
        self.path = path
        Self.configure(handle)
        if let path, FileManager.default.fileExists(atPath: path) {
            if cl_history_load(handle, path) < 0 { loadError = .cannotRead(path: path) }
        }
    }

    deinit {
        history_end(handle)
    }

    /// Adds an entry (skipped when it equals the newest one).
    func add(_ line: String) {
        guard !line.isEmpty, entries.last != line else { return }
        cl_history_enter(handle, line)
        sessionEntries.append(line)
    }

    /// Every entry, oldest first.
    var entries: [String] {
        Self.entries(of: handle)
    }

    /// Writes the file: what it holds now plus this session's entries, the newest ``capacity`` kept.
    func save() throws(HistoryFileError) {
        guard let path else { return }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: directory, reason: Self.reason(error))
        }
        let lock = try Self.lock(path)
        defer { close(lock) }  // closing the descriptor releases the lock
        guard let merged = history_init() else { throw .cannotWrite(path: path, reason: "out of memory") }
        defer { history_end(merged) }
        Self.configure(merged)
        if FileManager.default.fileExists(atPath: path), cl_history_load(merged, path) < 0 {
            // An unreadable file is not ours to throw away: keep the whole in-memory history instead.
            cl_history_clear(merged)
            for entry in entries { cl_history_enter(merged, entry) }
        } else {
            for entry in sessionEntries { cl_history_enter(merged, entry) }
        }
        try Self.writeAtomically(merged, to: path)
    }

    /// Opens `path.lock` and waits for an exclusive lock on it; returns the descriptor that holds the lock.
    ///
    /// A separate file, because saving replaces the history file itself (a lock on it would go with the old inode).
    private static func lock(_ path: String) throws(HistoryFileError) -> Int32 {
        let lockPath = path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw .cannotWrite(path: path, reason: "cannot lock \(lockPath): \(reason)")
            }
        }
        return fd
    }

    private static func configure(_ handle: OpaquePointer) {
        cl_history_set_size(handle, Int32(capacity))
        cl_history_set_unique(handle, 1)
    }

    private static func entries(of handle: OpaquePointer) -> [String] {
        var result: [String] = []
        var entry = cl_history_oldest(handle)
        while let current = entry {
            result.append(String(cString: current))
            entry = cl_history_newer(handle)
        }
        return result
    }

    private static func writeAtomically(_ handle: OpaquePointer, to path: String) throws(HistoryFileError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        guard let stream = fdopen(fd, "w") else {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        let written = cl_history_save_fp(handle, stream)
        let flushed = fflush(stream) == 0 && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        fclose(stream)
        guard written >= 0, flushed, chmod(temporary, 0o600) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
