import Foundation
import ProductCatalog

/// Texting forms spelt out for the clothing model, which learnt mostly whole words: "whats ur phone no" is
/// classified as "whats your phone number", "r these returnable" as "are these returnable".
///
/// Only words that have no other sense in a shopping line are spelt out; the line shown to the shopper, searched
/// and logged stays as typed.
public enum TextingForms {
    /// Texting form → the words it stands for.
    static let words: [String: String] = [
        "u": "you", "ya": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "thx": "thanks",
        "ty": "thank you", "wat": "what", "wot": "what", "wen": "when", "abt": "about", "n": "and", "b4": "before",
        "cuz": "because", "coz": "because", "bc": "because", "rn": "right now", "smth": "something",
        "sth": "something", "ppl": "people", "msg": "message", "im": "i am", "idk": "i do not know",
        "wanna": "want to", "gonna": "going to", "gotta": "have to", "hw": "how", "wht": "what",
        "lemme": "let me", "gimme": "give me", "yall": "you", "w": "with", "lf": "looking for",
    ]
    /// Words after which "no" is a number ("phone no", "order no").
    static let numberLeads: Set<String> = ["phone", "tel", "telephone", "contact", "order", "tracking", "reference"]

    /// `text` with its texting forms spelt out, punctuation and everything else as written.
    public static func expanded(_ text: String) -> String {
        var previous = ""
        var changed = false
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let (core, range) = Self.core(of: token)
            defer { previous = core }
            let replacement = core == "no" && numberLeads.contains(previous) ? "number" : words[core]
            guard let replacement, let range else { return String(token) }
            changed = true
            return token.replacingCharacters(in: range, with: replacement)
        }
        return changed ? tokens.joined(separator: " ") : text
    }

    /// `text` with each word of four letters or more that `knows` does not know put as the one word it knows that
    /// the word is with one vowel put back ("ordr" → order, "undr" → under, "retrn" → return); a word that gives
    /// none, or several ("shrt": shirt or short), stays as typed.
    public static func withVowelsRestored(_ text: String, knows: (String) -> Bool) -> String {
        // (Most lines have no such word: a pass over the bytes finds that without splitting the line.)
        guard hasUnknownWord(text, knows: knows) else { return text }
        var changed = false
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let (core, range) = Self.core(of: token)
            let bytes = Array(core.utf8)
            guard bytes.count >= 4, bytes.count <= 12, let range, !knows(core) else { return String(token) }
            let known = MissingVowel.candidates(of: core).filter(knows)
            guard known.count == 1, let found = known.first else { return String(token) }
            changed = true
            return token.replacingCharacters(in: range, with: found)
        }
        return changed ? tokens.joined(separator: " ") : text
    }

    /// Whether `text` has a word of four to twelve ASCII letters that `knows` does not know.
    static func hasUnknownWord(_ text: String, knows: (String) -> Bool) -> Bool {
        var word: [UInt8] = []
        var letters = true
        func unknown() -> Bool {
            defer { word.removeAll(keepingCapacity: true); letters = true }
            return letters && (4...12).contains(word.count) && !knows(String(decoding: word, as: UTF8.self))
        }
        for byte in text.utf8 {
            if byte == 0x20 {
                if unknown() { return true }
                continue
            }
            if isPunctuation(byte) { continue }
            let lower = TextNormalizer.lowercased(byte)
            if lower < 0x61 || lower > 0x7A { letters = false }
            word.append(lower)
        }
        return unknown()
    }

    /// The word inside `token`'s punctuation, lowercased, and where it stands in `token` (`nil` when it is all
    /// punctuation). ASCII text, nearly every line, is trimmed byte by byte; anything else with Foundation.
    static func core(of token: Substring) -> (word: String, range: Range<Substring.Index>?) {
        let utf8 = token.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let core = token.trimmingCharacters(in: .punctuationCharacters).lowercased()
            return (core, core.isEmpty ? nil : token.range(of: core, options: .caseInsensitive))
        }
        guard let first = utf8.firstIndex(where: { !isPunctuation($0) }),
              let last = utf8.lastIndex(where: { !isPunctuation($0) }) else { return ("", nil) }
        let range = first..<utf8.index(after: last)
        return (String(decoding: utf8[range].map(TextNormalizer.lowercased), as: UTF8.self), range)
    }

    /// Whether an ASCII byte is punctuation as Foundation's `punctuationCharacters` has it (`$+<=>^`|~` are
    /// symbols, not punctuation).
    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D: return true
        default: return false
        }
    }
}
