/// Splits text into case-folded word tokens, keeping shopping tokens such as "32x34", "$50", "10.5" and
/// "t-shirt" whole.
///
/// The tokenizer is total: every `String` (empty, control characters, emoji, huge lines) gives a token list
/// in time linear in its length. Apostrophes inside words are dropped ("don't" → "dont", "women's" →
/// "womens") so that text typed with and without them looks alike.
public struct Tokenizer: Sendable, Hashable {
    /// Creates a tokenizer.
    public init() {}

    /// The tokens of `text`, in order.
    public func tokens(in text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(in: text) { scalars in
            var token = String.UnicodeScalarView()
            for value in scalars {
                if let scalar = Unicode.Scalar(value) { token.append(scalar) }
            }
            tokens.append(String(token))
        }
        return tokens
    }

    /// The longest token kept, in scalars; longer runs are cut (a 10,000-letter "word" is noise, and the
    /// bound keeps memory constant however long the input line is).
    static let maximumTokenLength = 128

    /// Calls `body` with the case-folded scalar values of each token, without allocating a `String`.
    ///
    /// The buffer passed to `body` is only valid during the call. Memory use is constant.
    func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        let capacity = Self.maximumTokenLength + 4
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { token in
            var length = 0
            func flush() {
                if length > 0 { body(UnsafeBufferPointer(rebasing: token[0..<length])) }
                length = 0
            }
            func append(_ value: UInt32) {
                if length < Self.maximumTokenLength { token[length] = value; length += 1 }
            }
            var iterator = text.unicodeScalars.makeIterator()
            var current = iterator.next()?.value
            while let value = current {
                let next = iterator.next()?.value
                let lookahead = next ?? 0
                if Self.isWordScalar(value) {
                    if length < Self.maximumTokenLength {
                        length = Self.appendFolded(value, to: token, at: length)
                    }
                } else if length > 0 && Self.isApostrophe(value) && Self.isWordScalar(lookahead) {
                    // "don't" → "dont": drop the apostrophe, keep the word whole.
                } else if length > 0 && Self.isJoiner(value, previous: token[length - 1], next: lookahead) {
                    append(value)
                } else if length == 0 && Self.isCurrency(value) && Self.isDigit(lookahead) {
                    append(value)
                } else if length > 0 && value == 0x25 /* % */ && Self.isDigit(token[length - 1]) {
                    append(value)
                    flush()
                } else {
                    flush()
                }
                current = next
            }
            flush()
        }
    }

    /// Letters, digits and combining marks make up words.
    static func isWordScalar(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x30 && value <= 0x39)
        }
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// ASCII digits.
    static func isDigit(_ value: UInt32) -> Bool { value >= 0x30 && value <= 0x39 }

    /// Apostrophes that may appear inside English words.
    static func isApostrophe(_ value: UInt32) -> Bool { value == 0x27 || value == 0x2019 || value == 0x2BC }

    /// Currency signs kept in front of a number ("$50").
    static func isCurrency(_ value: UInt32) -> Bool {
        value == 0x24 || value == 0x20AC || value == 0xA3 || value == 0xA5 || value == 0x20B9
    }

    /// Punctuation kept inside a token: "t-shirt", "10.5", "32/34", "h&m".
    static func isJoiner(_ value: UInt32, previous: UInt32, next: UInt32) -> Bool {
        switch value {
        case 0x2D:  // -
            return isWordScalar(previous) && isWordScalar(next)
        case 0x2E, 0x2F:  // . /
            return isDigit(previous) && isDigit(next)
        case 0x26:  // &
            return isWordScalar(previous) && isWordScalar(next) && !isDigit(previous)
        default:
            return false
        }
    }

    /// Appends the case-folded form of `value` at `position`; returns the new length.
    static func appendFolded(_ value: UInt32, to token: UnsafeMutableBufferPointer<UInt32>, at position: Int) -> Int {
        if value < 0x80 {
            token[position] = (value >= 0x41 && value <= 0x5A) ? value + 0x20 : value
            return position + 1
        }
        guard let scalar = Unicode.Scalar(value) else { return position }
        var length = position
        // Lower-case mappings are at most three scalars; the scratch space allows for that.
        for folded in scalar.properties.lowercaseMapping.unicodeScalars.prefix(3) {
            token[length] = folded.value
            length += 1
        }
        return length
    }
}
