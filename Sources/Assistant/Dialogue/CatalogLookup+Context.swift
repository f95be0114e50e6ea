import Foundation
import ProductCatalog

extension CatalogLookup {
    /// Words that tie a follow-up to the results on screen without asking for anything themselves
    /// ("do **they** **come** in camel?", "**same** but cheaper", "got **these** in a 12?").
    static let contextWords: Set<String> = [
        "they", "them", "these", "those", "it", "its", "ones", "one", "come", "comes", "coming", "came", "same",
        "but", "instead", "too", "either", "also", "again", "now", "then", "still", "only", "just", "rather",
        "actually", "maybe", "perhaps", "what", "about", "how", "else", "anything", "something", "any", "some",
        "those", "this", "that", "make", "made", "exist", "go", "hmm", "hm", "um", "ok", "okay", "well", "oh",
        "nah", "ah", "cool", "great", "sure", "yeah", "yep", "please", "thanks", "plus", "as", "well", "though",
        "show", "see", "view", "got", "have", "has", "do", "does", "they're", "theyre", "there", "options", "option",
        "prefer", "rather", "preferably", "ideally", "mean", "meant", "i", "im", "id", "like", "would", "could",
        "can", "you", "want", "need", "get", "find", "look", "looking", "want", "wanted", "nothing", "lot", "lots",
        "bit", "little", "more", "less", "much", "way", "too", "version", "versions", "style", "styles", "fit",
        "fits", "wear", "wearing", "wore", "kind", "sort", "type", "types", "kinds", "sorts", "color", "colour",
        "colors", "colours", "size", "sizes", "cheap", "possible", "available", "stock", "shade", "shades",
        "whatever", "fine", "alright", "either", "guess", "suppose", "tbh", "honestly", "lol", "similar", "alike",
        "suggest", "recommend", "recommendations", "lemme", "let", "gimme", "keep", "stay", "stick", "better",
    ]

    /// Words by which shoppers speak of themselves.
    static let selfWords: Set<String> = ["me", "myself", "mine"]

    /// Words that take back the kind of product asked for, and only that: "actually", "instead", "maybe jeans
    /// would be better".
    static let changeOfMind: Set<String> = ["actually", "actualy", "instead", "rather", "mind", "better", "prefer"]

    /// Everyday words for things to wear that follow what they are for ("yoga stuff", "running kit"), besides the
    /// catalog's words for clothing in general ("gym gear", "beach clothes"; see `CatalogIndex.isGenericClothingWord`).
    static let kitWords: Set<String> = ["stuff", "kit", "things"]

    /// Words that add one more of the same ("and one for me", "same colour for me too").
    static let additions: Set<String> = ["and", "too", "also", "aswell", "same", "another"]

    /// Words that point back at a person already named.
    static let pronouns: Set<String> = ["him", "his", "her", "hers", "he", "she", "hes", "shes"]

    /// Whether `phrase` speaks of its person only as "he", "she", "him" or "her" (a relative of theirs may stand
    /// beside: "his mum says he's got loads of hoodies"), naming nobody new.
    static func namesOnlyByPronoun(_ phrase: Phrase) -> Bool {
        let words = phrase.words
        return words.contains(where: pronouns.contains) && !words.indices.contains { i in
            !pronouns.contains(words[i]) && Audience.namedAfterLead(words[i]) != nil
                && !(i > 0 && ["his", "her", "their"].contains(words[i - 1]))
        }
    }

    /// Words that, after "the", point back at a child already named ("the lad", "the boy").
    static let childReferences: Set<String> = ["lad", "boy", "girl", "lass", "kid", "nipper", "youngster"]

    /// A child's siblings and friends, as audiences.
    static let siblings: [String: String] = [
        "brother": "boys", "bro": "boys", "sister": "girls", "sis": "girls", "cousin": "kids", "friend": "kids",
        "mate": "kids", "twin": "kids",
    ]

    /// A line of at most this many words that sets a filter right after results is a refinement, whatever
    /// other words it has.
    static let shortFollowUpWords = 6
    /// The longest line that may still refine the results when the model, reading it after the request in
    /// force, takes it for a clothing request.
    static let looseFollowUpWords = 20

    /// Words that open a question of its own.
    static let questionOpeners: Set<String> = [
        "how", "what", "whats", "when", "where", "why", "who", "which", "can", "could", "do", "does", "is", "are",
        "will", "would", "should", "did", "have", "has", "whens", "wheres", "whos", "hows", "whys", "when's",
        "where's", "who's", "how's", "what's", "wats", "wots", "wat", "wot", "wht",
    ]

    /// Words that make a kind offered with "or" one more the shopper would take, not a change of mind.
    static let eitherWords: Set<String> = [
        "either", "whichever", "whatever", "whatevers", "both", "too", "also", "aswell", "equally",
    ]

    /// Words that mark a line naming another category as a follow-up of the request in force ("**only** the
    /// jackets", "**what about** shirts", "**any** jackets?", "**same** in shorts"); without one, a line naming
    /// another category is a request of its own ("bucket hats" after hoodies).
    static let followUpMarkers: Set<String> = [
        "only", "just", "any", "same", "instead", "rather", "those", "these", "them", "they", "about", "but",
        "either", "too", "ones", "matching", "similar", "not", "mean", "meant",
    ]

