/// One line of expected assistant output in a transcript: literal text, a line with `[...]` wildcards, or
/// `...` standing for any number of lines (including none).
public enum TranscriptPattern: Sendable, Hashable {
    /// The line must equal this text.
    case literal(String)
    /// The line must start with the first part, end with the last, and contain the others in order;
    /// each `[...]` between parts matches any run of characters.
    case wildcard([String])
    /// Any number of whole lines, including none.
    case anyLines

    /// The marker for a run of characters inside a line.
    public static let inlineWildcard = "[...]"
    /// The line that stands for any number of lines.
    public static let lineWildcard = "..."

    /// Parses one expected-output line as written in a transcript file.
    ///
    /// A leading backslash makes the rest of the line literal (for replies that start with `>`, `?`, `#`,
    /// `@` or `\`, or that contain `[...]` or are exactly `...`).
    public init(source: String) {
        if source.hasPrefix("\\") {
            self = .literal(String(source.dropFirst()))
        } else if source == Self.lineWildcard {
            self = .anyLines
        } else if source.contains(Self.inlineWildcard) {
            self = .wildcard(source.components(separatedBy: Self.inlineWildcard))
        } else {
            self = .literal(source)
        }
    }

    /// The line as written in a transcript file (escaped where it would otherwise be read differently).
    public var source: String {
        switch self {
        case .anyLines:
            return Self.lineWildcard
        case .wildcard(let parts):
            return parts.joined(separator: Self.inlineWildcard)
        case .literal(let text):
            let special = ["\\", ">", "?", "#", "@"].contains { text.hasPrefix($0) }
            if special || text == Self.lineWildcard || text.contains(Self.inlineWildcard) {
                return "\\" + text
            }
            return text
        }
    }

    /// Whether this pattern matches one actual line (``anyLines`` matches any line).
    public func matches(line: String) -> Bool {
        switch self {
        case .anyLines:
            return true
        case .literal(let text):
            return text == line
        case .wildcard(let parts):
            return Self.glob(parts, line)
        }
    }

    private static func glob(_ parts: [String], _ line: String) -> Bool {
        guard let first = parts.first, let last = parts.last, parts.count > 1 else {
            return parts.first == line
        }
        guard line.hasPrefix(first) else { return false }
        var rest = line.dropFirst(first.count)
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
