/// One hunk of a unified diff: a header range and its lines, each prefixed with ` `, `-` or `+`.
public struct DiffHunk: Sendable, Hashable {
    /// First old line (1-based; 0 when the old range is empty).
    public var oldStart: Int
    /// Number of old lines.
    public var oldCount: Int
    /// First new line (1-based; 0 when the new range is empty).
    public var newStart: Int
    /// Number of new lines.
    public var newCount: Int
    /// The hunk body.
    public var lines: [String]

    /// Creates a hunk.
    public init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [String]) {
        self.oldStart = oldStart
        self.oldCount = oldCount
        self.newStart = newStart
        self.newCount = newCount
        self.lines = lines
    }

    /// The `@@ -a,b +c,d @@` header.
    public var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }

    /// The header and the body, one string per line.
    public var rendered: [String] { [header] + lines }
}
