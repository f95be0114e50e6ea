import Foundation

/// A shopping query in structured form: what a ``QueryParser`` understood from an utterance.
///
/// Encodes as JSON (printed as `"parsed"` by `search --json`), including the human-readable `understood` list.
public struct ProductQuery: Sendable, Hashable, Codable {
    /// The catalog category asked for.
    public var category: String?
    /// Categories any of which will do, when the shopper named them with one word that covers them all ("shoes":
    /// Boots, Sandals and Sneakers) and no single ``category``; the words are in ``categoryWords``.
    public var categoryGroup: [String] = []
    /// The brand asked for, spelt as in the catalog.
    public var brand: String?
    /// Colours asked for (canonical lowercase names); a product matches any of them or their shades.
    public var colors: [String]
    /// Materials asked for (as products list them, lowercase: "silk", "merino wool"); a product matches any of
    /// them when a `materials` entry has its words, or, ranked below, when its name says it.
    public var materials: [String]
    /// Colours turned away ("not black", "any but no white"): products whose main colour is one of them (or a shade
    /// of it) do not match.
    public var excludedColors: [String] = []
    /// Materials turned away ("not leather", "no polyester"): products whose `materials` list one do not match.
    public var excludedMaterials: [String] = []
    /// The size that must be in stock (`M`, `32x34`, `10.5`; a bare waist like `32` matches `32x…`).
    public var size: String?
    /// Who it is for: `men`, `women`, `kids`, `boys`, `girls`, `unisex`.
    public var audience: String?
    /// Lowest price wanted (inclusive).
    public var minPrice: Double?
    /// Highest price wanted (inclusive).
    public var maxPrice: Double?
    /// A relative price wish: "cheap"/"cheaper" or "premium"/"pricier".
    public var priceDirection: PriceDirection?
    /// The ceiling the shopper said, when a "cheaper" has since lowered ``maxPrice`` below it: when nothing is
    /// found, the price goes back to it before it is given up ("under 60", "cheaper", "white?": white ones under
    /// 60). Not part of the query's JSON.
    public var saidMaxPrice: Double?
    /// The line lifts the price limit in force ("forget the budget", "price doesn't matter"): a refinement drops
    /// the price bounds and direction of the request it refines.
    public var liftsPriceLimit = false
    /// The line lifts the colour in force ("any colour", "colour doesn't matter", "doesn't have to be black"): a
    /// refinement drops the colours of the request it refines (and keeps the line's own, if any).
    public var liftsColors = false
    /// The line lifts the brand in force ("forget the brand", "never mind north face", "any brand"): a refinement
    /// drops the brand of the request it refines (and keeps the line's own, if any).
    public var liftsBrand = false
    /// The line offers its colours beside the ones in force, not instead of them ("or grey", "navy is fine too"):
    /// a refinement that names no category adds them to the colours of the request it refines.
    public var addsColors = false
    /// What the line says to keep from the request in force although it asks for something new ("a cap as well,
    /// same colours"; "anything for her sister, same budget"): see ``keeping(_:from:)``.
    public var keeps: Set<QueryAspect> = []
    /// The line lifts the material in force ("any fabric", "doesn't have to be cashmere"), as for colours.
    public var liftsMaterials = false
    /// Only products that can be bought now.
    public var inStockOnly: Bool
    /// The words left over, ranked with BM25 against names, brands, tags and descriptions.
    public var keywords: [String]
    /// Spelling corrections applied ("addidas → Adidas").
    public var corrections: [String]
    /// The words that named the category when they differ from its name ("flip flops" for Sandals); products
    /// whose text has them rank first within the category.
    public var categoryWords: [String]
    /// Words that name a kind of product the catalog has ("cargo", "bomber", "tote"): only products whose name
    /// or tags have them match, until relaxation gives them up. They are among the `keywords` too, for ranking.
    /// An entry may join alternatives with ``typeAlternativeSeparator`` ("midi|maxi"): products of either match.
    public var types: [String]
    /// Words that named a category through the lexicon or the catalog's own product names ("rucksack",
    /// "necktie"), shown in ``understood``.
    public var derivedCategoryWords: [String]
    /// Whether children's products are listed although no audience is asked for (a whole category browsed from
    /// its list); otherwise a category searched with nobody named lists grown-ups' products while any match.
    /// Not part of the query's JSON.
    public var includesChildren = false
    /// Whether the category was named only as something the person already has ("they go with my skirts", "he
    /// wears a navy anorak"): after results, such a line refines them rather than asking for that category.
    /// Not part of the query's JSON.
    public var categoryIsOwned = false

