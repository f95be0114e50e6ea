import ProductCatalog

extension CatalogLookup {
    /// Words that say who wears what without asking for anything: "**he takes** a 1", "**she's** an 8".
    static let wearerWords: Set<String> = [
        "he", "she", "hes", "shes", "he's", "she's", "they", "we", "takes", "take", "wears", "wear", "is", "s",
        "usually", "normally", "always", "in", "a", "an", "size", "sizes", "about", "around", "max", "maximum",
    ]

    /// Whether `text` sets a filter (a size, a colour, a price, an audience) and says nothing else but words
    /// that tie it to the results ("he takes a 1", "blacks fine" is not: "fine" is a word of its own). Such a
    /// line is a refinement whatever the model makes of it alone.
    func onlySetsFilters(_ text: String) -> Bool {
        let query = parse(text)
        guard query.hasFilters || query.keywords.contains(where: isSize) else { return false }
        return query.keywords.allSatisfy {
            Self.contextWords.contains($0) || Self.wearerWords.contains($0) || isSize($0)
        }
    }
}
