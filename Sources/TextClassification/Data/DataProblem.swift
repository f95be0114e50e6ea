/// One problem found in a data file: where, and why.
public struct DataProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The 1-based line (or record number for JSON arrays), when known.
    public var line: Int?
    /// What is wrong, in words a user can act on.
    public var reason: String

    /// Creates a problem description.
    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`.
    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