    /// How a line stands to the request in force: a follow-up that refines it, or a request of its own.
    ///
    /// A line is a refinement when what it says is understood as filters or catalog words (a colour, a size, a
    /// price, a brand, an audience, a category or product word the catalog uses; a short line may have one
    /// word besides, which is classified but not searched for), and, when it names another category, it is
    /// marked as a follow-up ("only the jackets"). The refinement keeps every constraint of `context` that the line does not
    /// replace; a request of its own keeps only the audience ("for my son") when it names none.
    ///
    /// `looseRefinement` is, for a request of its own that is a longer line around a filter or a kind of the
    /// products in force ("one with a zip is easier to get on him tbh"), the refinement it would be: the caller
    /// takes it when the model, reading the line in context, agrees.
    func interpret(_ text: String, context: ProductQuery?, shownPrices: [Double], shopper: String? = nil)
        -> (query: ProductQuery, refines: Bool, looseRefinement: ProductQuery?) {
        guard let context else { return (parse(text), false, nil) }
        var parsed = parse(Self.sumWithTops(text, context: context, topsCategory: { parse("tops").category }))
        let phrase = Phrase(text)
        // "32 leg", "leg 30", "30 inside leg" after "waist 32": the leg length of the waist in force, a size the
        // catalog has ("32x32"), not a waist of its own and a kind of "leg" products.
        if let waist = context.size, let leg = Self.legLength(in: phrase.words),
           parsed.size == nil || parsed.size == leg, parsed.maxPrice == nil, parsed.minPrice == nil,
           let known = index.vocabulary.size(named: "\(waist)x\(leg)") {
            parsed.size = known
            parsed.types.removeAll { $0 == "leg" || $0 == "legs" }
            parsed.keywords.removeAll { QueryParser.legLengthWords.contains($0) || ["inside", leg].contains($0) }
        }
        // ("any hat under 40 is fine": said of the category's own word, before it may stand for the kind in force.)
        // (Not of a kind inside it: "any backpacks" after canvas bags asks for canvas backpacks.)
        let anyOfCategory = parsed.category.map { category in
            let named = parsed.categoryWords + TextNormalizer.tokens(category.lowercased())
            return Self.saysAnyOf(named.filter { !parsed.types.contains($0) }, in: phrase.words)
        } ?? false
        // What the person already has names no products to look for: "any in grey or navy, they go with most of
        // my skirts" after cardigans, "one in navy for him, he wears a navy anorak" after scarves.
        // (One of the same kind as the products in force still names them: "his old belt says 34" after belts.)
        if parsed.categoryIsOwned, context.category != nil, parsed.category != context.category {
            let named = Set((parsed.categoryWords + parsed.derivedCategoryWords).map(TextNormalizer.stem))
            parsed.keywords.removeAll { named.contains(TextNormalizer.stem($0)) || parsed.types.contains($0) }
            parsed.category = nil
            parsed.categoryWords = []
            parsed.derivedCategoryWords = []
            parsed.types = []
            parsed.categoryIsOwned = false
        }
        // "her" and "him" name the person already spoken of: after "party dress for my daughter", "a swimsuit for
        // her too" is still for a child. (So do they beside a relative who is not who it is for: "his mum says
        // he's got loads of hoodies".)
        if let said = parsed.audience, let previous = context.audience, Audience.children.contains(previous),
           !Audience.children.contains(said), Self.namesOnlyByPronoun(phrase) {
            parsed.audience = previous
        }
        // "the lad", "the boy" after a child was named is that child: "a hoodie for the lad" after "for my son".
        if let said = parsed.audience, let previous = context.audience, Audience.children.contains(previous),
           !Audience.children.contains(said),
           phrase.words.indices.dropFirst().contains(where: {
               phrase.words[$0 - 1] == "the" && Self.childReferences.contains(phrase.words[$0])
           }) {
            parsed.audience = previous
        }
        // A child's brother or sister is a child too: "board shorts for her brother" after "for my daughter".
        if let previous = context.audience, Audience.children.contains(previous),
           let at = phrase.words.indices.dropLast().first(where: { ["her", "his"].contains(phrase.words[$0]) }),
           let sibling = Self.siblings[phrase.words[at + 1]] {
            parsed.audience = sibling
        }
        // A word the lexicon files under another category that names products of the category in force is a
        // kind of them: "slip ons" after sneakers are slip-on sneakers, not the lexicon's slipover sweaters.
        // (Not a phrase of several words whose products are all in its own category: "high tops" after high
        // waisted leggings are high top sneakers.)
        let derivedPhrase = parsed.derivedCategoryWords.joined(separator: " ")
        if let category = parsed.category, let current = context.category, category != current,
           !parsed.derivedCategoryWords.isEmpty,
           parsed.derivedCategoryWords.count == 1 || !index.namesProducts(derivedPhrase, inCategory: category)
            || index.namesProducts(derivedPhrase, inCategory: current) {
            let named = parsed.derivedCategoryWords.filter { index.namesProducts($0, inCategory: current) }
            if !named.isEmpty {
                parsed.category = current
                parsed.keywords = Self.union(parsed.keywords.filter { !parsed.derivedCategoryWords.contains($0) }, named)
                parsed.types = Self.union(parsed.types.filter { !parsed.derivedCategoryWords.contains($0) }, named)
                parsed.categoryWords = []
                parsed.derivedCategoryWords = []
            }
        }
        // A shorter name for the products in force is those products: "back to the trunks" after "swim trunks" is
        // swimwear, not underwear; "the shorts in blue" after "swim shorts" too.
        if let category = parsed.category, let current = context.category, category != current,
           !context.categoryWords.isEmpty {
            let said = parsed.categoryWords.isEmpty ? TextNormalizer.tokens(category.lowercased()) : parsed.categoryWords
            let before = Set(context.categoryWords.map(TextNormalizer.stem))
            if said.allSatisfy({ before.contains(TextNormalizer.stem($0)) }) {
                parsed.category = current
                parsed.categoryWords = context.categoryWords
                parsed.derivedCategoryWords = context.derivedCategoryWords
                parsed.types = context.types
            }
        }
        // A word that names another category and is a material too is the material of the products in force:
        // "denim pls" after skirts asks for denim skirts, not jeans.
        if let category = parsed.category, let current = context.category, category != current,
           !parsed.categoryWords.isEmpty,
           let material = index.parser.material(named: parsed.categoryWords.joined(separator: " ")) {
            parsed.category = nil
            parsed.keywords.removeAll { parsed.categoryWords.contains($0) }
            parsed.types.removeAll { parsed.categoryWords.contains($0) }
            parsed.categoryWords = []
            parsed.derivedCategoryWords = []
            if !parsed.materials.contains(material) { parsed.materials.append(material) }
        }
        // A word that names another category and a kind of the products in force, said of "one", is that kind:
        // "a pullover one" after hoodies asks for pullover hoodies, not sweaters.
        if let category = parsed.category, let current = context.category, category != current,
           !parsed.categoryWords.isEmpty, phrase.words.contains(where: { $0 == "one" || $0 == "ones" }),
           parsed.categoryWords.allSatisfy({ index.namesProducts($0, inCategory: current) }) {
            parsed.category = current
            parsed.types = Self.union(parsed.types, parsed.categoryWords)
            parsed.keywords = Self.union(parsed.keywords, parsed.categoryWords)
            parsed.categoryWords = []
            parsed.derivedCategoryWords = []
        }
        // A word for several categories, one of them the category in force, is that category: "size 9 shoes"
        // after sandals.
        if !parsed.categoryGroup.isEmpty, let current = context.category, parsed.categoryGroup.contains(current) {
            parsed.categoryGroup = []
            parsed.categoryWords = []
        }
        var leftovers = parsed.keywords.filter { !Self.contextWords.contains($0) && !Self.pronouns.contains($0) }
        // Right after results, a bare size is a size ("4T", "XXL") even without the word "size".
        if parsed.size == nil, let size = leftovers.first(where: isSize) {
            parsed.size = parse("size " + size).size
            leftovers.removeAll { $0 == size }
        }
        // With a price limit in force, a number alone that is no size moves the limit: "make it 20 each, we're
        // skint" after tees under 30, "ok 150 then".
        if parsed.maxPrice == nil, parsed.minPrice == nil, context.maxPrice != nil || context.minPrice != nil,
           phrase.words.count <= Self.shortFollowUpWords * 2 {
            // (Not a count: "i need 2 of these"; no garment costs under 5.)
            let numbers = leftovers.filter { word in Double(word).map { $0 >= 5 && $0 < 100_000 } ?? false }
            if numbers.count == 1, let number = numbers.first.flatMap(Double.init) {
                if context.maxPrice != nil { parsed.maxPrice = number } else { parsed.minPrice = number }
                leftovers.removeAll { $0 == numbers[0] }
                parsed.keywords.removeAll { $0 == numbers[0] }
            }
        }
        // (A letter alone that is no size, "so v skint", is talk here: in a search it may be a brand, "w kurta".)
        leftovers.removeAll { $0.count == 1 && $0.first?.isLetter == true && !isSize($0) }
        let unknown = leftovers.filter { !index.parser.knows($0) }
        let known = leftovers.filter { index.parser.knows($0) }
        // "a puffy one", "the warm ones": "one" stands for the products in force, whatever the word before it.
        let standsForThem = phrase.words.count <= 4 && phrase.words.contains { $0 == "one" || $0 == "ones" }
        // A new request keeps who the last one was for, unless the shopper speaks of themself ("and a beanie for
        // me" after trainers for a son).
        // ("show me those", "give me a shout" say nothing of who it is for: "me" counts after "for", "on", "fit".)
        // ("my turn, im a large": the shopper's own turn.)
        let ofThemself = phrase.words.indices.contains { i in
            let word = phrase.words[i]
            guard Self.selfWords.contains(word) else { return false }
            // ("for me mam": "me" as "my", before whom it is for.)
            if word == "me", i + 1 < phrase.words.count, Audience.namedAfterLead(phrase.words[i + 1]) != nil {
                return false
            }
            let leads: Set<String> = ["for", "4", "on", "fit", "fits", "suit", "suits", "im", "am"]
            // ("too much expensive for me", "a bit pricey for me": what the shopper can spend, not whom for.)
            if word == "me", i > 1, phrase.words[i - 1] == "for", Self.priceComplaints.contains(phrase.words[i - 2]) {
                return false
            }
            return word != "me" || (i > 0 && leads.contains(phrase.words[i - 1]))
        } || phrase.words.indices.dropFirst().contains { phrase.words[$0] == "turn" && phrase.words[$0 - 1] == "my" }
        // ("oh and same colour for me lol": the same products for the shopper, after ones for someone else.)
        let forThemselfToo = ofThemself && phrase.words.contains(where: Self.additions.contains)
        let understoodSomething = parsed.namesCategory || parsed.hasFilters || !known.isEmpty || standsForThem
            || forThemselfToo
        // ("she also needs black school shoes" after skirts: a product noun of another kind, with no category of
        // its own here, is a request of its own too.)
        let namesOtherKind = parsed.category == nil
            && context.category.map { category in known.contains { index.namesOtherKind($0, than: category) } } ?? false
        // (One category of the group in force narrows it: "chelsea boots" after "shoes".)
        let narrowsGroup = parsed.category.map(context.categoryGroup.contains) ?? false
        let changesCategory = parsed.category != nil && parsed.category != context.category && !narrowsGroup
            || namesOtherKind || !parsed.categoryGroup.isEmpty
        // ("matching" for someone else matches each other: "matching hoodies for my twin nephews" after leather
        // belts is theirs alone; "what about shorts for my son, navy too" still follows on.)
        let samePerson = parsed.audience == nil || parsed.audience == context.audience
        let marked = phrase.words.contains { Self.followUpMarkers.contains($0) && ($0 != "matching" || samePerson) }
        // A short follow-up may carry one word the catalog does not know ("down filled"): it is still a
        // refinement when the rest is understood, and the unknown word does not become a filter.
        // A question ("how do returns work") is never a refinement on the strength of one known word.
        // ("could you keep them under $80?", "can we see it in black": a polite request for a filter is no
        // question of its own.)
        let opening = Array(phrase.words.drop { Phrase.courtesies.contains($0) || $0 == "you" })  // "thank you"
        // ("have you got any in grey or navy", "do you have one in navy blue" ask for them too.)
        // ("could it be proper wool?", "can they be black": a filter asked for as a wish.)
        let politeRequest = opening.count > 1 && ["could", "can", "would", "will", "have", "do"].contains(opening[0])
            && (["you", "we", "i", "u"].contains(opening[1])
                || (opening.count > 2 && ["it", "they"].contains(opening[1]) && opening[2] == "be"))
            && parsed.hasFilters
        // ("what about a plain wool one instead", "how about navy": a suggestion, no question of its own.)
        let suggests = phrase.words.count > 2 && ["what", "how", "wat", "wot", "wht"].contains(phrase.words[0]) && phrase.words[1] == "about"
        // ("which ones are cotton?", "which of them are waterproof": a question that picks among the products in
        // force asks for a filter.)
        let picks = phrase.words.count > 2 && ["which", "what"].contains(phrase.words[0])
            && ["ones", "one", "of"].contains(phrase.words[1]) && parsed.hasFilters
        let asks = !politeRequest && !suggests && !picks
            && (phrase.words.first.map(Self.questionOpeners.contains) ?? false)
        // A short line that sets a filter is a refinement whatever else it says around it ("he's a size 10",
        // "she wears 5T", "leather if poss", "budget's about 60 max"): the other words are classified, not searched.
        let setsFilter = parsed.hasFilters
        // So does one that names a kind of the products in force ("hmm actually a-line would be more comfy").
        let namedKinds = context.category.map { category in known.filter { index.namesProducts($0, inCategory: category) } } ?? []
        let tolerated = unknown.isEmpty
            || (!asks && !namedKinds.isEmpty && unknown.count <= 2 && phrase.words.count <= Self.shortFollowUpWords + 2)
            || (!asks && unknown.count == 1 && phrase.words.count <= 4)
            || (!asks && setsFilter && unknown.count <= 3 && phrase.words.count <= Self.shortFollowUpWords)
            || (!asks && setsFilter && unknown.count <= 2 && phrase.words.count <= Self.shortFollowUpWords + 2)
        // A longer line that still sets a filter or names a kind of the products in force, for the model to judge.
        // (One that names no products of its own, only a filter, may talk more around it: "Black would hide the
        // ice-cream stains best" after kids' tees; on its own it would ask for everything black.)
        let onlyFilters = setsFilter && !parsed.namesCategory && parsed.types.isEmpty && parsed.brand == nil
            && namedKinds.isEmpty
        let looselyTolerated = !asks && (setsFilter || !namedKinds.isEmpty) && unknown.count <= (onlyFilters ? 6 : 3)
            && phrase.words.count <= Self.looseFollowUpWords
        var own = parsed
        // (Not a child's to a line about work or university: "shirts for work in navy" after girls' dresses.)
        let grownUpsOnly = context.audience.map(Audience.children.contains) == true
            && QueryParser.namesGrownUpSetting(phrase.words)
        // (A new request the shopper speaks of as their own, beside a partner: "and i need a shirt to match her, im
        // a large" after a dress for a girlfriend.)
        let asksAsThemself = shopper != nil && parsed.audience == nil && Self.speaksAsThemself(phrase.words)
        if own.audience == nil, !ofThemself, !asksAsThemself, !grownUpsOnly,
           own.namesCategory || !own.keywords.isEmpty {
            own.audience = context.audience
        }
        // (For the shopper, who they presumably are: "my wife and i need coats", then "now mine".)
        if own.audience == nil, ofThemself || asksAsThemself { own.audience = shopper }
        // So does the size said for that person when it is a body size (a letter or a toddler's age: "he's in
        // 5T", then "and a hoodie") and the new kind of product is made in it; a waist or a shoe size is the
        // last category's own, and a line that names someone may mean someone else ("cargo shorts for a lad"
        // after an XL shirt for a husband).
        // ("she's changed her mind and wants a dress" is the same person changing her mind: "and a hat for him"
        // may be another size.)
        // (A change of mind between kinds sized alike keeps any size: "chinos, 32x32", then "maybe jeans would be
        // better"; "boots in a 10", then "actually sneakers".)
        // (So does a line that opens with "or": "hm or sandals", "or maybe boots?".)
        let opensWithOr = phrase.words.first(where: { !DialogueManager.fillers.contains($0) }) == "or"
        let changesMind = (phrase.words.contains(where: Self.changeOfMind.contains) || opensWithOr)
            && !phrase.words.contains(where: Self.eitherWords.contains)
        if own.size == nil, !ofThemself, parsed.audience == nil || (samePerson && changesMind),
           let size = context.size, let category = own.category, category != context.category,
           Self.isBodySize(size)
            || (changesMind && context.category.map { index.sizedAlike(category, $0) } == true),
           index.search(ProductQuery(category: category, size: size, audience: own.audience), limit: 1).relaxed.isEmpty {
            own.size = size
        }
        // A change of mind about the kind of product keeps what was asked of it: "grey or navy skirt for work",
        // then "hmm actually trousers might be more practical" wants grey or navy trousers in the same budget.
        var keeps = parsed.keeps
        // ("actually also want a beanie": one more thing, not a change of mind.)
        if changesCategory, !ofThemself, samePerson, changesMind {
            keeps.formUnion([.colors, .price, .materials])
        }
        own = own.keeping(keeps, from: context)
        // Another kind of product to go with the ones in force is a request of its own for the same person, not in
        // their colours: "now i need some chinos to go with them" after white shirts. (What the line keeps stays:
        // "to go with" keeps the outfit's budget, "to match" the colours; see QueryParser's `keeps`.)
        let goesWithThem = changesCategory && Self.goesWith(phrase.words)
        guard tolerated || looselyTolerated, understoodSomething, !changesCategory || marked, !goesWithThem else {
            return (own, false, nil)
        }
        // What the line turns away ("scrap hiking") goes from the request it refines.
        let turnedAway = Set(index.parser.turnedAway(text).map(TextNormalizer.stem))
        let kept = { (word: String) in !turnedAway.contains(TextNormalizer.stem(word)) }
        // Words that described the old kind of product do not follow the shopper to another ("socks instead").
        parsed.keywords = changesCategory ? known : Self.union(context.keywords.filter(kept), known)
        // The kind of product asked for ("cargo shorts") stays unless the line names another category.
        if !changesCategory {
            // A word that names products of the category in force is a kind of them ("a puffer one" after
            // jackets, "the slip on kind" after sneakers), as it would be right before the category's name; a kind
            // the line names replaces the kinds before it ("pencil skirt", then "actually a-line"), whose words
            // still rank.
            // (Kinds the line joined with "or" are one kind of either: "midi or maxi".)
            let alternatives = Set(parsed.types.flatMap(ProductQuery.alternatives))
            let said = Self.union(parsed.types, namedKinds.filter { !alternatives.contains($0) })
            parsed.types = said.allSatisfy(context.types.contains) ? context.types.filter(kept) : said
            // A kind offered with "or" and said to be as good is another the shopper would take: "high waisted
            // leggings", then "or yoga pants, whatevers comfiest" is either. ("or flip flops, still a 10" after
            // slides is flip flops.)
            if phrase.words.first == "or", phrase.words.contains(where: Self.eitherWords.contains), !said.isEmpty,
               !context.types.isEmpty, !said.allSatisfy(context.types.contains),
               !(context.types + said).contains(where: { $0.contains(ProductQuery.typeAlternativeSeparator) }) {
                // (Said in the shopper's order, the category's own word last: "high waisted leggings".)
                let earlier = context.types.filter { !context.categoryWords.contains($0) }
                    + context.types.filter(context.categoryWords.contains)
                parsed.types = [earlier.joined(separator: " ") + ProductQuery.typeAlternativeSeparator
                    + said.joined(separator: " ")]
            }
        }
        var refined = context.refined(by: parsed, currentPrices: shownPrices)
        // The material of the old kind follows to another only where the new kind is made of it: "denim ones",
        // then "need a sun hat too" wants a sun hat, not a denim one.
        if changesCategory, parsed.materials.isEmpty, !refined.materials.isEmpty, let category = refined.category,
           !index.search(ProductQuery(category: category, materials: refined.materials), limit: 1).relaxed.isEmpty {
            refined.materials = []
        }
        // The same products for the shopper are not for the person before, nor in their size.
        // ("mine first, i'm an 8" after flip flops for "me and my husband": the shopper's, not his.)
        if forThemselfToo || (ofThemself && shopper != nil && context.audience != shopper), parsed.audience == nil {
            refined.audience = shopper
            if parsed.size == nil { refined.size = nil }
        }
        // A size said for a grown-up does not fit a child, nor the other way round: "trainers size 9", then
        // "wait, they're for my son" drops the 9 (a size said in the line stays).
        if parsed.size == nil, let said = parsed.audience, let size = context.size,
           Audience.children.contains(said) != Audience.children.contains(context.audience ?? ""),
           !(Audience.children.contains(said) && size.uppercased().hasSuffix("T")
               && size.dropLast().allSatisfy(\.isNumber)) {  // (4T is a child's)
            refined.size = nil
        }
        refined.keywords = parsed.keywords
        if !changesCategory { refined.types = parsed.types }
        // "any hat under 40 is fine" after straw sun hats: any kind of the category, of any material.
        if !changesCategory, anyOfCategory {
            refined.types = parsed.types.filter { !context.types.contains($0) }
            if parsed.materials.isEmpty { refined.materials = [] }
            refined.keywords.removeAll { context.types.contains($0) }
        }
        refined = refined.joiningAlternatives(in: phrase.words)
        return tolerated ? (refined, true, nil) : (own, false, refined)
    }