    /// Creates a query.
    public init(
        category: String? = nil, brand: String? = nil, colors: [String] = [], materials: [String] = [],
        size: String? = nil,
        audience: String? = nil, minPrice: Double? = nil, maxPrice: Double? = nil,
        priceDirection: PriceDirection? = nil, inStockOnly: Bool = false, keywords: [String] = [],
        corrections: [String] = [], categoryWords: [String] = [], types: [String] = [],
        derivedCategoryWords: [String] = []
    ) {
        self.category = category
        self.brand = brand
        self.colors = colors
        self.materials = materials
        self.size = size
        self.audience = audience
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.priceDirection = priceDirection
        self.inStockOnly = inStockOnly
        self.keywords = keywords
        self.corrections = corrections
        self.categoryWords = categoryWords
        self.types = types
        self.derivedCategoryWords = derivedCategoryWords
    }

    /// Whether the query carries filters but neither a category nor product words: a follow-up such as
    /// "in black", "under $40", "size L", "what about Adidas?" or "for women".
    public var isRefinementOnly: Bool {
        category == nil && keywords.isEmpty && hasFilters
    }

    /// Whether any filter other than the category is set.
    public var hasFilters: Bool {
        brand != nil || !colors.isEmpty || !materials.isEmpty || size != nil || audience != nil || minPrice != nil || maxPrice != nil
            || priceDirection != nil || inStockOnly || !excludedColors.isEmpty || !excludedMaterials.isEmpty
            || liftsPriceLimit || liftsColors || liftsMaterials || liftsBrand
    }

    /// Whether the query asks something of the products: a filter or a kind of product.
    public var setsFilterOrKind: Bool { hasFilters || !types.isEmpty }

    /// Whether nothing at all was understood.
    public var isEmpty: Bool {
        category == nil && categoryGroup.isEmpty && keywords.isEmpty && !hasFilters
    }

    /// Whether the query names no category, kind, brand or other filter than whom it is for: only words, if any,
    /// and an audience ("need a gift for my bf").
    public var namesNothingButAudience: Bool {
        var others = self
        others.audience = nil
        return !namesCategory && types.isEmpty && !others.hasFilters
    }

    /// Whether the query names what kind of product: a category or a group of them ("shoes").
    public var namesCategory: Bool { category != nil || !categoryGroup.isEmpty }

