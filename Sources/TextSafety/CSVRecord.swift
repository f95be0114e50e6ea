/// One record of a CSV file and the line it starts on (1 = the first line of the file).
public struct CSVRecord: Sendable, Hashable {
    /// Line number where the record starts.
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]
    /// What was wrong with the record as written (the first problem found), or `nil`.
    public var problem: CSVProblem?

    /// Creates a record.
    public init(line: Int, fields: [String], problem: CSVProblem? = nil) {
        self.line = line
        self.fields = fields
        self.problem = problem
    }

    /// Whether some bytes were not valid UTF-8 (they were replaced with U+FFFD).
    public var hadInvalidUTF8: Bool {
        if case .invalidUTF8 = problem { return true }
        return false
    }
}