    /// Whether `words` speak of the shopper's own need or size in the first person ("i need", "im a large", "i
    /// wear a 10").
    static func speaksAsThemself(_ words: [String]) -> Bool {
        words.indices.contains { i in
            let next = i + 1 < words.count ? words[i + 1] : ""
            switch words[i] {
            case "im": return ["a", "an", "after", "looking", "usually", "normally", "size"].contains(next)
            case "i": return ["need", "want", "wear", "take", "am", "usually", "normally", "also"].contains(next)
            default: return false
            }
        }
    }

    /// `text` with a closing "tops" after a sum read as "max" when the products in force are not what "tops"
    /// names (`topsCategory`, asked only for such a line): "he said 220 tops" and "100 tops" after boots are a
    /// budget; alone, "40 tops" may be how many.
    static func sumWithTops(_ text: String, context: ProductQuery, topsCategory: () -> String?) -> String {
        let words = TextNormalizer.tokens(text.lowercased())
        guard words.count >= 2, words[words.count - 1] == "tops", let sum = Double(words[words.count - 2]),
              sum.isFinite, sum >= 10, topsCategory() != context.category,
              let range = text.range(of: "tops", options: [.caseInsensitive, .backwards])
        else { return text }
        return text.replacingCharacters(in: range, with: "max")
    }

