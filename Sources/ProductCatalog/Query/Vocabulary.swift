import Foundation

/// The words of one catalog a parser recognises: categories (with synonyms), brands, colours and sizes.
///
/// Its display lists also feed tab completion.
public struct Vocabulary: Sendable {
    /// Category names in catalog order.
    public let categories: [String]
    /// Brand names, sorted.
    public let brands: [String]
    /// Colour names used by products (canonical, lowercase), sorted.
    public let colors: [String]
    /// Sizes used by products, in first-seen order.
    public let sizes: [String]

    /// Phrase key → category name.
    let categoryKeys: [String: String]
    /// Single-word category keys that may be matched with one typo.
    let typoCategoryKeys: [(key: String, value: String)]
    /// Phrase key → brand name.
    let brandKeys: [String: String]
    /// Single-word brand keys of five letters or more, for typo matching.
    let typoBrandKeys: [(key: String, value: String)]
    /// Space-joined tokens → canonical colour.
    let colorKeys: [String: String]
    /// Lowercased size → size as written in the catalog.
    let sizeKeys: [String: String]
    /// The longest phrase, in tokens, worth trying.
    let longestPhrase: Int
    /// First tokens of colour phrases of two words ("navy" for "navy blue").
    let colorPhraseHeads: Set<String>

    /// Common names for categories; a catalog category whose key is in a group also answers to the others.
    static let synonymGroups: [[String]] = [
        ["t shirt", "tee", "tee shirt", "tshirt"],
        ["hoodie", "hoody", "hooded sweatshirt"],
        ["sneaker", "trainer", "sneakers", "kicks"],
        ["trouser", "pant", "slack"],
        ["jean", "denim"],
        ["sweater", "jumper", "pullover", "knitwear"],
        ["flip flop", "flipflop", "thong sandal"],
        ["coat", "overcoat"],
        ["underwear", "undies", "brief", "boxer"],
        ["sock", "socks"],
        ["bag", "handbag", "purse"],
        ["sunglass", "shade", "sunnies"],
        ["watch", "wristwatch"],
        ["cap", "baseball cap"],
        ["hat", "beanie"],
        ["activewear", "sportswear", "gym wear", "workout clothe", "athletic wear", "athleisure"],
        ["shirt", "button down", "button up", "dress shirt"],
        ["short", "shorts"],
        ["skirt", "skirts"],
        ["tracksuit", "track suit"],
        ["track pant", "jogger", "sweatpant", "trackpant"],
        ["swimwear", "swimsuit", "bikini", "swim suit", "bathing suit"],
        ["belt", "belts"],
        ["scarf", "scarves", "scarve"],
        ["boot", "boots"],
        ["sandal", "sandals", "slider", "slide"],
    ]

    /// Builds the vocabulary of `catalog`.
    public init(catalog: Catalog) {
        self.init(catalog: catalog, categoryNames: catalog.categoryNames)
    }

    /// Builds the vocabulary when the category names are already known.
    init(catalog: Catalog, categoryNames: [String]) {
        categories = categoryNames
        var categoryKeys: [String: String] = [:]
        // Exact names and declared synonyms first, so built-in synonyms never override them.
        func add(_ phrase: String, for category: String, into map: inout [String: String]) {
            let key = TextNormalizer.phraseKey(phrase)
            if !key.isEmpty && map[key] == nil { map[key] = category }
        }
        for name in categories {
            add(name, for: name, into: &categoryKeys)
            for part in Self.parts(of: name) { add(part, for: name, into: &categoryKeys) }
        }
        for declaration in catalog.categories {
            for synonym in declaration.synonyms {
                add(synonym, for: declaration.name, into: &categoryKeys)
            }
        }
        let exact = categoryKeys
        for group in Self.synonymGroups {
            let keys = group.map { TextNormalizer.phraseKey($0) }
            guard let category = keys.lazy.compactMap({ exact[$0] }).first else { continue }
            for key in keys where categoryKeys[key] == nil {
                categoryKeys[key] = category
            }
        }
        self.categoryKeys = categoryKeys
        typoCategoryKeys = categoryKeys.filter { $0.key.count >= 5 }.map { ($0.key, $0.value) }
            .sorted { $0.key < $1.key }

        var brandNames: [String: String] = [:]
        var rawBrands = Set<String>()
        var rawColors = Set<String>()
        var sizeKeys: [String: String] = [:]
        var sizes: [String] = []
        let products = catalog.products
        for index in products.indices {
            // Canonicalise each distinct spelling once, not once per product.
            if let brand = products[index].brand, rawBrands.insert(brand).inserted {
                let key = TextNormalizer.phraseKey(brand)
                if !key.isEmpty && brandNames[key] == nil { brandNames[key] = brand }
            }
            for color in products[index].colors { rawColors.insert(color) }
            for size in products[index].sizes where sizeKeys[size.lowercased()] == nil {
                sizeKeys[size.lowercased()] = size
                sizes.append(size)
            }
        }
        let colorNames = Set(rawColors.map(ColorPalette.canonical))
        brandKeys = brandNames
        brands = brandNames.values.sorted { $0.lowercased() < $1.lowercased() }
        typoBrandKeys = brandNames.filter { $0.key.count >= 5 && !$0.key.contains(" ") }.map { ($0.key, $0.value) }
            .sorted { $0.key < $1.key }
        colors = colorNames.filter { !$0.isEmpty && $0 != "na" }.sorted()
        var colorKeys: [String: String] = [:]
        for name in ColorPalette.knownNames + colors {
            let canonical = ColorPalette.canonical(name)
            colorKeys[TextNormalizer.tokens(name).joined(separator: " ")] = canonical
        }
        self.colorKeys = colorKeys
        colorPhraseHeads = Set(colorKeys.keys.compactMap { key in
            key.contains(" ") ? key.split(separator: " ").first.map(String.init) : nil
        })
        self.sizeKeys = sizeKeys
        self.sizes = sizes
        let longest = (Array(categoryKeys.keys) + brandNames.values.map { $0 } + Array(colorKeys.keys)).count > 0 ? 4 : 1
        longestPhrase = longest
    }

    /// "Hoodies & Sweatshirts" → ["Hoodies", "Sweatshirts"]; names without a joiner give nothing.
    static func parts(of name: String) -> [String] {
        let separated = name.replacingOccurrences(of: "&", with: ",").replacingOccurrences(of: " and ", with: ",")
            .replacingOccurrences(of: "/", with: ",")
        let parts = separated.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count > 1 ? parts.filter { !$0.isEmpty } : []
    }

    /// Whether the catalog uses letter sizes (S, M, L …).
    var hasLetterSizes: Bool {
        ["xs", "s", "m", "l", "xl", "xxl"].contains { sizeKeys[$0] != nil }
    }
}
