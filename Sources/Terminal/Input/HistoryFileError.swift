import Foundation

/// The history file could not be read or written.
public enum HistoryFileError: Error, LocalizedError, Equatable {
    /// The directory for the history file could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The history could not be written to `path`.
    case cannotWrite(path: String, reason: String)
    /// The history file exists but could not be read (it is left untouched).
    case cannotRead(path: String)

    public var errorDescription: String? {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the history directory \(path): \(reason). "
                + "Set XDG_STATE_HOME to a writable directory to keep history."
        case .cannotWrite(let path, let reason):
            return "cannot save the history to \(path): \(reason). Check the directory's permissions."
        case .cannotRead(let path):
            return "cannot read the history file \(path); it is not in libedit's format or not readable. "
                + "Move it away to start a new history."
        }
    }
}