    /// Whether `words` say "any" (or "whatever") right before the category's own words (`categoryWords`): "any
    /// hat is fine", "whatever jacket".
    static func saysAnyOf(_ categoryWords: [String], in words: [String]) -> Bool {
        let named = Set(categoryWords.map(TextNormalizer.stem))
        return words.indices.dropFirst().contains { i in
            named.contains(TextNormalizer.stem(words[i])) && ["any", "whatever", "whichever"].contains(words[i - 1])
        }
    }

    /// Whether `words` speak of wearing something with the products in force: "to go with them", "to match",
    /// "that goes with it".
    static func goesWith(_ words: [String]) -> Bool {
        words.indices.contains { i in
            (words[i] == "with" && i + 1 < words.count
                && ["it", "them", "those", "these", "that", "this", "em", "both"].contains(words[i + 1]))
                || (["match", "complement"].contains(words[i]) && i > 0 && words[i - 1] == "to")
        }
    }

    /// Whether `size` fits a body rather than one kind of product: a letter size ("M", "XXL") or a toddler's
    /// age ("5T").
    static func isBodySize(_ size: String) -> Bool {
        let upper = size.uppercased()
        if upper.hasSuffix("T"), upper.count > 1, upper.dropLast().allSatisfy(\.isNumber) { return true }
        let letters = upper.drop { $0 == "X" || $0.isNumber }
        return ["S", "M", "L"].contains(String(letters)) && (upper.count == 1 || upper.first == "X" || upper.first?.isNumber == true)
    }

