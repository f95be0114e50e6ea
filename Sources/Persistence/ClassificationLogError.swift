import Foundation

/// Why the log of classified lines could not be written or read.
public enum ClassificationLogError: Error, LocalizedError, Equatable {
    /// The file (or its folder) could not be created or written; lines are not being logged.
    case unwritable(file: String, reason: String)
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// Lines other than a torn last line are not valid records; every problem is listed as `line N: reason`.
    case malformed(file: String, problems: [String])

    /// A message naming the file and what to do about it.
    public var errorDescription: String? {
        switch self {
        case .unwritable(let file, let reason):
            return "\(file): cannot log classified lines (\(reason)); the chat goes on without logging. "
                + "Use --log FILE to choose another file or --no-log to turn it off."
        case .unreadable(let file, let reason):
            return "\(file): cannot read the log: \(reason)"
        case .malformed(let file, let problems):
            let shown = problems.prefix(20).map { "  \($0)" }
            let more = problems.count > 20 ? ["  … and \(problems.count - 20) more"] : []
            return "\(file): invalid log records:\n" + (shown + more).joined(separator: "\n")
        }
    }
}
