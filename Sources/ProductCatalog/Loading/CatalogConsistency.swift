/// Contradictions inside a valid catalog that a shopper would notice: a name stating a colour or an audience
/// that the product's fields contradict, a category whose products are all for one audience, and names used by
/// more than one product. They are warnings: the catalog still loads and searches.
public enum CatalogConsistency {
    /// Colour words a name may state, unambiguous enough to check against `colors` (not "rose", "sand", "wine").
    static let nameColors: Set<String> = ColorPalette.basic.union([
        "navy", "charcoal", "olive", "maroon", "burgundy", "beige", "khaki", "cream", "ivory", "mustard", "lavender",
        "teal", "turquoise", "magenta", "lilac", "fuchsia",
    ])

    /// Every warning for `catalog`, in product order, then per category.
    public static func warnings(for catalog: Catalog) -> [CatalogProblem] {
        var warnings: [CatalogProblem] = []
        var firstWithName: [String: Int] = [:]
        for (index, product) in catalog.products.enumerated() {
            let tokens = TextNormalizer.tokens(product.name)
            if let problem = colorContradiction(tokens, product.colors) {
                warnings.append(CatalogProblem(path: "products[\(index)].colors", message: problem))
            }
            if let problem = audienceContradiction(tokens, product.audience) {
                warnings.append(CatalogProblem(path: "products[\(index)].audience", message: problem))
            }
            let key = tokens.joined(separator: " ")
            if let first = firstWithName[key] {
                warnings.append(CatalogProblem(
                    path: "products[\(index)].name",
                    message: "\"\(product.name)\" is also the name of products[\(first)] (\(catalog.products[first].id)); "
                        + "shoppers cannot tell them apart"))
            } else {
                firstWithName[key] = index
            }
        }
        warnings += singleAudienceCategories(catalog)
        warnings += kindsNamingNothing(catalog)
        return warnings
    }

    /// Kinds a category declares ("wellies" → "rain boots") that no product name in the category uses: the word
    /// then asks for the whole category.
    static func kindsNamingNothing(_ catalog: Catalog) -> [CatalogProblem] {
        let declarations = catalog.categories.enumerated().filter { !$0.element.kinds.isEmpty }
        guard !declarations.isEmpty else { return [] }
        var names: [String: [[String]]] = [:]
        for product in catalog.products {
            let words = TextNormalizer.tokens(product.name).map(TextNormalizer.stem)
            names[product.category.lowercased(), default: []].append(words)
        }
        var warnings: [CatalogProblem] = []
        for (index, declaration) in declarations {
            let inCategory = names[declaration.name.lowercased()] ?? []
            for (word, kinds) in declaration.kinds.sorted(by: { $0.key < $1.key }) {
                let unused = CategoryDeclaration.kindNames(kinds).filter { kind in
                    let words = TextNormalizer.tokens(kind).map(TextNormalizer.stem)
                    return !words.isEmpty && !inCategory.contains { name in words.allSatisfy(name.contains) }
                }
                for kind in unused {
                    warnings.append(CatalogProblem(
                        path: "categories[\(index)].kinds.\(word)",
                        message: "no product in \"\(declaration.name)\" has \"\(kind)\" in its name; \"\(word)\" "
                            + "asks for the whole category"))
                }
            }
        }
        return warnings
    }

    /// A colour the name states that none of the listed colours is, or is a shade of (only when colours are listed).
    static func colorContradiction(_ tokens: [String], _ colors: [String]) -> String? {
        guard !colors.isEmpty else { return nil }
        let listed = colors.map(ColorPalette.canonical)
        let families = Set(listed.compactMap(ColorPalette.family(of:))).union(listed)
        let listedWords = Set(listed.flatMap { $0.split(separator: " ").map(String.init) })
        for token in tokens {
            let word = token == "gray" ? "grey" : token
            guard nameColors.contains(word), !listedWords.contains(word) else { continue }
            let canonical = ColorPalette.canonical(word)
            if families.contains(canonical) || families.contains(ColorPalette.family(of: canonical) ?? canonical) {
                continue
            }
            return "the name says \(word) but colors are \(colors.joined(separator: ", "))"
        }
        return nil
    }

    /// An audience the name states ("Men", "Women's", "Girls") that the audience field contradicts.
    static func audienceContradiction(_ tokens: [String], _ audience: String?) -> String? {
        guard let audience else { return nil }
        let actual = Audience.canonical(audience)
        for token in tokens {
            guard let named = Audience.phrases[token], named != "unisex" else { continue }
            if named == actual || Audience.matches(product: actual, wanted: named)
                || Audience.matches(product: named, wanted: actual) { continue }
            return "the name says \(Audience.label(named)) but audience is \(audience)"
        }
        return nil
    }

    /// Categories of five products or more whose products all have the same audience, in a catalog that has
    /// other audiences.
    static func singleAudienceCategories(_ catalog: Catalog) -> [CatalogProblem] {
        var audiences: [String: Set<String>] = [:]
        var counts: [String: Int] = [:]
        var first: [String: Int] = [:]
        var all = Set<String>()
        for (index, product) in catalog.products.enumerated() {
            let audience = product.audience.map(Audience.canonical) ?? "everyone"
            audiences[product.category, default: []].insert(audience)
            counts[product.category, default: 0] += 1
            if first[product.category] == nil { first[product.category] = index }
            all.insert(audience)
        }
        guard all.count > 1 else { return [] }
        return catalog.categoryNames.compactMap { category in
            guard let only = audiences[category], only.count == 1, let audience = only.first,
                  audience != "unisex", audience != "everyone", let count = counts[category], count >= 5,
                  let index = first[category] else { return nil }
            return CatalogProblem(
                path: "products[\(index)].audience",
                message: "all \(count) products in \"\(category)\" are for \(audience); "
                    + "shoppers asking for anyone else find none")
        }
    }
}