    /// `a` followed by the words of `b` that `a` lacks.
    private static func union(_ a: [String], _ b: [String]) -> [String] {
        a + b.filter { !a.contains($0) }
    }

    /// Whether `word` is a size some product of the catalog is made in ("12", "xl", "32x34").
    func isSize(_ word: String) -> Bool {
        guard index.parser.mayBeSize(word), let size = parse("size " + word).size?.uppercased() else { return false }
        return index.vocabulary.sizes.contains { $0.uppercased() == size || $0.uppercased().hasPrefix(size + "X") }
    }

    /// Whether `text` asks anything of the products: a category, a brand, a filter other than who it is for
    /// ("my sister's in toronto" asks nothing of them), or a kind of product.
    func asksForProducts(_ text: String) -> Bool {
        var query = parse(text)
        query.audience = nil
        return query.namesCategory || query.setsFilterOrKind
    }

    /// Whether `text` only says a size or a colour, besides words that tie it to the results ("M instead",
    /// "navy then"): after results, a filter for them whatever else the line could be.
    func onlySetsSizeOrColor(_ text: String) -> Bool {
        let words = TextNormalizer.tokens(text.lowercased()).filter { !Self.contextWords.contains($0) }
        return !words.isEmpty && words.count <= 2 && words.allSatisfy { isSize($0) || isColor($0) }
    }

