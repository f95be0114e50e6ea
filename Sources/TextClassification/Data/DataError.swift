import Foundation

/// Reading training or evaluation data failed.
public enum DataError: Error, LocalizedError, Sendable, Equatable {
    /// The file or folder could not be read.
    case unreadable(file: String, reason: String)
    /// The data is malformed; every problem found is listed.
    case invalid(problems: [DataProblem])
    /// The data holds no examples at all.
    case empty(file: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            return "cannot read \(file): \(reason)"
        case .invalid(let problems):
            let shown = problems.prefix(50).map { "  \($0)" }.joined(separator: "\n")
            let more = problems.count > 50 ? "\n  … and \(problems.count - 50) more" : ""
            return "the data has \(problems.count) invalid record(s):\n\(shown)\(more)\n"
                + "Fix them, or pass --skip-invalid to skip them."
        case .empty(let file):
            return "\(file) holds no examples"
        }
    }
}
