import CEditLine
import Foundation
import Persistence
#if canImport(Glibc)
import Glibc
#endif

/// The line editor's history list and its file: at most ``capacity`` entries, no consecutive duplicates,
/// stored in libedit's format with mode 0600 and saved atomically (temporary file, fsync, rename) by
/// ``Persistence/LockedFileReplacement``, where every state file's locking and replacing lives.
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

    /// Writes the file: what it holds now plus this session's entries, the newest ``capacity`` kept, under the
    /// lock and through the atomic replacement of ``LockedFileReplacement``.
    func save() throws(HistoryFileError) {
        guard let path else { return }
        do {
            try LockedFileReplacement.withExclusiveLock(on: path) { () throws(LockedFileError) in
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
                try LockedFileReplacement.replace(path) { stream in cl_history_save_fp(merged, stream) >= 0 }
            }
        } catch {
            switch error {
            case .cannotCreateDirectory(let directory, let reason):
                throw .cannotCreateDirectory(path: directory, reason: reason)
            case .cannotLock(let lockPath, let reason):
                throw .cannotWrite(path: lockPath, reason: "cannot lock \(lockPath).lock: \(reason)")
            case .cannotWrite(let written, let reason):
                throw .cannotWrite(path: written, reason: reason)
            }
        }
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
}
