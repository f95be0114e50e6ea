import Foundation

/// A shipped file (model or catalog) could not be found.
enum ShippedFileError: Error, LocalizedError {
    /// Nothing was found; `looked` lists every place tried.
    case notFound(noun: String, looked: [String])

    var errorDescription: String? {
        switch self {
        case .notFound(let noun, let looked):
            return "no \(noun) file found; looked in:\n" + looked.map { "  \($0)" }.joined(separator: "\n")
                + "\nPass --\(noun) FILE or set the environment variable."
        }
    }
}
