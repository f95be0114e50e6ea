import Foundation

/// The fuzzer itself could not run.
enum FuzzError: Error, LocalizedError {
    /// A usage mistake on the command line.
    case usage(String)
    /// A worker stopped before its first input (it could not load the shipped model or catalog).
    case workerFailed(format: String, status: Int32)

    var errorDescription: String? {
        switch self {
        case .usage(let message):
            return "\(message)\nusage: clothesline-fuzz [--count N] [--seconds S] [--seed N] [--format NAME]… "
                + "[--hang-seconds S] [--root DIR] [--fixtures DIR]\n"
                + "       clothesline-fuzz --replay FORMAT FILE…\nformats: "
                + FuzzFormat.allCases.map(\.rawValue).joined(separator: ", ")
        case .workerFailed(let format, let status):
            return "the \(format) worker stopped with status \(status) before its first input; run from the "
                + "repository root (it loads Models/clothing.clmodel and Catalog/catalog.json)"
        }
    }
}
