/// A JSON syntax error with the line and column (both from 1) where it was found.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// Line number, from 1.
    public var line: Int
    /// Column number in bytes, from 1.
    public var column: Int
    /// What is wrong.
    public var reason: String
}
