import Foundation

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
        "lemme": "let me", "gimme": "give me", "yall": "you",
    ]
    /// Words after which "no" is a number ("phone no", "order no").
    static let numberLeads: Set<String> = ["phone", "tel", "telephone", "contact", "order", "tracking", "reference"]

    /// `text` with its texting forms spelt out, punctuation and everything else as written.
    public static func expanded(_ text: String) -> String {
        var previous = ""
        var changed = false
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let core = token.trimmingCharacters(in: .punctuationCharacters).lowercased()
            defer { previous = core }
            let replacement = core == "no" && numberLeads.contains(previous) ? "number" : words[core]
            guard let replacement, let range = token.range(of: core, options: .caseInsensitive) else {
                return String(token)
            }
            changed = true
            return token.replacingCharacters(in: range, with: replacement)
        }
        return changed ? tokens.joined(separator: " ") : text
    }
}
