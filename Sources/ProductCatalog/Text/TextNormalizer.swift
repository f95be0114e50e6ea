/// Splits text into lowercase search tokens and reduces words to a comparable stem.
///
/// Letters and digits form tokens; apostrophes inside words are dropped (`men's` → `mens`); a dot between digits
/// is kept (`10.5`); everything else separates tokens. Latin letters with diacritics are folded (`é` → `e`).
public enum TextNormalizer {
    /// The lowercase tokens of `text`, in order.
    public static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func flush() {
            if !current.isEmpty { result.append(String(current)); current = String.UnicodeScalarView() }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x30...0x39, 0x61...0x7A:
                    current.append(scalar)
                case 0x41...0x5A:
                    current.append(Unicode.Scalar(value + 32)!)
                case 0x27:  // apostrophe inside a word: men's → mens
                    break
                case 0x2E:  // a dot between digits: 10.5
                    let previousIsDigit = current.last.map { (0x30...0x39).contains($0.value) } ?? false
                    let nextIsDigit = index + 1 < scalars.count && (0x30...0x39).contains(scalars[index + 1].value)
                    if previousIsDigit && nextIsDigit { current.append(scalar) } else { flush() }
                default:
                    flush()
                }
            } else if value == 0x2019 {  // right single quotation mark used as an apostrophe
                break
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                let folded = String(scalar).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
                current.append(contentsOf: folded.unicodeScalars)
            } else {
                flush()
            }
            index += 1
        }
        flush()
        return result
    }

    /// A light English plural stemmer: `hoodies`, `hoodie` → `hoody`, `dresses` → `dress`, `shoes` → `shoe`, `jeans` → `jean`.
    ///
    /// Both the catalog and the query go through it, so it only has to be consistent, not linguistically exact.
    public static func stem(_ word: String) -> String {
        let count = word.utf8.count
        guard count > 3, word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        if word.hasSuffix("ies") && count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ie") { return String(word.dropLast(2)) + "y" }  // hoodie → hoody, like hoodies
        if word.hasSuffix("sses") || word.hasSuffix("shes") || word.hasSuffix("ches") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

    /// The stemmed tokens of `text`.
    public static func stems(_ text: String) -> [String] {
        tokens(text).map(stem)
    }

    /// A key that makes spelling variants of a phrase equal: tokens joined without spaces, last token stemmed,
    /// so "T-Shirts", "tshirt" and "t shirts" all become `tshirt`.
    public static func phraseKey(_ tokens: [String]) -> String {
        guard let last = tokens.last else { return "" }
        return tokens.dropLast().joined() + stem(last)
    }

    /// ``phraseKey(_:)`` of a whole text.
    public static func phraseKey(_ text: String) -> String {
        phraseKey(tokens(text))
    }
}