    /// Whether `word` names a colour the catalog knows.
    func isColor(_ word: String) -> Bool {
        index.parser.isColorAtOnce(word) ?? !parse(word).colors.isEmpty
    }
}

extension CatalogLookup {
    /// The words of `query` that say something: its keywords but words of context, courtesies ("Lovely. Could I
    /// also get him a few pairs of warm socks?") and a letter alone ("k. also need a cap").
    static func sayingWords(of query: ProductQuery) -> [String] {
        query.keywords.filter { !contextWords.contains($0) && !Phrase.courtesies.contains($0) && $0.count > 1 }
    }

    /// What the catalog makes of `text` on its own: see ``CatalogEvidence``.
    func evidence(for text: String, modelKnows: ((String) -> Bool)? = nil) -> CatalogEvidence {
        let query = parse(text)
        // (Nor does a size: it is understood as one.)
        let words = Self.sayingWords(of: query).filter { !isSize($0) }
        // A word that named the category (through the lexicon too: "kurta" among shirts) is the catalog's own.
        // (Nor is a person's name a word against the line: "sun hat for the baby of the family, Rosie".)
        let unknown = words.filter {
            !index.parser.knows($0) && !query.categoryWords.contains($0) && !QueryParser.writtenAsName($0, in: text)
        }
        // A category anchors a line in the store; so does a brand or a person to dress together with a word
        // from the products' own names and tags ("nike gym stuff", "running gear for my husband"). A brand
        // alone does not ("is nike stock a good buy").
        let productWord = words.count > unknown.count
        // (So does one of the store's own tags said as things to wear: "yoga stuff for me", "gym gear".)
        let said = TextNormalizer.tokens(text.lowercased())
        let taggedKit = said.indices.dropLast().contains { i in
            let kit = Self.kitWords.contains(said[i + 1]) || index.isGenericClothingWord(said[i + 1])
            return kit && index.isTagKind(said[i])
        }
        let forActivity = Self.saysActivity(said, index: index)
        let wearAsked = (query.namesCategory || said.contains(where: index.isTagKind))
            && Self.asksWhatToWear(said, index: index)
        let anchored = query.namesCategory || (productWord && (query.brand != nil || query.audience != nil))
            || taggedKit || forActivity
        // (The words that named the category: a synonym's, or the category's own name.)
        let anchors = query.categoryWords.isEmpty
            ? query.category.map { TextNormalizer.tokens($0.lowercased()) } ?? [] : query.categoryWords
        let unseen = modelKnows.map { knows in !anchors.isEmpty && !anchors.contains(where: knows) } ?? false
        let requests = query.namesCategory && Self.asks(for: anchors, in: text)
        var asks = requests || (query.namesCategory && Self.opens(
            with: anchors.filter(index.parser.vocabulary.isDeclaredCategoryWord), in: text))
        // (An opening whose category word comes after a word the catalog does not know, among others it does not
        // know, names something else: "dog jumper for a dachshund", "dust jacket for a hardback"; "maybe a cute
        // top instead" asks for a top.)
        let named = Set(anchors.map(TextNormalizer.stem))
        if asks, !requests, unknown.count > 1,
           let k = said.firstIndex(where: { named.contains(TextNormalizer.stem($0)) }), k > 0,
           unknown.contains(said[k - 1]) {
            asks = false
        }
        // (Whom they are for counts only when the category's words name the products: not "sock puppet ideas for
        // kids", "trash bags", "a proper punch bag for his room", where a word the catalog does not know is
        // beside them.)
        let modifiesNext = said.indices.contains { k in
            named.contains(TextNormalizer.stem(said[k]))
                && ((k + 1 < said.count && unknown.contains(said[k + 1])) || (k > 0 && unknown.contains(said[k - 1])))
        }
        // (Nor when only the products' names made the words a category's: "set" of "Bikini Set" in "i need to set
        // a reminder to call lisa for her birthday".)
        let declaredAnchor = query.categoryWords.isEmpty
            || anchors.contains(where: index.parser.vocabulary.isDeclaredCategoryWord)
        // (Nor in a line that asks a question, which may be about the store or another thing: "bridesmaid
        // dresses, how long for delivery?", "my husband wants it for his work shirts".)
        let questions = text.contains("?") || DialogueManager.asksQuestion(text, phrase: Phrase(text))
        return CatalogEvidence(
            understood: query.understood.filter { !$0.hasPrefix("words:") },
            unknownWords: unknown, hasAnchor: anchored, anchorUnseenByModel: unseen,
            asksForAnchor: asks, requestsAnchor: requests,
            namesWearer: query.audience != nil && !modifiesNext && !questions && declaredAnchor,
            asksForActivity: forActivity, asksWhatToWear: wearAsked,
            // (Not what belongs to something else the catalog does not know: "cap for the water bottle lost",
            // "the tote of cat food".)
            reportsLoss: query.namesCategory && !questions
                && Self.reportsLoss(said, namesKind: { word in
                    query.category.map { index.usesWord(word, inCategory: $0) } ?? false
                })
                && !said.indices.contains { k in
                    named.contains(TextNormalizer.stem(said[k])) && k + 1 < said.count
                        && ["for", "of"].contains(said[k + 1])
                        && said[(k + 2)...].prefix(2).contains { unknown.contains($0) }
                }
                && (declaredAnchor || index.parser.vocabulary.isDeclaredCategoryWord(anchors.joined(separator: " "))))
    }

