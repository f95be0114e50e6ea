/// The three choices of the fallback menu.
public enum MenuOption: Int, Sendable, Hashable, Codable, CaseIterable {
    /// 1) Search clothing: ask what to look for and send the next line to the catalog.
    case searchClothing = 1
    /// 2) Browse categories: list the catalog's categories with counts.
    case browseCategories = 2
    /// 3) Contact support: show the store's contact details.
    case contactSupport = 3

    /// The label shown in the menu.
    public var title: String {
        switch self {
        case .searchClothing: return "Search clothing"
        case .browseCategories: return "Browse categories"
        case .contactSupport: return "Contact support"
        }
    }

    private static let keywords: [MenuOption: Set<String>] = [
        .searchClothing: ["search", "find", "look", "looking", "shop", "shopping", "clothing", "clothes"],
        .browseCategories: ["browse", "categories", "category", "catalog", "catalogue", "list", "departments"],
        .contactSupport: [
            "support", "contact", "human", "agent", "person", "someone", "staff", "service", "call", "phone",
            "email", "store",
        ],
    ]

    /// Recognises a menu choice by number ("2", "2)", "option 2", "second") or by its words ("browse").
    ///
    /// Only short lines (up to four words) are read as menu words, so "search for a red dress" is a
    /// request, not a menu choice.
    public static func recognize(_ phrase: Phrase) -> MenuOption? {
        if let n = ResultReference.recognize(phrase)?.position {
            return MenuOption(rawValue: n)
        }
        guard !phrase.isEmpty, phrase.words.count <= 4 else { return nil }
        let matches = allCases.filter { option in
            phrase.words.contains { keywords[option]?.contains($0) ?? false }
        }
        return matches.count == 1 ? matches[0] : nil
    }
}
