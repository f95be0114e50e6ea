/// One word of an utterance as the query parser sees it.
struct QueryToken: Sendable, Hashable {
    /// The lowercase word (digits included).
    var text: String
    /// A currency sign came right before it (`$40`).
    var currencyBefore = false
    /// A dash came right before it (`20-40`).
    var dashBefore = false
    /// A slash came right before it (`L/XL`).
    var slashBefore = false
    /// A comma, full stop, semicolon, "!" or "?" ended the words before it ("yoga pants, whatevers comfiest").
    var pauseBefore = false

    /// The number it spells, if it is one (`40`, `10.5`, `1,299`) and finite: `1e400` is no number.
    var number: Double? {
        guard let first = text.utf8.first, first >= 0x30 && first <= 0x39 else { return nil }
        return CheckedNumber.finiteDouble(text.replacingOccurrences(of: ",", with: ""))
    }

    /// The number of a typed "under" (`u40`, `u12.50`): a "u" right before two digits or more ("u2" is a band).
    static func underShorthand(_ word: String) -> String? {
        guard word.count >= 3, word.first == "u" else { return nil }
        let rest = word.dropFirst()
        guard rest.first?.isASCII == true, rest.first?.isNumber == true,
              rest.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }), rest.last != ".",
              rest.prefix(2).allSatisfy(\.isNumber) else { return nil }
        return String(rest)
    }

    /// Splits an utterance into tokens, remembering currency signs and dashes.
    static func lex(_ text: String) -> [QueryToken] {
        var tokens: [QueryToken] = []
        var chunk = ""
        var pendingCurrency = false
        var pendingDash = false
        var pendingPause = false
        var pendingSlash = false
        func flush() {
            for var word in TextNormalizer.tokens(chunk) {
                // "u40" is typed shorthand for under 40.
                if let limit = underShorthand(word) {
                    tokens.append(QueryToken(text: "under", pauseBefore: pendingPause))
                    pendingPause = false
                    word = limit
                }
                tokens.append(QueryToken(
                    text: word, currencyBefore: pendingCurrency, dashBefore: pendingDash, slashBefore: pendingSlash,
                    pauseBefore: pendingPause))
                pendingCurrency = false
                pendingDash = false
                pendingSlash = false
                pendingPause = false
            }
            chunk = ""
        }
        var previous: Character = " "
        var skippingEscape = false
        var sawBracket = false
        for character in text {
            // Terminal escape sequences (ESC [ … final byte) are not words.
            if skippingEscape {
                if character == "[" && !sawBracket { sawBracket = true; continue }
                if sawBracket, let ascii = character.asciiValue, !(0x40...0x7E).contains(ascii) { continue }
                skippingEscape = false
                sawBracket = false
                continue
            }
            if character == "\u{1B}" {
                flush()
                skippingEscape = true
                continue
            }
            switch character {
            case "$", "€", "£", "₹":
                flush()
                pendingCurrency = true
            case "-", "–", "—":
                flush()
                pendingDash = true
            case "/":
                flush()
                pendingSlash = true
            case "<", ">":
                // "<40", "> 100": under and over.
                chunk.append(character == "<" ? " under " : " over ")
            case " " where ",;.!?".contains(previous) && (!tokens.isEmpty || !chunk.isEmpty):
                // (Only before a space: "1,299" and "10.5" are numbers.)
                flush()
                pendingPause = true
            default:
                chunk.append(character)
            }
            previous = character
        }
        flush()
        return tokens
    }
}