    /// This query with a follow-up's filters merged in: a new colour, size, brand, price or audience replaces
    /// the old one, a new category replaces the category (and its words), and new words replace the old words.
    public func refined(by followUp: ProductQuery) -> ProductQuery {
        var merged = self
        if let category = followUp.category {
            merged.category = category
            merged.categoryGroup = []
            merged.categoryWords = followUp.categoryWords
            merged.derivedCategoryWords = followUp.derivedCategoryWords
            merged.keywords = followUp.keywords
            merged.types = followUp.types
        } else if !followUp.categoryGroup.isEmpty {
            merged.category = nil
            merged.categoryGroup = followUp.categoryGroup
            merged.categoryWords = followUp.categoryWords
            merged.derivedCategoryWords = []
            merged.keywords = followUp.keywords
            merged.types = followUp.types
        } else if !followUp.keywords.isEmpty {
            merged.keywords = followUp.keywords
            merged.types = followUp.types
        }
        if followUp.brand != nil || followUp.liftsBrand { merged.brand = followUp.brand }
        if followUp.addsColors, followUp.category == nil, followUp.categoryGroup.isEmpty, !followUp.colors.isEmpty {
            merged.colors = Self.union(colors, followUp.colors)
        } else if !followUp.colors.isEmpty || followUp.liftsColors {
            merged.colors = followUp.colors
        }
        if !followUp.materials.isEmpty || followUp.liftsMaterials { merged.materials = followUp.materials }
        // What a follow-up turns away adds to what was turned away before and leaves what was asked for; what it
        // asks for is no longer turned away ("not black" after black jeans, "ok black after all").
        merged.excludedColors = Self.union(excludedColors, followUp.excludedColors).filter { !followUp.colors.contains($0) }
        merged.colors.removeAll { followUp.excludedColors.contains($0) }
        merged.excludedMaterials = Self.union(excludedMaterials, followUp.excludedMaterials)
            .filter { !followUp.materials.contains($0) }
        merged.materials.removeAll { followUp.excludedMaterials.contains($0) }
        if let size = followUp.size { merged.size = size }
        if let audience = followUp.audience { merged.audience = audience }
        if followUp.liftsPriceLimit {
            merged.minPrice = nil
            merged.maxPrice = nil
            merged.priceDirection = nil
            merged.saidMaxPrice = nil
        }
        if followUp.minPrice != nil || followUp.maxPrice != nil {
            merged.minPrice = followUp.minPrice
            merged.maxPrice = followUp.maxPrice
            merged.priceDirection = nil
            merged.saidMaxPrice = nil
        }
        if let direction = followUp.priceDirection { merged.priceDirection = direction }
        if followUp.inStockOnly { merged.inStockOnly = true }
        merged.corrections = followUp.corrections
        return merged
    }

    /// The same query for `audience`.
    func with(audience: String?) -> ProductQuery {
        var query = self
        query.audience = audience
        return query
    }

    /// This query with what it ``keeps`` of `context` that it does not say itself: a new request that says
    /// "same budget" takes the price of the request before it.
    public func keeping(_ aspects: Set<QueryAspect>, from context: ProductQuery) -> ProductQuery {
        var kept = self
        if aspects.contains(.price), minPrice == nil, maxPrice == nil, priceDirection == nil {
            (kept.minPrice, kept.maxPrice, kept.priceDirection) = (context.minPrice, context.maxPrice, context.priceDirection)
        }
        if aspects.contains(.colors), colors.isEmpty { kept.colors = context.colors }
        if aspects.contains(.size), size == nil { kept.size = context.size }
        if aspects.contains(.brand), brand == nil { kept.brand = context.brand }
        if aspects.contains(.materials), materials.isEmpty { kept.materials = context.materials }
        return kept
    }

    /// What joins the kinds of one entry of ``types`` that are alternatives ("midi|maxi": either will do).
    public static let typeAlternativeSeparator = "|"

    /// The kinds of `entry` of ``types``: one, or the alternatives it joins.
    public static func alternatives(of entry: String) -> [String] {
        entry.components(separatedBy: typeAlternativeSeparator).filter { !$0.isEmpty }
    }

    /// This query with the kinds that `words` (the line's words) join with "or" made one kind of either:
    /// "midi or maxi" → `midi|maxi`; a kind of several words is one alternative, all of whose words a product
    /// has: "leggings or yoga pants" → `leggings|yoga pants`.
    public func joiningAlternatives(in words: [String]) -> ProductQuery {
        var joined = self
        for i in words.indices.dropFirst().dropLast() where words[i] == "or" {
            // The kind words said right before and right after "or", each run in the order said.
            var before: [String] = []
            var k = i - 1
            while k >= 0, joined.types.contains(words[k]), !before.contains(words[k]) {
                before.insert(words[k], at: 0)
                k -= 1
            }
            var after: [String] = []
            k = i + 1
            while k < words.count, joined.types.contains(words[k]), !after.contains(words[k]),
                  !before.contains(words[k]) {
                after.append(words[k])
                k += 1
            }
            guard !before.isEmpty, !after.isEmpty else { continue }
            let said = before.joined(separator: " ") + Self.typeAlternativeSeparator + after.joined(separator: " ")
            guard let first = joined.types.firstIndex(of: before[0]) else { continue }
            joined.types[first] = said
            joined.types.removeAll { before.dropFirst().contains($0) || after.contains($0) }
        }
        return joined
    }

