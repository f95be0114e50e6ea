/// One record of a CSV file and the line it starts on (1 = the first line of the file).
public struct CSVRecord: Sendable, Hashable {
    /// Line number where the record starts.
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]
    /// Whether some bytes were not valid UTF-8 (they were replaced with U+FFFD).
    public var hadInvalidUTF8: Bool
}
