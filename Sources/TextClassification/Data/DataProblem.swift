/// One problem found in a data file: where, and why.
public struct DataProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The 1-based line (or record number for JSON arrays), when known.
    public var line: Int?
    /// The 1-based column (in bytes) on that line, when known (JSON syntax errors).
    public var column: Int?
    /// What is wrong, in words a user can act on.
    public var reason: String

    /// Creates a problem description.
    public init(file: String, line: Int?, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `file:line:column: reason` (as much of the place as is known).
    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): \(reason)" }
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
