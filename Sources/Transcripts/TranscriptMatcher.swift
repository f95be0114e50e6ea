/// Matches a turn's expected patterns against the actual reply lines, and rewrites the patterns to fit a
/// changed reply while keeping the wildcards that still apply.
public enum TranscriptMatcher {
    /// Whether `patterns` match `lines` exactly (``TranscriptPattern/anyLines`` takes zero or more lines).
    public static func matches(_ patterns: [TranscriptPattern], _ lines: [String]) -> Bool {
        // reachable[j]: patterns[0..<i] can consume exactly lines[0..<j].
        var reachable = [Bool](repeating: false, count: lines.count + 1)
        reachable[0] = true
        for pattern in patterns {
            var next = [Bool](repeating: false, count: lines.count + 1)
            if pattern == .anyLines {
                var seen = false
                for j in 0...lines.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            } else {
                for j in 0..<lines.count where reachable[j] && pattern.matches(line: lines[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[lines.count]
    }

    /// Patterns that match `lines`: `patterns` itself when they already match; otherwise the actual lines,
    /// keeping each `[...]` line that still matches the line at its position.
    public static func updated(_ patterns: [TranscriptPattern], toMatch lines: [String]) -> [TranscriptPattern] {
        if matches(patterns, lines) { return patterns }
        return lines.enumerated().map { index, line in
            if index < patterns.count, case .wildcard = patterns[index], patterns[index].matches(line: line) {
                return patterns[index]
            }
            return .literal(line)
        }
    }
}
