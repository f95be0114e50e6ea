import Foundation

/// Why a policy or policy file was refused.
public enum PolicyError: Error, LocalizedError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON: where (line and column from 1) and why.
    case syntax(file: String, line: Int, column: Int, reason: String)
    /// A field has the wrong type.
    case malformed(file: String, reason: String)
    /// One or more fields have invalid values; each entry names the field and the reason.
    case invalid(file: String, problems: [String])
    /// No preset has this name.
    case unknownPreset(String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read policy file: \(reason)"
        case .syntax(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): JSON syntax error: \(reason)"
        case .malformed(let file, let reason):
            return "\(file): not a valid policy file: \(reason)"
        case .invalid(let file, let problems):
            return "\(file): invalid policy:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
        case .unknownPreset(let name):
            let known = Policy.presets.map(\.name).joined(separator: ", ")
            return "unknown preset '\(name)'; choose one of: \(known)"
        }
    }
}
