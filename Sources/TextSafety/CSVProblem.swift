/// Why a CSV record could not be read as written. The record is still returned, with the line it starts on.
public enum CSVProblem: Sendable, Hashable, CustomStringConvertible {
    /// A field (1-based) held bytes that are not UTF-8; they were replaced with U+FFFD.
    case invalidUTF8(field: Int)
    /// A quoted field opened on `line` is never closed: the rest of the file became that field.
    case unterminatedQuote(line: Int)

    /// The problem in words, without the line number (the caller names the file and line).
    public var description: String {
        switch self {
        case .invalidUTF8(let field): return "invalid UTF-8 in field \(field)"
        case .unterminatedQuote(let line):
            return "unterminated quoted field (a \" opened on line \(line) is never closed)"
        }
    }
}
