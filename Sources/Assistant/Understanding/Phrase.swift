/// A shopper's line reduced to what phrase matching needs: lowercase words without punctuation.
///
/// "Tell me about the 2nd one!" becomes the words `["tell", "me", "about", "the", "2nd", "one"]`. Product
/// searches never use this form; it only serves recognising commands, answers and small talk.
public struct Phrase: Sendable, Hashable {
    /// The words, lowercased, split on anything that is not a letter, digit, `#`, `$` or `.` inside a number.
    public let words: [String]

    /// The words joined by single spaces.
    public var text: String { words.joined(separator: " ") }

    /// Normalises `raw`: lowercases, folds curly apostrophes, drops punctuation and extra whitespace.
    public init(_ raw: String) {
        var words: [String] = []
        var current = ""
        for character in raw.lowercased() {
            if character.isLetter || character.isNumber || character == "$" || character == "#" {
                current.append(character)
            } else if character == "'" || character == "\u{2019}" {
                continue  // "what's" → "whats", "don’t" → "dont"
            } else if character == "<" || character == ">" {
                // "<40" is under 40, no result number.
                if !current.isEmpty { words.append(current) }
                current = ""
                words.append(character == "<" ? "under" : "over")
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
    }

    /// Words of courtesy, thanks or assent around a request that do not change it ("more pls", "ooh show me more",
    /// "lovely, thanks. could we…").
    public static let courtesies: Set<String> = [
        "pls", "plz", "please", "thanks", "thank", "thx", "ta", "ok", "okay", "cheers", "ooh", "oh", "ah", "great",
        "lovely", "nice", "cool", "perfect",
    ]

    /// Whether there are no words at all (empty, whitespace or punctuation only).
    public var isEmpty: Bool { words.isEmpty }

    /// Whether the whole phrase is one of `phrases` (each given in normalised form, words separated by spaces).
    public func isOne(of phrases: Set<String>) -> Bool {
        phrases.contains(text)
    }
}
