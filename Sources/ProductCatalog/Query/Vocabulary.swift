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

    /// Canonical audiences products use (`men`, `women`, or a store's own such as `juniors`).
    public let audiences: Set<String>

    /// Phrase key → category name: the catalog's names and synonyms, common synonyms, words the catalog's own
    /// product names use for a category ("rucksack" when Rucksack names sit in Backpacks), and the lexicon.
    private(set) var categoryKeys: [String: String]
    /// Category keys that came from the lexicon or the catalog's names rather than from category names and
    /// synonyms (so that what the parser reports says where a word came from).
    private(set) var derivedCategoryKeys: Set<String> = []
    /// Category keys that are the first word of a declared synonym ending in a general word ("workout" of
    /// "workout clothes"): they name the category only when the line names no other ("gym leggings" are leggings).
    private(set) var modifierCategoryKeys: Set<String> = []
    /// Every word the lexicon knows as a product noun, whether or not it names a category here ("shoe").
    let lexiconTerms: Set<String>
    /// English words that are one typo away from a word the parser corrects towards, and meant as written
    /// ("skint", "boat"): never corrected. From the lexicon's `~word` lines.
    let plainWords: Set<String>
    /// Per category, the lexicon's broader words for its name ("Sandals" → shoe, footwear): words that still
    /// speak of its products ("size 9 shoes" after sandals).
    private(set) var broaderKeys: [String: Set<String>] = [:]
    /// Lexicon keys that name a kind of product inside their category rather than the category itself.
    private(set) var kindKeys: Set<String> = []
    /// Lexicon term → its single-word synonyms in the lexicon ("rucksack" → backpack, knapsack…; "pant" →
    /// trouser): the catalog's products may be named with one of them, or the term is the category's own name.
    private(set) var lexiconSynonyms: [String: [String]] = [:]
    /// The keys of the whole category names ("tshirt"; the parts of "Hoodies & Sweatshirts" are kinds inside it).
    private(set) var categoryNameKeys: Set<String> = []
    /// Phrase key of a shopper's word the catalog declares for a kind of product → the words the products' names
    /// use for that kind ("wellies" → [rain, boots]), or for each of several kinds it stands for ("trackies" →
    /// [track, pants], [joggers]).
    let declaredKinds: [String: [[String]]]
    /// Category keys from the catalog's own category names and declared synonyms: nothing overrides them.
    let declaredCategoryKeys: Set<String>
    /// Category keys before the lexicon and the catalog's names added theirs (names, declared and common
    /// synonyms): what a product's name must use to imply a category.
    let nameCategoryKeys: [String: String]
    /// Single-word category keys that may be matched with one typo.
    let typoCategoryKeys: TypoCandidates<String>
    /// The consonant skeletons of the single-word category keys of five letters or more that only one category
    /// has ("sndls" → Sandals), for misspellings of the vowels that are more than one edit ("sandles", "trosers").
    let typoCategorySkeletons: [String: String]
    /// Phrase key → brand name.
    let brandKeys: [String: String]
    /// Single-word brand keys of five letters or more, for typo matching.
    let typoBrandKeys: TypoCandidates<String>
    /// A four-letter brand or category key with two neighbouring letters after the first swapped → what it names
    /// ("nkie" → Nike, "sokc" → Socks); a spelling two keys share is left out.
    let swappedShortKeys: [String: ShortKey]
    /// Space-joined tokens → canonical colour.
    let colorKeys: [String: String]
    /// Lowercased size → size as written in the catalog.
    let sizeKeys: [String: String]
    /// Per category, the lowercased sizes its products come in.
    let categorySizes: [String: Set<String>]
    /// The longest phrase, in tokens, worth trying.
    let longestPhrase: Int
    /// First tokens of colour phrases of two words ("navy" for "navy blue").
    let colorPhraseHeads: Set<String>
    /// Words for clothing in general ("clothes", "outfit", "apparel", "wear", "gear"): they name no category and
    /// are not searched for.
    private(set) var genericKeys: Set<String> = []
    /// Lexicon key → the categories it is a broader word of, for a word that names no category but several
    /// ("shoe", "footwear" → Boots, Sandals, Sneakers; "overgarment" → Coats, Jackets), in catalog order.
    private(set) var categoryGroups: [String: [String]] = [:]
    /// Single words of the closed vocabularies (colours and audiences) of four letters or more, with what they
    /// mean, for typo matching ("blak" → black).
    let typoClosedKeys: TypoCandidates<ClosedWord>
    /// Space-joined material tokens → the material as products list it ("silk", "merino wool"): the catalog's own
    /// `materials` values, learned when it loads.
    let materialKeys: [String: String]
    /// Single-word material keys of five letters or more, for typo matching ("lether" → leather).
    let typoMaterialKeys: TypoCandidates<String>
    /// Lexicon key → the catalog material one of its synonyms is ("cords" → corduroy, through "corduroys"): a kind
    /// of product named after its material is that material here.
    let lexiconMaterials: [String: String]

    /// Words for clothes in general that end a category's declared synonym ("workout clothes", "gym gear").
    static let generalHeads: Set<String> = ["clothes", "clothing", "gear", "wear", "kit", "outfits", "apparel"]

    /// Common names for categories; a catalog category whose key is in a group also answers to the others.
    static let synonymGroups: [[String]] = [
        ["t shirt", "tee", "tee shirt", "tshirt"],
        ["hoodie", "hoody", "hooded sweatshirt", "sweatshirt"],
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
        // Compounds whose head names several categories ("shoes"): the modifier decides, not the head.
        ["sport shoe", "sports shoe", "athletic shoe", "running shoe", "training shoe", "gym shoe"],
        ["formal shoe", "dress shoe", "office shoe"],
        ["casual shoe", "everyday shoe"],
    ]

    /// Builds the vocabulary of `catalog`, with `lexicon`'s everyday words for its categories.
    public init(catalog: Catalog, lexicon: Lexicon = .empty) {
        self.init(catalog: catalog, categoryNames: catalog.categoryNames, lexicon: lexicon)
    }

    /// Whether `word` is the catalog's own name for a category: a category's name or a part of it, or a synonym
    /// the catalog declares ("hat", "tees"); not one the lexicon or the built-in synonyms brought ("mac").
    public func isDeclaredCategoryWord(_ word: String) -> Bool {
        let key = TextNormalizer.phraseKey(word)
        return declaredCategoryKeys.contains(key) || declaredCategoryKeys.contains(TextNormalizer.stem(key))
    }

    /// The size `text` names as the catalog writes it ("32X32" → "32x32"), if a product is made in it.
    public func size(named text: String) -> String? {
        sizeKeys[text.lowercased()]
    }

    /// Builds the vocabulary when the category names are already known.
    init(catalog: Catalog, categoryNames: [String], lexicon: Lexicon = .empty) {
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
        var declaredKinds: [String: [[String]]] = [:]
        for declaration in catalog.categories {
            for synonym in declaration.synonyms {
                add(synonym, for: declaration.name, into: &categoryKeys)
            }
            // (In a fixed order, so that two declarations of one word always resolve the same way.)
            for (word, names) in declaration.kinds.sorted(by: { $0.key < $1.key }) {
                let key = TextNormalizer.phraseKey(word)
                guard !key.isEmpty, categoryKeys[key] == nil || categoryKeys[key] == declaration.name else { continue }
                categoryKeys[key] = declaration.name
                declaredKinds[key] = CategoryDeclaration.kindNames(names).map { TextNormalizer.tokens($0) }
                    .filter { !$0.isEmpty }
            }
        }
        self.declaredKinds = declaredKinds
        let exact = categoryKeys
        declaredCategoryKeys = Set(exact.keys)
        // A "…wear" category is named by its first part: "swim stuff" is swimwear, "active gear" activewear.
        // (Not when that part is a preposition: "under 50" is a price.) Like a built-in synonym, it names the
        // whole category, not a kind inside it.
        for name in categories {
            let key = TextNormalizer.phraseKey(name)
            guard !key.contains(" "), key.hasSuffix("wear"), key.utf8.count >= 8 else { continue }
            let head = String(key.dropLast(4))
            if !["under", "over", "out", "inner"].contains(head) { add(head, for: name, into: &categoryKeys) }
        }
        // So is a declared synonym made of a word and a general one by that word: "workout clothes" makes
        // "workout gear" and "workout stuff" activewear. (It gives way to any other category word in the line: see
        // `modifierCategoryKeys`.)
        var modifiers = Set<String>()
        for declaration in catalog.categories {
            for synonym in declaration.synonyms {
                let tokens = TextNormalizer.tokens(synonym)
                guard tokens.count == 2, Self.generalHeads.contains(tokens[1]), tokens[0].utf8.count >= 3 else {
                    continue
                }
                let key = TextNormalizer.phraseKey(tokens[0])
                if categoryKeys[key] == nil { modifiers.insert(key) }
                add(tokens[0], for: declaration.name, into: &categoryKeys)
            }
        }
        modifierCategoryKeys = modifiers
        for group in Self.synonymGroups {
            let keys = group.map { TextNormalizer.phraseKey($0) }
            guard let category = keys.lazy.compactMap({ exact[$0] }).first else { continue }
            for key in keys where categoryKeys[key] == nil {
                categoryKeys[key] = category
            }
        }
        typoCategoryKeys = TypoCandidates(categoryKeys.filter { $0.key.count >= 4 }.map { ($0.key, $0.value) })
        nameCategoryKeys = categoryKeys
        var skeletons: [String: String?] = [:]
        for (key, category) in typoCategoryKeys.pairs where !key.contains(" ") {
            let skeleton = Self.skeleton(key)
            guard skeleton.count >= 3 else { continue }
            if let known = skeletons[skeleton], known != category { skeletons[skeleton] = .some(nil) } else {
                skeletons[skeleton] = category
            }
        }
        typoCategorySkeletons = skeletons.compactMapValues { $0 }

        var brandNames: [String: String] = [:]
        var rawBrands = Set<String>()
        var rawColors = Set<String>()
        var sizeKeys: [String: String] = [:]
        var sizes: [String] = []
        var rawAudiences = Set<String>()
        var categorySizes: [String: Set<String>] = [:]
        let products = catalog.products
        for index in products.indices {
            categorySizes[products[index].category, default: []]
                .formUnion(products[index].sizes.map { $0.lowercased() })
            // Canonicalise each distinct spelling once, not once per product.
            if let brand = products[index].brand, rawBrands.insert(brand).inserted {
                let key = TextNormalizer.phraseKey(brand)
                if !key.isEmpty && brandNames[key] == nil { brandNames[key] = brand }
            }
            for color in products[index].colors { rawColors.insert(color) }
            if let audience = products[index].audience { rawAudiences.insert(audience) }
            for size in products[index].sizes where sizeKeys[size.lowercased()] == nil {
                sizeKeys[size.lowercased()] = size
                sizes.append(size)
            }
        }
        // "The North Face" is "north face" to most shoppers.
        for brand in Set(brandNames.values) {
            let tokens = TextNormalizer.tokens(brand)
            guard tokens.count >= 3, tokens[0] == "the" else { continue }
            let short = TextNormalizer.phraseKey(Array(tokens.dropFirst()))
            if brandNames[short] == nil { brandNames[short] = brand }
        }
        let colorNames = Set(rawColors.map(ColorPalette.canonical))
        brandKeys = brandNames
        brands = brandNames.values.sorted { $0.lowercased() < $1.lowercased() }
        typoBrandKeys = TypoCandidates(
            brandNames.filter { $0.key.count >= 5 && !$0.key.contains(" ") }.map { ($0.key, $0.value) })
        swappedShortKeys = Self.swappedShortKeys(brands: brandNames, categories: categoryKeys)
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
        self.categorySizes = categorySizes
        self.sizes = sizes
        audiences = Set(rawAudiences.map(Audience.canonical))
        var closed: [(key: String, value: String, isColor: Bool)] = []
        for (key, color) in colorKeys where key.utf8.count >= 4 && !key.contains(" ") {
            closed.append((key, color, true))
        }
        for (key, audience) in Audience.phrases where key.utf8.count >= 4 && !key.contains(" ") {
            closed.append((key, audience, false))
        }
        typoClosedKeys = TypoCandidates(closed.map { ($0.key, ClosedWord(value: $0.value, isColor: $0.isColor)) })
        materialKeys = Self.materials(of: products, colorKeys: colorKeys, sizeKeys: sizeKeys)
        typoMaterialKeys = TypoCandidates(
            materialKeys.filter { $0.key.utf8.count >= 5 && !$0.key.contains(" ") }.map { ($0.key, $0.value) })
        // The lexicon: each term goes to the first of its targets that names a category here. Words that are
        // colours, brands, audiences or sizes keep those meanings.
        let named = categoryKeys
        let reserved = Set(colorKeys.keys.map { $0.replacingOccurrences(of: " ", with: "") })
            .union(brandNames.keys).union(sizeKeys.keys)
        let (lexiconTargets, synonymCounts, twoWordTerms) = lexicon.entries()
        lexiconTerms = Set(lexiconTargets.keys)
        plainWords = lexicon.plainWords()
        for name in categories {
            var broader = Set<String>()
            for part in [name] + Self.parts(of: name) {
                let key = TextNormalizer.phraseKey(part)
                for candidate in [key, TextNormalizer.stem(key), key.hasSuffix("s") ? String(key.dropLast()) : key] {
                    broader.formUnion(lexiconTargets[candidate] ?? [])
                }
            }
            broaderKeys[name] = broader
        }
        var derived = Set<String>()
        var kinds = Set<String>()
        var synonymsOfKinds: [String: [String]] = [:]
        for (term, targets) in lexiconTargets {
            let synonyms = targets.prefix(synonymCounts[term, default: 0]).filter { !$0.contains(" ") }
            if !synonyms.isEmpty { synonymsOfKinds[term] = Array(synonyms) }
        }
        let general = Self.generalKeys(lexiconTargets, synonymCounts: synonymCounts)
        var generic = Set(Self.genericWords.map { TextNormalizer.phraseKey($0) })
        if let root = lexiconTargets[Self.generalRoot] {
            generic.insert(Self.generalRoot)
            generic.formUnion(root)
        }
        for (term, targets) in lexiconTargets where categoryKeys[term] == nil && !reserved.contains(term)
            && Audience.phrases[term] == nil && !QueryParser.stopWords.contains(term) {
            // A general word's synonym right after another general word is that general sense ("attire, garb,
            // dress": clothing, not a frock), so it names no category: "outfit" and "clothes" are not Dresses.
            func isGeneralSense(_ k: Int) -> Bool {
                k > 0 && general.contains(targets[k]) && general.contains(targets[k - 1])
            }
            guard let at = targets.indices.first(where: { named[targets[$0]] != nil && !isGeneralSense($0) }),
                  let category = named[targets[at]] else {
                if targets.contains(where: { named[$0] != nil }) { generic.insert(term) }
                continue
            }
            categoryKeys[term] = category
            derived.insert(term)
            // Reached through a broader word: a kind of product inside the category (a clutch among bags).
            if at >= synonymCounts[term, default: 0] { kinds.insert(term) }
        }
        // A two-word term said with another word for its head names what the term does: "short trousers" are
        // WordNet's "short pants", "bathing shorts" its "bathing trunks" (the head's synonyms, either way round,
        // compared without their plural), unless the words already name something.
        // (Not when the first word says something of its own: "blue denims" are blue jeans, not a kind of them.)
        var compounds: [(modifier: String, head: String, key: String)] = []
        for term in twoWordTerms where categoryKeys[term.key] != nil && colorKeys[term.modifier] == nil
            && materialKeys[term.modifier] == nil && brandNames[term.modifier] == nil
            && Audience.phrases[term.modifier] == nil {
            compounds.append(term)
        }
        if !compounds.isEmpty {
            let heads = Set(compounds.map { TextNormalizer.stem($0.head) })
            var others: [String: Set<String>] = [:]
            for (term, synonyms) in synonymsOfKinds {
                if heads.contains(term) { others[term, default: []].formUnion(synonyms) }
                for synonym in synonyms where heads.contains(synonym) { others[synonym, default: []].insert(term) }
            }
            for compound in compounds {
                let head = TextNormalizer.stem(compound.head)
                // (Only a head the store itself names a category by: "trousers", "shorts".)
                for other in (others[head] ?? []).sorted() where other != head && categoryKeys[other] != nil {
                    let variant = compound.modifier + other
                    guard categoryKeys[variant] == nil, !reserved.contains(variant),
                          let category = categoryKeys[compound.key] else { continue }
                    categoryKeys[variant] = category
                    derived.insert(variant)
                    if kinds.contains(compound.key) { kinds.insert(variant) }
                }
            }
        }
        let materials = materialKeys
        var lexiconMaterials: [String: String] = [:]
        for (term, targets) in lexiconTargets where derived.contains(term) {
            let synonyms = [term] + targets.prefix(synonymCounts[term, default: 0])
            if let material = synonyms.lazy.compactMap({ materials[$0] }).first {
                lexiconMaterials[term] = material
            }
        }
        self.lexiconMaterials = lexiconMaterials
        self.categoryKeys = categoryKeys
        genericKeys = generic.subtracting(categoryKeys.keys).subtracting(reserved)
        derivedCategoryKeys = derived
        kindKeys = kinds
        lexiconSynonyms = synonymsOfKinds
        categoryNameKeys = Set(categoryNames.map { TextNormalizer.phraseKey($0) })
        // A word that is a broader word of several categories names them all, with those its own nearest broader
        // word names ("shoe" → footwear: boots too); never a word for clothing in general ("garment" is a broader
        // word of most categories).
        var under: [String: Set<String>] = [:]
        for (name, broader) in broaderKeys {
            for key in broader where categoryKeys[key] == nil && !reserved.contains(key) && !generic.contains(key) {
                under[key, default: []].insert(name)
            }
        }
        let most = max(3, categoryNames.count / 3)
        under = under.filter { $0.value.count <= most }
        // (The last word of each category's name, once: "Casual Shoes" → shoe.)
        let nameHeads = categoryNames.map { TextNormalizer.tokens($0.lowercased()).last.map(TextNormalizer.stem) }
        var groups: [String: [String]] = [:]
        for (key, named) in under {
            var all = named
            let synonyms = synonymCounts[key, default: 0]
            if named.count >= 2, let nearest = lexiconTargets[key]?.dropFirst(synonyms).first,
               let more = under[nearest], more.count >= 2 {
                all.formUnion(more)
            }
            // So does every category whose own name ends in the word ("Casual Shoes", "Sports Shoes" for "shoe").
            let stem = TextNormalizer.stem(key)
            for (name, head) in zip(categoryNames, nameHeads) where head == stem { all.insert(name) }
            if all.count >= 2 { groups[key] = categoryNames.filter(all.contains) }
        }
        categoryGroups = groups
        let longest = (Array(categoryKeys.keys) + brandNames.values.map { $0 } + Array(colorKeys.keys)).count > 0 ? 4 : 1
        longestPhrase = longest
    }

    /// Adds words the catalog's product names use for a category (word → category). The catalog's own usage
    /// wins over common synonyms and the lexicon, never over its category names and declared synonyms.
    /// `kinds` are two-word endings of names ("board shorts" in Swimwear): kinds of products inside the category,
    /// whose first word selects them there.
    mutating func learn(categoryWords: [String: String], kinds: Set<String> = []) {
        for (word, category) in categoryWords where !declaredCategoryKeys.contains(word) && categoryKeys[word] != category
            && colorKeys[word] == nil
            && brandKeys[word] == nil && Audience.phrases[word] == nil && !QueryParser.stopWords.contains(word) {
            categoryKeys[word] = category
            derivedCategoryKeys.insert(word)
            if kinds.contains(word) { kindKeys.insert(word) } else { kindKeys.remove(word) }
            genericKeys.remove(word)
        }
    }

    /// The lexicon's word for clothing in general: it, its synonyms and every word whose only broader word it is
    /// and that has synonyms ("apparel, wearing apparel, dress, clothes"; "attire, garb, dress") are general words.
    static let generalRoot = "clothing"

    /// General words for what a store sells that the lexicon (WordNet's clothing nouns) lacks.
    static let genericWords = ["gear", "garment", "clothe", "outfit"]

    /// Last words of a material that say how it is mixed, not what it is ("cotton blend").
    static let mixtureWords: Set<String> = ["blend", "blended", "mix", "mixed"]

    /// The lexicon keys that stand for clothing in general (see ``generalRoot``).
    static func generalKeys(_ targets: [String: [String]], synonymCounts: [String: Int]) -> Set<String> {
        var general: Set<String> = [generalRoot]
        general.formUnion(targets[generalRoot] ?? [])
        for (term, list) in targets {
            let synonyms = synonymCounts[term, default: 0]
            guard synonyms > 0, list.count == synonyms + 1, list.last == generalRoot else { continue }
            general.insert(term)
            general.formUnion(list.prefix(synonyms))
        }
        return general
    }

    /// The materials `products` list, by their space-joined tokens: every value as written ("merino wool"), and
    /// every one-word value ("silk") and last word of a longer one ("wool" of "merino wool", not "blend"), so that
    /// "silk" also finds "silk blend". Words that are colours or sizes keep those meanings, and words of two
    /// letters or fewer are left out.
    static func materials(of products: [Product], colorKeys: [String: String], sizeKeys: [String: String])
        -> [String: String] {
        var seen = Set<[String]>()
        var keys: [String: String] = [:]
        for index in products.indices {
            // Most products share a few short lists: each distinct list is looked at once.
            let materials = products[index].materials
            guard !materials.isEmpty, seen.insert(materials).inserted else { continue }
            for material in materials {
                let tokens = TextNormalizer.tokens(material)
                var candidates = [tokens.joined(separator: " ")]
                if tokens.count > 1, let last = tokens.last, !mixtureWords.contains(last) { candidates.append(last) }
                for key in candidates where key.utf8.count >= 3 && colorKeys[key] == nil && sizeKeys[key] == nil
                    && keys[key] == nil && !QueryParser.stopWords.contains(key) {
                    keys[key] = key
                }
            }
        }
        // The adjectives shoppers make of them: "a woollen scarf", "something silky".
        for (adjective, material) in materialAdjectives where keys[material] != nil && keys[adjective] == nil {
            keys[adjective] = material
        }
        return keys
    }

    /// Adjectives for materials, and the material each is.
    static let materialAdjectives: [String: String] = [
        "woollen": "wool", "woolen": "wool", "woolly": "wool", "wooly": "wool", "silky": "silk", "leathery": "leather",
        "cottony": "cotton", "linens": "linen", "fleecy": "fleece", "denims": "denim", "suedes": "suede",
    ]

    /// Every spelling of the four-letter single-word keys with two neighbouring letters after the first swapped.
    static func swappedShortKeys(brands: [String: String], categories: [String: String]) -> [String: ShortKey] {
        var found: [String: ShortKey?] = [:]
        let keys = brands.map { ($0.key, ShortKey(value: $0.value, isBrand: true)) }
            + categories.map { ($0.key, ShortKey(value: $0.value, isBrand: false)) }
        for (key, named) in keys {
            let letters = Array(key.utf8)
            guard letters.count == 4, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
            for k in 1..<3 where letters[k] != letters[k + 1] {
                var swapped = letters
                swapped.swapAt(k, k + 1)
                let spelling = String(decoding: swapped, as: UTF8.self)
                if brands[spelling] != nil || categories[spelling] != nil { continue }
                if let known = found[spelling], known != named { found[spelling] = .some(nil) } else {
                    found[spelling] = named
                }
            }
        }
        return found.compactMapValues { $0 }
    }

    /// A word's consonant skeleton: its first letter, then its consonants with doubled letters collapsed
    /// ("sandles" and "sandals" → "sndls", "hoddies" and "hoodies" → "hds").
    static func skeleton(_ word: String) -> String {
        var result = ""
        for (offset, character) in word.enumerated() {
            if offset > 0, "aeiouy".contains(character) { continue }
            if result.last == character { continue }
            result.append(character)
        }
        return result
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
