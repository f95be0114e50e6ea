import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a state file whole and safely: under an exclusive `flock` on `<file>.lock`, through a temporary
/// file that is fsynced and renamed over it, so a reader sees the old file or the new one and never a torn one,
/// and writers that finish together take turns (each can merge what the one before it wrote).
///
/// The lock is on a separate file because a rename replaces the file itself (a lock on it would go with the old
/// inode); the kernel drops it when a holder dies.
public enum LockedFileReplacement {
    /// Creates `path`'s directory (mode 0700) when needed, takes the exclusive lock, runs `body` while holding
    /// it and releases it.
    public static func withExclusiveLock<T>(
        on path: String, _ body: () throws(LockedFileError) -> T
    ) throws(LockedFileError) -> T {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreateDirectory(path: directory, reason: (error as NSError).localizedFailureReason
                    ?? error.localizedDescription)
            }
        }
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotLock(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }  // closing the descriptor releases the lock
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotLock(path: path, reason: String(cString: strerror(errno))) }
        }
        return try body()
    }

    /// Writes `path` anew with mode `mode`: `write` fills a temporary file next to it (returning `false` on
    /// failure), which is flushed, fsynced and renamed over `path`. On any failure the temporary file is
    /// removed and `path` is left as it was.
    public static func replace(
        _ path: String, mode: mode_t = 0o600, write: (UnsafeMutablePointer<FILE>) -> Bool
    ) throws(LockedFileError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        guard let stream = fdopen(fd, "w") else {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        let written = write(stream)
        let flushed = fflush(stream) == 0 && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        fclose(stream)
        guard written, flushed, chmod(temporary, mode) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: written ? reason : "the contents could not be written")
        }
    }
}
