import Foundation
import Synchronization

/// A search engine over one catalog: filters for category, brand, colour, size, audience, price and stock,
/// BM25 ranking of the remaining words, and relaxation when nothing matches.
///
/// Build it once per catalog (it is immutable and `Sendable`) and reuse it for every query.
///
/// A product is in a category when its `category` field says so or when its name names the category ("… Flats"
/// is a flat even if filed under Sandals), and has a colour when it lists it (or a shade of it) or its name says
/// it; products that match through their fields rank above those that only match through their names.
public struct CatalogIndex: Sendable {
    /// The catalog searched.
    public let catalog: Catalog
    /// The parser that understands this catalog's words.
    public let parser: QueryParser
    /// Categories with their product counts, in catalog order.
    public let categoryCounts: [CategoryCount]

    let text: TextIndex
    let positionOfID: [String: Int]
    let categoryNumber: [String: Int32]
    let categoryOf: [Int32]
    /// Per product: the categories its name names.
    let nameCategoriesOf: FlatLists
    let brandKeyOf: [String?]
    let productsOfBrand: [String: [Int32]]
    let audienceOf: [String?]
    /// Colour names and families as numbers, for fast matching: per product, listed colours, their
    /// families (-1 for none, parallel to the colours) and the colours and families its name mentions.
    let colorCodes: [String: Int32]
    /// Code → colour or family name.
    let colorNames: [String]
    let colorCodesOf: FlatLists
    let familyCodesOf: FlatLists
    let nameColorCodesOf: FlatLists
    let prices: [Double]
    let inStock: [Bool]
    /// Per category: products filed under it or naming it, sorted.
    let categoryCandidates: [[Int32]]
    /// Per category: the products filed under it, sorted.
    let filedInCategory: [[Int32]]
    /// Per colour or family: products listing it (or a shade) or naming it, sorted.
    let colorCandidates: [String: [Int32]]
    /// Per wanted audience (`men`, `women`, `kids`, `boys`, `girls`, `unisex`): products that suit it, sorted.
    let audienceCandidates: [String: [Int32]]
    /// Per product: the audiences its name states ("Doodle Girl … Tops"), one bit each in ``audienceBits``.
    let nameAudiencesOf: [UInt8]
    /// Per product-type word (a word that names products: in the last three words of names, or in tags): the
    /// products whose name or tags have it, sorted.
    let productsOfType: [String: [Int32]]
    /// Per word for a category (stemmed): the products of other categories whose names use it ("Dress Socks").
    let productsNamedByCategoryWord: [String: [Int32]]
    /// Per category: the grown-ups' audience (`men` or `women`) it has few products for (see
    /// ``minorityShare``), whose products a line naming nobody does not rank first: the store's "top" is a women's
    /// top when nearly all its tops are.
    let minorityAudienceOf: [String?]
    /// The largest share of a category's men's and women's products that makes one of the two a minority.
    static let minorityShare = 0.15
    /// Per material the catalog lists (``Vocabulary/materialKeys``): the products a `materials` entry of which has
    /// its words, sorted.
    let materialCandidates: [String: [Int32]]
    /// Per one-word material: the products whose name says it ("Silk Tie"), sorted; they rank below the others.
    let materialNameCandidates: [String: [Int32]]

    /// The words a shopper can use here: categories, brands, colours and sizes (for tab completion).
    public var vocabulary: Vocabulary { parser.vocabulary }

    /// Indexes `catalog` with no lexicon: the catalog's own words only.
    public init(catalog: Catalog) {
        self.init(catalog: catalog, lexicon: .empty)
    }

