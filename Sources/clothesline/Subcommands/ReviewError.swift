import Foundation

/// Why `review` cannot start.
enum ReviewError: Error, LocalizedError {
    /// No files were given and there is no log at the default place.
    case nothingToReview(String)
    /// A log or feedback file has bad lines (every one listed).
    case unreadable(file: String, reason: String)
    /// The labels file has bad lines.
    case badLabels(file: String, problems: [String])
    /// The labels file cannot be written.
    case cannotSave(file: String, reason: String)
    /// A `--keys` entry is not `KEY=LABEL` with a one-character key other than s, u, q.
    case badKey(String)

    var errorDescription: String? {
        switch self {
        case .nothingToReview(let detail):
            return "nothing to review: \(detail). Chat first (lines are logged unless --no-log), or name log files."
        case .unreadable(_, let reason):
            return reason
        case .badLabels(let file, let problems):
            return "\(file): invalid labels:\n" + problems.prefix(20).map { "  \($0)" }.joined(separator: "\n")
                + "\nFix or move the file, or choose another with --labels FILE."
        case .cannotSave(let file, let reason):
            return "\(file): cannot save labels (\(reason)). Choose another file with --labels FILE."
        case .badKey(let entry):
            return "--keys: '\(entry)' is not KEY=LABEL with a single-character key other than s, u, q "
                + "(e.g. --keys v=valid,i=invalid,t=store)"
        }
    }
}
