/// Accumulates the postings of a ``TextIndex`` one product at a time (a struct with mutating methods, so the hot
/// loop needs no captured, dynamically checked state).
struct TextIndexBuilder {
    var termNumbers: [String: Int32] = [:]
    var terms: [String] = []
    var postings: [[Posting]] = []
    /// Raw token → term number, so each distinct spelling is stemmed once.
    var tokenTerm: [String: Int32] = [:]
    var scratch: [Float] = []
    var touched: [Int32] = []
    var length: Float = 0
    /// Term numbers of whole field values seen before (categories, brands, colours and tags repeat a lot).
    /// (Found by their bytes: hashing them as `String`s cost more than the rest of adding them.)
    private var fieldValues = TokenTable()
    private var fieldTerms: [[Int32]] = []
    /// The distinct raw tokens of product names, and the term number of each.
    var nameTokenTable = TokenTable()
    var termOfNameToken: [Int32] = []
    /// Per name token: whether it is one character, which also joins the next token ("t shirt" → "tshirt").
    private var nameTokenIsSingle: [Bool] = []
    /// Two name tokens (numbers, the first one character long) → the term of the two joined.
    private var joinedTerms: [Int64: Int32] = [:]
    /// The tokens being read (reused; only grows), so reading a name allocates nothing.
    private var word: [UInt8] = []

    /// The raw tokens of `text` (as ``TextNormalizer/tokens(_:)`` splits it) as numbers in `nameTokenTable`.
    mutating func nameTokenNumbers(_ text: String) -> [Int32] {
        var result: [Int32] = []
        appendNameTokenNumbers(text, to: &result)
        return result
    }

    /// Appends ``nameTokenNumbers(_:)`` of `text` to `result`.
    mutating func appendNameTokenNumbers(_ text: String, to result: inout [Int32]) {
        var buffer = word
        word = []
        defer { word = buffer }
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            // Each byte gives at most one byte of output, and the last token one space more.
            if buffer.count <= bytes.count { buffer = [UInt8](repeating: 0, count: 2 * bytes.count + 1) }
            return buffer.withUnsafeMutableBufferPointer { output -> Bool in
                guard let length = Self.normalize(bytes, into: output) else { return false }
                var start = 0
                for end in 0..<length where output[end] == 0x20 {
                    result.append(nameToken(UnsafeBufferPointer(rebasing: output[start..<end])))
                    start = end + 1
                }
                return true
            }
        }
        guard ascii == true else {
            for token in TextNormalizer.tokens(text) {
                result.append(Array(token.utf8).withUnsafeBufferPointer { nameToken($0) })
            }
            return
        }
    }

    /// Writes the lowercase tokens of ASCII `bytes` to `output`, each followed by a space, and returns how many
    /// bytes it wrote; `nil` when the text is not ASCII. The same rules as ``TextNormalizer/tokens(_:)``.
    /// `output` must hold at least one byte more than `bytes`.
    private static func normalize(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var inWord = false
        var count = 0
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case 0x80...:
                return nil
            case 0x30...0x39, 0x61...0x7A:
                output[count] = byte
                count += 1
                inWord = true
            case 0x41...0x5A:
                output[count] = byte + 32
                count += 1
                inWord = true
            case 0x27:  // apostrophe inside a word: men's → mens
                break
            case 0x2E:  // a dot between digits: 10.5
                let previousIsDigit = inWord && output[count - 1] >= 0x30 && output[count - 1] <= 0x39
                let nextIsDigit = index + 1 < bytes.count && bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39
                if previousIsDigit && nextIsDigit {
                    output[count] = byte
                    count += 1
                } else if inWord {
                    output[count] = 0x20
                    count += 1
                    inWord = false
                }
            default:
                if inWord {
                    output[count] = 0x20
                    count += 1
                    inWord = false
                }
            }
        }
        if inWord {
            output[count] = 0x20
            count += 1
        }
        return count
    }

    private mutating func nameToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let n = nameTokenTable.number(of: bytes)
        if Int(n) == termOfNameToken.count {
            termOfNameToken.append(number(ofToken: nameTokenTable.strings[Int(n)]))
            nameTokenIsSingle.append(bytes.count == 1)
        }
        return n
    }

    /// The term number of a raw token, adding the term when new.
    mutating func number(ofToken token: String) -> Int32 {
        if let known = tokenTerm[token] { return known }
        let term = TextNormalizer.stem(token)
        let n: Int32
        if let existing = termNumbers[term] {
            n = existing
        } else {
            n = Int32(terms.count)
            termNumbers[term] = n
            terms.append(term)
            postings.append([])
            scratch.append(0)
        }
        tokenTerm[token] = n
        return n
    }

    /// Adds a field's tokens to the current document with `weight`.
    mutating func add(_ tokens: [String], weight: Float) {
        for k in tokens.indices {
            let n = number(ofToken: tokens[k])
            bump(n, weight)
            length += weight
            // "t shirt" is also "tshirt"
            if tokens[k].utf8.count == 1, k + 1 < tokens.count {
                bump(number(ofToken: tokens[k] + tokens[k + 1]), weight)
            }
        }
    }

    /// Adds a short field value that many products share, tokenising each distinct value once.
    mutating func add(repeated value: String, weight: Float) {
        let known = value.utf8.withContiguousStorageIfAvailable { fieldValues.number(of: $0) }
            ?? Array(value.utf8).withUnsafeBufferPointer { fieldValues.number(of: $0) }
        if Int(known) < fieldTerms.count {
            let numbers = fieldTerms[Int(known)]
            for n in numbers { bump(n, weight) }
            length += weight * Float(numbers.count)
            return
        }
        let tokens = TextNormalizer.tokens(value)
        var numbers: [Int32] = []
        for k in tokens.indices {
            numbers.append(number(ofToken: tokens[k]))
            if tokens[k].utf8.count == 1, k + 1 < tokens.count { numbers.append(number(ofToken: tokens[k] + tokens[k + 1])) }
        }
        fieldTerms.append(numbers)
        for n in numbers { bump(n, weight) }
        length += weight * Float(numbers.count)
    }

    /// Adds a product name, given as numbers in `nameTokenTable`.
    mutating func add(nameTokens tokens: [Int32], weight: Float) {
        for k in tokens.indices {
            let token = Int(tokens[k])
            bump(termOfNameToken[token], weight)
            length += weight
            // "t shirt" is also "tshirt"
            if nameTokenIsSingle[token], k + 1 < tokens.count {
                let pair = Int64(tokens[k]) << 32 | Int64(tokens[k + 1])
                let joined: Int32
                if let known = joinedTerms[pair] { joined = known } else {
                    joined = number(ofToken: nameTokenTable.strings[token] + nameTokenTable.strings[Int(tokens[k + 1])])
                    joinedTerms[pair] = joined
                }
                bump(joined, weight)
            }
        }
    }

    @inline(__always)
    private mutating func bump(_ n: Int32, _ weight: Float) {
        let i = Int(n)
        if scratch[i] == 0 { touched.append(n) }
        scratch[i] += weight
    }

    /// Closes the current document; returns its weighted length.
    mutating func finish(document: Int32) -> Float {
        for n in touched {
            let i = Int(n)
            postings[i].append(Posting(document: document, weight: scratch[i]))
            scratch[i] = 0
        }
        touched.removeAll(keepingCapacity: true)
        defer { length = 0 }
        return length
    }
}