    /// Indexes `catalog`; `lexicon` adds everyday words for its categories (the shipped `Catalog/lexicon.tsv`).
    ///
    /// The text index and the facts from the other fields do not depend on each other: they are built at the
    /// same time on two cores.
    public init(catalog: Catalog, lexicon: Lexicon) {
        self.catalog = catalog
        let products = catalog.products
        let textPart = Mutex<TextIndex.Built?>(nil)
        let factsPart = Mutex<(ProductFacts, Vocabulary, [String])?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                let built = TextIndex.build(products: products)
                textPart.withLock { $0 = built }
            } else {
                // The category names (a hash per product) are only needed here: they stay off the text's core.
                let categoryNames = catalog.categoryNames
                let facts = ProductFacts(products: products, categoryNames: categoryNames)
                let vocabulary = Vocabulary(catalog: catalog, categoryNames: categoryNames, lexicon: lexicon)
                factsPart.withLock { $0 = (facts, vocabulary, categoryNames) }
            }
        }
        // concurrentPerform returns after both parts ran; building here again is only a guard that cannot crash.
        let built = textPart.withLock { $0.take() } ?? TextIndex.build(products: products)
        let factsAndWords = factsPart.withLock { $0.take() }
        let categoryNames = factsAndWords?.2 ?? catalog.categoryNames
        var facts = factsAndWords?.0 ?? ProductFacts(products: products, categoryNames: categoryNames)
        var vocabulary = factsAndWords?.1 ?? Vocabulary(catalog: catalog, categoryNames: categoryNames, lexicon: lexicon)
        let text = built.index, nameTokens = built.nameTokens, nameTerms = built.nameTerms, tokenTexts = built.tokenTexts
        let categoryNumber = facts.categoryNumber, productsInCategory = facts.productsInCategory
        // What product names say about categories and colours. Names repeat their words a lot, so every lookup by
        // text is made once per distinct term, token or pair of them, and products are then handled by number.
        // (A category counts only when the name's head noun — its last one or two words — names it: a "T-Shirt
        // Bra" is no t-shirt.)
        var shades = NameShades()
        let termCount = text.terms.count
        var categoryOfTerm = [Int32](repeating: -1, count: termCount)
        var shadeOfTerm = [Int32](repeating: -1, count: termCount)
        // Whether a term may start a two-word colour phrase ("navy" blue).
        var startsPhrase = [Bool](repeating: false, count: termCount)
        let heads = Set(vocabulary.colorPhraseHeads.map(TextNormalizer.stem))
        for (n, term) in text.terms.enumerated() {
            if let category = vocabulary.nameCategoryKeys[term], let number = categoryNumber[category] { categoryOfTerm[n] = number }
            if let color = vocabulary.colorKeys[term] { shadeOfTerm[n] = shades.number(of: color) }
            startsPhrase[n] = heads.contains(term)
        }
        // Two-word head nouns ("flip flops": a token, then the last term) and colour phrases ("navy blue": two
        // tokens) → category or shade number, -1 for none.
        var categoryOfPair: [Int64: Int32] = [:]
        var shadeOfPair: [Int64: Int32] = [:]
        var tokenIsPhraseHead: [Bool?] = Array(repeating: nil, count: tokenTexts.count)
        var nameCategoriesOf = FlatLists(capacity: products.count)
        var nameColorCodesOf = FlatLists(capacity: products.count)
        var productsNamingCategory = [[Int32]](repeating: [], count: productsInCategory.count)
        var productsNamingColorCode: [[Int32]] = []
        let productsOfColor = facts.productsOfColor, audienceOf = facts.audienceOf
        var named: [Int32] = [], shadesNamed: [Int32] = [], keys: [Int32] = []
        // Head nouns (last word of a name) → how often each category files them, to learn the catalog's own
        // words for its categories ("Rucksack" names sit in Backpacks); and the words of names' last three
        // words, which name kinds of products ("Cargo Shorts", "Chelsea Boots").
        var audienceOfTerm = [UInt8](repeating: 0, count: termCount)
        for (n, term) in text.terms.enumerated() {
            if let audience = Audience.phrases[term] { audienceOfTerm[n] = Self.audienceBits(audience) }
        }
        // Two-word endings the catalog files elsewhere than their last word says ("Boxer Shorts" in Underwear).
        let learntPairs = NamePairs(
            nameTokens: nameTokens, nameTerms: nameTerms, tokenTexts: tokenTexts, categoryOf: facts.categoryOf,
            categoryOfTerm: categoryOfTerm
        ) { word in
            vocabulary.colorKeys[word] != nil || vocabulary.brandKeys[word] != nil || vocabulary.sizeKeys[word] != nil
                || Audience.phrases[word] != nil || word.allSatisfy(\.isNumber)
        }
        var nameAudiencesOf = [UInt8](repeating: 0, count: products.count)
        var brandWords: [String: [String]] = [:]
        var headCounts: [Int64: Int32] = [:]
        var headTotals = [Int32](repeating: 0, count: termCount)
        var inNameHead = [Bool](repeating: false, count: termCount)
        for d in 0..<products.count {
            // Both lists of product d start at the same position.
            let tokens = nameTokens[d], terms = nameTerms[d], first = tokens.startIndex, count = tokens.count
            var pairNamesCategory = false
            for k in first..<(first + count) { nameAudiencesOf[d] |= audienceOfTerm[Int(terms[k])] }
            named.removeAll(keepingCapacity: true)
            shadesNamed.removeAll(keepingCapacity: true)
            // The last word of a name is its head noun: there a synonym counts too ("Coin Purse" is a bag, a
            // "Denim Shirt" is no pair of jeans).
            if count >= 1, categoryOfTerm[Int(terms[first + count - 1])] >= 0 {
                named.append(categoryOfTerm[Int(terms[first + count - 1])])
            }
            if count >= 2 {
                let before = tokens[first + count - 2], last = terms[first + count - 1]
                let pair = Int64(before) << 32 | Int64(last)
                let number: Int32
                if let known = categoryOfPair[pair] { number = known } else {
                    let key = tokenTexts[Int(before)] + text.terms[Int(last)]
                    number = learntPairs.categoryOfPair[pair]
                        ?? vocabulary.nameCategoryKeys[key].flatMap { categoryNumber[$0] } ?? -1
                    categoryOfPair[pair] = number
                }
                // The longer phrase wins: "Boxer Shorts" are underwear, not shorts.
                if number >= 0 {
                    named.removeAll(keepingCapacity: true)
                    named.append(number)
                }
                pairNamesCategory = number >= 0
            }
            if count >= 1 {
                // (A head that only completes a two-word category, "Track Pants", says nothing of "pants".)
                let head = terms[first + count - 1]
                if !pairNamesCategory {
                    headTotals[Int(head)] += 1
                    headCounts[Int64(head) << 32 | Int64(facts.categoryOf[d]), default: 0] += 1
                }
                for k in max(first, first + count - 3)..<(first + count) { inNameHead[Int(terms[k])] = true }
            }
            // A brand at the start of the name says nothing of the colour ("Alder & Ash" is no grey).
            var brandLength = 0
            if let brand = products[d].brand, !brand.isEmpty {
                let words: [String]
                if let known = brandWords[brand] { words = known } else {
                    words = TextNormalizer.tokens(brand)
                    brandWords[brand] = words
                }
                if !words.isEmpty, words.count < count,
                   words.indices.allSatisfy({ tokenTexts[Int(tokens[first + $0])] == words[$0] }) {
                    brandLength = words.count
                }
            }
            for k in (first + brandLength)..<(first + count) {
                let term = Int(terms[k])
                let shade = shadeOfTerm[term]
                if shade >= 0 && !shadesNamed.contains(shade) { shadesNamed.append(shade) }
                guard k + 1 < first + count, startsPhrase[term] else { continue }
                let token = Int(tokens[k])
                let isHead: Bool
                if let known = tokenIsPhraseHead[token] { isHead = known } else {
                    isHead = vocabulary.colorPhraseHeads.contains(tokenTexts[token])
                    tokenIsPhraseHead[token] = isHead
                }
                guard isHead else { continue }
                let pair = Int64(tokens[k]) << 32 | Int64(tokens[k + 1])
                let phraseShade: Int32
                if let known = shadeOfPair[pair] { phraseShade = known } else {
                    phraseShade = vocabulary.colorKeys[tokenTexts[token] + " " + tokenTexts[Int(tokens[k + 1])]]
                        .map { shades.number(of: $0) } ?? -1
                    shadeOfPair[pair] = phraseShade
                }
                if phraseShade >= 0 && !shadesNamed.contains(phraseShade) { shadesNamed.append(phraseShade) }
            }
            for n in named {
                productsNamingCategory[Int(n)].append(Int32(d))
                nameCategoriesOf.append(n)
            }
            nameCategoriesOf.closeList()
            if !shadesNamed.isEmpty {
                keys.removeAll(keepingCapacity: true)
                for shade in shadesNamed {
                    for code in shades.codes(of: shade, in: &facts) where !keys.contains(code) { keys.append(code) }
                }
                for code in keys {
                    while productsNamingColorCode.count <= Int(code) { productsNamingColorCode.append([]) }
                    productsNamingColorCode[Int(code)].append(Int32(d))
                    nameColorCodesOf.append(code)
                }
            }
            nameColorCodesOf.closeList()
        }
        var learned: [String: String] = [:]
        var pairKeys = Set<String>()
        for (key, n) in headCounts {
            let term = Int(key >> 32), total = headTotals[term], number = Int(key & 0xFFFF_FFFF)
            // At least three names, four in five of them in one category; or two, both in it ("Bralette").
            if (total >= 3 && n * 5 >= total * 4) || (total == 2 && n == 2), text.terms[term].utf8.count >= 3,
               !vocabulary.declaredCategoryKeys.contains(text.terms[term]) {
                learned[text.terms[term]] = categoryNames[number]
                // A word that only a few of the category's products end with, and no other's, names a kind inside
                // it (two bralettes among thirty underwear products), not the category in other words (sneakers,
                // among casual and sports shoes alike): only those products match, as for "bomber jacket". So does
                // one that only two names end with, whatever the category's size ("Swim Trunks").
                if total == 2 || (n == total && Int(n) * 5 < productsInCategory[number].count) {
                    pairKeys.insert(text.terms[term])
                }
            }
        }
        for (pair, number) in learntPairs.categoryOfPair {
            let key = tokenTexts[Int(pair >> 32)] + text.terms[Int(pair & 0xFFFF_FFFF)]
            learned[key] = categoryNames[Int(number)]
            pairKeys.insert(key)
        }
        vocabulary.learn(categoryWords: learned, kinds: pairKeys)
        let (productsOfType, tagTypeWords) = Self.productTypes(
            products: products, text: text, nameTerms: nameTerms, inNameHead: inNameHead, vocabulary: vocabulary)
        self.productsOfType = productsOfType
        productsNamedByCategoryWord = Self.productsNamedByCategoryWords(
            products: products, text: text, nameTerms: nameTerms, vocabulary: vocabulary)
        (materialCandidates, materialNameCandidates) = Self.productMaterials(
            products: products, text: text, nameTerms: nameTerms, materials: vocabulary.materialKeys)
        var colorNames = [String](repeating: "", count: facts.colorCodes.count)
        for (name, code) in facts.colorCodes { colorNames[Int(code)] = name }
        var productsNamingColor: [String: [Int32]] = [:]
        for code in productsNamingColorCode.indices where !productsNamingColorCode[code].isEmpty {
            productsNamingColor[colorNames[code]] = productsNamingColorCode[code]
        }
        let knownWords = Set(text.terms)
        categoryCandidates = productsInCategory.indices.map { Self.union(productsInCategory[$0], productsNamingCategory[$0]) }
        filedInCategory = productsInCategory
        var colorCandidates: [String: [Int32]] = [:]
        for key in Set(productsOfColor.keys).union(productsNamingColor.keys) {
            colorCandidates[key] = Self.union(productsOfColor[key] ?? [], productsNamingColor[key] ?? [])
        }
        self.colorCandidates = colorCandidates
        // Audience matching is decided once per distinct audience value, not once per product: each product's
        // audience is numbered once (-1 for none, which suits everyone), then each wanted audience is a table.
        var audienceCandidates: [String: [Int32]] = [:]
        let distinctAudiences = Array(facts.audiences)
        let audienceNumber = Dictionary(uniqueKeysWithValues: distinctAudiences.enumerated().map { ($1, $0) })
        var audienceNumbers = [Int](repeating: -1, count: audienceOf.count)
        var previous: (audience: String, number: Int)?
        for i in audienceOf.indices {
            guard let audience = audienceOf[i] else { continue }
            // Neighbours often share the audience (and the same string): skip the hashing then.
            if let previous, previous.audience == audience {
                audienceNumbers[i] = previous.number
            } else {
                let number = audienceNumber[audience] ?? -2  // (every audience is in facts.audiences)
                audienceNumbers[i] = number
                previous = (audience, number)
            }
        }
        for wanted in ["men", "women", "kids", "boys", "girls", "unisex"] {
            let suits = distinctAudiences.map { Audience.matches(product: $0, wanted: wanted) }
            let named = Self.suitingBits(wanted)
            var list: [Int32] = []
            for i in audienceNumbers.indices {
                let number = audienceNumbers[i]
                if number == -1 || (number >= 0 && suits[number]) || nameAudiencesOf[i] & named != 0 {
                    list.append(Int32(i))
                }
            }
            audienceCandidates[wanted] = list
        }
        self.audienceCandidates = audienceCandidates
        self.nameAudiencesOf = nameAudiencesOf
        colorCodes = facts.colorCodes
        self.colorNames = colorNames
        colorCodesOf = facts.colorCodesOf
        familyCodesOf = facts.familyCodesOf
        self.nameColorCodesOf = nameColorCodesOf
        positionOfID = facts.positionOfID
        self.categoryNumber = categoryNumber
        categoryOf = facts.categoryOf
        self.nameCategoriesOf = nameCategoriesOf
        brandKeyOf = facts.brandKeyOf
        productsOfBrand = facts.productsOfBrand
        self.audienceOf = audienceOf
        minorityAudienceOf = facts.productsInCategory.map { Self.minorityAudience(of: $0, audienceOf: audienceOf) }
        prices = facts.prices
        inStock = facts.inStock
        self.text = text
        parser = QueryParser(vocabulary: vocabulary, knownWords: knownWords, typeWords: Set(productsOfType.keys),
                             tagTypeWords: tagTypeWords,
                             nameWordCategories: Self.nameWordCategories(
                                products: products, text: text, nameTerms: nameTerms, categoryOf: facts.categoryOf,
                                categoryNames: categoryNames, vocabulary: vocabulary),
                             categoryWordKinds: productsNamedByCategoryWord.mapValues { list in
                                 Set(list.map { products[Int($0)].category })
                             })
        categoryCounts = categoryNames.map { name in
            CategoryCount(name: name, count: productsInCategory[Int(categoryNumber[name] ?? 0)].count)
        }
    }
    /// The grown-ups' audience with at most ``minorityShare`` of the men's and women's products among `products`,
    /// when both have some.
    static func minorityAudience(of products: [Int32], audienceOf: [String?]) -> String? {
        let men = products.filter { audienceOf[Int($0)] == "men" }.count
        let women = products.filter { audienceOf[Int($0)] == "women" }.count
        guard men > 0, women > 0 else { return nil }
        let share = Double(min(men, women)) / Double(men + women)
        return share <= minorityShare ? (men < women ? "men" : "women") : nil
    }

    /// Words that name kinds of products (a word of a name's last three, or of a tag, that is no category,
    /// colour, brand, audience, size or common word) → the products whose name or tags have it, sorted.
    static func productTypes(
        products: [Product], text: TextIndex, nameTerms: FlatLists, inNameHead: [Bool], vocabulary: Vocabulary
    ) -> (types: [String: [Int32]], tagWords: Set<String>) {
        func isType(_ term: String) -> Bool {
            term.utf8.count >= 3 && term.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } == true
                && !vocabulary.categoryNameKeys.contains(term) && vocabulary.colorKeys[term] == nil
                && vocabulary.brandKeys[term] == nil && Audience.phrases[term] == nil
                && vocabulary.sizeKeys[term] == nil
                && !QueryParser.stopWords.contains(term) && ColorPalette.canonical(term) == term
                && !vocabulary.colors.contains(term)
        }
        var typeOfTerm = [Bool](repeating: false, count: text.terms.count)
        for n in text.terms.indices where inNameHead[n] { typeOfTerm[n] = isType(text.terms[n]) }
        var tagTerms: [String: Int32] = [:]
        var lists: [Int32: [Int32]] = [:]
        for d in products.indices {
            let document = Int32(d)
            for term in nameTerms[d] where typeOfTerm[Int(term)] {
                if lists[term]?.last != document { lists[term, default: []].append(document) }
            }
            // ("No Show Socks": a kind named with "no" and a common word, which alone is no kind.)
            // (Most names have no "no": only those are read again, word by word.)
            let name = products[d].name
            if name.range(of: "no ", options: .caseInsensitive) != nil {
                let tokens = TextNormalizer.tokens(name.lowercased())
                for k in tokens.indices.dropLast()
                where tokens[k] == "no" && QueryParser.stopWords.contains(tokens[k + 1]) {
                    if let term = text.termNumbers[TextNormalizer.stem(tokens[k + 1])], lists[term]?.last != document {
                        lists[term, default: []].append(document)
                    }
                }
            }
            for tag in products[d].tags {
                for token in TextNormalizer.tokens(tag) {
                    let stem = TextNormalizer.stem(token)
                    let term: Int32
                    if let known = tagTerms[stem] { term = known } else {
                        term = isType(stem) ? (text.termNumbers[stem] ?? -1) : -1
                        tagTerms[stem] = term
                    }
                    if term >= 0, lists[term]?.last != document { lists[term, default: []].append(document) }
                }
            }
        }
        var result: [String: [Int32]] = [:]
        for (term, list) in lists { result[text.terms[Int(term)]] = list }
        let tagWords = Set(tagTerms.compactMap { $0.value >= 0 ? $0.key : nil })
        return (result, tagWords)
    }

    /// Per word for a category (stemmed, one word): the products filed in another category whose names use it
    /// before their last word ("Everyday Dress Socks", "Ribbed Shirt Dress", "Nylon Belt Bag"), sorted.
    static func productsNamedByCategoryWords(
        products: [Product], text: TextIndex, nameTerms: FlatLists, vocabulary: Vocabulary
    ) -> [String: [Int32]] {
        // (Each distinct word is looked up once; most products' names have none of them.)
        let categoryOfTerm = text.terms.map { vocabulary.categoryKeys[$0] }
        var lists: [Int32: [Int32]] = [:]
        for d in products.indices {
            for term in nameTerms[d].dropLast() {
                guard let category = categoryOfTerm[Int(term)], lists[term]?.last != Int32(d),
                      category != products[d].category else { continue }
                lists[term, default: []].append(Int32(d))
            }
        }
        var result: [String: [Int32]] = [:]
        for (term, list) in lists { result[text.terms[Int(term)]] = list }
        return result
    }

    /// Per word of the products' names (stemmed): the categories whose products' names use it ("laptop" among
    /// Bags, "waterproof" among Jackets and Boots). Colours, brands, audiences, sizes and common words are left out.
    static func nameWordCategories(
        products: [Product], text: TextIndex, nameTerms: FlatLists, categoryOf: [Int32], categoryNames: [String],
        vocabulary: Vocabulary
    ) -> [String: Set<String>] {
        var categoriesOfTerm: [Int32: Set<Int32>] = [:]
        for d in products.indices {
            for term in nameTerms[d] { categoriesOfTerm[term, default: []].insert(categoryOf[d]) }
        }
        var result: [String: Set<String>] = [:]
        for (term, categories) in categoriesOfTerm {
            let word = text.terms[Int(term)]
            guard word.utf8.count >= 3, word.utf8.first.map({ $0 >= 0x61 && $0 <= 0x7A }) == true,
                  vocabulary.colorKeys[word] == nil, vocabulary.brandKeys[word] == nil, Audience.phrases[word] == nil,
                  Audience.relations[word] == nil, vocabulary.sizeKeys[word] == nil,
                  !QueryParser.stopWords.contains(word), !vocabulary.categoryNameKeys.contains(word)
            else { continue }
            result[word] = Set(categories.compactMap { categoryNames.indices.contains(Int($0)) ? categoryNames[Int($0)] : nil })
        }
        return result
    }

    /// Per material key: the products a `materials` entry of which has the key's words in a row ("silk" in "silk
    /// blend"), and, for one-word keys, the products whose name has it; both sorted.
    static func productMaterials(
        products: [Product], text: TextIndex, nameTerms: FlatLists, materials: [String: String]
    ) -> (listed: [String: [Int32]], named: [String: [Int32]]) {
        guard !materials.isEmpty else { return ([:], [:]) }
        let keys = materials.keys.map { ($0, $0.split(separator: " ").map(String.init)) }
        // Each distinct material entry is matched against the keys once.
        var keysOfEntry: [String: [String]] = [:]
        var listed: [String: [Int32]] = [:]
        for d in products.indices {
            for entry in products[d].materials {
                let matching: [String]
                if let known = keysOfEntry[entry] { matching = known } else {
                    let tokens = TextNormalizer.tokens(entry)
                    // A one-word key also matches a compound that ends with it ("wool" in "lambswool").
                    matching = keys.filter { _, words in
                        words.count <= tokens.count && (0...(tokens.count - words.count)).contains { start in
                            Array(tokens[start..<(start + words.count)]) == words
                        } || (words.count == 1 && tokens.contains { $0.count >= words[0].count + 3 && $0.hasSuffix(words[0]) })
                    }.map(\.0)
                    keysOfEntry[entry] = matching
                }
                for key in matching where listed[key]?.last != Int32(d) { listed[key, default: []].append(Int32(d)) }
            }
        }
        var keyOfTerm: [Int32: String] = [:]
        for (key, words) in keys where words.count == 1 {
            if let term = text.termNumbers[TextNormalizer.stem(key)] { keyOfTerm[term] = key }
        }
        var named: [String: [Int32]] = [:]
        if !keyOfTerm.isEmpty {
            for d in products.indices {
                for term in nameTerms[d] {
                    guard let key = keyOfTerm[term], named[key]?.last != Int32(d) else { continue }
                    named[key, default: []].append(Int32(d))
                }
            }
        }
        return (listed, named)
    }

    /// The product with this id, if any.
    public func product(id: String) -> Product? {
        positionOfID[id].map { catalog.products[$0] }
    }

    /// Parses `text` and searches for it. When the line has words of its own, the shopper's words for what the
    /// filters understood ("ladies", "belts", "black") also rank, among the products that pass the filters, those
    /// whose text uses them: a name said almost whole finds that product, not its look-alikes.
    public func search(_ text: String, limit: Int = 10, offset: Int = 0) -> SearchResult {
        let query = parser.parse(text)
        // Only a line that also has words of its own names a product (a brand, a model); one of filters alone
        // ("black belts for women") has no single product to single out.
        return search(query, limit: limit, offset: offset, said: query.keywords.isEmpty ? [] : saidTerms(text, query))
    }

    /// The index terms of the words of `line` that named `query`'s category, colours, materials, brand or
    /// audience (not its price, size or ranked words).
    func saidTerms(_ line: String, _ query: ProductQuery) -> [Int32] {
        var named = Set<String>()
        for phrase in [query.category, query.brand].compactMap({ $0 }) + query.colors + query.materials
            + query.categoryWords + query.derivedCategoryWords {
            for token in TextNormalizer.tokens(phrase) { named.insert(TextNormalizer.stem(token)) }
        }
        var terms: [Int32] = []
        for token in TextNormalizer.tokens(String(line.prefix(500))) {
            let stem = TextNormalizer.stem(token)
            let said = named.contains(stem) || (query.audience != nil && Audience.phrases[token] != nil)
            guard said, !query.keywords.contains(token), let term = text.termNumbers[stem], !terms.contains(term)
            else { continue }
            terms.append(term)
            if terms.count == 8 { break }
        }
        return terms
    }

    /// The best `limit` products for `query` (after skipping `offset`), relaxing filters when nothing matches.
    public func search(_ query: ProductQuery, limit: Int = 10, offset: Int = 0) -> SearchResult {
        search(query, limit: limit, offset: offset, said: [])
    }

    /// ``search(_:limit:offset:)`` for a follow-up that turned `previous` into `query`: when nothing matches,
    /// what the follow-up just said is given up last ("flannel shirts in XXL", then "in grey": grey shirts in
    /// XXL before flannel ones in other colours).
    public func search(_ query: ProductQuery, refining previous: ProductQuery, limit: Int = 10, offset: Int = 0)
        -> SearchResult {
        search(query, limit: limit, offset: offset, said: [], changed: Relaxation.changed(from: previous, to: query),
               earlierTypes: previous.types)
    }

    /// ``search(_:limit:offset:)`` where the index terms `said` rank the products that have them first, and the
    /// filters `changed` (just said) are relaxed after the others; of the kinds, those of `earlierTypes` (said on
    /// an earlier line) go first.
    func search(
        _ query: ProductQuery, limit: Int, offset: Int, said: [Int32], changed: Set<Relaxation> = [],
        earlierTypes: [String] = []
    ) -> SearchResult {
        let limit = max(0, limit), offset = max(0, offset)
        let expansions = query.keywords.prefix(16).map { text.expand($0) }
        let boost = categoryWordScores(query).merging(typeCategoryScores(query), uniquingKeysWith: +)
        var outcome = run(query, expansions: expansions, boost: boost, said: said, keep: limit + offset)
        var effective = query
        var relaxed: [String] = []
        // Kinds said on different lines ("warm winter coats", then "a parka") that no product is all of: the
        // earlier ones are given up first, and said.
        let kindElsewhere = outcome.total == 0 && filesKindElsewhere(query)
        if outcome.total == 0, query.types.count > 1, !kindElsewhere {
            // A follow-up's new kind stays and the earlier ones go ("bras", then "a bralette"); in one line,
            // descriptive words go before the words that named the kind with the category ("running" before
            // "sports bra", "sun" before "bucket hat"), the store's tags for what products are for before the words
            // of their names ("work" before "messenger" of "a messenger bag for work"), each group earliest first.
            let loose = query.types.filter { !query.categoryWords.contains($0) }
            let inLine = loose.filter(isTagKind) + loose.filter { !isTagKind($0) }
                + query.types.filter { query.categoryWords.contains($0) }
            let order = changed.contains(.type)
                ? inLine.filter(earlierTypes.contains) + inLine.filter { !earlierTypes.contains($0) } : inLine
            // Fewest given up first, and of as many, those earliest in that order: "relaxed fit chinos" with
            // relaxed chinos and no "fit" ones are the relaxed chinos, not every chino.
            search: for drop in 1..<order.count {
                // (In one line, the words that named the kind with the category go only after every tag of what
                // the products are for: "running" before "sports bra"; "winter" and "knit" before "chunky".)
                // (At most six kinds are tried every way, 62 searches; beyond, the earliest go first.)
                let choices = order.count <= 6
                    ? Self.combinations(of: order, taking: drop) : [Array(order.prefix(drop))]
                for given in choices
                where changed.contains(.type) || !given.contains(where: query.categoryWords.contains)
                    || loose.filter(isTagKind).allSatisfy(given.contains) {
                    var fewer = query
                    fewer.types = query.types.filter { !given.contains($0) }
                    let tried = run(fewer, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                    guard tried.total > 0 else { continue }
                    outcome = tried
                    let symbol = catalog.store.currencySymbol
                    // (The note speaks of kinds: words that only rank are noted apart, if they matched nothing.)
                    let asked = Self.kindsOnly(query)
                    var shown = fewer
                    shown.keywords = asked.keywords.filter { !given.contains($0) }
                    shown.categoryWords = query.categoryWords.filter { !given.contains($0) }
                    effective = fewer
                    effective.keywords = query.keywords.filter { !given.contains($0) }
                    effective.categoryWords = shown.categoryWords
                    relaxed = [
                        "no \(asked.summary(currencySymbol: symbol)); showing \(shown.summary(currencySymbol: symbol))",
                    ]
                    break search
                }
            }
        }
        // A shade none of the products has is widened to its colour before anything else is given up: "charcoal
        // grey trousers" in a 34x32 are grey ones in that size, not charcoal ones in another.
        if outcome.total == 0, let widened = Self.wideningShades(of: effective) {
            let tried = run(widened, expansions: expansions, boost: boost, said: said, keep: limit + offset)
            if tried.total > 0 {
                let symbol = catalog.store.currencySymbol
                let asked = Self.kindsOnly(effective).summary(currencySymbol: symbol)
                relaxed = ["no \(asked); showing \(Self.kindsOnly(widened).summary(currencySymbol: symbol))"]
                outcome = tried
                effective = widened
            }
        }
        if outcome.total == 0 {
            var dropped: [Relaxation] = []
            var attempt = query
            // A product type the catalog does not have in this category and brand, for this audience, is given up
            // first, and said: "no Fjällräven totes; showing Fjällräven bags"; "no kids' rain jackets; showing
            // kids' jackets" (who it is for matters more than the kind).
            if !query.types.isEmpty {
                let kindOnly = Self.kindOnly(query)
                // Whether the line said this part of the request (a first line says all of it).
                func saidNow(_ part: Relaxation) -> Bool { changed.isEmpty || changed.contains(part) }
                if kindElsewhere {
                    // The category was only the lexicon's or the names' guess ("culottes" as skirts), and the
                    // catalog files its products of that type elsewhere: the catalog's own usage wins.
                    attempt = Relaxation.category.remove(from: query)
                    dropped.append(.category)
                    outcome = run(attempt, expansions: expansions, boost: [:], said: said, keep: limit + offset)
                    effective = attempt
                } else if run(kindOnly, expansions: [], keep: 1).total == 0,
                          let grown = query.audience.flatMap({ Audience.grownUp[$0] }),
                          run(kindOnly.with(audience: grown), expansions: [], keep: 1).total > 0,
                          case let older = run(query.with(audience: grown), expansions: expansions, boost: boost,
                                               said: said, keep: limit + offset), older.total > 0 {
                    // A kind made for grown-ups only ("mom jeans" for a teenage daughter): the women's, not girls'
                    // jeans of another kind.
                    attempt = query.with(audience: grown)
                    dropped.append(.audience)
                    outcome = older
                    effective = attempt
                } else if run(kindOnly, expansions: [], keep: 1).total == 0 {
                    attempt = Relaxation.type.remove(from: query)
                    dropped.append(.type)
                    outcome = run(attempt, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                    effective = attempt
                } else if query.category != nil, saidNow(.type),
                          (!query.materials.isEmpty && saidNow(.materials)) || (query.brand != nil && saidNow(.brand))
                            || (query.size != nil && saidNow(.size))
                            || (!query.colors.isEmpty && saidNow(.colors) && kindIsCategoryWord(query)) {
                    // Said in the same line as a material, a brand or a size, the kind is given up before them: what
                    // a thing is made of is part of what it is, a brand is asked for by name, and a size must fit
                    // ("linen blouse", with no linen blouses, is linen tops; "nike hoodie, M, under 50" Nike
                    // sweatshirts in M under 50: "no Fjällräven totes; showing Fjällräven bags"; "flip flops for
                    // my 7yo, size 2" kids' sandals in 2). A colour is not ("red cargo shorts": cargo shorts in
                    // other colours), unless the kind is said with a word the store declares for the category
                    // itself ("black overcoat" with no black overcoats is black coats: the store files overcoats
                    // as coats, cargo shorts only among shorts).
                    // A follow-up's kind and size outweigh filters kept from earlier lines, though: "skinny ones in a
                    // 30" after black jeans, with no black skinny jeans in 30, are skinny jeans in 30 of another
                    // colour.
                    let inherited = changed.isEmpty ? []
                        : [Relaxation.colors, .materials, .brand, .price].filter {
                            $0.applies(to: query) && !changed.contains($0)
                        }
                    let older = inherited.reduce(query) { $1.remove(from: $0) }
                    let withoutOlder = inherited.isEmpty ? nil
                        : run(older, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                    if let withoutOlder, withoutOlder.total > 0 {
                        attempt = older
                        dropped.append(contentsOf: inherited)
                        outcome = withoutOlder
                        effective = older
                    } else {
                        let withoutType = Relaxation.type.remove(from: query)
                        let tried = run(
                            withoutType, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                        if tried.total > 0 {
                            attempt = withoutType
                            dropped.append(.type)
                            outcome = tried
                            effective = withoutType
                        }
                    }
                } else if query.category != nil, !changed.contains(.type),
                          changed.contains(.colors) || changed.contains(.materials) {
                    // The type exists, but not in the colour or material a follow-up just set: the shopper's
                    // latest word wins over the kind asked for earlier, which then only ranks ("parkas", then "in
                    // grey": grey coats). A price or size said later narrows the kind, it does not replace it; and
                    // in one line the kind stays ("red cargo shorts": cargo shorts in other colours).
                    // A price said earlier goes first, though: the kind in that colour a little dearer is closer
                    // to what was asked than another kind ("sports bra under 60", then "in white or black").
                    // (Descriptive words said with the kind go with the price: "running" of "sports bra, for
                    // running".)
                    var withoutPrice = Relaxation.price.remove(from: query)
                    var cheaper: Outcome?
                    if Relaxation.price.applies(to: query), !changed.contains(.price) {
                        cheaper = run(withoutPrice, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                        let named = query.types.filter(query.categoryWords.contains)
                        if cheaper?.total == 0, !named.isEmpty, named.count < query.types.count {
                            withoutPrice.types = named
                            withoutPrice.keywords = query.keywords.filter { !query.types.contains($0) || named.contains($0) }
                            cheaper = run(withoutPrice, expansions: withoutPrice.keywords.prefix(16).map { text.expand($0) },
                                          boost: boost, said: said, keep: limit + offset)
                        }
                    }
                    let withoutType = Relaxation.type.remove(from: query)
                    let tried = cheaper?.total ?? 0 > 0 ? nil
                        : run(withoutType, expansions: expansions, boost: boost, said: said, keep: limit + offset)
                    if let cheaper, cheaper.total > 0 {
                        attempt = withoutPrice
                        dropped.append(.price)
                        outcome = cheaper
                        effective = withoutPrice
                    } else if let tried, tried.total > 0 {
                        attempt = withoutType
                        dropped.append(.type)
                        outcome = tried
                        effective = withoutType
                    }
                }
            }
            // Each step drops the most restrictive filter still active: among those whose removal alone brings
            // matches back, the one that excluded the most products. What the shopper asked for (the category and
            // their own words) is only given up when no attribute (size, colour, brand, price, audience, stock)
            // can be. When no single removal helps, the least essential attribute goes and the search goes on.
            // Never drop everything: an empty query would list the whole catalog.
            steps: while outcome.total == 0 {
                let active = Relaxation.order.filter { $0.applies(to: attempt) && !$0.remove(from: attempt).isEmpty }
                guard !active.isEmpty else { break }
                // In a follow-up, the size said for the person is kept longest of all: it must fit ("he's a 34",
                // then "brown ideally": brown belts in 34 if any, else other colours in 34).
                // (A size said for another category is no size for this one: it goes first after a category change.)
                let kept: Set<Relaxation> = changed.isEmpty ? []
                    : changed.contains(.category) && !changed.contains(.size) ? changed : changed.union([.size])
                let tiers = [active.filter { $0.isAttribute && !kept.contains($0) },
                             active.filter { $0.isAttribute && kept.contains($0) && $0 != .size },
                             active.filter { $0 == .size && kept.contains($0) }, active.filter { !$0.isAttribute }]
                // A category the follow-up just named is given up only once no attribute carried from the old one
                // is left ("socks instead" after modal boxers under $39: other materials and prices, not boxers).
                let holdCategory = changed.contains(.category) && active.contains(where: \.isAttribute)
                for (number, tier) in tiers.enumerated() where !tier.isEmpty && !(number == 3 && holdCategory) {
                    var best: (relaxation: Relaxation, query: ProductQuery, outcome: Outcome)?
                    for relaxation in tier {
                        var candidate = relaxation.remove(from: attempt)
                        // The kind was given up because this category has none of it for this shopper: once the
                        // category goes too, the kind comes back ("raincoat" for a 5T: waterproof kids' jackets,
                        // not any kids' clothes in 5T).
                        if relaxation == .category, dropped.contains(.type), candidate.types.isEmpty,
                           !query.types.isEmpty {
                            var withKind = candidate
                            withKind.types = query.types
                            if run(withKind, expansions: expansions, keep: 1).total > 0 { candidate = withKind }
                        }
                        let tried = run(candidate, expansions: candidate.keywords.isEmpty ? [] : expansions,
                                        boost: boost, said: said, keep: limit + offset)
                        // Ties keep the order of Relaxation.order (least essential first).
                        if tried.total > (best?.outcome.total ?? 0) { best = (relaxation, candidate, tried) }
                    }
                    // A boy or girl whose size or kind the children's range lacks is shown the men's or women's
                    // ("dress trousers for my son", "32 waist 30 leg"), rather than everyone's.
                    if var chosen = best, chosen.relaxation == .audience,
                       let grown = attempt.audience.flatMap({ Audience.grownUp[$0] }) {
                        chosen.query.audience = grown
                        let older = run(chosen.query, expansions: chosen.query.keywords.isEmpty ? [] : expansions,
                                        boost: boost, said: said, keep: limit + offset)
                        if older.total > 0 { best = (.audience, chosen.query, older) }
                    }
                    if let best {
                        outcome = best.outcome
                        effective = best.query
                        if best.relaxation == .category, !best.query.types.isEmpty { dropped.removeAll { $0 == .type } }
                        dropped.append(best.relaxation)
                        break steps
                    }
                }
                let leastEssential = tiers.first { !$0.isEmpty }?.first ?? active[0]
                attempt = leastEssential.remove(from: attempt)
                dropped.append(leastEssential)
            }
            if outcome.total > 0 {
                // (A kind given up is not said of the results: "leather bags under $60", not "leather work bags".)
                if dropped.contains(.type) {
                    effective.keywords.removeAll { query.types.contains($0) && !effective.types.contains($0) }
                }
                let shown = outcome.top.map { catalog.products[Int($0.document)] }
                let symbol = catalog.store.currencySymbol
                relaxed = ["no \(query.summary(currencySymbol: symbol)); "
                    + dropped.map { $0.showing(shown, query: query, instead: effective, currencySymbol: symbol) }
                    .joined(separator: "; ")]
            } else if !query.isEmpty {
                relaxed = ["no \(query.summary(currencySymbol: catalog.store.currencySymbol)) in this catalog"]
            }
        } else if outcome.keywordsMatchedNothing {
            var withoutWords = query
            withoutWords.keywords = []
            // (The results answer the query without them: "18 products for swimwear in size XXL", not for "most
            // small up swimwear".)
            effective.keywords = []
            // (After kinds given up, that note says what is shown: "no relaxed fit chinos; showing relaxed chinos".)
            relaxed.append("nothing mentions \"\(query.keywords.joined(separator: " "))\""
                + (relaxed.isEmpty
                    ? "; showing \(withoutWords.summary(currencySymbol: catalog.store.currencySymbol))" : ""))
        } else {
            // Words this catalog does not have at all (an unknown brand, a misspelling too far off) only ranked:
            // say so rather than show the results as if they met them.
            let unknown = zip(query.keywords, expansions).filter { $0.1.isEmpty && $0.0.contains(where: \.isLetter) }
                .map(\.0)
            if !unknown.isEmpty && outcome.total > 0 {
                var known = query
                known.keywords = query.keywords.filter { !unknown.contains($0) }
                // (They ranked nothing either: the query answered is the one without them.)
                effective.keywords.removeAll { unknown.contains($0) }
                effective.types.removeAll { unknown.contains($0) }
                relaxed.append("nothing mentions \"\(unknown.joined(separator: " "))\""
                    + (relaxed.isEmpty
                        ? "; showing \(known.summary(currencySymbol: catalog.store.currencySymbol))" : ""))
            }
        }
        let page = outcome.top.dropFirst(offset).prefix(limit)
        let hits = page.map { scored in
            SearchHit(product: catalog.products[Int(scored.document)], score: Double(scored.score),
                      why: reasons(Int(scored.document), effective, expansions))
        }
        return SearchResult(query: query, effectiveQuery: effective, hits: Array(hits), totalMatches: outcome.total,
                            relaxed: relaxed)
    }

    // MARK: - Matching

    struct Scored {
        var document: Int32
        var score: Float
    }

    struct Outcome {
        var top: [Scored]
        var total: Int
        var keywordsMatchedNothing: Bool
    }

    /// How well product `i` has one of the wanted colours: 1 listed, 0.5 a listed shade, 0.15 only in its name.
    func colorMatch(_ i: Int, _ wanted: [String]) -> Float {
        colorMatch(i, codes: wanted.map { colorCodes[$0] ?? -2 })
    }

    /// ``colorMatch(_:_:)`` with the wanted colours as codes.
    func colorMatch(_ i: Int, codes wanted: [Int32]) -> Float {
        var best: Float = 0
        let colors = colorCodesOf[i], families = familyCodesOf[i]
        for rank in 0..<colors.count {
            let secondary: Float = rank == 0 ? 1 : 0.8
            let color = colors[colors.startIndex + rank], family = families[families.startIndex + rank]
            for w in wanted {
                if color == w { best = max(best, secondary) } else if family == w { best = max(best, 0.5 * secondary) }
            }
        }
        if best > 0 { return best }
        for shade in nameColorCodesOf[i] where wanted.contains(shade) { return 0.15 }
        return 0
    }

    /// How well product `d` is made of one of the wanted materials: 1 when its `materials` say so, 0.3 when only
    /// its name does, 0 when neither.
    func materialMatch(_ d: Int32, _ wanted: [String]) -> Float {
        func has(_ list: [Int32]?) -> Bool {
            guard let list else { return false }
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid] < d { low = mid + 1 } else { high = mid }
            }
            return low < list.count && list[low] == d
        }
        if wanted.contains(where: { has(materialCandidates[$0]) }) { return 1 }
        return wanted.contains(where: { has(materialNameCandidates[$0]) }) ? 0.3 : 0
    }

    /// How many of the wanted colours product `i` lists (or a shade of) or names.
    func colorsHad(_ i: Int, codes wanted: [Int32]) -> Int {
        let colors = colorCodesOf[i], families = familyCodesOf[i], named = nameColorCodesOf[i]
        return wanted.filter { w in colors.contains(w) || families.contains(w) || named.contains(w) }.count
    }

    /// Scores for products whose text has the words that named the category ("flip flops" among Sandals).
    /// With no category named, products of a type rank by how typical the type is of their category: "running
    /// gear" shows activewear (where a third of the products are for running) before socks and sneakers (where
    /// a few are). Each product of the type gains the share of its category's products that have the type's word.
    func typeCategoryScores(_ query: ProductQuery) -> [Int32: Float] {
        guard query.category == nil, !query.types.isEmpty else { return [:] }
        var scores: [Int32: Float] = [:]
        let words = query.types.flatMap(ProductQuery.alternatives).flatMap { $0.split(separator: " ").map(String.init) }
        for word in words.prefix(4) {
            guard let term = text.termNumbers[TextNormalizer.stem(word)] else { continue }
            let list = text.postings[Int(term)]
            guard !list.isEmpty, list.count <= 20_000 else { continue }
            var perCategory: [Int32: Int] = [:]
            for posting in list { perCategory[categoryOf[Int(posting.document)], default: 0] += 1 }
            let idf = text.idf(list.count)
            for posting in list {
                let category = categoryOf[Int(posting.document)]
                let size = categoryCounts.indices.contains(Int(category)) ? categoryCounts[Int(category)].count : 0
                guard size > 0 else { continue }
                let share = Float(perCategory[category, default: 0]) / Float(size)
                scores[posting.document, default: 0] += Self.typeShareWeight * idf * share
            }
        }
        return scores
    }

    /// How much the type's share of a category counts against the words' own scores.
    static let typeShareWeight: Float = 4

    /// Whether the category of `query` was only the lexicon's or the names' guess for a kind it names ("culottes"
    /// as skirts), no product of the kind is filed there, and the catalog files products of that kind elsewhere.
    func filesKindElsewhere(_ query: ProductQuery) -> Bool {
        guard query.types.contains(where: query.derivedCategoryWords.contains) else { return false }
        let kindOnly = Self.kindOnly(query)
        var anyCategory = kindOnly
        anyCategory.category = nil
        anyCategory.keywords = []
        return run(kindOnly, expansions: [], keep: 1).total == 0 && run(anyCategory, expansions: [], keep: 1).total > 0
    }

    /// `query` with only the words that name its kinds among its keywords, for a note on what was given up:
    /// words that only rank are noted apart when they matched nothing.
    static func kindsOnly(_ query: ProductQuery) -> ProductQuery {
        var kinds = query
        kinds.keywords = query.keywords.filter { query.types.contains($0) || query.categoryWords.contains($0) }
        return kinds
    }

    /// Every choice of `count` elements of `items`, each in their order, earliest first ("a b c" taking 1: a, b, c;
    /// taking 2: a b, a c, b c).
    static func combinations(of items: [String], taking count: Int) -> [[String]] {
        guard count > 0 else { return [[]] }
        guard count <= items.count else { return [] }
        var result: [[String]] = []
        for (index, item) in items.enumerated() {
            for rest in combinations(of: Array(items.dropFirst(index + 1)), taking: count - 1) {
                result.append([item] + rest)
            }
        }
        return result
    }

    /// `query`'s kind alone: its category, brand, audience and types.
    static func kindOnly(_ query: ProductQuery) -> ProductQuery {
        ProductQuery(category: query.category, brand: query.brand, audience: query.audience, keywords: query.types,
                     types: query.types)
    }

    /// Whether `word` is a product noun of the lexicon ("shoes", "wellies") that is neither a general word for
    /// clothing, nor a broader word for `category` ("shoes" after sandals), nor a word of its products: said after
    /// those products, it asks for another kind.
    public func namesOtherKind(_ word: String, than category: String) -> Bool {
        let key = TextNormalizer.phraseKey(word)
        let stem = TextNormalizer.stem(key)
        let vocabulary = parser.vocabulary
        guard vocabulary.lexiconTerms.contains(key) || vocabulary.lexiconTerms.contains(stem),
              (!vocabulary.genericKeys.contains(key) && !vocabulary.genericKeys.contains(stem))
                || namesOtherCategories(word, than: category),
              vocabulary.categoryKeys[key] ?? vocabulary.categoryKeys[stem] != category,
              !(vocabulary.broaderKeys[category] ?? []).contains(where: { $0 == key || $0 == stem })
        else { return false }
        return !usesWord(word, inCategory: category)
    }

    /// Whether `word` names a group of categories (see ``Vocabulary``'s `categoryGroups`), none of them
    /// `category`: "shoes" after dresses speaks of sandals, sneakers and boots.
    public func namesOtherCategories(_ word: String, than category: String) -> Bool {
        let key = TextNormalizer.phraseKey(word)
        let groups = parser.vocabulary.categoryGroups
        guard let group = groups[key] ?? groups[TextNormalizer.stem(key)] else { return false }
        return !group.contains(category)
    }

    /// Whether the products of two categories are made in much the same sizes (at least three quarters of the
    /// sizes either has are sizes of both: jeans and trousers in waist × length, boots and sneakers in shoe sizes),
    /// so that a size said for one fits the other.
    public func sizedAlike(_ a: String, _ b: String) -> Bool {
        guard let first = parser.vocabulary.categorySizes[a], let second = parser.vocabulary.categorySizes[b] else {
            return false
        }
        let union = first.union(second).count
        return union > 0 && Double(first.intersection(second).count) >= 0.75 * Double(union)
    }

    /// Whether every kind `query` asks for is a word that named its category and that the catalog declares for
    /// that category itself (a category synonym: "overcoat" for Coats), not a kind only the products' names use.
    func kindIsCategoryWord(_ query: ProductQuery) -> Bool {
        !query.types.isEmpty && query.types.allSatisfy { type in
            query.categoryWords.contains(type)
                && parser.vocabulary.declaredCategoryKeys.contains(TextNormalizer.phraseKey(type))
        }
    }

    /// Whether the catalog's text (names, brands, categories, colours, tags, materials, descriptions) has `word`
    /// (any case, any of its plural forms).
    public func mentions(_ word: String) -> Bool {
        text.termNumbers[TextNormalizer.stem(word.lowercased())] != nil
    }

    /// The category one word names in this catalog's words, its synonyms or the lexicon's ("tees" → T-Shirts), or
    /// `nil`.
    public func category(namedBy word: String) -> String? {
        let key = TextNormalizer.phraseKey([word.lowercased()])
        return parser.vocabulary.categoryKeys[key] ?? parser.vocabulary.categoryKeys[TextNormalizer.stem(key)]
    }

    /// Whether `word` names a kind of the products filed under `category` or their names use it ("puffer",
    /// "waterproof" among Jackets): a word of those products.
    public func usesWord(_ word: String, inCategory category: String) -> Bool {
        namesProducts(word, inCategory: category) || describesProducts(word, inCategory: category)
    }

    /// Whether the names of products filed under `category` use `word` ("waterproof" among Jackets): a word that
    /// describes them, whether or not it names a kind.
    public func describesProducts(_ word: String, inCategory category: String) -> Bool {
        parser.nameWordCategories[TextNormalizer.stem(word.lowercased())]?.contains(category) ?? false
    }

    /// Whether `word` is a word for clothing in general ("gear", "clothes", "outfit", the lexicon's "apparel"):
    /// one that names no category.
    public func isGenericClothingWord(_ word: String) -> Bool {
        parser.vocabulary.genericKeys.contains(TextNormalizer.phraseKey([word.lowercased()]))
    }

    /// Whether `word` is one of the store's own tags for a kind of products ("yoga", "gym", "multipack").
    public func isTagKind(_ word: String) -> Bool {
        parser.tagTypeWords.contains(TextNormalizer.stem(word.lowercased()))
    }

    /// Whether `word` is a kind only the products' tags use, never their names ("warm", "winter"): a word that
    /// describes them rather than names what they are.
    func isDescriptionOnly(_ word: String) -> Bool {
        let stem = TextNormalizer.stem(word.lowercased())
        return !word.contains(" ") && parser.tagTypeWords.contains(stem) && parser.nameWordCategories[stem] == nil
    }

    /// The word of the products' own names or tags that `word` says they are worn for, as the search reads it:
    /// `word` itself when it is one of them ("swim" of "Swim Shorts", the tag "gym"), else the form of it they use
    /// ("swimming" → swim; after "to", "run" → running; see ``QueryParser``); `nil` otherwise.
    public func activityWord(_ word: String, after previous: String?, before next: String?) -> String? {
        let said = word.lowercased()
        if parser.typeWords.contains(TextNormalizer.stem(said)) { return said }
        return parser.activityForm(said, after: previous, before: next)
    }

    /// Whether `word` names products filed under `category` in their names or tags ("puffer" among Jackets).
    public func namesProducts(_ word: String, inCategory category: String) -> Bool {
        let lists = ProductQuery.alternatives(of: word.lowercased()).map(productsOfKind).filter { !$0.isEmpty }
        guard !lists.isEmpty, let number = categoryNumber[category] else { return false }
        let list = lists.flatMap { $0 }
        return list.contains { categoryOf[Int($0)] == number }
    }

    /// The one category every product of the kinds `types` is filed under ("gym" when only Activewear is
    /// tagged so), or `nil` when they sit in several or none.
    public func categoryOfKinds(_ types: [String]) -> String? {
        var first: Int32?
        for type in types {
            for document in ProductQuery.alternatives(of: type.lowercased()).flatMap(productsOfKind) {
                guard let seen = first else {
                    first = document
                    continue
                }
                if categoryOf[Int(document)] != categoryOf[Int(seen)] { return nil }
            }
        }
        return first.map { catalog.products[Int($0)].category }
    }

    /// The products of a kind, sorted: those of its word, or for a kind said in several words ("yoga pants")
    /// those whose name has every one of them (track pants tagged "yoga" are no yoga pants).
    func productsOfKind(_ kind: String) -> [Int32] {
        let words = kind.split(separator: " ").map { TextNormalizer.stem(String($0)) }
        guard words.count > 1 else {
            return words.first.flatMap { productsOfType[$0] ?? productsNamedByCategoryWord[$0] } ?? []
        }
        // (A word that is a category's own, "top" of "high tops", is no type of its own: the name has it.)
        let lists = words.compactMap { productsOfType[$0] }.sorted { $0.count < $1.count }
        guard var list = lists.first else { return [] }
        for other in lists.dropFirst() where !list.isEmpty {
            let members = Set(other)
            list = list.filter(members.contains)
        }
        return list.filter { document in
            let name = Set(TextNormalizer.stems(catalog.products[Int(document)].name))
            return words.allSatisfy(name.contains)
        }
    }

    func categoryWordScores(_ query: ProductQuery) -> [Int32: Float] {
        guard query.category != nil, !query.categoryWords.isEmpty else { return [:] }
        var scores: [Int32: Float] = [:]
        for word in query.categoryWords.prefix(4) {
            // (A shortening the catalog allows for the category, "cami" for Tops, ranks what its names spell out.)
            let expanded = text.expand(word)
            for (term, factor) in expanded.isEmpty ? text.lengthened(word) : expanded {
                let list = text.postings[Int(term)]
                guard list.count <= 20_000 else { continue }
                let idf = text.idf(list.count) * factor
                for posting in list { scores[posting.document, default: 0] += 0.5 * text.score(posting, idf: idf) }
            }
        }
        return scores
    }

    /// `query` with each wanted shade that has a colour family ("charcoal", "navy") put as that colour ("grey",
    /// "blue"), or `nil` when it wants no such shade.
    static func wideningShades(of query: ProductQuery) -> ProductQuery? {
        var widened = query
        widened.colors = []
        for color in query.colors {
            let family = ColorPalette.family(of: color) ?? color
            if !widened.colors.contains(family) { widened.colors.append(family) }
        }
        widened.colors.removeAll { query.excludedColors.contains($0) }
        return widened.colors == query.colors || widened.colors.isEmpty ? nil : widened
    }

    /// Runs one query without relaxation; keeps the best `keep` documents.
    ///
    /// A category matches the products filed under it; products whose name implies it count too when the query
    /// has words of its own besides the category and its kinds, or when none filed under it meets the rest
    /// (`nameImplied`): "white tees" are the T-Shirts, not a running tee filed under Activewear, unless no T-Shirt
    /// is white.
    func run(
        _ query: ProductQuery, expansions: [[(term: Int32, factor: Float)]], boost: [Int32: Float] = [:],
        said: [Int32] = [], keep: Int, nameImplied: Bool = false
    ) -> Outcome {
        let count = catalog.products.count
        // Keyword scores, and which query words each document matched (documents matching more words rank first).
        var keywordScore: [Float] = []
        var touched: [Int32] = []
        if !expansions.isEmpty {
            keywordScore = [Float](repeating: 0, count: count)
            var matchedWords = [UInt16](repeating: 0, count: count)
            var seenTerms = Set<Int32>()
            for (w, terms) in expansions.enumerated() {
                let bit = UInt16(1) << UInt16(w)
                for (term, factor) in terms where seenTerms.insert(term).inserted {
                    let list = text.postings[Int(term)]
                    let idf = text.idf(list.count) * factor
                    for posting in list {
                        let d = Int(posting.document)
                        if keywordScore[d] == 0 { touched.append(posting.document) }
                        keywordScore[d] += text.score(posting, idf: idf)
                        matchedWords[d] |= bit
                    }
                }
            }
            if expansions.count > 1 {
                for d in touched {
                    let i = Int(d)
                    keywordScore[i] *= Float(matchedWords[i].nonzeroBitCount) / Float(expansions.count)
                }
            }
        }
        let category: Int32? = query.category.flatMap { categoryNumber[$0] }
        if query.category != nil && category == nil { return Outcome(top: [], total: 0, keywordsMatchedNothing: false) }
        let brandKey = query.brand.map { TextNormalizer.phraseKey($0) }
        // Words no filter understood only rank. They choose the candidates only when nothing else does (a query of
        // words alone), and never when none of them is in the catalog.
        let keywordsRequired = !query.keywords.isEmpty && category == nil && query.categoryGroup.isEmpty
            && brandKey == nil && !query.hasFilters
        // Candidates: the intersection of the sorted lists every match must be in, smallest first.
        var lists: [[Int32]] = []
        // Words only the products' tags use describe them ("warm", "winter"): of several, a product needs one,
        // and those with more rank first ("a warm coat for the winter" is every warm or winter coat).
        let described = query.types.count > 1 ? query.types.filter(isDescriptionOnly) : []
        var describedList: [Int32] = []
        for type in query.types {
            // (Kinds joined by "or" are either: the union of their products.)
            let list = ProductQuery.alternatives(of: type).reduce(into: [Int32]()) { list, kind in
                list = Self.union(list, productsOfKind(kind))
            }
            if described.count > 1, described.contains(type) {
                describedList = Self.union(describedList, list)
            } else {
                lists.append(list)
            }
        }
        if described.count > 1 { lists.append(describedList) }
        // A query naming a product in its own words ("nike running tee black") also finds it under the category
        // its name implies from the start: catalogs file the same kind of product in several places.
        let freeWords = query.keywords.contains { !query.types.contains($0) && !query.categoryWords.contains($0) }
        let lenient = nameImplied || freeWords
        if let category { lists.append(lenient ? categoryCandidates[Int(category)] : filedInCategory[Int(category)]) }
        // (A word for several categories, "shoes": the products filed in any of them.)
        let group = query.category == nil ? query.categoryGroup.compactMap { categoryNumber[$0] } : []
        if !group.isEmpty {
            lists.append(group.reduce(into: [Int32]()) { $0 = Self.union($0, filedInCategory[Int($1)]) })
        } else if query.category == nil, !query.categoryGroup.isEmpty {
            return Outcome(top: [], total: 0, keywordsMatchedNothing: false)
        }
        if let brandKey { lists.append(productsOfBrand[brandKey] ?? []) }
        if !query.materials.isEmpty {
            lists.append(query.materials.reduce(into: [Int32]()) { list, material in
                list = Self.union(list, Self.union(materialCandidates[material] ?? [], materialNameCandidates[material] ?? []))
            })
        }
        if query.colors.count == 1, let color = query.colors.first {
            lists.append(colorCandidates[color] ?? [])
        } else if !query.colors.isEmpty {
            lists.append(query.colors.reduce(into: [Int32]()) { $0 = Self.union($0, colorCandidates[$1] ?? []) })
        }
        // The audience list is long (half the catalog): worth intersecting only when nothing narrower exists.
        if lists.isEmpty && !keywordsRequired, let audience = query.audience, let list = audienceCandidates[audience] {
            lists.append(list)
        }
        if keywordsRequired { lists.append(touched.sorted()) }
        var candidates: [Int32]?
        for list in lists.sorted(by: { $0.count < $1.count }) {
            candidates = candidates.map { Self.intersect($0, list) } ?? list
            if candidates?.isEmpty == true { break }
        }

        let adultBoost: Float = query.brand == nil && said.isEmpty ? 0.5 : 0.05
        let wantedColors = query.colors.map { colorCodes[$0] ?? -2 }
        let excludedColors = query.excludedColors.map { colorCodes[$0] ?? -2 }
        let wantedAudienceBits = query.audience.map(Self.suitingBits) ?? 0
        var scored: [Scored] = []
        var total = 0
        var anyKeyword = false
        let all = candidates == nil ? Array(0..<Int32(count)) : []
        for d in candidates ?? all {
            let i = Int(d)
            var score: Float = 0
            if let category {
                // Products filed under the category rank above those whose name only implies it.
                if categoryOf[i] == category { score += 4 } else if !nameCategoriesOf[i].contains(category) { continue }
            } else if !group.isEmpty, !group.contains(categoryOf[i]) {
                continue
            }
            if let brandKey, brandKeyOf[i] != brandKey { continue }
            if let audience = query.audience {
                // A product also suits the audience its name states, ranked below those whose field says so.
                if Audience.matches(product: audienceOf[i], wanted: audience) {
                    if audienceOf[i] == audience { score += 0.2 }
                } else if nameAudiencesOf[i] & wantedAudienceBits == 0 {
                    continue
                }
            } else if let of = audienceOf[i], !Audience.children.contains(of) {
                // Nobody said who it is for: the shopper typing is a grown-up, whose products come first among
                // equals (a child is said: "for my son"). A line naming one product (a brand, its own words) is
                // ranked by its words: the girls' jeans it names must not fall behind the women's. Nor do the few
                // men's tops of a store whose tops are women's.
                if category.map({ minorityAudienceOf[Int($0)] != of }) ?? true { score += adultBoost }
            }
            if let low = query.minPrice, prices[i] < low { continue }
            if let high = query.maxPrice, prices[i] > high { continue }
            if let size = query.size, !Self.hasInStock(catalog.products[i], size: size) { continue }
            if query.inStockOnly && !inStock[i] { continue }
            if !wantedColors.isEmpty {
                let match = colorMatch(i, codes: wantedColors)
                if match == 0 { continue }
                score += 2 * match
                // A name that states the colour asked for ranks above one that states another: "Black Dial Watch"
                // before a "White Dial Watch" whose strap makes its field black.
                if nameColorCodesOf[i].contains(where: wantedColors.contains) { score += Self.nameColorWeight }
                // A colour pair ("black-grey", "black/white") ranks products having both above those with one.
                if wantedColors.count > 1 { score += 0.5 * Float(colorsHad(i, codes: wantedColors) - 1) }
            }
            if !query.materials.isEmpty {
                let match = materialMatch(d, query.materials)
                if match == 0 { continue }
                score += match
            }
            // What was turned away ("not leather", "no black") is left out when the product's own fields list it.
            // (A colour turned away is the product's main one: "not black" keeps blue jeans with black stitching;
            // and a product that also comes in the colour asked for is kept: "forget black, light blue" keeps
            // jeans sold in black and in light blue.)
            if !excludedColors.isEmpty, wantedColors.isEmpty, let main = colorCodesOf[i].first,
               excludedColors.contains(main) || familyCodesOf[i].first.map(excludedColors.contains) == true { continue }
            if !query.excludedMaterials.isEmpty, materialMatch(d, query.excludedMaterials) > 0 { continue }
            let words = keywordScore.isEmpty ? 0 : keywordScore[i]
            if keywordsRequired && words == 0 { continue }
            if words > 0 { anyKeyword = true }
            total += 1
            score += words + (inStock[i] ? 0.1 : 0)
            // The words that named the category rank products filed under it that use them ("pants" among
            // Trousers), never one whose name alone implies the category above those filed under it.
            // With no category, a type ranks products by how typical it is of theirs (see typeCategoryScores).
            if !boost.isEmpty, category.map({ categoryOf[i] == $0 }) ?? true { score += boost[d] ?? 0 }
            scored.append(Scored(document: d, score: score))
        }
        // A category browsed with nobody said for, and grown-ups' products match: children's are left out ("a
        // skirt for the office"); they stay when they are all there is, and whenever a child is named.
        if query.audience == nil, query.category != nil, !query.includesChildren, adultBoost > 0.05,
           scored.contains(where: { audienceOf[Int($0.document)].map { !Audience.children.contains($0) } ?? true }) {
            scored.removeAll { audienceOf[Int($0.document)].map(Audience.children.contains) ?? false }
            total = scored.count
        }
        if let direction = query.priceDirection, !scored.isEmpty {
            // "cheap": the cheaper third of the matches, the cheaper ranked up; "premium": the dearer third. A bound
            // said with the wish is the bound ("a cheap hoodie, under 60": every one under 60, the cheaper ranked up).
            let sortedPrices = scored.map { prices[Int($0.document)] }.sorted()
            let cut = sortedPrices[(sortedPrices.count - 1) / 3]
            let upperCut = sortedPrices[(sortedPrices.count - 1) * 2 / 3]
            let bounded = direction == .lower ? query.maxPrice != nil : query.minPrice != nil
            if !bounded {
                scored = scored.filter { s in
                    let price = prices[Int(s.document)]
                    return direction == .lower ? price <= cut : price >= upperCut
                }
                total = scored.count
            }
            let highest = Float(sortedPrices.last ?? 1) + 1
            for k in scored.indices {
                let price = Float(prices[Int(scored[k].document)]) / highest
                scored[k].score += direction == .lower ? 1 - price : price
            }
        }
        var top = Self.best(scored, max(keep * 3, 30))
        if !said.isEmpty {
            // Among the best, each of the shopper's own words for a filter that a product's text has ranks it up.
            for k in top.indices {
                for term in said where text.has(term: term, document: top[k].document) { top[k].score += Self.saidWeight }
            }
            top = Self.best(top, keep * 3)
            // A product named in the shopper's words but not who it is for: products that tie take turns by
            // audience ("fastrack black dial watch" shows the men's and the women's, not ten of one).
            if query.audience == nil { top = diversifiedTies(top) }
        }
        top = Array(variedNames(top).prefix(keep))
        let nothing = !query.keywords.isEmpty && !keywordsRequired && !anyKeyword && total > 0
        if total == 0, !lenient, category != nil {
            return run(query, expansions: expansions, boost: boost, said: said, keep: keep, nameImplied: true)
        }
        return Outcome(top: top, total: total, keywordsMatchedNothing: nothing)
    }

    /// What each of the shopper's own words for a filter adds to a product whose text has it.
    static let saidWeight: Float = 0.6

    /// What a name stating a wanted colour adds.
    static let nameColorWeight: Float = 0.25

    /// One bit per canonical audience a name can state (men, women, kids, boys, girls).
    static func audienceBits(_ audience: String) -> UInt8 {
        switch audience {
        case "men": return 1
        case "women": return 2
        case "kids": return 4
        case "boys": return 8
        case "girls": return 16
        default: return 0
        }
    }

    /// The bits of the audiences a name may state for a product to suit `wanted` (kids' names suit boys and
    /// girls, and the other way round).
    static func suitingBits(_ wanted: String) -> UInt8 {
        switch wanted {
        case "kids": return 4 | 8 | 16
        case "boys", "girls": return audienceBits(wanted) | 4
        default: return audienceBits(wanted)
        }
    }

    /// The sorted union of two sorted lists, without duplicates.
    static func union(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next: Int32
            if j >= b.count || (i < a.count && a[i] <= b[j]) { next = a[i]; i += 1 } else { next = b[j]; j += 1 }
            if result.last != next { result.append(next) }
        }
        return result
    }

    /// The sorted intersection of two sorted lists (binary search when one is much shorter).
    static func intersect(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        var result: [Int32] = []
        if short.count * 8 < long.count {
            var low = 0
            for value in short {
                var high = long.count
                while low < high {
                    let mid = (low + high) / 2
                    if long[mid] < value { low = mid + 1 } else { high = mid }
                }
                if low < long.count && long[low] == value { result.append(value) }
            }
            return result
        }
        var i = 0, j = 0
        while i < short.count && j < long.count {
            if short[i] == long[j] { result.append(short[i]); i += 1; j += 1 } else if short[i] < long[j] { i += 1 } else { j += 1 }
        }
        return result
    }

    /// `top` (best first) with each run of equal scores reordered to take turns by audience, in the order the
    /// audiences first appear in the run; the order within one audience is kept.
    func diversifiedTies(_ top: [Scored]) -> [Scored] {
        var result: [Scored] = []
        result.reserveCapacity(top.count)
        var start = 0
        while start < top.count {
            var end = start + 1
            while end < top.count, top[end].score == top[start].score { end += 1 }
            if end - start > 2 {
                var queues: [[Scored]] = []
                var queueOf: [String: Int] = [:]
                for s in top[start..<end] {
                    let key = audienceOf[Int(s.document)] ?? ""
                    if let q = queueOf[key] { queues[q].append(s) } else {
                        queueOf[key] = queues.count
                        queues.append([s])
                    }
                }
                var round = 0
                while result.count < end {
                    for queue in queues where round < queue.count { result.append(queue[round]) }
                    round += 1
                }
            } else {
                result.append(contentsOf: top[start..<end])
            }
            start = end
        }
        return result
    }

    /// `top` (best first) with a name already shown ``namesShown`` times waiting behind other products that
    /// score nearly as well (``nameWaitRatio``): a page of ten products all called "Silver Ring" shows the
    /// store's other silver rings too. The order is otherwise kept.
    func variedNames(_ top: [Scored]) -> [Scored] {
        guard top.count > Self.namesShown else { return top }
        var result: [Scored] = []
        result.reserveCapacity(top.count)
        var waiting: [Scored] = []
        var seen: [String: Int] = [:]
        for s in top {
            while let first = waiting.first, s.score < first.score * Self.nameWaitRatio {
                result.append(waiting.removeFirst())
            }
            let name = catalog.products[Int(s.document)].name.lowercased()
            let count = seen[name, default: 0]
            if count >= Self.namesShown { waiting.append(s) } else {
                seen[name] = count + 1
                result.append(s)
            }
        }
        return result + waiting
    }

    /// How many products of one name a page shows before others of nearly the same score.
    static let namesShown = 3

    /// How close another product's score must come to a repeated name's for it to go first.
    static let nameWaitRatio: Float = 0.9

    /// The `keep` highest scores, best first; equal scores keep catalog order.
    static func best(_ scored: [Scored], _ keep: Int) -> [Scored] {
        guard keep > 0 else { return [] }
        func better(_ a: Scored, _ b: Scored) -> Bool {
            a.score != b.score ? a.score > b.score : a.document < b.document
        }
        if scored.count <= keep * 4 { return Array(scored.sorted(by: better).prefix(keep)) }
        var top: [Scored] = []
        top.reserveCapacity(keep + 1)
        for s in scored {
            if top.count == keep, let last = top.last, !better(s, last) { continue }
            var k = top.count
            while k > 0 && better(s, top[k - 1]) { k -= 1 }
            top.insert(s, at: k)
            if top.count > keep { top.removeLast() }
        }
        return top
    }

    /// Whether `size` can be bought: the size itself, or a waist (`32`) of a waist × length size (`32x34`).
    static func hasInStock(_ product: Product, size: String) -> Bool {
        if product.hasInStock(size: size) { return true }
        guard Int(size) != nil else { return false }
        return product.sizes.contains { made in
            made.lowercased().hasPrefix(size + "x") && (product.stock[made] ?? 1) > 0
        }
    }

    // MARK: - Reasons

    func reasons(_ index: Int, _ query: ProductQuery, _ expansions: [[(term: Int32, factor: Float)]]) -> [String] {
        let product = catalog.products[index]
        var why: [String] = []
        if let category = query.category {
            why.append(product.category == category ? "category: \(category)" : "name says \(category.lowercased())")
        }
        if query.brand != nil, let brand = product.brand { why.append("brand: \(brand)") }
        if !query.colors.isEmpty {
            let match = colorMatch(index, query.colors)
            let listed = colorCodesOf[index].map { colorNames[Int($0)] }
            let families = familyCodesOf[index].map { $0 >= 0 ? colorNames[Int($0)] : nil }
            if match >= 0.5, let best = listed.indices.first(where: { query.colors.contains(listed[$0])
                || query.colors.contains(families[$0] ?? "") }) {
                if let family = families[best], query.colors.contains(family), !query.colors.contains(listed[best]) {
                    why.append("colour: \(listed[best]) (a \(family))")
                } else {
                    why.append("colour: \(listed[best])")
                }
            } else if match > 0 {
                why.append("name says \(query.colors.joined(separator: " or "))")
            } else if let first = listed.first {
                why.append("colour: \(first)")
            }
        }
        if !query.materials.isEmpty {
            let listed = product.materials.first { entry in
                query.materials.contains { materialCandidates[$0]?.contains(Int32(index)) == true
                    && TextNormalizer.tokens(entry).joined(separator: " ").contains($0) }
            }
            why.append(listed.map { "material: \($0.lowercased())" } ?? "name says \(query.materials.joined(separator: " or "))")
        }
        if !query.types.isEmpty { why.append("type: \(ProductQuery.spoken(query.types))") }
        if let size = query.size { why.append("size \(size) in stock") }
        if let audience = query.audience {
            let actual = audienceOf[index] ?? "everyone"
            why.append(actual == audience ? "for \(audience)" : "\(actual) (fits \(audience))")
        }
        if query.minPrice != nil || query.maxPrice != nil || query.priceDirection != nil {
            why.append("price \(catalog.store.format(price: product.price))")
        }
        if query.inStockOnly { why.append("in stock") }
        if !query.keywords.isEmpty {
            var matched: [String] = []
            for (word, terms) in zip(query.keywords, expansions) {
                for (term, factor) in terms where text.has(term: term, document: Int32(index)) {
                    matched.append(factor < 1 ? "\(word) ≈ \(text.terms[Int(term)])" : word)
                    break
                }
            }
            if !matched.isEmpty { why.append("matches: \(matched.joined(separator: ", "))") }
        }
        return why
    }
}
