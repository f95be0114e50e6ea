/// The two-word name phrases that the catalog files under another category than their last word names: "Boxer
/// Shorts" sit in Underwear although "shorts" names Shorts, "Board Shorts" in Swimwear, "Running Tee" in
/// Activewear, "High Top Sneakers" in Sneakers although "top" names Tops. Learnt from the catalog's own names when
/// it is indexed, so a store's catalog brings them.
struct NamePairs {
    /// Name token before the head × head term → the category number the pair names.
    private(set) var categoryOfPair: [Int64: Int32] = [:]

    /// One ending as it is counted: the pair and the category a product with it is filed under.
    private struct Filed: Hashable {
        var pair: Int64
        var category: Int32
    }

    /// Learns the phrases from the names' tokens and terms (one list per product, as ``TextIndex`` builds them):
    /// a pair of neighbouring words in at least three names, four in five of them filed under one category (or in
    /// exactly two, both there), which is not the category that the second word names alone (`categoryOfTerm`, -1
    /// for none). A second word that names no category learns nothing here: the single-word learning covers it.
    /// Nor does a first word that `isOtherFacet` says is a colour, brand, audience or size: "Blue Flats" filed under
    /// Heels say nothing of blue flats.
    init(nameTokens: FlatLists, nameTerms: FlatLists, tokenTexts: [String], categoryOf: [Int32],
         categoryOfTerm: [Int32], isOtherFacet: (String) -> Bool) {
        var totals: [Int64: Int32] = [:]
        var counts: [Filed: Int32] = [:]
        var facetToken: [Int32: Bool] = [:]
        for d in 0..<min(nameTokens.count, categoryOf.count) {
            let tokens = nameTokens[d], terms = nameTerms[d]
            guard tokens.count >= 2, terms.count == tokens.count else { continue }
            // Every two neighbouring words, not only the last two: "High Top Sneakers" teach "high top".
            for k in (tokens.startIndex + 1)..<tokens.endIndex {
                let last = terms[k], before = tokens[k - 1]
                guard categoryOfTerm.indices.contains(Int(last)), categoryOfTerm[Int(last)] >= 0,
                      tokenTexts.indices.contains(Int(before)) else { continue }
                let facet: Bool
                if let known = facetToken[before] { facet = known } else {
                    facet = isOtherFacet(tokenTexts[Int(before)])
                    facetToken[before] = facet
                }
                guard !facet else { continue }
                let pair = Int64(before) << 32 | Int64(last)
                totals[pair, default: 0] += 1
                counts[Filed(pair: pair, category: categoryOf[d]), default: 0] += 1
            }
        }
        for (filed, n) in counts {
            let total = totals[filed.pair] ?? 0
            let head = Int(filed.pair & 0xFFFF_FFFF)
            if total >= 3 ? n * 5 >= total * 4 : total == 2 && n == 2, filed.category >= 0,
               categoryOfTerm[head] != filed.category {
                categoryOfPair[filed.pair] = filed.category
            }
        }
    }
}
