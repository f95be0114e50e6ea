import ProductCatalog

extension CatalogLookup {
    /// Words that lead into the person a line is for ("**for my** grandad", "**to her** stepdad").
    static let audienceLeads: Set<String> = ["for", "my", "our", "his", "her", "their", "a", "an", "the", "to", "me"]

    /// `text` with the person it names as the audience said the way the catalog says it: "cords for my
    /// grandad" → "cords for men", "a belt for my brother in law" → "a belt for men".
    ///
    /// The model learnt whether a line is about clothing from lines that name people in countless other ways
    /// ("send money to my brother", "book a table for my husband"); the person a garment is for says nothing
    /// about whether the line is about clothing, and the catalog's parser already knows who is meant. Like a
    /// spelling correction, this shows the model the words the shopper meant. A line whose parse names no
    /// audience, or whose audience word is also a category, brand or colour, is returned unchanged.
    func withCanonicalAudience(_ text: String, audience: String?) -> String {
        guard let audience, !audience.isEmpty else { return text }
        let words = Phrase(text).words
        var found: Range<Int>?
        for i in words.indices where !Self.audienceLeads.contains(words[i]) {
            // "little one", "brother in law": the longest phrase first.
            for length in stride(from: min(3, words.count - i), through: 1, by: -1) {
                let phrase = words[i..<(i + length)].joined(separator: " ")
                if let named = Audience.namedAfterLead(phrase),
                   named == audience || Audience.grownUp[audience] == named
                    || Self.grownUps(of: named).contains(audience),
                   !names(somethingElse: phrase) {
                    found = i..<(i + length)
                    break
                }
            }
            if found != nil { break }
        }
        guard let found else { return text }
        var start = found.lowerBound
        while start > 0, Self.audienceLeads.contains(words[start - 1]) { start -= 1 }
        // Only a person the line is for ("for my wife", "a guy") is reworded; a word that already says it
        // ("for women") or modifies a product ("men's jeans", "ladies boots") stays as the shopper put it.
        let said = words[found].joined(separator: " ")
        // A person said last, after the request ("gym gear for me, male", "a hoodie, im a girl"), is who it is
        // for even without "for" or "a" before it.
        let saidLast = found.upperBound == words.count && found.lowerBound > 0
        guard start < found.lowerBound || saidLast, said != audience else { return text }
        let canonical = "for " + audience
        return (words[..<start] + [canonical] + words[found.upperBound...]).joined(separator: " ")
    }

    /// The grown-ups' audiences a child's is when the line gives a grown-up's age ("my eldest, he's 19": men);
    /// a grown-up's is the child's when it gives a child's age (see ``Audience/grownUp``).
    private static func grownUps(of child: String) -> Set<String> {
        child == "kids" ? ["men", "women"] : Audience.grownUp[child].map { [$0] } ?? []
    }

    /// Whether `phrase` is also a category, brand or colour of this catalog ("kids" is both in some stores).
    private func names(somethingElse phrase: String) -> Bool {
        let vocabulary = index.vocabulary
        return (vocabulary.categories + vocabulary.brands + vocabulary.colors).contains { $0.lowercased() == phrase }
    }
}
