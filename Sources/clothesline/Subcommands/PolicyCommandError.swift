import Foundation

/// Why a `policy` command could not finish (bad input is caught earlier, by `validate()`).
enum PolicyCommandError: Error, LocalizedError {
    /// An output file (report or policy) could not be written.
    case cannotWrite(file: String, what: String, reason: String)
    /// No act threshold reaches the precision target on the data.
    case precisionUnreachable(target: String, data: String, best: String?)

    var errorDescription: String? {
        switch self {
        case .cannotWrite(let file, let what, let reason):
            return "\(file): cannot write the \(what): \(reason)"
        case .precisionUnreachable(let target, let data, let best):
            return "no act threshold reaches a precision of \(target) on \(data)"
                + (best.map { " (best: \($0)); lower --min-precision" } ?? " (nothing is acted on)")
        }
    }
}
