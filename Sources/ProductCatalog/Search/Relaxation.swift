/// A filter the search may drop when nothing matches.
///
/// The search drops the most restrictive one (see ``CatalogIndex/search(_:limit:offset:)``); this order only
/// breaks ties and says which attribute goes first when no single removal helps.
enum Relaxation: CaseIterable {
    case type, size, colors, materials, brand, price, audience, inStock, keywords, category

    /// Least essential first: a size or colour is given up before the brand, the price or the kind of product.
    /// (A product type is given up first, on its own, when the catalog has none of it: see the search.)
    static let order: [Relaxation] = [.size, .colors, .materials, .brand, .price, .audience, .inStock, .keywords, .category]

    /// Whether this narrows the kind of product asked for (size, colour, material, brand, price, audience, stock) rather
    /// than naming it (category, the shopper's own words): attributes are relaxed first.
    var isAttribute: Bool {
        switch self {
        case .keywords, .category, .type: return false
        default: return true
        }
    }

    /// The filters `query` sets differently from `previous`: what a follow-up line just said.
    static func changed(from previous: ProductQuery, to query: ProductQuery) -> Set<Relaxation> {
        Set(allCases.filter { relaxation in
            guard relaxation.applies(to: query) else { return false }
            switch relaxation {
            case .type: return query.types != previous.types
            case .size: return query.size != previous.size
            case .colors: return query.colors != previous.colors || query.excludedColors != previous.excludedColors
            case .materials:
                return query.materials != previous.materials || query.excludedMaterials != previous.excludedMaterials
            case .brand: return query.brand != previous.brand
            case .price:
                return query.minPrice != previous.minPrice || query.maxPrice != previous.maxPrice
                    || query.priceDirection != previous.priceDirection
            case .audience: return query.audience != previous.audience
            case .inStock: return query.inStockOnly != previous.inStockOnly
            case .keywords: return query.keywords != previous.keywords
            case .category: return query.category != previous.category || query.categoryGroup != previous.categoryGroup
            }
        })
    }

    func applies(to query: ProductQuery) -> Bool {
        switch self {
        case .type: return !query.types.isEmpty
        case .size: return query.size != nil
        case .colors: return !query.colors.isEmpty || !query.excludedColors.isEmpty
        case .materials: return !query.materials.isEmpty || !query.excludedMaterials.isEmpty
        case .brand: return query.brand != nil
        case .price: return query.minPrice != nil || query.maxPrice != nil || query.priceDirection != nil
        case .audience: return query.audience != nil
        case .inStock: return query.inStockOnly
        case .keywords: return !query.keywords.isEmpty
        case .category: return query.namesCategory
        }
    }

    func remove(from query: ProductQuery) -> ProductQuery {
        var q = query
        switch self {
        case .type: q.types = []
        case .size: q.size = nil
        case .colors: q.colors = []; q.excludedColors = []
        case .materials: q.materials = []; q.excludedMaterials = []
        case .brand: q.brand = nil
        case .price:
            // (A ceiling a "cheaper" lowered goes back to the one the shopper said first.)
            if let said = q.saidMaxPrice, let lowered = q.maxPrice, said > lowered {
                q.maxPrice = said
            } else {
                q.minPrice = nil; q.maxPrice = nil; q.priceDirection = nil
            }
            q.saidMaxPrice = nil
        case .audience: q.audience = nil
        case .inStock: q.inStockOnly = false
        case .keywords: q.keywords = []; q.types = []
        case .category: q.category = nil; q.categoryGroup = []
        }
        return q
    }

    /// What is shown instead of `query`, e.g. "showing other sizes: L, XL"; `instead` is the query answered.
    func showing(
        _ shown: [Product], query: ProductQuery, instead: ProductQuery? = nil, currencySymbol: String = ""
    ) -> String {
        func distinct(_ values: [String]) -> String {
            var seen = Set<String>()
            let list = values.filter { seen.insert($0.lowercased()).inserted }
            return list.prefix(6).joined(separator: ", ")
        }
        switch self {
        case .type:
            var kind = query
            kind.types = []
            kind.keywords = query.keywords.filter { !query.types.contains($0) }
            return "showing \(kind.summary(currencySymbol: currencySymbol))"
        case .size:
            let sizes = distinct(shown.flatMap(\.sizesInStock))
            return sizes.isEmpty ? "showing them without a size filter" : "showing other sizes in stock: \(sizes)"
        case .colors:
            return "showing other colours: \(distinct(shown.compactMap { $0.colors.first?.lowercased() }))"
        case .materials:
            let materials = distinct(shown.compactMap { $0.materials.first?.lowercased() })
            return materials.isEmpty ? "showing them in any material" : "showing other materials: \(materials)"
        case .brand:
            return "showing other brands: \(distinct(shown.compactMap(\.brand)))"
        case .price:
            if let ceiling = instead?.maxPrice, let lowered = query.maxPrice, ceiling > lowered {
                return "showing ones under \(currencySymbol)\(ProductQuery.number(ceiling))"
            }
            return "showing other prices"
        case .audience:
            if let grown = instead?.audience, grown != query.audience {
                return "showing \(Audience.label(grown)) instead"
            }
            return "showing products not marked \(Audience.label(query.audience ?? ""))"
        case .inStock:
            return "showing items that are sold out"
        case .keywords:
            return "ignoring \"\(query.keywords.joined(separator: " "))\""
        case .category:
            return "showing other categories: \(distinct(shown.map(\.category)))"
        }
    }
}