    /// `types` as said: "long midi or maxi".
    static func spoken(_ types: [String]) -> String {
        types.map { alternatives(of: $0).joined(separator: " or ") }.joined(separator: " ")
    }

    /// `a` followed by the values of `b` that `a` lacks.
    private static func union(_ a: [String], _ b: [String]) -> [String] {
        a + b.filter { !a.contains($0) }
    }

    /// Like ``refined(by:)``, and turns a relative price wish into a bound against the prices on screen:
    /// "cheaper" keeps products below the median shown price, "pricier" those above it.
    public func refined(by followUp: ProductQuery, currentPrices: [Double]) -> ProductQuery {
        var merged = refined(by: followUp)
        // A bound said with the wish ("not so expensive, maximum 150") is the bound.
        if followUp.priceDirection != nil, followUp.maxPrice != nil || followUp.minPrice != nil {
            merged.priceDirection = nil
            return merged
        }
        guard let direction = followUp.priceDirection, !currentPrices.isEmpty else { return merged }
        let sorted = currentPrices.sorted()
        // (Of an even count, halfway between the middle two: "cheaper" than two shown is below both's middle, not
        // merely below the dearer one.)
        let median = (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
        switch direction {
        case .lower:
            // (In whole cents: a binary fraction a hair under 74.99 is still 74.99.)
            let lowered = max(0, ((median - 0.01) * 100 + 1e-6).rounded(.down) / 100)
            if let said = merged.saidMaxPrice ?? merged.maxPrice, said > lowered { merged.saidMaxPrice = said }
            merged.maxPrice = lowered
            merged.minPrice = nil
        case .higher:
            merged.minPrice = ((median + 0.01) * 100 - 1e-6).rounded(.up) / 100
            merged.maxPrice = nil
            merged.saidMaxPrice = nil
        }
        merged.priceDirection = nil
        return merged
    }

    /// What was understood, one short phrase each: `category: Hoodies`, `colour: black`, `size: M`, `under 40`.
    public var understood: [String] {
        var parts: [String] = []
        if let category {
            let via = derivedCategoryWords.isEmpty ? "" : " (from \"\(derivedCategoryWords.joined(separator: " "))\")"
            parts.append("category: \(category)\(via)")
        } else if !categoryGroup.isEmpty {
            let words = categoryWords.joined(separator: " ")
            parts.append("category: \(categoryGroup.joined(separator: " or ")) (from \"\(words)\")")
        }
        if !types.isEmpty { parts.append("type: \(Self.spoken(types))") }
        if let brand { parts.append("brand: \(brand)") }
        if !colors.isEmpty { parts.append("colour: \(colors.joined(separator: " or "))") }
        if !materials.isEmpty { parts.append("material: \(materials.joined(separator: " or "))") }
        if !excludedColors.isEmpty { parts.append("not colour: \(excludedColors.joined(separator: " or "))") }
        if !excludedMaterials.isEmpty { parts.append("not material: \(excludedMaterials.joined(separator: " or "))") }
        if let size { parts.append("size: \(size) in stock") }
        if let audience { parts.append("for: \(audience)") }
        switch (minPrice, maxPrice) {
        case let (low?, high?): parts.append("price: \(Self.number(low))–\(Self.number(high))")
        case let (low?, nil): parts.append("price: at least \(Self.number(low))")
        case let (nil, high?): parts.append("price: at most \(Self.number(high))")
        case (nil, nil): break
        }
        if let priceDirection { parts.append(priceDirection == .lower ? "price: cheaper" : "price: pricier") }
        if inStockOnly { parts.append("in stock") }
        if liftsPriceLimit { parts.append("price: any") }
        if liftsColors && colors.isEmpty { parts.append("colour: any") }
        if liftsBrand && brand == nil { parts.append("brand: any") }
        if liftsMaterials && materials.isEmpty { parts.append("material: any") }
        for aspect in QueryAspect.allCases where keeps.contains(aspect) { parts.append("keeps: \(aspect.rawValue)") }
        let ranked = keywords.filter { !types.contains($0) }
        if !ranked.isEmpty { parts.append("ranked only: \(ranked.joined(separator: " "))") }
        for correction in corrections { parts.append("corrected: \(correction)") }
        return parts
    }

    /// A short noun phrase for messages: "black hoodies in M for men under 40".
    public var summary: String { summary(currencySymbol: "") }

    /// A short noun phrase for messages with prices in the store's currency: "black hoodies under $40".
    public func summary(currencySymbol: String) -> String {
        var words: [String] = []
        if let audience { words.append(Audience.label(audience)) }
        // (Colours are alternatives: "black or grey hats", "black, navy blue or charcoal caps".)
        if let last = colors.last {
            words.append(colors.count == 1 ? last : colors.dropLast().joined(separator: ", ") + " or " + last)
        }
        // (So are materials: "silk or satin blouse".)
        if let last = materials.last {
            words.append(materials.count == 1 ? last : materials.dropLast().joined(separator: ", ") + " or " + last)
        }
        if let brand { words.append(brand) }
        // A kind of product named by the shopper's own words ("black hoodies", "totes") is said in those words.
        // A material said inside that phrase ("straw hat") is not said twice.
        let phrase = types.isEmpty || category == nil ? [] : categoryWords.filter { !materials.contains($0) }
        // A kind the phrase stands for in the catalog's word ("rucksack" for backpacks) is said in the phrase.
        let standIn = !phrase.isEmpty && !phrase.contains(where: types.contains)
        // Kinds offered as alternatives are said so: "leggings or yoga pants".
        let joined = types.filter { $0.contains(Self.typeAlternativeSeparator) }
        let inAlternatives = Set(
            joined.flatMap(Self.alternatives).flatMap { $0.split(separator: " ").map(String.init) })
        var shown = keywords.filter {
            !phrase.contains($0) && !(standIn && types.contains($0)) && !inAlternatives.contains($0)
        }
        // (Not those a word of the shopper's stands for: "trackies", not "track pants or joggers trackies".)
        if !joined.isEmpty, !standIn || phrase.contains(where: inAlternatives.contains) {
            shown.append(Self.spoken(joined))
        }
        if !shown.isEmpty { words.append(shown.joined(separator: " ")) }
        if !phrase.isEmpty {
            // (Unless the alternatives said it: "leggings or yoga pants".)
            if !phrase.allSatisfy(inAlternatives.contains) { words.append(phrase.joined(separator: " ")) }
        } else {
            words.append(category?.lowercased()
                ?? (!categoryGroup.isEmpty ? categoryWords.joined(separator: " ") : keywords.isEmpty ? "products" : ""))
        }
        var text = words.filter { !$0.isEmpty }.joined(separator: " ")
        if let size { text += " in size \(size)" }
        switch (minPrice, maxPrice) {
        case let (low?, high?):
            text += " between \(currencySymbol)\(Self.number(low)) and \(currencySymbol)\(Self.number(high))"
        case let (low?, nil): text += " over \(currencySymbol)\(Self.number(low))"
        case let (nil, high?): text += " under \(currencySymbol)\(Self.number(high))"
        case (nil, nil): break
        }
        if inStockOnly { text += " in stock" }
        let turnedAway = excludedColors + excludedMaterials
        if !turnedAway.isEmpty { text += ", not \(turnedAway.joined(separator: " or "))" }
        return text
    }

    static func number(_ value: Double) -> String {
        PriceText.format(value)
    }

    private enum CodingKeys: String, CodingKey {
        case category, categoryGroup, brand, colors, materials, excludedColors, excludedMaterials, size, audience
        case minPrice, maxPrice, priceDirection, inStockOnly, keywords
        case corrections, categoryWords, types, derivedCategoryWords, liftsPriceLimit, liftsColors, liftsMaterials,
             liftsBrand, addsColors, keeps
        case understood
    }

    /// Decodes a query (the `understood` list is derived and ignored).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        category = try c.decodeIfPresent(String.self, forKey: .category)
        categoryGroup = try c.decodeIfPresent([String].self, forKey: .categoryGroup) ?? []
        brand = try c.decodeIfPresent(String.self, forKey: .brand)
        colors = try c.decodeIfPresent([String].self, forKey: .colors) ?? []
        materials = try c.decodeIfPresent([String].self, forKey: .materials) ?? []
        excludedColors = try c.decodeIfPresent([String].self, forKey: .excludedColors) ?? []
        excludedMaterials = try c.decodeIfPresent([String].self, forKey: .excludedMaterials) ?? []
        size = try c.decodeIfPresent(String.self, forKey: .size)
        audience = try c.decodeIfPresent(String.self, forKey: .audience)
        minPrice = try c.decodeIfPresent(Double.self, forKey: .minPrice)
        maxPrice = try c.decodeIfPresent(Double.self, forKey: .maxPrice)
        priceDirection = try c.decodeIfPresent(PriceDirection.self, forKey: .priceDirection)
        inStockOnly = try c.decodeIfPresent(Bool.self, forKey: .inStockOnly) ?? false
        keywords = try c.decodeIfPresent([String].self, forKey: .keywords) ?? []
        corrections = try c.decodeIfPresent([String].self, forKey: .corrections) ?? []
        categoryWords = try c.decodeIfPresent([String].self, forKey: .categoryWords) ?? []
        types = try c.decodeIfPresent([String].self, forKey: .types) ?? []
        derivedCategoryWords = try c.decodeIfPresent([String].self, forKey: .derivedCategoryWords) ?? []
        liftsPriceLimit = try c.decodeIfPresent(Bool.self, forKey: .liftsPriceLimit) ?? false
        liftsColors = try c.decodeIfPresent(Bool.self, forKey: .liftsColors) ?? false
        liftsMaterials = try c.decodeIfPresent(Bool.self, forKey: .liftsMaterials) ?? false
        liftsBrand = try c.decodeIfPresent(Bool.self, forKey: .liftsBrand) ?? false
        addsColors = try c.decodeIfPresent(Bool.self, forKey: .addsColors) ?? false
        keeps = try c.decodeIfPresent(Set<QueryAspect>.self, forKey: .keeps) ?? []
    }

