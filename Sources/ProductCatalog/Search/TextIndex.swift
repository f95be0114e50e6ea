import Foundation

/// An inverted index over product text with BM25F-style field weights and typo-tolerant term lookup.
struct TextIndex: Sendable {
    /// Field weights: a word in the name counts three times a word in the tags, six times one in the description.
    static let nameWeight: Float = 3, brandWeight: Float = 2, categoryWeight: Float = 2, colorWeight: Float = 1
    static let tagWeight: Float = 1.5, materialWeight: Float = 1, descriptionWeight: Float = 0.5
    static let k1: Float = 1.2, b: Float = 0.75

    /// Term → its number.
    let termNumbers: [String: Int32]
    /// Number → term.
    let terms: [String]
    /// Each term's postings, by term number.
    let postings: [[Posting]]
    /// Each document's weighted length.
    let documentLength: [Float]
    let averageLength: Float
    /// Term numbers grouped by first byte, for typo lookup.
    let termsByInitial: [UInt8: [Int32]]
    /// Each document's name as raw lowercase tokens (for phrase detection by the catalog index).
    let nameTokens: [[String]]
    /// Each document's name as term numbers, parallel to `nameTokens`.
    let nameTerms: [[Int32]]

    init(products: [Product]) {
        var termNumbers: [String: Int32] = [:]
        var terms: [String] = []
        var postings: [[Posting]] = []
        var tokenTerm: [String: Int32] = [:]  // raw token → term number (stemming once per distinct token)
        var lengths: [Float] = []
        lengths.reserveCapacity(products.count)
        var nameTokens: [[String]] = []
        nameTokens.reserveCapacity(products.count)
        var nameTerms: [[Int32]] = []
        nameTerms.reserveCapacity(products.count)
        var scratch: [Float] = []
        var touched: [Int32] = []

        func number(ofToken token: String) -> Int32 {
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

        for (index, product) in products.enumerated() {
            var length: Float = 0
            func add(_ tokens: [String], _ weight: Float) {
                for (k, token) in tokens.enumerated() {
                    let n = number(ofToken: token)
                    if scratch[Int(n)] == 0 { touched.append(n) }
                    scratch[Int(n)] += weight
                    length += weight
                    // "t shirt" is also "tshirt"
                    if token.utf8.count == 1, k + 1 < tokens.count {
                        let joined = number(ofToken: token + tokens[k + 1])
                        if scratch[Int(joined)] == 0 { touched.append(joined) }
                        scratch[Int(joined)] += weight
                    }
                }
            }
            let name = TextNormalizer.tokens(product.name)
            nameTokens.append(name)
            nameTerms.append(name.map { number(ofToken: $0) })
            add(name, Self.nameWeight)
            if let brand = product.brand { add(TextNormalizer.tokens(brand), Self.brandWeight) }
            add(TextNormalizer.tokens(product.category), Self.categoryWeight)
            for color in product.colors { add(TextNormalizer.tokens(color), Self.colorWeight) }
            for tag in product.tags { add(TextNormalizer.tokens(tag), Self.tagWeight) }
            for material in product.materials { add(TextNormalizer.tokens(material), Self.materialWeight) }
            if let description = product.description {
                add(TextNormalizer.tokens(String(description.prefix(4_000))), Self.descriptionWeight)
            }
            let document = Int32(index)
            for n in touched {
                postings[Int(n)].append(Posting(document: document, weight: scratch[Int(n)]))
                scratch[Int(n)] = 0
            }
            touched.removeAll(keepingCapacity: true)
            lengths.append(length)
        }
        self.termNumbers = termNumbers
        self.terms = terms
        self.postings = postings
        self.nameTokens = nameTokens
        self.nameTerms = nameTerms
        documentLength = lengths
        averageLength = lengths.isEmpty ? 1 : max(1, lengths.reduce(0, +) / Float(lengths.count))
        var initials: [UInt8: [Int32]] = [:]
        for (n, term) in terms.enumerated() { if let first = term.utf8.first { initials[first, default: []].append(Int32(n)) } }
        termsByInitial = initials
    }

    /// The inverse document frequency of a term with `frequency` postings.
    func idf(_ frequency: Int) -> Float {
        let n = Float(documentLength.count)
        let df = Float(frequency)
        return logf(1 + (n - df + 0.5) / (df + 0.5))
    }

    /// The indexed terms a query word stands for: itself, or words within its typo allowance (with a lower weight).
    func expand(_ word: String) -> [(term: Int32, factor: Float)] {
        let stem = TextNormalizer.stem(word)
        if let n = termNumbers[stem] { return [(n, 1)] }
        let allowed = EditDistance.allowedTypos(forLength: stem.utf8.count)
        let bytes = Array(stem.utf8)
        guard allowed > 0, let first = bytes.first else { return [] }
        var found: [(Int32, Float)] = []
        // Typos rarely hit the first letter; a swap of the first two is covered by the second.
        for initial in Set([first, bytes[1]]) {
            for n in termsByInitial[initial] ?? [] {
                let term = terms[Int(n)]
                guard abs(term.utf8.count - bytes.count) <= allowed else { continue }
                if let d = EditDistance.within(stem, term, limit: allowed) { found.append((n, d == 1 ? 0.7 : 0.5)) }
            }
        }
        return found
    }

    /// The BM25 contribution of one posting.
    @inline(__always)
    func score(_ posting: Posting, idf: Float) -> Float {
        let tf = posting.weight
        let norm = Self.k1 * (1 - Self.b + Self.b * documentLength[Int(posting.document)] / averageLength)
        return idf * tf * (Self.k1 + 1) / (tf + norm)
    }
}
