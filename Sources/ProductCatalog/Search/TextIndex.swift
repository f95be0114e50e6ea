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

    /// Letters and digits each term contains (a bit per letter, one for any digit), to rule out typo matches fast.
    let signatures: [UInt32]

    /// A text index with each product's name as raw lowercase tokens (numbers into `tokenTexts`) and as term
    /// numbers (parallel lists: list `i` of both starts at the same position), which the catalog index uses for
    /// phrase detection and does not keep.
    struct Built: Sendable {
        var index: TextIndex
        var nameTokens: FlatLists
        var nameTerms: FlatLists
        /// The text of each name token number.
        var tokenTexts: [String]
    }

    /// Indexes `products`.
    static func build(products: [Product]) -> Built {
        var nameTokens = FlatLists(capacity: products.count), nameTerms = FlatLists(capacity: products.count)
        var tokenTexts: [String] = []
        let index = TextIndex(products: products, nameTokens: &nameTokens, nameTerms: &nameTerms, tokenTexts: &tokenTexts)
        return Built(index: index, nameTokens: nameTokens, nameTerms: nameTerms, tokenTexts: tokenTexts)
    }

    private init(products: [Product], nameTokens: inout FlatLists, nameTerms: inout FlatLists, tokenTexts: inout [String]) {
        var builder = TextIndexBuilder()
        var lengths: [Float] = []
        lengths.reserveCapacity(products.count)
        var name: [Int32] = []
        for index in products.indices {
            name.removeAll(keepingCapacity: true)
            builder.appendNameTokenNumbers(products[index].name, to: &name)
            for token in name {
                nameTokens.append(token)
                nameTerms.append(builder.termOfNameToken[Int(token)])
            }
            nameTokens.closeList()
            nameTerms.closeList()
            builder.add(nameTokens: name, weight: Self.nameWeight)
            if let brand = products[index].brand { builder.add(repeated: brand, weight: Self.brandWeight) }
            builder.add(repeated: products[index].category, weight: Self.categoryWeight)
            for color in products[index].colors { builder.add(repeated: color, weight: Self.colorWeight) }
            for tag in products[index].tags { builder.add(repeated: tag, weight: Self.tagWeight) }
            for material in products[index].materials { builder.add(repeated: material, weight: Self.materialWeight) }
            if let description = products[index].description {
                builder.add(TextNormalizer.tokens(String(description.prefix(4_000))), weight: Self.descriptionWeight)
            }
            lengths.append(builder.finish(document: Int32(index)))
        }
        tokenTexts = builder.nameTokenTable.strings
        termNumbers = builder.termNumbers
        terms = builder.terms
        postings = builder.postings
        documentLength = lengths
        averageLength = lengths.isEmpty ? 1 : max(1, lengths.reduce(0, +) / Float(lengths.count))
        var initials: [UInt8: [Int32]] = [:]
        for (n, term) in terms.enumerated() { if let first = term.utf8.first { initials[first, default: []].append(Int32(n)) } }
        termsByInitial = initials
        signatures = terms.map(Self.signature)
    }

    /// A bit per letter a–z present, bit 26 for any digit, bit 27 for anything else.
    static func signature(_ term: String) -> UInt32 {
        var bits: UInt32 = 0
        for byte in term.utf8 {
            switch byte {
            case 0x61...0x7A: bits |= 1 << UInt32(byte - 0x61)
            case 0x30...0x39: bits |= 1 << 26
            default: bits |= 1 << 27
            }
        }
        return bits
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
        let wanted = Self.signature(stem)
        // Typos rarely hit the first letter; a swap of the first two is covered by the second.
        for initial in Set([first, bytes[1]]) {
            for n in termsByInitial[initial] ?? [] {
                // Each edit changes at most two letters of the set: a cheap test that rules out most terms.
                guard (signatures[Int(n)] ^ wanted).nonzeroBitCount <= 2 * allowed else { continue }
                let term = terms[Int(n)]
                guard abs(term.utf8.count - bytes.count) <= allowed else { continue }
                if let d = EditDistance.within(stem, term, limit: allowed) { found.append((n, d == 1 ? 0.7 : 0.5)) }
            }
        }
        return found
    }

    /// Terms that begin with `word` (four letters or more) when it is no term itself: a shortening the products'
    /// own words spell out ("cami" for camisole). Empty when `word` is a term or too short.
    func lengthened(_ word: String) -> [(term: Int32, factor: Float)] {
        let stem = TextNormalizer.stem(word)
        guard termNumbers[stem] == nil, stem.utf8.count >= 4, let first = stem.utf8.first else { return [] }
        return (termsByInitial[first] ?? []).filter { terms[Int($0)].hasPrefix(stem) }.map { ($0, 0.8) }
    }

    /// Whether `document` contains `term` (postings are in document order: a binary search).
    func has(term: Int32, document: Int32) -> Bool {
        let list = postings[Int(term)]
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].document < document { low = mid + 1 } else { high = mid }
        }
        return low < list.count && list[low].document == document
    }

    /// The BM25 contribution of one posting.
    @inline(__always)
    func score(_ posting: Posting, idf: Float) -> Float {
        let tf = posting.weight
        let norm = Self.k1 * (1 - Self.b + Self.b * documentLength[Int(posting.document)] / averageLength)
        return idf * tf * (Self.k1 + 1) / (tf + norm)
    }
}
