import Foundation

/// A state file could not be locked or replaced.
public enum LockedFileError: Error, LocalizedError, Equatable {
    /// The directory for the file could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The lock file next to `path` could not be opened or locked.
    case cannotLock(path: String, reason: String)
    /// The new contents could not be written to `path`.
    case cannotWrite(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the directory \(path): \(reason). Set XDG_STATE_HOME to a writable directory."
        case .cannotLock(let path, let reason):
            return "cannot lock \(path).lock: \(reason). Check the directory's permissions."
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason). Check the directory's permissions and free space."
        }
    }
}
