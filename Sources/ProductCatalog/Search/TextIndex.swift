import Foundation

/// An inverted index over product text with BM25F-style field weights and typo-tolerant term lookup.
struct TextIndex: Sendable {
    /// Field weights: a word in the name counts three times a word in the tags, six times one in the description.
    static let nameWeight: Float = 3, brandWeight: Float = 2, categoryWeight: Float = 2, colorWeight: Float = 1
    static let tagWeight: Float = 1.5, materialWeight: Float = 1, descriptionWeight: Float = 0.5
    static let k1: Float = 1.2, b: Float = 0.75

    let postings: [String: [Posting]]
    let documentLength: [Float]
    let averageLength: Float
    /// Terms grouped by first letter, for typo lookup.
    let termsByInitial: [UInt8: [String]]

    init(products: [Product]) {
        var lists: [String: [Posting]] = [:]
        var lengths: [Float] = []
        lengths.reserveCapacity(products.count)
        var weights: [String: Float] = [:]
        for (index, product) in products.enumerated() {
            weights.removeAll(keepingCapacity: true)
            var length: Float = 0
            func add(_ text: String, _ weight: Float) {
                let tokens = TextNormalizer.tokens(text)
                for (k, token) in tokens.enumerated() {
                    weights[TextNormalizer.stem(token), default: 0] += weight
                    length += weight
                    // "t shirt" is also "tshirt"
                    if token.count == 1, k + 1 < tokens.count {
                        weights[TextNormalizer.stem(token + tokens[k + 1]), default: 0] += weight
                    }
                }
            }
            add(product.name, Self.nameWeight)
            if let brand = product.brand { add(brand, Self.brandWeight) }
            add(product.category, Self.categoryWeight)
            for color in product.colors { add(color, Self.colorWeight) }
            for tag in product.tags { add(tag, Self.tagWeight) }
            for material in product.materials { add(material, Self.materialWeight) }
            if let description = product.description { add(String(description.prefix(4_000)), Self.descriptionWeight) }
            let document = Int32(index)
            for (term, weight) in weights { lists[term, default: []].append(Posting(document: document, weight: weight)) }
            lengths.append(length)
        }
        postings = lists
        documentLength = lengths
        averageLength = lengths.isEmpty ? 1 : max(1, lengths.reduce(0, +) / Float(lengths.count))
        var initials: [UInt8: [String]] = [:]
        for term in lists.keys { if let first = term.utf8.first { initials[first, default: []].append(term) } }
        termsByInitial = initials.mapValues { $0.sorted() }
    }

    /// The inverse document frequency of a term with `frequency` postings.
    func idf(_ frequency: Int) -> Float {
        let n = Float(documentLength.count)
        let df = Float(frequency)
        return logf(1 + (n - df + 0.5) / (df + 0.5))
    }

    /// The indexed terms a query word stands for: itself, or words within its typo allowance.
    func expand(_ word: String) -> [(term: String, factor: Float)] {
        let stem = TextNormalizer.stem(word)
        if postings[stem] != nil { return [(stem, 1)] }
        let allowed = EditDistance.allowedTypos(forLength: stem.count)
        guard allowed > 0, let first = stem.utf8.first else { return [] }
        var found: [(String, Float)] = []
        var initials = [first]
        if stem.utf8.count > 1 { initials.append(Array(stem.utf8)[1]) }
        for initial in Set(initials) {
            for term in termsByInitial[initial] ?? [] where abs(term.utf8.count - stem.utf8.count) <= allowed {
                if let d = EditDistance.within(stem, term, limit: allowed) {
                    found.append((term, d == 1 ? 0.7 : 0.5))
                }
            }
        }
        return found
    }

    /// The BM25 contribution of one posting.
    func score(_ posting: Posting, idf: Float) -> Float {
        let tf = posting.weight
        let norm = Self.k1 * (1 - Self.b + Self.b * documentLength[Int(posting.document)] / averageLength)
        return idf * tf * (Self.k1 + 1) / (tf + norm)
    }
}