    /// Encodes every field (absent ones as nothing) plus the `understood` list.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(category, forKey: .category)
        if !categoryGroup.isEmpty { try c.encode(categoryGroup, forKey: .categoryGroup) }
        try c.encodeIfPresent(brand, forKey: .brand)
        try c.encode(colors, forKey: .colors)
        if !materials.isEmpty { try c.encode(materials, forKey: .materials) }
        if !excludedColors.isEmpty { try c.encode(excludedColors, forKey: .excludedColors) }
        if !excludedMaterials.isEmpty { try c.encode(excludedMaterials, forKey: .excludedMaterials) }
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(audience, forKey: .audience)
        try c.encodeIfPresent(minPrice, forKey: .minPrice)
        try c.encodeIfPresent(maxPrice, forKey: .maxPrice)
        try c.encodeIfPresent(priceDirection, forKey: .priceDirection)
        try c.encode(inStockOnly, forKey: .inStockOnly)
        try c.encode(keywords, forKey: .keywords)
        if !corrections.isEmpty { try c.encode(corrections, forKey: .corrections) }
        if !categoryWords.isEmpty { try c.encode(categoryWords, forKey: .categoryWords) }
        if !types.isEmpty { try c.encode(types, forKey: .types) }
        if !derivedCategoryWords.isEmpty { try c.encode(derivedCategoryWords, forKey: .derivedCategoryWords) }
        if liftsPriceLimit { try c.encode(liftsPriceLimit, forKey: .liftsPriceLimit) }
        if liftsColors { try c.encode(liftsColors, forKey: .liftsColors) }
        if liftsMaterials { try c.encode(liftsMaterials, forKey: .liftsMaterials) }
        if liftsBrand { try c.encode(liftsBrand, forKey: .liftsBrand) }
        if addsColors { try c.encode(addsColors, forKey: .addsColors) }
        if !keeps.isEmpty {
            try c.encode(QueryAspect.allCases.filter(keeps.contains).map(\.rawValue), forKey: .keeps)
        }
        try c.encode(understood, forKey: .understood)
    }
}
