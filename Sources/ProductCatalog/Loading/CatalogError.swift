import Foundation

/// Why a catalog could not be loaded.
public enum CatalogError: Error, LocalizedError, Sendable, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON.
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// The file is JSON but breaks the catalog format; every problem found is listed.
    case invalid(file: String, problems: [CatalogProblem])
    /// The file was written for a newer version of the format.
    case unsupportedVersion(file: String, version: Int, supported: Int)

    /// A message naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the catalog: \(reason)"
        case .syntax(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): JSON syntax error: \(reason)"
        case .invalid(let file, let problems):
            let noun = problems.count == 1 ? "problem" : "problems"
            return "\(file): \(problems.count) \(noun) in the catalog:\n"
                + problems.map { "  \($0.path): \($0.message)" }.joined(separator: "\n")
        case .unsupportedVersion(let file, let version, let supported):
            return "\(file): formatVersion \(version) is newer than this program understands (\(supported)); "
                + "upgrade Clothesline or write the catalog with formatVersion \(supported)"
        }
    }

    /// The individual problems (one for syntax and read errors).
    public var problems: [CatalogProblem] {
        switch self {
        case .invalid(_, let problems): return problems
        case .syntax(_, let line, let column, let reason):
            return [CatalogProblem(path: "$", message: "line \(line), column \(column): \(reason)")]
        case .unreadable(_, let reason): return [CatalogProblem(path: "$", message: reason)]
        case .unsupportedVersion(_, let version, let supported):
            return [CatalogProblem(path: "formatVersion", message: "\(version) is newer than \(supported)")]
        }
    }
}
