import Foundation

/// Why the feedback file could not be written or read.
public enum FeedbackLogError: Error, LocalizedError, Equatable {
    /// The file (or its folder) could not be created or written; feedback is not being saved.
    case unwritable(file: String, reason: String)
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// Lines other than a torn last line are not valid records; every problem is listed as `line N: reason`.
    case malformed(file: String, problems: [String])

    /// A message naming the file and what to do about it.
    public var errorDescription: String? {
        switch self {
        case .unwritable(let file, let reason):
            return "\(file): cannot save feedback (\(reason)); the chat goes on without saving it. "
                + "Use --feedback FILE to choose another file or --no-feedback to turn it off."
        case .unreadable(let file, let reason):
            return "\(file): cannot read the feedback file: \(reason)"
        case .malformed(let file, let problems):
            return "\(file): invalid feedback records:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
