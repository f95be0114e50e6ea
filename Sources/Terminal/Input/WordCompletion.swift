/// Completes the word before the cursor from a list of candidates (pure logic, used by the line editor).
public enum WordCompletion {
    /// What to do with the line.
    public enum Outcome: Equatable, Sendable {
        /// Nothing matches.
        case noMatch
        /// Replace the word before the cursor with `replacement` (a unique match ends with a space).
        case replace(wordLength: Int, replacement: String)
        /// Several candidates match and share no longer prefix: show them.
        case list([String])
    }

    /// The word before the cursor: everything after the last space.
    public static func word(beforeCursor text: String) -> Substring {
        if let space = text.lastIndex(of: " ") {
            return text[text.index(after: space)...]
        }
        return text[...]
    }

    /// Completes the last word of `textBeforeCursor` from `candidates`, matching prefixes without regard to case.
    ///
    /// `wordLength` counts Unicode scalars (what libedit deletes). A unique match replaces the word and adds a
    /// space; several matches extend the word to their longest common prefix, or are listed when that adds
    /// nothing.
    public static func complete(_ textBeforeCursor: String, candidates: [String]) -> Outcome {
        let word = String(word(beforeCursor: textBeforeCursor))
        let lowered = word.lowercased()
        var seen = Set<String>()
        let matches = candidates.filter { candidate in
            candidate.lowercased().hasPrefix(lowered) && seen.insert(candidate.lowercased()).inserted
        }.sorted()
        let wordLength = word.unicodeScalars.count
        switch matches.count {
        case 0:
            return .noMatch
        case 1:
            return .replace(wordLength: wordLength, replacement: matches[0] + " ")
        default:
            let common = longestCommonPrefix(matches.map { $0.lowercased() })
            if common.count > lowered.count {
                // Keep the casing of the first match for the shared part.
                let prefix = String(matches[0].prefix(common.count))
                return .replace(wordLength: wordLength, replacement: prefix)
            }
            return .list(matches)
        }
    }

    private static func longestCommonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
