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
    var fieldTerms: [String: [Int32]] = [:]

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
        if let numbers = fieldTerms[value] {
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
        fieldTerms[value] = numbers
        for n in numbers { bump(n, weight) }
        length += weight * Float(numbers.count)
    }

    /// Adds the term numbers of a field already tokenised.
    mutating func add(terms numbers: [Int32], tokens: [String], weight: Float) {
        for k in numbers.indices {
            bump(numbers[k], weight)
            length += weight
            if tokens[k].utf8.count == 1, k + 1 < tokens.count {
                bump(number(ofToken: tokens[k] + tokens[k + 1]), weight)
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
