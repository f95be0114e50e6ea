/// A row the importer skipped or repaired, with its line number.
public struct ImportProblem: Sendable, Hashable, CustomStringConvertible {
    /// Line number in the CSV file (the header is line 1).
    public var line: Int
    /// Whether the row was left out (otherwise it was imported after a repair).
    public var skipped: Bool
    /// What happened and why.
    public var message: String

    /// `line 12: skipped: …` or `line 12: repaired: …`.
    public var description: String { "line \(line): \(skipped ? "skipped" : "repaired"): \(message)" }
}
