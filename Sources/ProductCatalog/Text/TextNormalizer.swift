/// Splits text into lowercase search tokens and reduces words to a comparable stem.
///
/// Letters and digits form tokens; apostrophes inside words are dropped (`men's` → `mens`); a dot between digits
/// is kept (`10.5`); everything else separates tokens. Latin letters with diacritics are folded (`é` → `e`).
public enum TextNormalizer {
    /// The lowercase tokens of `text`, in order.
    public static func tokens(_ text: String) -> [String] {
        if let fast = text.utf8.withContiguousStorageIfAvailable({ asciiTokens($0) }), let tokens = fast {
            return tokens
        }
        return unicodeTokens(text)
    }

    /// The fast path for ASCII text; `nil` when the text has other characters.
    ///
    /// Each token is copied straight from the text (lowercased, apostrophes dropped), with no scratch buffer, so
    /// short tokens cost no allocation at all.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var result: [String] = []
        var start = -1
        var index = 0
        let count = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            var length = 0
            for k in start..<end where bytes[k] != 0x27 { length += 1 }
            if length > 0 {
                result.append(String(unsafeUninitializedCapacity: length) { buffer in
                    var n = 0
                    for k in start..<end where bytes[k] != 0x27 {
                        let byte = bytes[k]
                        buffer[n] = lowercased(byte)
                        n += 1
                    }
                    return n
                })
            }
            start = -1
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x80...:
                return nil
            case 0x30...0x39, 0x61...0x7A, 0x41...0x5A:
                if start < 0 { start = index }
            case 0x27:  // apostrophe inside a word: men's → mens (dropped when the token is copied)
                break
            case 0x2E:  // a dot between digits: 10.5
                let previousIsDigit = start >= 0 && index > 0 && isDigit(bytes[index - 1])
                let nextIsDigit = index + 1 < count && isDigit(bytes[index + 1])
                if !(previousIsDigit && nextIsDigit) { flush(index) }
            default:
                flush(index)
            }
            index += 1
        }
        flush(count)
        return result
    }

    /// The general path: folds case and diacritics of any script.
    private static func unicodeTokens(_ text: String) -> [String] {
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
                    current.append(Unicode.Scalar(UInt8(value + 32)))
                case 0x27:
                    break
                case 0x2E:
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
        var bytes = Array(word.utf8)
        let count = bytes.count
        guard count > 3, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        func ends(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            guard count >= n else { return false }
            return suffix.withUTF8Buffer { tail in (0..<n).allSatisfy { bytes[count - n + $0] == tail[$0] } }
        }
        if ends("ies") && count > 4 {
            bytes.removeLast(3); bytes.append(0x79)  // hoodies → hoody
        } else if ends("ie") {
            bytes.removeLast(2); bytes.append(0x79)  // hoodie → hoody, like hoodies
        } else if ends("sses") || ends("shes") || ends("ches") || ends("xes") {
            bytes.removeLast(2)
        } else if ends("ss") || ends("us") || ends("is") {
            return word
        } else if ends("s") {
            bytes.removeLast()
        } else {
            return word
        }
        return String(decoding: bytes, as: UTF8.self)
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

    /// An ASCII capital as its small letter; any other byte as it is.
    @inline(__always)
    public static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// Whether `text` is empty or only white space (fast for ASCII).
    public static func isBlank(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: continue
            case 0x80...: return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            default: return false
            }
        }
        return true
    }
}