    /// Whether `said` (a line's words) tells of something worn out, broken or lost ("my sun hat blew off into the
    /// sea", "split my work trousers bending down", "lost my baseball cap at the game"), and not of something
    /// bought from the store or said to it ("the zip on the jacket i bought from u has broken").
    /// (`namesKind`: whether a word names a kind of the products, as "ripped" does jeans: "ripped jeans" asks for
    /// them.)
    static func reportsLoss(_ said: [String], namesKind: (String) -> Bool = { _ in false }) -> Bool {
        let told = said.indices.contains { i in
            // (With a word between: "worn right through", "fell completely apart".)
            let next = i + 1 < said.count ? said[i + 1] : ""
            let after = i + 2 < said.count ? said[i + 2] : ""
            if lossWords.contains(said[i]) { return !namesKind(said[i]) }
            switch said[i] {
            case "fell", "falling", "fall", "falls", "come", "came", "coming":
                return ["apart", "off", "undone"].contains(next) || ["apart", "undone"].contains(after)
            case "worn", "wore", "wearing": return ["through", "out", "thin"].contains(next) || after == "through"
            case "blew", "blown": return ["off", "away"].contains(next) || ["off", "away"].contains(after)
            default: return false
            }
        }
        // (A part of it broken, or a repair asked for, is for the store: "the sole came off my trainers after 3
        // months can u fix that".)
        // (Nor to the store, of what it sent: "the tote you sent was torn".)
        return told && !DialogueManager.speaksOfPurchase(said)
            && !said.contains { ["your", "ur", "yours", "you", "u"].contains($0) }
            && !said.contains(where: DialogueManager.garmentParts.contains)
            && !said.contains { DialogueManager.serviceAsks.contains($0) || DialogueManager.serviceDone.contains($0) }
    }

    /// Words that tell of something lost or broken.
    static let lossWords: Set<String> = [
        "lost", "broke", "broken", "snapped", "ripped", "split", "torn", "tore", "shrunk", "shrank", "holes",
        "chewed", "ruined", "destroyed", "stolen", "bust", "busted", "wrecked", "frayed",
    ]

    /// Words before "for" that ask for things to wear for what follows ("something for running", "what do u
    /// have for the gym", "stuff for yoga").
    static let activityHeads: Set<String> = [
        "something", "anything", "stuff", "things", "kit", "what", "have", "got", "wear", "wearing", "ideas",
    ]

    /// Whether `said` (a line's words) says what the products are to be worn for in the store's own words, just
    /// after asking for something to wear: a word of the products' names or tags after "to", at the end or before
    /// "in" ("something to swim in", "anything to go running in"); or one of the store's tags, or the form of a
    /// name word it is said in, after "for" ("i need something for running", "what do u have for the gym",
    /// "clothes for swimming").
    static func saysActivity(_ said: [String], index: CatalogIndex) -> Bool {
        // (Something to wear is asked for just before: not "the way to work", "what time does the gym open".)
        func asksBefore(_ k: Int) -> Bool {
            said[max(0, k - 3)..<k].contains { activityHeads.contains($0) || index.isGenericClothingWord($0) }
        }
        return said.indices.contains { i in
            let previous = i > 0 ? said[i - 1] : nil, next = i + 1 < said.count ? said[i + 1] : nil
            let to = previous == "to" ? i - 1 : previous == "go" && i > 1 && said[i - 2] == "to" ? i - 2 : nil
            if let to {
                guard next.map(["in", "around", "about"].contains) ?? true, asksBefore(to) else { return false }
                return index.activityWord(said[i], after: "to", before: next) != nil
            }
            var k = i - 1
            if k >= 0, ["the", "a"].contains(said[k]) { k -= 1 }
            guard k >= 1, said[k] == "for", asksBefore(k) else { return false }
            if index.isTagKind(said[i]) { return true }
            // (A name word said as it is, "for the classic", says nothing of what they are for.)
            let form = index.activityWord(said[i], after: "for", before: next)
            return form != nil && form != said[i]
        }
    }

    /// The number said with a word for a leg's length and no waist ("32 leg", "leg 30", "30 inside leg", "inseam
    /// 32"), or `nil`.
    static func legLength(in words: [String]) -> String? {
        guard !words.contains("waist") else { return nil }
        let units = QueryParser.legLengthWords
        for (i, word) in words.enumerated() where Int(word).map({ (20...40).contains($0) }) == true {
            let next = i + 1 < words.count ? words[i + 1] : ""
            let after = i + 2 < words.count ? words[i + 2] : ""
            let before = i > 0 ? words[i - 1] : ""
            if units.contains(next) || (next == "inside" && units.contains(after)) || units.contains(before) {
                return word
            }
        }
        return nil
    }

    /// Whether `said` (a line's words) asks what to wear or get: "what" or "which" with, a few words on, a word of
    /// wearing or getting ("what do i even wear", "what should i get"), or a word for clothes or a category
    /// ("what footwear", "which jacket").
    static func asksWhatToWear(_ said: [String], index: CatalogIndex) -> Bool {
        said.indices.contains { i in
            guard ["what", "which", "wat", "wht"].contains(said[i]) else { return false }
            return said[(i + 1)...].prefix(4).contains { word in
                wearingWords.contains(word) || index.isGenericClothingWord(word)
                    || index.parser.parse(word).namesCategory
            }
        }
    }

    /// Words of wearing or getting something, in a question of what to wear ("what do i even wear", "what should
    /// i get"). Not "order": "what's my order status" asks after one.
    static let wearingWords: Set<String> = ["wear", "wearing", "get", "buy", "pack", "bring"]

    /// Whether a clause of `text` (cut at punctuation) has a request word ("need", "want", "looking for"…) at
    /// most ``requestReach`` words before one of `anchors` (the words that named the category).
    static func asks(for anchors: [String], in text: String) -> Bool {
        let named = Set(anchors.map(TextNormalizer.stem))
        guard !named.isEmpty else { return false }
        for clause in text.lowercased().split(whereSeparator: { ",.;:!?".contains($0) }) {
            let words = TextNormalizer.tokens(String(clause))
            for (i, word) in words.enumerated() where named.contains(TextNormalizer.stem(word)) {
                if DialogueManager.asksForSomething(Array(words[max(0, i - Self.requestReach)..<i])) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `text` opens with the catalog's own words for the category (`own`), as a request in chat does
    /// ("sun hat for the baby of the family", "a cap for my uncle"): among the first three words after an article
    /// or a filler. (Not a word only the lexicon brought: "mac users" asks for no raincoat.)
    static func opens(with own: [String], in text: String) -> Bool {
        let stems = Set(own.map(TextNormalizer.stem))
        guard !stems.isEmpty else { return false }
        // (Not one that opens with whose they are: "my jacket for university is torn".)
        let first = TextNormalizer.tokens(text.lowercased()).drop(while: Self.openingFillers.contains).prefix(3)
        guard let word = first.first, !Self.possessives.contains(word) else { return false }
        return first.contains { stems.contains(TextNormalizer.stem($0)) }
    }

    /// Words that say whose something is, or point at one already there ("my jacket", "that coat").
    static let possessives: Set<String> = [
        "my", "his", "her", "our", "their", "your", "ur", "the", "this", "that", "these", "those", "i", "we", "it",
    ]

    /// Words that may open a request before the products it names ("a", "ok so some", "also").
    static let openingFillers: Set<String> = [
        "a", "an", "some", "new", "also", "and", "ok", "okay", "so", "hi", "hey", "um", "hmm", "maybe", "pls",
        "please", "any",
    ]

    /// How many words before the category's words a request word may be ("want to treat her to some nice
    /// leggings").
    static let requestReach = 7
}

extension CatalogLookup {
    /// `text` with the spelling corrections the catalog made parsing it (`corrections`, as the parser wrote them:
    /// "sandels → Sandals"): "sandels for my mom" → "sandals for my mom", so
    /// the model sees the word the shopper meant. Only brand and category names are corrected, one typo at five
    /// letters or more, and never a word `isKnown` (the classifier's own words: "speaker" is no typo of
    /// "sneaker" to a model that learnt it); `text` itself when there is nothing to correct.
    func corrected(_ text: String, corrections made: [String], unless isKnown: (String) -> Bool) -> String {
        let corrections = made.compactMap { correction -> (String, String)? in
            let parts = correction.components(separatedBy: " → ")
            guard parts.count == 2, !isKnown(parts[0]) else { return nil }
            return (parts[0].lowercased(), parts[1].lowercased())
        }
        guard !corrections.isEmpty else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let bare = token.lowercased().trimmingCharacters(in: .punctuationCharacters)
            guard let fix = corrections.first(where: { $0.0 == bare }) else { return String(token) }
            return String(token).lowercased().replacingOccurrences(of: bare, with: fix.1)
        }.joined(separator: " ")
    }
}

extension CatalogLookup {
    /// Words of a price too high, after which "for me" is what the shopper can spend ("too expensive for me").
    static let priceComplaints: Set<String> = [
        "expensive", "pricey", "pricy", "dear", "steep", "much", "money", "costly", "budget", "high",
    ]

    /// For a refinement that found nothing as asked: the search without the shopper's descriptive words and
    /// product types ("warm winter" from an earlier line), when that keeps every filter (the colour just asked for, the price,
    /// the size…) and finds something; `nil` otherwise. The last thing the shopper asked for is the last thing
    /// to give up, and giving up the words is said.
    func searchKeepingFilters(_ query: ProductQuery, limit: Int) -> Found? {
        guard !query.keywords.isEmpty || !query.types.isEmpty else { return nil }
        var loose = query
        loose.keywords = []
        loose.types = []
        // (Of a word for several categories, those the kind's products are in: "running shoes" given up are
        // still sneakers, not boots.)
        if query.category == nil, !query.categoryGroup.isEmpty {
            let holding = query.categoryGroup.filter { category in
                query.types.contains { index.usesWord($0, inCategory: category) }
            }
            if !holding.isEmpty, holding.count < query.categoryGroup.count { loose.categoryGroup = holding }
        }
        var found = search(loose, limit: limit)
        guard found.relaxed.isEmpty, !found.productIDs.isEmpty else { return nil }
        let words = Self.union(query.types, query.keywords)
        found.relaxed = ["nothing that is also \"\(words.joined(separator: " "))\"; showing \(describe(loose))"]
        return found
    }
}

extension CatalogLookup {
    /// The clauses of `text` (see ``DialogueManager/clauses(of:)``) of up to eight words with at most one word the
    /// catalog does not know that set a filter or name the category in force, joined with commas, when they are
    /// fewer than all of them: "navy ideally" of "Navy ideally, he's quite a conservative dresser". `nil` when
    /// no clause, or every clause, does, or when the line names another category.
    func filteringClauses(of text: String, context: ProductQuery) -> String? {
        let clauses = DialogueManager.clauses(of: text)
        // A category only the lexicon read into a word the products in force use is theirs ("waterproof" is a
        // raincoat to WordNet, a kind of jacket here).
        func keepsCategory(_ query: ProductQuery) -> Bool {
            guard let category = query.category, category != context.category else { return true }
            guard let current = context.category, !query.derivedCategoryWords.isEmpty else { return false }
            return query.derivedCategoryWords.allSatisfy { index.usesWord($0, inCategory: current) }
        }
        // (A line that names another category anywhere is a request of its own: "and some flip flops, size 8".)
        guard keepsCategory(parse(text)) else { return nil }
        let filtering = clauses.filter { clause in
            let words = Phrase(clause).words
            let query = parse(clause)
            let unknownWords = query.keywords.filter {
                !Self.contextWords.contains($0) && !Self.pronouns.contains($0) && !index.parser.knows($0)
            }
            // (A person alone is talk, "sorry my toddler is screaming", "my son just spilled juice", unless the
            // clause says it is for them: "something warm for my dad".)
            var filters = query
            if !words.contains("for") { filters.audience = nil }
            // (A kind of the products in force, or a word their names use, counts like a filter: "Waterproof
            // ideally, he spends his whole day in puddles".)
            let namesKind = context.category.map { category in
                query.keywords.contains { index.usesWord($0, inCategory: category) }
            } ?? false
            // (A budget, a size or a brand may come with more words around it: "mum says dont spend more than 150 on
            // him", "a friend told her Oakridge is very comfortable".)
            let setsStrongFilter = query.maxPrice != nil || query.minPrice != nil || query.size != nil
                || query.brand != nil
            let fits = (words.count <= Self.shortFollowUpWords + 2 && unknownWords.count <= 1)
                || (setsStrongFilter && words.count <= Self.shortFollowUpWords * 2 && unknownWords.count <= 3)
            return fits && (filters.hasFilters || query.category == context.category || namesKind)
                && keepsCategory(query)
        }
        guard !filtering.isEmpty, filtering.count < clauses.count else { return nil }
        // (So does one that names another kind of product the catalog has no category word for: "ok now shoes to
        // go with it, im a 7" after dresses.)
        if let current = context.category,
           Phrase(text).words.contains(where: { index.namesOtherCategories($0, than: current) }) {
            return nil
        }
        let joined = filtering.joined(separator: ", ")
        return Phrase(joined).words.count <= Self.looseFollowUpWords ? joined : nil
    }
}
