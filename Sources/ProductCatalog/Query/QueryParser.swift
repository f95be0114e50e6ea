/// Turns a shopper's words into a ``ProductQuery``: category, brand, colour, size, audience, price and stock
/// filters, plus the words left over for ranking.
///
/// It knows the catalog's own categories (and their synonyms, plurals and spelling variants), brands (any case,
/// one typo in longer names), colours (with families) and sizes.
public struct QueryParser: Sendable {
    /// What the parser recognises.
    public let vocabulary: Vocabulary
    /// Every word in the catalog's text, so real words are never "corrected" into brands.
    let knownWords: Set<String>
    /// Words (stemmed) that name kinds of products in the catalog's names or tags ("cargo", "bomber", "tote").
    let typeWords: Set<String>
    /// The type words that come from the products' tags ("multipack", "yoga", "work"): the store's own labels
    /// for kinds of products, which select them wherever they are said.
    let tagTypeWords: Set<String>
    /// Per word of the product names (stemmed): the categories whose names use it. With a category named, such a
    /// word anywhere in the line names a kind of its products ("backpack that fits a laptop").
    let nameWordCategories: [String: Set<String>]
    /// Per word for a category (stemmed): the other categories whose products' names use it ("dress" among Socks
    /// for "Dress Socks", "belt" among Bags for "Belt Bag").
    let categoryWordKinds: [String: Set<String>]
    /// The type words of six letters or more, for typos ("waterprof" → waterproof).
    let typoTypeWords: TypoCandidates<String>

    /// Builds a parser for `catalog`.
    public init(catalog: Catalog) {
        var words = Set<String>()
        for product in catalog.products {
            for token in TextNormalizer.tokens(product.name) { words.insert(TextNormalizer.stem(token)) }
        }
        self.init(vocabulary: Vocabulary(catalog: catalog), knownWords: words)
    }

    init(
        vocabulary: Vocabulary, knownWords: Set<String>, typeWords: Set<String> = [], tagTypeWords: Set<String> = [],
        nameWordCategories: [String: Set<String>] = [:], categoryWordKinds: [String: Set<String>] = [:]
    ) {
        self.vocabulary = vocabulary
        self.knownWords = knownWords
        self.typeWords = typeWords
        self.tagTypeWords = tagTypeWords
        self.nameWordCategories = nameWordCategories
        self.categoryWordKinds = categoryWordKinds
        typoTypeWords = TypoCandidates(typeWords.filter { $0.utf8.count >= 6 }.map { ($0, $0) })
    }

    /// Whether `word` (any case) occurs in the catalog's product text, so that ranking by it means something.
    /// The words `text` turns away ("scrap hiking, chelsea boots" → hiking; "not padded" → padded): a follow-up
    /// drops them from the request it refines.
    public func turnedAway(_ text: String) -> [String] {
        let words = TextNormalizer.tokens(text.lowercased())
        return words.indices.dropFirst().compactMap { i in
            let turned = Self.negations.contains(words[i - 1]) || (i >= 2 && words[i - 2] == "instead" && words[i - 1] == "of")
            return turned && !Self.stopWords.contains(words[i]) ? words[i] : nil
        }
    }

    public func knows(_ word: String) -> Bool {
        knownWords.contains(TextNormalizer.stem(word.lowercased()))
    }

    /// Whether `word` alone may be read as a size: it has a digit, has four letters or fewer, or is one of the
    /// catalog's sizes or a word for a letter size ("medium", "xlarge"). A test to spare parsing it.
    public func mayBeSize(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lower.utf8.count <= 4 || lower.contains(where: \.isNumber) || vocabulary.sizeKeys[lower] != nil
            || Self.letterWords[[lower]] != nil
    }

    /// Whether `word` alone is a colour, when the vocabulary tells at once (a colour's name, or another word the
    /// catalog knows); `nil` when only parsing it can tell (a typo, a plural, "greenish").
    public func isColorAtOnce(_ word: String) -> Bool? {
        let lower = word.lowercased()
        if vocabulary.colorKeys[lower] != nil { return true }
        // ("blues", "greys": a colour in the plural is for the parser to read.)
        if lower.hasSuffix("s"), vocabulary.colorKeys[String(lower.dropLast())] != nil { return nil }
        return knows(lower) ? false : nil
    }

    static let stopWords: Set<String> = [
        "show", "me", "do", "does", "did", "you", "ya", "u", "have", "has", "got", "any", "anything", "some",
        "something", "i", "im", "id", "ive", "want", "wanted", "wanna", "need", "needs", "looking", "look", "lookin",
        "for", "a", "an", "the", "in", "with", "of", "please", "pls", "plz", "is", "are", "there", "theres", "what",
        "whats", "about", "how", "find", "search", "like", "would", "could", "can", "get", "buy", "my", "to", "and",
        "or", "your", "yours", "ur", "urs", "items", "item", "products", "product", "stuff", "thing", "things", "hi",
        "hello",
        "hey", "see", "sell", "selling", "carry", "stock", "also", "too", "ok", "okay", "maybe", "just", "only",
        "that", "this", "those", "these", "them", "it", "its", "on", "at", "by", "be", "we", "our", "us", "let",
        "lets", "tell", "give", "gimme", "lemme", "offer", "from",
        "which", "where", "one", "ones", "kind", "type", "pair", "pairs",
        "shop", "store", "color", "colour", "colors", "colours", "price", "priced", "cost", "costs", "now", "nice",
        "good", "great", "cool", "really", "very", "so", "yes", "no", "then", "instead", "other", "else", "more",
        "options", "option", "available", "size", "sizes", "else", "got", "gotta", "y", "all", "every", "both", "new",
        "either", "am", "was", "were", "will", "shall", "should", "might", "may", "must", "dollars", "dollar",
        "bucks", "usd", "eur", "euros", "rupees", "rs", "inr", "gbp", "pounds", "quid", "sort", "sorts", "maybe", "perhaps",
        "please", "thanks", "thank", "which", "who", "whose", "much", "if", "whether", "tho", "though",
        "he", "she", "hes", "shes", "theyre", "spend", "spending", "pay", "paying", "cant", "dont", "wont",
        "myself", "yourself", "takes", "wears", "likes", "loves", "wants", "thinking", "tbh", "lol", "nvm",
        "asking", "asked", "keeps", "lf", "ngl", "fr", "lowkey", "rn", "sorry", "apologies", "wearing",
        "btw", "anyway", "ideally", "preferably", "prefer", "prefers", "go", "goes", "present", "pressie", "prezzie",
        "gift",
        "gifts", "bday", "birthday", "xmas", "christmas", "anniversary", "hmm", "hm", "um", "uh", "actually", "back", "off", "morning", "afternoon",
        "started", "starting", "start", "begun", "began", "mainly", "mostly", "usually", "generally", "probably",
        "definitely", "basically", "literally", "honestly", "r", "poss", "possible", "possibly", "always", "never",
        "few", "couple", "several", "each", "lovely", "perfect", "ooh", "oh", "ah", "brilliant", "getting", "ideas",
        "idea", "suggestions", "love", "around", "thatll", "itll", "theyll", "youll", "thatd", "itd", "theyd",
        "youd", "wouldve", "couldve",
        // Everyday words one letter from a colour or a category, which are no typo of it ("while" → white).
        "while", "whilst", "here", "when", "blank", "greet", "greed", "him", "her", "n", "stand",
    ]

    /// Parses `text` (any length; control characters and odd punctuation are ignored).
    ///
    /// A line that corrects itself ("brown, size 10. actually no, scratch that, black") asks for what it says
    /// after the correction: each filter said there replaces the one said before it.
    public func parse(_ text: String) -> ProductQuery {
        guard let correction = Self.correction(in: text) else { return parseLine(text) }
        var query = parseLine(text)
        let after = parseLine(String(text[correction...]))
        if !after.colors.isEmpty {
            query.colors = after.colors
            query.excludedColors = after.excludedColors
        }
        if !after.materials.isEmpty {
            query.materials = after.materials
            query.excludedMaterials = after.excludedMaterials
        }
        if let size = after.size {
            query.size = size
        } else if query.size != nil, let size = TextNormalizer.tokens(after.keywords.joined(separator: " "))
                    .lazy.compactMap({ self.vocabulary.sizeKeys[$0] }).first {
            // ("in S, or rather M": a size said before makes a bare one after the correction a size too.)
            query.size = size
        }
        if let brand = after.brand { query.brand = brand }
        if let audience = after.audience { query.audience = audience }
        if after.minPrice != nil || after.maxPrice != nil {
            (query.minPrice, query.maxPrice) = (after.minPrice, after.maxPrice)
        }
        // (The marker's own words are no product words: "nothing mentions "wait make"".)
        query.keywords.removeAll(where: Self.correctionWords.contains)
        query.types.removeAll(where: Self.correctionWords.contains)
        return query
    }

    /// Word runs with which a shopper takes back what they just said: "scratch that", "actually no", "no wait".
    static let correctionMarkers: [[String]] = [
        ["scratch", "that"], ["scrap", "that"], ["forget", "that"], ["actually", "no"], ["no", "wait"],
        ["wait", "no"], ["or", "rather"], ["make", "that"], ["i", "meant"], ["no", "sorry"], ["sorry", "i", "mean"],
    ]

    /// Single words with which a shopper takes back what they just said, when they open a new part of the line
    /// after a pause: "wool... actually cashmere", "in black - no, navy", "in navy? sorry, light blue", "7.5, er 7".
    static let pausedCorrectionMarkers: Set<String> = ["actually", "no", "sorry", "er", "erm", "um", "umm", "oops"]

    /// Every word of the correction markers.
    static let correctionWords = Set(correctionMarkers.joined()).union(pausedCorrectionMarkers)

    /// A word of every correction marker, as lowercase ASCII bytes: a line with none of them has no marker.
    static let correctionCues: [[UInt8]] = [
        "scratch", "scrap", "forget", "actually", "wait", "rather", "make", "meant", "sorry",
    ].map { Array($0.utf8) }

    /// The words of ``pausedCorrectionMarkers`` that no cue holds, as lowercase ASCII bytes: looked for only in a
    /// line with a pause in it.
    static let pausedCorrectionCues: [[UInt8]] = ["no", "er", "um", "oops"].map { Array($0.utf8) }

    /// Whether `bytes` contain `word` (lowercase ASCII), whatever the case of the ASCII letters in `bytes`.
    static func containsIgnoringASCIICase(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard word.count <= bytes.count, let first = word.first else { return false }
        var i = 0
        while i + word.count <= bytes.count {
            if bytes[i] | 0x20 == first {
                var k = 1
                while k < word.count && bytes[i + k] | 0x20 == word[k] { k += 1 }
                if k == word.count { return true }
            }
            i += 1
        }
        return false
    }

    /// Whether `bytes` contain `word` (lowercase ASCII) as a whole word: no ASCII letter right before or after it
    /// ("no" in "navy, no just navy", not in "know" or "nothing").
    static func containsWordIgnoringASCIICase(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard word.count <= bytes.count, let first = word.first else { return false }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        var i = 0
        while i + word.count <= bytes.count {
            if bytes[i] | 0x20 == first, i == 0 || !isLetter(bytes[i - 1]) {
                var k = 1
                while k < word.count && bytes[i + k] | 0x20 == word[k] { k += 1 }
                if k == word.count, i + k == bytes.count || !isLetter(bytes[i + k]) { return true }
            }
            i += 1
        }
        return false
    }

    /// Where the text after the last correction marker of `text` starts, when one has words after it.
    static func correction(in text: String) -> String.Index? {
        // (Cheap first, on the bytes: most lines have none of the markers' telling words.)
        let bytes = Array(text.utf8)
        let paused = bytes.contains { [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";"), UInt8(ascii: "-"),
                                       UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ":")].contains($0) }
        guard correctionCues.contains(where: { Self.containsIgnoringASCIICase(bytes, $0) })
            || (paused && pausedCorrectionCues.contains(where: { Self.containsWordIgnoringASCIICase(bytes, $0) }))
        else { return nil }
        // Each word, where it ends, and whether a pause (punctuation) comes between it and the word before.
        var words: [(word: String, end: String.Index, afterPause: Bool)] = []
        var start: String.Index?
        var pause = false
        var index = text.startIndex
        while index <= text.endIndex {
            let isWordCharacter = index < text.endIndex && (text[index].isLetter || text[index] == "'")
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let first = start {
                words.append((text[first..<index].lowercased().replacingOccurrences(of: "'", with: ""), index, pause))
                start = nil
                pause = false
            }
            if index == text.endIndex { break }
            if !isWordCharacter, ",.;-?!:".contains(text[index]) { pause = true }
            index = text.index(after: index)
        }
        var found: String.Index?
        for i in words.indices {
            for marker in correctionMarkers where i + marker.count < words.count
                && (0..<marker.count).allSatisfy({ words[i + $0].word == marker[$0] }) {
                found = words[i + marker.count - 1].end
            }
            // ("no" takes back only before another pause or "just": "in black - no, navy", "navy or blue.. no just
            // navy"; "hoodies, no black" turns black away, "size M, no more than 50" sets a price.)
            if i > 0, i + 1 < words.count, words[i].afterPause, pausedCorrectionMarkers.contains(words[i].word),
               words[i].word != "no" || words[i + 1].afterPause || ["just", "only"].contains(words[i + 1].word) {
                found = max(found ?? words[i].end, words[i].end)
            }
        }
        return found
    }

    private func parseLine(_ text: String) -> ProductQuery {
        var tokens = QueryToken.lex(Self.halvesSpelt(Self.slashSizesJoined(String(text.prefix(2_000)))))
        if tokens.count > 200 { tokens.removeLast(tokens.count - 200) }
        // "a 30 inch waist and 30 inch leg" is "30 waist 30 leg": a unit between a number and the measure, and
        // "and" between the waist and the leg, say nothing more.
        let measures: Set<String> = ["waist", "leg", "length", "inseam", "inside"]
        tokens = tokens.indices.compactMap { k in
            let next = k + 1 < tokens.count ? tokens[k + 1].text : ""
            let unit = ["inch", "inches", "in"].contains(tokens[k].text) && k > 0 && tokens[k - 1].number != nil
                && measures.contains(next)
            let joins = tokens[k].text == "and" && k > 0 && tokens[k - 1].text == "waist"
                && k + 1 < tokens.count && tokens[k + 1].number != nil
            return unit || joins ? nil : tokens[k]
        }
        var query = ProductQuery()
        var consumed = [Bool](repeating: false, count: tokens.count)
        var categoryAt: Int?
        // Whether the audience in force came from "him" or "her" alone.
        var audienceByPronoun = false
        var categoryLength = 0
        var categoryTypes: [String] = []
        // Where a word the catalog declares for a kind stood for that kind's words ("wellies" for "rain"): the
        // kinds joined by "or" are read in those words.
        var declaredKindSpans: [(range: Range<Int>, kinds: [String])] = []
        var words = tokens.map(\.text)
        // "a wool one instead of cashmere": what comes after "instead of" is turned away, as after "not".
        // (So does what comes after "rather than" or "better than": "an overcoat rather than a parka", "cotton
        // would be better than nylon".)
        for i in words.indices.dropFirst() where (words[i] == "of" && words[i - 1] == "instead")
            || (words[i] == "than" && ["rather", "better"].contains(words[i - 1])) { words[i] = "not" }
        // "any colour but black": what comes after "but" is turned away, as after "except".
        for i in words.indices.dropFirst(2) where words[i] == "but" && ["any", "whatever"].contains(words[i - 2])
            && (Self.colorAspects.contains(words[i - 1]) || Self.materialAspects.contains(words[i - 1])) {
            words[i] = "except"
        }

        func at(_ i: Int) -> String? { i >= 0 && i < words.count ? words[i] : nil }
        func matches(_ phrase: [String], _ i: Int) -> Bool {
            guard i + phrase.count <= words.count else { return false }
            for (k, word) in phrase.enumerated() where words[i + k] != word || consumed[i + k] { return false }
            return true
        }
        func take(_ range: Range<Int>) { for k in range { consumed[k] = true } }
        /// Where the last colour or material turned away ends: "not black or red" turns both away.
        var turnedAwayEnd: Int?
        /// Whether the word before `i` turns a colour or material away ("not black", "no leather", "non-wool").
        /// A line that opens with "no" and a comma answers something ("no, navy"): that "no" turns nothing away.
        let answersNo = Self.opensWithNoAndAPause(text)
        func turnsAway(_ i: Int) -> Bool {
            guard let before = at(i - 1) else { return false }
            // "he won't wear navy", "she doesn't like pink", "hates red": a verb of liking said in the negative.
            // (So with an article between: "he dont like the rubber ones".)
            let verbAt = Self.articles.contains(before) && i >= 2 ? i - 2 : i - 1
            if Self.dislikes.contains(at(verbAt) ?? "")
                || (Self.likingVerbs.contains(at(verbAt) ?? "")
                    && Self.negatedAuxiliaries.contains(at(verbAt - 1) ?? "")) {
                return true
            }
            // "not a fan of yellow", "not keen on grey", "not really into pink": a liking said in the negative.
            // (The words of liking are said: "fan" is no search word.)
            if let lead = Self.likingLeads.first(where: { lead in
                lead.indices.allSatisfy { at(i - lead.count + $0) == lead[$0] }
            }), let back = (1...3).first(where: {
                ["not", "no", "never", "isnt", "aint"].contains(at(i - lead.count - $0) ?? "")
            }) {
                take((i - lead.count - back)..<i)
                return true
            }
            // ("hmm no, black is safer": a "no" and a pause answer something; they turn nothing away. Nor does "no"
            // after having: "my daughter has no jacket" is what she needs.)
            return Self.negations.contains(before) || before == "non"
                || (before == "no" && !tokens[i].pauseBefore && (i - 1 > 0 || !answersNo)
                    && !["has", "have", "got", "had", "owns"].contains(at(i - 2) ?? ""))
                || (["or", "nor", "and"].contains(before) && turnedAwayEnd == i - 1)
        }

        /// Whether the words from `k` say that what comes before them is too much of something ("ones are too
        /// heavy", "is way too itchy", "always too warm").
        func foundWanting(after k: Int) -> Bool {
            var j = k
            while j < k + 4, let word = at(j), !tokens[j].pauseBefore || j == k {
                // ("leather too", "wool ones too pls": as well, not too much.)
                if word == "too" {
                    guard let next = at(j + 1), !tokens[j + 1].pauseBefore else { return false }
                    return !["please", "pls", "plz", "thanks", "thx", "if", "as", "and"].contains(next)
                }
                // ("the acrylic ones make him sweat", "linen creases so badly": what the material does to them.)
                if ["make", "makes", "made"].contains(word), let next = at(j + 1),
                   ["me", "him", "her", "them", "us", "my", "his"].contains(next) {
                    // (What it does to them says nothing of the products: "sweat" is no search word.)
                    take(j..<min(j + 3, tokens.count))
                    return true
                }
                if Self.fabricComplaints.contains(word) { return true }
                // ("cashmere's a bit much for me".)
                if word == "much", j > k, ["bit", "little", "tad", "too", "way"].contains(at(j - 1) ?? "") {
                    return true
                }
                guard ["ones", "one", "is", "are", "s", "just", "always", "way", "get", "gets", "feel", "feels", "a",
                       "bit", "little", "tad"].contains(word) else { return false }
                j += 1
            }
            return false
        }

        /// Whether the category words at `i` speak of something owned ("my skirts", "most of his old jumpers",
        /// "he wears a navy anorak") or, for "short", describe ("nothing too short").
        func ownedOrDescribed(at i: Int, phrase: [String]) -> Bool {
            if phrase == ["short"] {
                // The garment is "shorts"; "short" alone describes ("coats look short on her", "short legs",
                // "sleeves stop short of his wrists"), unless it ends the words it names ("a swim short for him").
                let describing: Set<String> = [
                    "too", "so", "very", "bit", "quite", "not", "look", "looks", "looked", "stop", "stops", "is", "are",
                    "was", "were", "always", "really", "fall", "falls", "come", "comes", "cut", "more", "less",
                    "little", "slightly", "kinda", "abit", "rather", "pretty", "super",
                ]
                if describing.contains(at(i - 1) ?? "") { return true }
                guard let next = at(i + 1), !tokens[i + 1].pauseBefore else { return false }
                return !["for", "in", "with", "pls", "please", "under", "size", "and", "or", "from"].contains(next)
            }
            // ("too small up top", "something to wear on top": where, not the products called tops.)
            if phrase == ["top"], ["up", "on"].contains(at(i - 1) ?? "") { return true }
            // ("a little bag to go with the dress", "a belt that goes with my jeans": what it is to go with.)
            let with = ["the", "my", "her", "his", "those", "these", "that", "this"].contains(at(i - 1) ?? "")
                ? i - 2 : i - 1
            if at(with) == "with",
               ["go", "goes", "going", "match", "matches", "wear", "pair"].contains(at(with - 1) ?? "") {
                return true
            }
            // ("the top 10 quotes", "top rated", "top of the range": the best, not a top.)
            if phrase == ["top"], let next = at(i + 1),
               tokens[i + 1].number != nil || Self.numberWords[next] != nil
                || ["rated", "selling", "of", "notch", "quality", "end"].contains(next) {
                return true
            }
            var k = i - 1
            while k >= 0, k >= i - 4 {
                let word = words[k]
                // ("get her a bag": "her" before an article is whom it is for, not whose.)
                if word == "her", ["a", "an", "some", "the"].contains(words[k + 1]) { return false }
                if Self.possessiveWords.contains(word) { return true }
                if Self.wearingVerbs.contains(word) {
                    // ("he is wearing always dark blue trousers": how often, and its colour, between.)
                    return k == i - 1 || ["a", "an", "the", "some"].contains(words[k + 1])
                        || words[(k + 1)..<i].allSatisfy { said in
                            Self.frequencyWords.contains(said) || Self.shadeWords.contains(said)
                                || vocabulary.colorKeys[said] != nil
                        }
                }
                // "he's got a million hoodies already", "she has loads of scarves": what someone else has.
                if ["got", "has"].contains(word), k > 0, Self.thirdPersonSubjects.contains(words[k - 1]) { return true }
                // ("socks for my new boots", "a belt for my sons school trousers": whose they are, with what they
                // are for or whose child's, still names what someone has.)
                let relationOwning = word.count > 3 && word.hasSuffix("s")
                    && Audience.relations[String(word.dropLast())] != nil
                    && !["a", "an", "some", "the"].contains(words[k + 1]) && !Self.quantityWords.contains(words[k + 1])
                // ("a duffel bag for my football boots", "a belt for my school trousers": a word that says which of
                // them, right before the garment after "my", still names what someone has.)
                let owner = k > 0 ? words[k - 1] : ""
                let whichOfThem = k == i - 1 && !Self.stopWords.contains(word) && vocabulary.categoryKeys[word] == nil
                    && (Self.possessiveWords.contains(owner)
                        || (owner.count > 3 && owner.hasSuffix("s")
                            && Audience.relations[String(owner.dropLast())] != nil))
                guard vocabulary.colorKeys[word] != nil || Self.shadeWords.contains(word)
                    || Self.frequencyWords.contains(word)
                    || ["a", "an", "old", "new", "favourite", "favorite", "usual"].contains(word)
                    || Self.quantityWords.contains(word) || relationOwning || whichOfThem
                    || tagTypeWords.contains(TextNormalizer.stem(word)) else { return false }
                k -= 1
            }
            return false
        }

        /// The child an age is of, said right after it ("my 6 year old daughter", "a 10yo boy"): who it is for.
        func childAfterAge(_ k: Int) {
            guard k < words.count, !consumed[k],
                  let child = Audience.relations[words[k]] ?? Audience.phrases[words[k]],
                  Audience.children.contains(child) else { return }
            if query.audience == nil || query.audience == "kids" { query.audience = child }
            take(k..<(k + 1))
        }
        // 0. An age is an audience, not a size or a price: "my 5 yr old", "a 7 year old", "for a 10-year-old".
        for i in tokens.indices where !consumed[i] {
            guard let age = tokens[i].number, age >= 0, age < 18, i + 1 < words.count,
                  Self.ageWords.contains(words[i + 1]),
                  // "lasted 2 years", "after 2 months" are no age: a unit of time is one only with "old" after it.
                  ["yo", "yro"].contains(words[i + 1]) || ["old", "olds"].contains(at(i + 2) ?? "") else { continue }
            let end = i + 2 < words.count && ["old", "olds"].contains(words[i + 2]) ? i + 3 : i + 2
            if query.audience == nil { query.audience = "kids" }
            take(i..<end)
            childAfterAge(end)
        }
        // "in her 30s", "my dad's in his 60s": a grown-up's decade of life says nothing of the products.
        for i in tokens.indices.dropFirst() where !consumed[i] {
            let word = words[i]
            guard word.count == 3, word.hasSuffix("0s"), let decade = Int(word.dropLast()), decade >= 20,
                  ["her", "his", "their", "my", "our", "your", "late", "early", "mid"].contains(words[i - 1])
            else { continue }
            take(i..<(i + 1))
        }
        // "my lad's 8", "our daughter's 6": a child's age after the possessive of who it is for. (A grown-up's
        // number is a size: "my wife's 10".)
        for i in tokens.indices.dropFirst(2) where !consumed[i] && !consumed[i - 1] {
            guard let age = tokens[i].number, age >= 1, age < 13, Double(Int(age)) == age,
                  ["my", "our"].contains(words[i - 2]), words[i - 1].count > 3, words[i - 1].hasSuffix("s"),
                  let child = Self.childRelations[String(words[i - 1].dropLast())],
                  !Self.sizeFollowers.contains(at(i + 1) ?? "") else { continue }
            if query.audience == nil { query.audience = child }
            take((i - 1)..<(i + 1))
        }
        // "my lad, hes 8", "for my daughter, she is 6": a child's age said of a child named before in the line.
        for i in tokens.indices.dropFirst(2) where !consumed[i] {
            guard let age = tokens[i].number, age >= 1, age < 13, Double(Int(age)) == age,
                  !Self.sizeFollowers.contains(at(i + 1) ?? "") else { continue }
            let saidOf = ["hes", "shes"].contains(words[i - 1]) ? i - 1
                : (words[i - 1] == "is" && ["he", "she"].contains(words[i - 2]) ? i - 2 : nil)
            guard let saidOf, let (named, child) = (0..<saidOf).reversed().lazy.compactMap({ j in
                (Self.childRelations[words[j]] ?? Self.childRelations[String(words[j].dropLast())]).map { (j, $0) }
            }).first, !consumed[named] else { continue }
            if query.audience == nil { query.audience = child == "kids" ? (words[saidOf].hasPrefix("s") ? "girls" : "boys") : child }
            // (The child's word goes too: "lad" alone would be a man.)
            take(named..<(named + 1))
            take(saidOf..<(i + 1))
        }
        // The same written as one word: "my 4yo", "a 7yr old".
        for i in tokens.indices where !consumed[i] {
            let word = words[i]
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count), Self.ageWords.contains(String(word.dropFirst(digits.count))),
                  let age = Int(digits), age < 18 else { continue }
            if query.audience == nil { query.audience = "kids" }
            let end = at(i + 1) == "old" ? i + 2 : i + 1
            take(i..<end)
            childAfterAge(end)
        }
        // A length of time is no size or price: "off to mexico in 2 weeks", "lasted 3 months", "2 days delivery".
        for i in tokens.indices where !consumed[i] && tokens[i].number != nil && i + 1 < words.count {
            if Self.timeUnits.contains(words[i + 1]) { take(i..<(i + 2)) }
        }
        // "same budget", "same colours", "same size": kept from the request in force, for a new request too.
        // ("in that size", "any reebok in that budget": the one in force too.)
        for i in tokens.indices.dropLast() where !consumed[i] && (["same", "similar"].contains(words[i])
            || (words[i] == "that" && i > 0 && ["in", "at", "on", "within"].contains(words[i - 1]))) {
            var k = i + 1
            if ["price", "prices", "budget", "money", "pricing", "spend"].contains(words[k]) {
                query.keeps.insert(.price)
                if ["range", "point", "bracket", "limit"].contains(at(k + 1) ?? "") { k += 1 }
            } else if Self.colorAspects.contains(words[k]) {
                query.keeps.insert(.colors)
            } else if ["size", "sizes", "sizing"].contains(words[k]) {
                query.keeps.insert(.size)
            } else if ["brand", "brands", "make", "label"].contains(words[k]) {
                query.keeps.insert(.brand)
            } else if Self.materialAspects.contains(words[k]) {
                query.keeps.insert(.materials)
            } else {
                continue
            }
            take(i..<(k + 1))
        }
        // "a scarf to match (it)", "matching socks": the colours of the request in force; "sandals to go with
        // it": the same outfit, on the same budget.
        // (What the shopper already owns is no request: "olive would go with my coat", "to match her shoes".)
        let possessives = Self.possessiveWords
        let pronouns: Set<String> = ["it", "that", "this", "them", "those", "these"]
        // How many words from `k` say what is matched: a pronoun, or a possessive and the thing owned, with what
        // describes it ("my good navy skirt": its colour is the skirt's, not one asked for).
        func matched(from k: Int) -> Int {
            if pronouns.contains(at(k) ?? "") { return 1 }
            guard possessives.contains(at(k) ?? ""), k + 1 < words.count else { return 0 }
            var j = k + 1
            while j <= k + 4, j < words.count, j == k + 1 || !tokens[j].pauseBefore {
                if vocabulary.categoryKeys[TextNormalizer.phraseKey([words[j]])] != nil { return j - k + 1 }
                j += 1
            }
            return 2
        }
        for i in tokens.indices where !consumed[i] {
            let saysMatch = words[i] == "match" && i > 0 && ["to", "2", "that", "which"].contains(words[i - 1])
            if words[i] == "matching" || saysMatch {
                query.keeps.insert(.colors)
                take((words[i] == "match" ? i - 1 : i)..<(i + 1 + matched(from: i + 1)))
            } else if ["go", "goes"].contains(words[i]), at(i + 1) == "with", i > 0,
                      ["to", "2", "that", "which", "would", "will", "could"].contains(words[i - 1]) {
                query.keeps.insert(.price)
                take((i - 1)..<(i + 2 + (at(i + 2) == "one" ? 1 : matched(from: i + 2))))
            }
        }
        // 1. Prices and relative price words.
        var i = 0
        while i < tokens.count {
            if consumed[i] { i += 1; continue }
            if let length = Self.priceLimitLifted(words, i) {
                // "forget the budget", "price doesn't matter": no price limit any more.
                query.liftsPriceLimit = true
                query.minPrice = nil
                query.maxPrice = nil
                query.priceDirection = nil
                take(i..<(i + length))
                i += length
                continue
            }
            if let (length, low, high) = priceRange(tokens, words, i, consumed) {
                query.minPrice = low
                query.maxPrice = high
                take(i..<(i + length))
                i += length
                // "under 20 a pack", "15 per pair", "10 each": what the price is for, not a kind of product.
                if let unit = Self.priceUnit(words, i) {
                    take(i..<(i + unit))
                    i += unit
                }
                continue
            }
            if let (length, direction) = relativePrice(words, i) {
                query.priceDirection = direction
                take(i..<(i + length))
                i += length
                continue
            }
            i += 1
        }
        // "any colour", "colour doesn't matter", "doesn't have to be cashmere": a colour or material no longer
        // asked for.
        for i in tokens.indices where !consumed[i] {
            guard let (length, isColor) = liftedColorOrMaterial(words, i) else { continue }
            if isColor { query.liftsColors = true } else { query.liftsMaterials = true }
            take(i..<(i + length))
        }
        // "forget the brand", "never mind north face", "any brand", "brand doesn't matter": no brand any more.
        for i in tokens.indices where !consumed[i] {
            guard let length = liftedBrand(words, i) else { continue }
            query.liftsBrand = true
            take(i..<(i + length))
        }
        // 2. Stock.
        for i in tokens.indices where !consumed[i] {
            if matches(["in", "stock"], i) { query.inStockOnly = true; take(i..<(i + 2)) }
            else if matches(["instock"], i) { query.inStockOnly = true; take(i..<(i + 1)) }
            else if matches(["available", "now"], i) { query.inStockOnly = true; take(i..<(i + 2)) }
        }
        // "im after a pair of boots", "she's after a coat": "after" a form of "be" is wanting, not a time.
        for i in tokens.indices.dropFirst() where !consumed[i] && words[i] == "after"
            && Self.formsOfBe.contains(words[i - 1]) {
            take(i..<(i + 1))
        }
        // 3. Sizes. Of several sizes in one line the last one said counts ("UK 10, which I think is a small"; "in
        // S, or rather M"), but not one that says which of someone's things it was ("XXL. the XL ones dig in", "in
        // large pls, one size ones squeeze my feet"), unless every one does ("the XL ones please").
        i = 0
        var sizes: [(size: String, described: Bool)] = []
        while i < tokens.count {
            if !consumed[i], let (start, length, size) = slashedSize(tokens, i, consumed)
                ?? sizeMention(words, i, consumed) {
                let end = i + length
                let owner = at(start - 1) ?? ""
                let described = Self.possessiveWords.contains(owner) || ["the", "those", "these"].contains(owner)
                    || ["ones", "one", "pair", "pairs"].contains(at(end) ?? "")
                sizes.append((size, described))
                take(start..<end)
                i += length
                continue
            }
            i += 1
        }
        if let size = sizes.last(where: { !$0.described })?.size ?? sizes.last?.size {
            query.size = waistWithLength(size, words: words, consumed: &consumed) ?? size
        }
        // "swimming", "something to run in": the form of a verb whose other form the products' names or tags use
        // ("Swim Shorts", "running") is that word.
        // (Not in a phrase that names a category as it is: "swimming costume".)
        for i in tokens.indices where !consumed[i] && tokens[i].number == nil && !Self.stopWords.contains(words[i]) {
            guard let form = activityForm(words[i], after: at(i - 1), before: at(i + 1)),
                  vocabulary.categoryKeys[TextNormalizer.phraseKey([words[i], at(i + 1) ?? ""])] == nil
            else { continue }
            query.corrections.append("\(words[i]) → \(form)")
            words[i] = form
        }
        // 4. Categories, brands, colours, audiences: the longest phrase first.
        i = 0
        while i < tokens.count {
            if consumed[i] { i += 1; continue }
            var matched = false
            for length in stride(from: min(vocabulary.longestPhrase, tokens.count - i), through: 1, by: -1) {
                let range = i..<(i + length)
                if range.contains(where: { consumed[$0] }) { continue }
                let phrase = Array(words[range])
                let key = TextNormalizer.phraseKey(phrase)
                // "a blazer to go on top", "something over the top": a place, not the products called tops.
                if phrase == ["top"], at(i - 1) == "on" || (at(i - 1) == "the" && ["on", "over"].contains(at(i - 2) ?? "")) {
                    take(range)
                    matched = true
                    i += length
                    break
                }
                // "hiking boots, size 10 shoe", "boots, shoe size 9": a shoe size beside other footwear named is
                // the size's unit, not the shoes of every kind.
                if length == 1, Self.shoeWords.contains(words[i]),
                   tokens[i > 0 ? i - 1 : i].number != nil || at(i + 1) == "size",
                   words.indices.contains(where: { k in
                       k != i && !Self.shoeWords.contains(words[k])
                           && vocabulary.categoryKeys[TextNormalizer.phraseKey([words[k]])] != nil
                   }) {
                    take(range)
                    matched = true
                    i += length
                    break
                }
                // ("leggings for the gym": a word that names a category only as the first word of a synonym such
                // as "gym clothes" gives way to any other category word in the line.)
                if vocabulary.modifierCategoryKeys.contains(key), words.indices.contains(where: { k in
                    !range.contains(k) && vocabulary.categoryKeys[TextNormalizer.phraseKey([words[k]])] != nil
                        && !vocabulary.modifierCategoryKeys.contains(TextNormalizer.phraseKey([words[k]]))
                }) {
                    continue
                }
                let likenedAt = ["a", "an"].contains(at(i - 1) ?? "") ? i - 1 : i
                if vocabulary.categoryKeys[key] != nil, at(likenedAt - 1) == "like",
                   Self.lookingVerbs.contains(at(likenedAt - 2) ?? "") {
                    // "they look like pyjamas", "feels like a tent": what something is likened to is no product
                    // asked for.
                    take(range)
                    matched = true
                    i += length
                    break
                }
                if vocabulary.categoryKeys[key] != nil, turnsAway(i)
                    || (at(i - 1).map(Self.articles.contains) ?? false && Self.negations.contains(at(i - 2) ?? "")) {
                    // "the sandals, not the sneakers": a category the shopper turns away names nothing; one that is a
                    // material too is that material turned away ("not denim" after skirts).
                    if let material = vocabulary.materialKeys[phrase.joined(separator: " ")],
                       !query.excludedMaterials.contains(material) {
                        query.excludedMaterials.append(material)
                        turnedAwayEnd = i + length
                    }
                    take(range)
                    take((i - 1)..<i)
                    if Self.articles.contains(at(i - 1) ?? "") { take((i - 2)..<(i - 1)) }
                } else if let category = vocabulary.categoryKeys[key], let previous = query.category, category != previous,
                          vocabulary.derivedCategoryKeys.contains(key), query.derivedCategoryWords.isEmpty {
                    // A word that names a category only through the lexicon does not take over from a category
                    // named in the catalog's own words ("rain jacket that is actually waterproof" is a jacket, not
                    // the lexicon's raincoat): it is left to rank.
                    continue
                } else if let category = vocabulary.categoryKeys[key], categoryAt != nil, query.category != nil,
                          query.category != category, let material = vocabulary.materialKeys[phrase.joined(separator: " ")] {
                    // A category word that is also a material after another category is that one's material
                    // ("shorts. men's denim ones", "skirt, denim if poss").
                    if !query.materials.contains(material) { query.materials.append(material) }
                    take(range)
                } else if vocabulary.categoryKeys[key] != nil, query.category != nil && !query.categoryIsOwned
                            || phrase == ["short"] || phrase == ["top"], ownedOrDescribed(at: i, phrase: phrase) {
                    // What the shopper or the person it is for already has does not replace the products asked for
                    // ("t-shirts for my husband, he wears them under his jumpers", "a cardigan … they go with my
                    // skirts"); nor is "too short" the products called shorts. The words name nothing to search.
                    take(range)
                } else if let category = vocabulary.categoryKeys[key] {
                    // The last category named wins ("short sleeve shirts" is about shirts); a word that named the same
                    // category before it keeps its meaning ("maxi skirt").
                    let sameAsBefore = query.category == category
                    var kindOfThese: String?
                    if let previous = categoryAt, !sameAsBefore {
                        // A category word that is also a material is the material of the later one ("denim jacket").
                        let before = words[previous..<(previous + categoryLength)].joined(separator: " ")
                        if let material = vocabulary.materialKeys[before] {
                            if !query.materials.contains(material) { query.materials.append(material) }
                            query.derivedCategoryWords = []
                        } else if categoryLength == 1, previous + 1 == i,
                                  categoryWordKinds[TextNormalizer.stem(before)]?.contains(category) ?? false {
                            // One right before, that the later one's products use in their names, is their kind:
                            // "dress socks", "shirt dress", "belt bag".
                            kindOfThese = before
                        } else if !query.categoryIsOwned {
                            // (Words for what someone already has name nothing to search: "he's got a million
                            // hoodies already, maybe a jacket".)
                            for k in previous..<(previous + categoryLength) { consumed[k] = false }
                        }
                    }
                    query.category = category
                    query.categoryIsOwned = ownedOrDescribed(at: i, phrase: phrase)
                    query.categoryWords = key == TextNormalizer.phraseKey(category) ? [] : phrase
                    // A word for the category from the lexicon or the product names: said so, and when products
                    // are named with it ("clutch" among Bags), it is their type too.
                    let derived = vocabulary.derivedCategoryKeys.contains(key)
                    var kinds = vocabulary.categoryNameKeys.contains(key) ? [] : kindWords(phrase, key: key)
                    // A kind named after what it is made of is that material here, a filter on the products'
                    // own `materials` ("straw hat", "cords" → corduroy), not a word their names must have.
                    if vocabulary.derivedCategoryKeys.contains(key), let material = vocabulary.lexiconMaterials[key] {
                        if !query.materials.contains(material) { query.materials.append(material) }
                        kinds = kinds.filter { vocabulary.lexiconMaterials[TextNormalizer.phraseKey([$0])] == nil }
                    }
                    for word in kinds {
                        guard let material = vocabulary.materialKeys[word] else { continue }
                        if !query.materials.contains(material) { query.materials.append(material) }
                        kinds.removeAll { $0 == word }
                    }
                    if sameAsBefore {
                        if derived { query.derivedCategoryWords += phrase }
                        categoryTypes += kinds.filter { !categoryTypes.contains($0) }
                    } else {
                        query.derivedCategoryWords = derived ? phrase : []
                        categoryTypes = kinds
                    }
                    if vocabulary.declaredKinds[key]?.count == 1, !kinds.isEmpty {
                        declaredKindSpans.append((range, kinds))
                    }
                    if let kindOfThese {
                        if !categoryTypes.contains(kindOfThese) { categoryTypes.insert(kindOfThese, at: 0) }
                        // (Said with the words for the category: "dress pants", not a stand-in for them.)
                        if !query.categoryWords.isEmpty { query.categoryWords.insert(kindOfThese, at: 0) }
                    }
                    categoryAt = i
                    categoryLength = length
                    take(range)
                } else if let brand = vocabulary.brandKeys[key]
                            ?? (key.count > 4 && key.hasSuffix("s") ? vocabulary.brandKeys[String(key.dropLast())] : nil) {
                    // A brand said in the plural is the brand: "any birkenstocks", "got vans?" is Vans itself.
                    if !Self.negations.contains(at(i - 1) ?? "") { query.brand = brand }
                    take(range)
                } else if let color = vocabulary.colorKeys[phrase.joined(separator: " ")]
                            ?? pluralColor(phrase) ?? ishColor(phrase),
                          !(length == 1 && tokens[i].dashBefore && i > 0 && !ColorPalette.basic.contains(color)
                            && vocabulary.colorKeys[words[i - 1]] == nil) {
                    // (A shade that is also a thing, joined by a dash to a word that is no colour, is part of that
                    // word: "ice-cream stains" are no cream.)
                    // "forget white, any in black": a colour turned away is not asked for; it is left out.
                    if turnsAway(i) {
                        if !query.excludedColors.contains(color) { query.excludedColors.append(color) }
                        turnedAwayEnd = i + length
                    } else if !query.colors.contains(color) {
                        query.colors.append(color)
                    }
                    take(range)
                } else if length == 1, typeWords.contains(TextNormalizer.stem(words[i])),
                          let next = at(i + 1), vocabulary.categoryKeys[TextNormalizer.phraseKey([next])] != nil,
                          Audience.relations[words[i]] != nil {
                    // "looking for mom jeans": a relation that names a kind of the products right after it, in
                    // the catalog's own names, is that kind, not whom they are for.
                    continue
                } else if var audience = audience(phrase, before: Self.relationLead(words, i))
                            ?? openingRelation(phrase, before: i == 0 ? nil : at(i - 1), after: at(i + length))
                            ?? ownersOnes(phrase, after: at(i + length))
                            ?? closingRelation(phrase, at: i, in: words) {
                    // "im a girl", "i'm a guy": the shopper speaking of themselves is grown up.
                    // ("for me (girl)", "for myself (girl)": the shopper too.)
                    // ("me n the girls", "me and the lads": the shopper's friends are grown up too.)
                    // ("a girls night out", "lads holiday": an outing of grown-up friends.)
                    let friends = (at(i - 1) == "the" && ["n", "and", "&"].contains(at(i - 2) ?? "") && at(i - 3) == "me")
                        || (length == 1 && ["night", "nights", "trip", "weekend", "holiday", "holidays"].contains(at(i + 1) ?? ""))
                    if (at(i - 1) == "a" && ["im", "am", "m"].contains(at(i - 2) ?? "")) || at(i - 1) == "me"
                        || at(i - 1) == "myself" || friends {
                        audience = Audience.grownUp[audience] ?? audience
                    }
                    // "my nephew is 7, what have you got for him": a pronoun names the person already named.
                    // ("My niece is a flower girl at her aunt's wedding and her mum asked me": the relatives of the
                    // person named, after "her" or "his", are not who it is for.)
                    let key = phrase.joined(separator: " ")
                    let relativeOfNamed = query.audience != nil && ["her", "his", "their"].contains(at(i - 1) ?? "")
                        && Audience.relations[key] != nil
                    // ("hang on, his mum says he's got loads of hoodies", "her mum has no time for ironing", "mum
                    // says don't spend more than 150": someone's relative or someone who speaks, not the person it
                    // is for, unless the line says it is for them: "a scarf for his mum".)
                    // (One who speaks of someone else: "mum says dont spend more than 150 on him"; "my wife says
                    // she wants a scarf" speaks of herself.)
                    let male = ["men", "boys"].contains(audience)
                    let other: Set<String> = male ? ["she", "shes", "her", "hers"]
                        : ["women", "girls"].contains(audience) ? ["he", "hes", "him", "his"] : []
                    // ("my wife says i need new trousers": the shopper, spoken of; "my wife told me to get her a
                    // scarf" is still for her.)
                    let same: Set<String> = male ? ["he", "hes", "him", "his"]
                        : ["women", "girls"].contains(audience) ? ["she", "shes", "her", "hers"] : []
                    let after = words[(i + length)...]
                    let speaks = Self.speakingVerbs.contains(at(i + length) ?? "")
                        && (after.contains(where: other.contains)
                            || (after.contains(where: Self.firstPerson.contains) && !after.contains(where: same.contains)))
                    let someonesRelative = ["her", "his", "their"].contains(at(i - 1) ?? "")
                        && !["for", "4", "to", "get", "buy"].contains(at(i - 2) ?? "")
                    let notTheOne = Audience.relations[key] != nil && !Self.audiencePronouns.contains(key)
                        && (speaks || someonesRelative)
                    // ("a dress for ME for my daughter's party": the shopper, not the one whose party it is.)
                    let possessive = key.hasSuffix("s") && Audience.relations[String(key.dropLast())] != nil
                        && ["my", "our"].contains(at(i - 1) ?? "")
                        && at(i + length).map { !Self.stopWords.contains($0) } ?? false
                    let forThemself = words.indices.contains { k in
                        words[k] == "myself" || (words[k] == "me" && k > 0 && ["for", "4"].contains(words[k - 1]))
                    }
                    // ("joggers for my husband, for weekend footy with the kids": who comes along, not the one it
                    // is for.)
                    var lead = i - 1
                    while lead >= 0, Self.companionDeterminers.contains(words[lead]) { lead -= 1 }
                    let company = query.audience != nil && lead >= 0 && words[lead] == "with"
                    // ("my niece is flower girl at my brothers wedding": named after the one it is for.)
                    // ("a dress for my grandsons wedding": the one who marries or graduates is not who the shopper
                    // dresses.)
                    let theirDay = possessive && ["wedding", "graduation"].contains(at(i + length) ?? "")
                    // ("do u guys take paypal": the store's people, spoken to.)
                    let spokenTo = Self.addressedGroups.contains(key) && Self.youWords.contains(at(i - 1) ?? "")
                    // ("my dad is taking my mum out, he needs chinos", "my dad is walking my sister down the aisle
                    // and needs a smart shirt": the one taken out, met, visited or walked by someone named before
                    // is not the one dressed; "taking my grandson to the pool, he needs trunks" and "taking my mum
                    // shopping" are. Nor, when the line is for the shopper, is a baby had or expected: "had a baby
                    // 3 months ago … need comfy leggings for me".)
                    var verbAt = i - 1
                    if verbAt >= 0, Self.companionDeterminers.contains(words[verbAt]) { verbAt -= 1 }
                    let verb = verbAt >= 0 ? words[verbAt] : ""
                    let acting = Self.outingVerbs.contains(verb)
                        || (verb.count >= 6 && verb.hasSuffix("ing") && !Self.ingNouns.contains(verb))
                    let objectOfOuting = verbAt >= 0 && Audience.relations[key] != nil
                        && (acting && query.audience != nil && at(i + length) != "shopping"
                            || (forThemself && ["had", "having", "expecting"].contains(words[verbAt])))
                    // ("shes small for her age": a comparison, not whom it is for.)
                    let forTheirAge = ["her", "his", "their"].contains(key) && at(i + length) == "age"
                    // ("My nephew is getting married in June and I need a dress for myself": one spoken of, when
                    // the line is for the shopper.)
                    let spokenOf = forThemself && Audience.relations[key] != nil
                        && Self.subjectVerbs.contains(at(i + length) ?? "")
                    // ("me and my brother are getting our sister a scarf": one who buys with the shopper, when
                    // someone else is named after.)
                    let coBuyer = Audience.relations[key] != nil && ["my", "our"].contains(at(i - 1) ?? "")
                        && ((at(i - 2) == "and" && ["me", "i"].contains(at(i - 3) ?? ""))
                            || (at(i + length) == "and" && ["i", "me"].contains(at(i + length + 1) ?? "")))
                        && words[(i + length)...].contains { Audience.relations[TextNormalizer.phraseKey([$0])] != nil }
                    if (possessive && (forThemself || query.audience != nil)) || notTheOne || company || theirDay
                        || spokenTo || objectOfOuting || forTheirAge || spokenOf || coBuyer {
                        // (Named, but not the person it is for.)
                    } else if query.audience == nil
                        || (!Self.audiencePronouns.contains(key) && !relativeOfNamed) {
                        // ("nephews n nieces", "a boy and a girl": children of both are kids.)
                        let both: Set<String> = ["boys", "girls"]
                        let mixed = query.audience.map { $0 != audience && both.contains($0) } == true
                            && both.contains(audience)
                        query.audience = mixed ? "kids" : audience
                        audienceByPronoun = Self.audiencePronouns.contains(key)
                    }
                    take(range)
                    // ("my wife says": the saying is no product word.)
                    if Self.speakingVerbs.contains(at(i + length) ?? "") { consumed[i + length] = true }
                    // ("my twin nephews": the word that says which of them goes with them.)
                    if i > 0, Self.relationLead(words, i) != words[i - 1] { consumed[i - 1] = true }
                } else if let material = material(phrase, next: at(i + length))
                            ?? materialWithApostrophe(phrase, in: text) {
                    // "wool pls, not cotton": a material turned away is not asked for; it is left out. So is one
                    // found wanting ("leather ones are too heavy for her", "wool is too itchy").
                    // ("tees for layering under a fleece": what they go under or over, no material asked for.)
                    let beneath = ["a", "an", "the", "my", "his", "her", "their", "your"].contains(at(i - 1) ?? "")
                        && ["under", "over", "beneath", "underneath"].contains(at(i - 2) ?? "")
                    if beneath {
                        take((i - 2)..<(i + length))
                    } else if turnsAway(i) || foundWanting(after: i + length) {
                        if !query.excludedMaterials.contains(material) { query.excludedMaterials.append(material) }
                        turnedAwayEnd = i + length
                    } else if !query.materials.contains(material) {
                        query.materials.append(material)
                    }
                    take(range)
                } else {
                    continue
                }
                matched = true
                i += length
                break
            }
            if !matched { i += 1 }
        }
        // "a soft colour", "bright colours": a word that describes the colour, not the products.
        for i in tokens.indices.dropLast() where !consumed[i] && !consumed[i + 1]
            && Self.colorAspects.contains(words[i + 1]) && ColorPalette.group(words[i]) == nil
            && vocabulary.colorKeys[words[i]] == nil && !Self.stopWords.contains(words[i]) {
            take(i..<(i + 2))
        }
        // A word for a group of colours, when no colour was named: "a dark baseball cap", "neutrals only".
        if query.colors.isEmpty {
            for i in tokens.indices where !consumed[i] {
                guard let group = ColorPalette.group(words[i]), !turnsAway(i) else { continue }
                let known = vocabulary.colors.isEmpty ? group : group.filter(vocabulary.colors.contains)
                guard !known.isEmpty else { continue }
                query.colors = known
                take(i..<(i + 1))
                break
            }
        }
        // An age said of the person it is for: "Oscar turns 8", "Grace, she's 8", "my eldest, he's 19". After
        // "turns", "aged"… a number is an age; after "he's", "she's" only when it is no size of the products asked
        // for ("she's 8" over skirts sold in S–XL; over shoes it is her size). A child is a boy or a girl; a
        // grown-up's age makes a grown-up of whoever was named ("my eldest").
        for i in tokens.indices.dropFirst() where !consumed[i] {
            // (In words too: "she's seven".)
            guard let age = tokens[i].number ?? Self.numberWords[words[i]].map(Double.init), age >= 1, age < 100,
                  age == age.rounded(), !Self.sizeFollowers.contains(at(i + 1) ?? "") else { continue }
            let said = ["hes", "shes"].contains(words[i - 1])
                || (words[i - 1] == "is" && ["he", "she"].contains(at(i - 2) ?? ""))
            let sizes = query.category.flatMap { vocabulary.categorySizes[$0] }
            // ("my daughter is 16", "my grandson is 4": a relation's number is their age.)
            let relationSaid = words[i - 1] == "is" && i > 1 && Audience.relations[words[i - 2]] != nil
                && !Self.audiencePronouns.contains(words[i - 2])
            let turns = Self.ageTurns.contains(words[i - 1]) || relationSaid
            let isSize = sizes?.contains(words[i]) ?? (vocabulary.sizeKeys[words[i]] != nil)
            guard turns || (said && !isSize) else { continue }
            // (A grown-up named before gives a size that way, whatever the catalog sells: "a dress for my wife,
            // she's 10".)
            // (A brother or sister may be a toddler: "a sun hat for the big sister, shes 3" is no grown-up's size,
            // where "a dress for my wife, she's 2" is.)
            let sibling = age <= 3 && words.contains { ["sister", "brother", "sis", "bro", "cousin"].contains($0) }
            if !turns, age < 18, !sibling, let named = query.audience, !Audience.children.contains(named) { continue }
            consumed[i] = true
            let pronoun = words.first { Self.malePronouns.contains($0) || Self.femalePronouns.contains($0) }
            let male = pronoun.map(Self.malePronouns.contains)
            if age < 13, query.audience.map({ !Audience.children.contains($0) }) ?? true {
                query.audience = male.map { $0 ? "boys" : "girls" } ?? "kids"
            } else if age >= 18, query.audience.map(Audience.children.contains) ?? true {
                let grown = query.audience.flatMap { Audience.grownUp[$0] }
                query.audience = male.map { $0 ? "men" : "women" } ?? grown
            }
        }
        // "dress pants for my son's college graduation": a son or daughter at work or at university is grown up
        // (unless the line gives a child's number: "my son, 8, needs school trousers").
        if let audience = query.audience, Audience.children.contains(audience), Self.namesGrownUpSetting(words),
           !tokens.contains(where: { ($0.number ?? 99) < 18 }) {
            query.audience = Audience.grownUp[audience]
        }
        // A wedding role nobody else outranks says who it is for: "us groomsmen need smart trousers", "bridesmaid
        // dresses" ("my daughter is a bridesmaid, she's 7" is the daughter's).
        if query.audience == nil {
            roles: for i in words.indices where !consumed[i] && Self.weddingRoleHeads.contains(words[i]) {
                for length in [3, 2, 1] where i + length <= words.count {
                    guard let role = Self.weddingRoles[words[i..<(i + length)].joined(separator: " ")] else { continue }
                    query.audience = role
                    take(i..<(i + length))
                    break roles
                }
            }
        }
        // ("PE shorts for him": a pronoun names nobody yet.)
        let namedBefore = query.audience != nil && !audienceByPronoun
        // Nobody named, but the line speaks of "he" or "she" ("wool hat for my other half, hes always cold"), or
        // the shopper gives their own as "(f)": that is who it is for.
        // So is "him" or "her" after a verb of giving ("want to get her something smart", "post him a few tees").
        // (A relation misspelt, read later, still names who it is: "my grandaughter … shes small for her age".)
        var byPronounAlone = false
        if query.audience == nil {
            byPronounAlone = true
            for i in tokens.indices where !consumed[i] {
                let given = i > 0 && Self.givingVerbs.contains(words[i - 1])
                if Self.malePronouns.contains(words[i]) || (given && words[i] == "him") {
                    query.audience = "men"
                    break
                }
                if given && words[i] == "her" { query.audience = "women"; break }
                if Self.femalePronouns.contains(words[i]) || (words[i] == "f" && at(i - 1) == "me") {
                    query.audience = "women"
                    if words[i] == "f" { consumed[i] = true }
                    break
                }
            }
        }
        // School, PE or nursery with nobody named but "he", "she" or a first name is a child's ("PE shorts for Jacob",
        // "he needs trainers for school"); not "old school", nor the grown-up's school run.
        // (Someone must be spoken of: "backpack 4 school" may be the shopper's own.)
        if !namedBefore,
           words.indices.contains(where: { i in
               Self.childSettings.contains(words[i]) && at(i - 1) != "old"
                   && !["run", "runs", "gate", "gates"].contains(at(i + 1) ?? "")
           }),
           !Self.namesGrownUpSetting(words),
           query.audience != nil || tokens.indices.contains(where: { i in
               !consumed[i] && !knownWords.contains(TextNormalizer.stem(words[i]))
                   && Self.writtenAsName(words[i], in: text)
           }) {
            query.audience = query.audience == "men" ? "boys" : query.audience == "women" ? "girls" : "kids"
        }
        // A child's age said as "is 7", "turns 10", "she's 5": the age of the child named, not a word to search.
        if let audience = query.audience, Audience.children.contains(audience) {
            for i in tokens.indices where !consumed[i] {
                guard let age = tokens[i].number, age > 0, age < 18, age == age.rounded(),
                      let before = at(i - 1), Self.ageLeads.contains(before) else { continue }
                consumed[i] = true
            }
        }
        // A shade this catalog never uses ("dark blue") stands for its family ("blue"), which it does.
        if !vocabulary.colors.isEmpty {
            query.colors = query.colors.map { color in
                guard !vocabulary.colors.contains(color), let family = ColorPalette.family(of: color),
                      vocabulary.colors.contains(family) else { return color }
                return family
            }
        }
        // A category word right before another product noun modifies it ("dress shoes", "football shoe"); a word
        // that named a category only through the lexicon or the names, followed by more words, is part of a product
        // name ("Levis Dean Kidswear"). Neither filters then: they rank.
        if let start = categoryAt, query.category != nil {
            let end = start + categoryLength
            let after = (end..<tokens.count).filter { !consumed[$0] && !Self.stopWords.contains(words[$0]) }
            // The product noun may also end a run of words after it ("football hard ground shoe").
            // (Nor across a pause: "yoga pants, whatevers comfiest".)
            // (Nor across a conjunction: "jeans but moneys tight".)
            let lastWord = after.last.flatMap { last in
                (end..<last).allSatisfy {
                    !Self.stopWords.contains(words[$0]) && !Self.conjunctions.contains(words[$0])
                }
                    && !(end...last).contains { tokens[$0].pauseBefore } ? last : nil
            }
            let nounFollows = (after.first == end && vocabulary.lexiconTerms.contains(TextNormalizer.stem(words[end])))
                || (lastWord.map { vocabulary.lexiconTerms.contains(TextNormalizer.stem(words[$0]))
                    && vocabulary.categoryKeys[TextNormalizer.phraseKey([words[$0]])] == nil } ?? false)
            // Words run on after a derived word, up to the first common word, whatever they were understood as
            // ("levis dean white-black kidswear" is a name; "necktie in black for men" is not).
            let runOn = (end..<tokens.count)
                .prefix { !Self.stopWords.contains(words[$0]) && !tokens[$0].pauseBefore }.count
            // (Words after a common word are not part of it: "duffel bag for football training".)
            if nounFollows || (!query.derivedCategoryWords.isEmpty && ((after.count >= 2 && runOn >= 1) || runOn >= 3)) {
                for k in start..<end { consumed[k] = false }
                query.category = nil
                query.categoryWords = []
                query.derivedCategoryWords = []
                categoryTypes = []
                categoryAt = nil
            }
        }
        // A word for several categories names them all when no category was named: "smart shoes" are boots,
        // sandals or sneakers, not trousers for "smart".
        if query.category == nil {
            for i in tokens.indices where !consumed[i] {
                let key = TextNormalizer.phraseKey([words[i]])
                guard let group = vocabulary.categoryGroups[key] ?? vocabulary.categoryGroups[TextNormalizer.stem(key)]
                        ?? (key.hasSuffix("s") ? vocabulary.categoryGroups[String(key.dropLast())] : nil),
                      !turnsAway(i) else { continue }
                query.categoryGroup = group
                query.categoryWords = [words[i]]
                consumed[i] = true
                break
            }
        }
        // Words for clothing in general ("clothes", "outfit", "gear") name no category and are not searched for.
        for i in tokens.indices where !consumed[i] && vocabulary.genericKeys.contains(TextNormalizer.phraseKey([words[i]])) {
            consumed[i] = true
        }
        /// The material the words that named the category are, when they come before word `i` ("denim").
        func materialBefore(_ i: Int) -> String? {
            guard let start = categoryAt, start + categoryLength <= i else { return nil }
            return vocabulary.materialKeys[words[start..<(start + categoryLength)].joined(separator: " ")]
        }
        // 5. Typos in brand and category names (five letters or more), colours and audiences (four or more, when
        // only one is that close), then the leftover words.
        for i in tokens.indices where !consumed[i] {
            let word = words[i]
            if !Self.stopWords.contains(word), let color = abbreviatedColor(word), !knownWords.contains(word) {
                // "blk", "wht", "nvy": a colour written without its vowels.
                if !query.colors.contains(color) { query.colors.append(color) }
                query.corrections.append("\(word) → \(color)")
                consumed[i] = true
                continue
            }
            if query.category == nil, !Self.stopWords.contains(word), let category = abbreviatedCategory(word),
               !knownWords.contains(word) {
                // "drss", "jckt", "swtr": a category word written without its vowels.
                query.category = category
                query.corrections.append("\(word) → \(category)")
                consumed[i] = true
                continue
            }
            if Self.stopWords.contains(word) || word.count < 4 || tokens[i].number != nil { continue }
            let stem = TextNormalizer.stem(word)
            if knownWords.contains(stem) || knownWords.contains(word) { continue }
            // A real word one typo from a catalog word is meant as written: "im skint" is no skirt.
            if vocabulary.plainWords.contains(word) || vocabulary.plainWords.contains(stem) { continue }
            if query.audience == nil || byPronounAlone, let lead = at(i - 1), Audience.typoRelationLeads.contains(lead),
               let (relation, audience) = Audience.misspeltRelation(word) {
                // "for my husbnd": a relation one typo away, right after the word that makes it one.
                query.audience = audience
                query.corrections.append("\(word) → \(relation)")
                consumed[i] = true
                continue
            }
            // (A name is no typo: "sun hat for Rosie" asks for no rose.)
            if let (value, isColor) = closestClosed(word), !Self.writtenAsName(word, in: text) {
                if isColor, !query.colors.contains(value) {
                    query.colors.append(value)
                } else if !isColor, query.audience == nil {
                    query.audience = value
                } else {
                    continue
                }
                query.corrections.append("\(word) → \(value)")
                consumed[i] = true
                continue
            }
            if let named = vocabulary.swappedShortKeys[stem] ?? vocabulary.swappedShortKeys[word],
               named.isBrand ? query.brand == nil : query.category == nil {
                // "nkie", "sokcs": a four-letter brand or category typed with two letters swapped.
                if named.isBrand { query.brand = named.value } else { query.category = named.value }
                query.corrections.append("\(word) → \(named.value)")
                consumed[i] = true
                continue
            }
            if word.count < 5 { continue }
            // "all stretched out", "faded": a catalog word with a verb's ending is that word's form, said of
            // something else; it is no typo of the word.
            if isInflection(word) { continue }
            if let material = closest(word, in: vocabulary.typoMaterialKeys), material.first == word.first,
               !query.materials.contains(material), closest(stem, in: vocabulary.typoCategoryKeys) == nil {
                // "lether belt": a material one typo away, first letter right ("weather" is no leather), when no
                // category is as close.
                query.materials.append(material)
                query.corrections.append("\(word) → \(material)")
                consumed[i] = true
                continue
            }
            if query.brand == nil, let brand = closest(stem, in: vocabulary.typoBrandKeys) {
                query.brand = brand
                query.corrections.append("\(word) → \(brand)")
                consumed[i] = true
            } else if let category = closest(stem, in: vocabulary.typoCategoryKeys)
                        ?? vocabulary.typoCategorySkeletons[Vocabulary.skeleton(stem)], query.category != category,
                      query.category == nil || materialBefore(i) != nil
                        || (!query.derivedCategoryWords.isEmpty && query.derivedCategoryWords == query.categoryWords) {
                // (A category only the lexicon read into another word gives way to one the shopper named, if
                // misspelt: "a rain jaket or something waterproof" is jackets, not WordNet's waterproof raincoat.)
                if query.category != nil, materialBefore(i) == nil {
                    query.categoryWords = []
                    query.derivedCategoryWords = []
                }
                // A category word that is also a material is the material of a misspelt category after it ("denim
                // jakcet"), as it is of one spelt right.
                if query.category != nil, let material = materialBefore(i) {
                    if !query.materials.contains(material) { query.materials.append(material) }
                    query.categoryWords = []
                    query.derivedCategoryWords = []
                    categoryTypes = []
                }
                // "leggins": the word misspelt names the products its names use, as it does spelt right.
                // (The word as typed first: "hoddie" is a hoodie, not the "hoody" its stem "hoddy" is closest to.)
                if query.category == nil,
                   let said = vocabulary.typoCategoryKeys.closestMatch(to: word, limit: Self.typoLimit(word))
                    ?? vocabulary.typoCategoryKeys.closestMatch(to: stem, limit: Self.typoLimit(stem)),
                   said.value == category, !said.key.contains(" "), !vocabulary.categoryNameKeys.contains(said.key) {
                    // (Its types only: its key is a stem, "hoody", which no shopper typed and the model may not know;
                    // the category keeps its own name.)
                    categoryTypes = kindWords([said.key], key: said.key).filter { vocabulary.materialKeys[$0] == nil }
                }
                query.category = category
                query.corrections.append("\(word) → \(category)")
                consumed[i] = true
            } else if word.utf8.count >= 6, let type = misspeltType(word) {
                // "waterprof jacket": a word of the products' names one typo away is that word.
                words[i] = type
                query.corrections.append("\(word) → \(type)")
            } else if let type = describedType(word) {
                // "something puffy": the adjective of one kind of product is that kind.
                words[i] = type
                query.corrections.append("\(word) → \(type)")
            }
        }
        for word in categoryTypes where !query.types.contains(word) {
            query.types.append(word)
            query.keywords.append(word)
        }
        // A word the catalog declares for several kinds asks for products of any of them: "trackies" are track
        // pants or joggers.
        let saidKey = TextNormalizer.phraseKey(query.categoryWords)
        if !query.categoryWords.isEmpty, let kinds = vocabulary.declaredKinds[saidKey], kinds.count > 1 {
            let named = declaredKindWords(kinds, key: saidKey)
            let words = Set(named.joined())
            if named.count > 1, let first = query.types.firstIndex(where: words.contains) {
                query.types[first] = named.map { $0.joined(separator: " ") }
                    .joined(separator: ProductQuery.typeAlternativeSeparator)
                query.types.removeAll { words.contains($0) }
            }
        }
        // A short name for the category that is the start of one kind of its products' names is that kind: "a
        // cardi" (a synonym of Sweaters here) is a cardigan, not any sweater.
        if let category = query.category, query.categoryWords.count == 1, let said = query.categoryWords.first,
           said.count >= 4, !typeWords.contains(TextNormalizer.stem(said)) {
            let longer = typeWords.filter {
                $0.count > said.count + 1 && $0.hasPrefix(said) && (nameWordCategories[$0]?.contains(category) ?? false)
            }
            if longer.count == 1, let kind = longer.first, !query.types.contains(kind) {
                // (It named the category, in full: the last kind to give up, "soft n warm" go first.)
                query.types.insert(kind, at: 0)
                query.keywords.append(kind)
                query.categoryWords = [kind]
            }
        }
        // Right before the category, words that name products here ("cargo" shorts, "kangaroo pocket" hoodies)
        // select them; any other word, and any word when no category is named, only ranks.
        var typeAt = Set<Int>()
        if let start = categoryAt, query.category != nil {
            var k = start - 1
            while k >= 0, !consumed[k], typeWords.contains(TextNormalizer.stem(words[k])) {
                typeAt.insert(k)
                k -= 1
            }
        }
        // "no show socks": a kind named with a common word that the products' names use ("No Show"), not "no".
        for i in tokens.indices.dropLast() where !consumed[i] && words[i] == "no" && !consumed[i + 1]
            && Self.stopWords.contains(words[i + 1]) && typeWords.contains(TextNormalizer.stem(words[i + 1])) {
            let kind = words[i + 1]
            if !query.types.contains("no \(kind)") { query.types.append("no \(kind)") }
            take(i..<(i + 2))
        }
        // Whether a word of the products' tags at `i` says what the named category's products are for: near the
        // category's words ("shirts for work", "work shirts", "leggings for the gym"), or anywhere when the line
        // names no category ("something for the beach"). Further off it tells a story ("flannel shirts for my
        // husband, he goes thru them at work"): it ranks, it does not narrow.
        let categorySpan = query.category == nil ? nil : categoryAt.map { $0..<($0 + categoryLength) }
        // Whether the word at `i` is the only word of its clause that says anything ("boxers for my husband, size
        // L, a multipack"; "…, multipacks if poss"): asked for on its own, however far from the category.
        func saidAlone(_ i: Int) -> Bool {
            var start = i
            while start > 0, !tokens[start].pauseBefore { start -= 1 }
            var end = i + 1
            while end < tokens.count, !tokens[end].pauseBefore { end += 1 }
            guard start > 0 || end < tokens.count else { return false }
            return (start..<end).allSatisfy { k in
                k == i || Self.stopWords.contains(words[k]) || Self.softeners.contains(words[k])
            }
        }
        func nearCategory(_ i: Int) -> Bool {
            guard let span = categorySpan else { return true }
            return (i >= span.upperBound && i - span.upperBound <= 3)
                || (i < span.lowerBound && span.lowerBound - i <= 3)
        }
        for i in tokens.indices where !consumed[i] && !Self.stopWords.contains(words[i]) {
            // "scrap hiking", "not padded": a word turned away is not searched for.
            if Self.negations.contains(at(i - 1) ?? "") || Self.negations.contains(words[i]) { continue }
            // "won't wear", "doesn't like", "hates": the words that turn something away.
            if Self.negatedAuxiliaries.contains(words[i]) || Self.dislikes.contains(words[i])
                || (Self.likingVerbs.contains(words[i]) && Self.negatedAuxiliaries.contains(at(i - 1) ?? "")) { continue }
            // "going to the gym" says where, not what: "going" is a product word only in "going out", and "out"
            // only there or in "night out" ("sort out a dress", "it's freezing out").
            if words[i] == "going", at(i + 1) != "out" { continue }
            // "just in case", "in any case": no case to carry things in.
            if words[i] == "case", at(i - 1) == "in" || (at(i - 1) == "any" && at(i - 2) == "in") { continue }
            // "plus a white tee" joins a request on; only "plus size" says something of the product.
            if words[i] == "plus", !["size", "sizes", "sized"].contains(at(i + 1) ?? "") { continue }
            if words[i] == "out", !["going", "night"].contains(at(i - 1) ?? "") { continue }
            // "one with a hood", "a coat with a belt": a feature the products' names state ("Hooded") is a kind
            // of product.
            let afterWith = at(i - 1) == "with" || (at(i - 2) == "with" && ["a", "an"].contains(at(i - 1) ?? ""))
            if afterWith, let feature = featureForm(words[i]) {
                if !query.keywords.contains(feature) { query.keywords.append(feature) }
                if !query.types.contains(feature) { query.types.append(feature) }
                continue
            }
            query.keywords.append(words[i])
            let stem = TextNormalizer.stem(words[i])
            let inCategory = typeWords.contains(stem)
                && (query.category.map { nameWordCategories[stem]?.contains($0) ?? false } ?? false)
            // (A tag said in the plural names products wherever it stands: "have you any multipacks".)
            // (Not a verb after its subject: "husband works on building sites", "she travels a lot".)
            let afterSubject = i > 0
                && (Self.subjectPronouns.contains(words[i - 1]) || Audience.relations[words[i - 1]] != nil)
            let plural = words[i] != stem && words[i].hasSuffix("s") && !afterSubject
            let named = typeAt.contains(i)
                || (tagTypeWords.contains(stem) && (nearCategory(i) || plural || saidAlone(i))) || inCategory
            // ("nothing fits", "hats never fit me": the verb, not the "Slim Fit" or "Dri-Fit" of the names, which
            // a word of the names comes before.)
            let fitting = ["fit", "fits"].contains(words[i])
                && !(at(i - 1).map { typeWords.contains(TextNormalizer.stem($0)) || $0 == "dri" } ?? false)
            if named, !fitting, !query.types.contains(words[i]) { query.types.append(words[i]) }
        }
        // "jacket for my dad L", "boxers for hubby M": a letter size ending a line that names what or whom it is
        // for is the size ("in" is not needed there).
        if query.size == nil, query.category != nil || query.audience != nil, let last = words.indices.last,
           !consumed[last], ["s", "m", "l"].contains(words[last]), vocabulary.sizeKeys[words[last]] != nil,
           last > 0, !["a", "an", "the", "im", "i"].contains(words[last - 1]) {
            query.size = canonicalSize(words[last])
            if let k = query.keywords.lastIndex(of: words[last]) { query.keywords.remove(at: k) }
        }
        // "belt 34", "jeans 32", "34 belt": a bare number beside the category's words that is one of its sizes (a
        // waist of "32x30" too) is that size. Before the words only from 13 up: "2 shirts" is how many.
        if query.size == nil, let start = categoryAt, let category = query.category,
           let sizes = vocabulary.categorySizes[category] {
            let end = start + categoryLength
            let beside = [end, start - 1].first { j in
                guard words.indices.contains(j), !consumed[j], let number = Int(words[j]), number > 0,
                      j == end || number >= 13,
                      !Self.currencyWords.contains(at(j + 1) ?? ""),
                      // ("jeans 32 in black": an "in" that starts another phrase is no inches.)
                      !Self.sizeFollowers.contains(at(j + 1) ?? "") || (at(j + 1) == "in" && at(j + 2) != nil
                        && !["waist", "leg", "length", "inseam", "long"].contains(at(j + 2) ?? ""))
                else { return false }
                return sizes.contains(words[j]) || sizes.contains { $0.hasPrefix(words[j] + "x") }
            }
            if let j = beside {
                query.size = canonicalSize(words[j])
                consumed[j] = true
                if let k = query.keywords.lastIndex(of: words[j]) { query.keywords.remove(at: k) }
            }
        }
        // A toddler's size ("she's 4T") is a child's: "her" and "him" there are a girl and a boy.
        if let size = query.size, size.count >= 2, size.uppercased().hasSuffix("T"),
           size.dropLast().allSatisfy(\.isNumber) {
            query.audience = query.audience == "men" ? "boys" : query.audience == "women" ? "girls"
                : query.audience ?? "kids"
        }
        // "he's an L in adult sizes", "she takes a grown-up small": a child in grown-ups' sizes is dressed from the
        // grown-ups' products (a boy from the men's, a child of either from both).
        if let audience = query.audience, Audience.children.contains(audience),
           let k = words.indices.dropLast().first(where: { i in
               ["adult", "adults", "grownup", "grown"].contains(words[i])
                   && ["size", "sizes", "sized", "sizing", "up"].contains(words[i + 1])
           }) {
            // (A child named by age alone is the grown-ups' of the pronoun said: "he's an L in adult sizes".)
            let said = Set(words)
            query.audience = Audience.grownUp[audience]
                ?? (!said.isDisjoint(with: Self.malePronouns) ? "men"
                    : !said.isDisjoint(with: Self.femalePronouns) ? "women" : nil)
            query.keywords.removeAll { $0 == words[k] || $0 == words[k + 1] }
        }
        // "not black, i already have a black one": what the line turns away it does not ask for.
        let (excludedColors, excludedMaterials) = (query.excludedColors, query.excludedMaterials)
        query.colors.removeAll { excludedColors.contains($0) }
        query.materials.removeAll { excludedMaterials.contains($0) }
        // "navy is fine too", "grey also ok": colours offered beside the ones in force.
        // ("or burgundy?", "or maybe black" offer another instead.)
        if !query.colors.isEmpty, query.category == nil, words.contains(where: Self.additionWords.contains),
           words.contains(where: Self.acceptingWords.contains) {
            query.addsColors = true
        }
        // "midi or maxi", "tankini or bikini": two kinds joined by "or" are one kind of either (see
        // `ProductQuery.types`), not two the products must both be.
        var spoken = words
        for span in declaredKindSpans.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where span.range.upperBound <= spoken.count {
            spoken.replaceSubrange(span.range, with: span.kinds)
        }
        return query.joiningAlternatives(in: spoken)
    }

    /// What a fabric does that puts a shopper off it ("linen creases", "wool itches").
    static let fabricComplaints: Set<String> = [
        "creases", "crease", "creased", "wrinkles", "itch", "itches", "itchy", "scratches", "scratchy", "shrinks",
        "shrank", "pills", "bobbles", "rubs", "irritates", "sweaty", "clingy",
    ]

    /// Verbs after a person named that make them the one a line speaks of ("my nephew is getting married").
    static let subjectVerbs: Set<String> = [
        "is", "was", "has", "had", "got", "gets", "getting", "will", "turns", "turned", "just", "finally",
    ]

    /// Verbs after which "like" likens something ("they look like pyjamas", "it feels like a tent").
    static let lookingVerbs: Set<String> = [
        "look", "looks", "looked", "looking", "feel", "feels", "felt", "seem", "seems", "seemed", "sound", "sounds",
    ]

    /// Words that add to what was said ("navy too", "grey also ok").
    static let additionWords: Set<String> = ["too", "also", "aswell", "well", "either"]
    /// Words that accept something as good enough ("grey is fine too").
    static let acceptingWords: Set<String> = ["ok", "okay", "fine", "good", "works", "alright", "acceptable", "cool"]

    /// Whether `word` is a catalog word with "-ed" or "-ing" ("stretched", "lining", "zipped", "faded").
    func isInflection(_ word: String) -> Bool {
        for suffix in ["ed", "ing"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
            let base = String(word.dropLast(suffix.count))
            let bases = [base, base + "e", base.last == base.dropLast().last ? String(base.dropLast()) : base]
            if bases.contains(where: { knownWords.contains($0) || knownWords.contains(TextNormalizer.stem($0)) }) {
                return true
            }
        }
        return false
    }

    /// The word of the products' names or tags that `word` is another form of, as a verb for what they are worn
    /// for: its root when it ends in "-ing" ("swimming" → swim, "travelling" → travel), its "-ing" form after "to"
    /// ("to run in" → running; not "they tend to run small"). `nil` when `word` is such a word itself or a word
    /// of the catalog's text, or when the form is the catalog's own word for a category ("dressing" is no dress).
    func activityForm(_ word: String, after previous: String?, before next: String?) -> String? {
        let length = word.utf8.count
        // (Most words are the catalog's or too short: the cheap tests first.)
        guard length >= 3, !knownWords.contains(word), word.hasSuffix("ing") || previous == "to",
              !typeWords.contains(TextNormalizer.stem(word)) else {
            return nil
        }
        var forms: [String] = []
        if word.hasSuffix("ing"), length >= 6 {
            let root = String(word.dropLast(3))
            forms = [root, root + "e"]
            if let last = root.last, root.dropLast().last == last { forms.append(String(root.dropLast())) }
        } else if previous == "to", next == nil || ["in", "around", "about"].contains(next ?? "") {
            forms = [word + "ing"]
            if word.hasSuffix("e") { forms.append(String(word.dropLast()) + "ing") }
            if let last = word.last { forms.append(word + String(last) + "ing") }
        }
        return forms.first { typeWords.contains($0) && !vocabulary.isDeclaredCategoryWord($0) }
    }

    /// The word the products' names use for a feature said as a noun: the noun itself when names use it ("zip"),
    /// else its adjective ("hood" → hooded, "belt" → belted, "pleat" → pleated); `nil` when names use neither.
    func featureForm(_ word: String) -> String? {
        guard word.utf8.count >= 3, let last = word.last else { return nil }
        let forms = [word, word + "ed", word + String(last) + "ed", word + "d"]
        return forms.first { typeWords.contains(TextNormalizer.stem($0)) }
    }

    /// The words of a phrase that named a category without being its name and that name a kind of product inside
    /// it: those the catalog's product names use ("bomber" of "bomber jacket", "chelsea" boots, "leggings" among
    /// Activewear), else, for a narrower word from the lexicon ("clutch" among bags), the phrase's words other than
    /// the category's own. Common synonyms built into the parser ("tees", "kicks"), the lexicon's synonyms
    /// ("necktie") and words learned from the names' head nouns ("sneakers" filed under Casual Shoes) name the
    /// whole category: products using them rank first in it.
    private func kindWords(_ phrase: [String], key: String) -> [String] {
        let own = vocabulary.categoryNameKeys
        /// Whether a synonym is the name of the category `key` names ("trouser" for "pants"; "shorts" is another
        /// category's name, not the name of the underwear "boxers" are).
        func namesSameCategory(_ synonym: String) -> Bool {
            own.contains(synonym) && vocabulary.categoryKeys[synonym] == vocabulary.categoryKeys[key]
        }
        // A word the catalog declares for a kind of product names the products its names call so ("wellies": the
        // rain boots).
        // (Another category's word that those names use before their own counts: "belt" of "belt bag".)
        if let kinds = vocabulary.declaredKinds[key] {
            let named = declaredKindWords(kinds, key: key).flatMap { $0 }
            if !named.isEmpty { return named }
        }
        // "rucksack" in a store whose products say "backpack": the lexicon's synonym that names products here.
        // (Only for a word the lexicon brought, and not one that is the category's name in other words: "blue
        // jeans" is jeans, whatever the products call denim.)
        // A synonym of several words names them all ("flip-flop" for "thongs", in names that say "Flip Flops"); one
        // word that names products is taken over a phrase whose words name products only apart ("polo neck" is a
        // turtleneck, not the V-necks).
        if vocabulary.derivedCategoryKeys.contains(key), !vocabulary.declaredCategoryKeys.contains(key),
           let synonyms = vocabulary.lexiconSynonyms[key], !synonyms.contains(where: namesSameCategory) {
            let phraseNames = phrase.contains(where: { typeWords.contains(TextNormalizer.stem($0)) })
            func namesProducts(_ word: String) -> Bool {
                let stem = TextNormalizer.stem(word)
                return typeWords.contains(stem) && !own.contains(stem)
            }
            for synonym in synonyms {
                // (The lexicon's keys join a phrase's words: "flipflop" is found as "flip" and "flop".)
                var parts = [synonym]
                if !namesProducts(synonym), !phraseNames, let split = (2..<max(2, synonym.count - 1)).lazy.map({ k in
                    [String(synonym.prefix(k)), String(synonym.dropFirst(k))]
                }).first(where: { $0.allSatisfy(namesProducts) }) {
                    parts = split
                }
                guard parts.allSatisfy(namesProducts) else { continue }
                // (Over the phrase's own words, only a word the category's own products are named with: "short
                // pants" are no swim "trunks".)
                let inCategory = vocabulary.categoryKeys[key].map { category in
                    parts.allSatisfy { nameWordCategories[TextNormalizer.stem($0)]?.contains(category) ?? false }
                } ?? false
                if !phraseNames || (parts.count == 1 && phrase.count > 1 && inCategory) { return parts }
            }
        }
        // A phrase of several words from the lexicon, one of which the products' names use besides the
        // category's own and names the same category ("duffel bag": Duffel Bags among Bags), names that kind
        // ("short pants" are shorts, not the pants among them).
        if phrase.count > 1, vocabulary.derivedCategoryKeys.contains(key), !vocabulary.declaredCategoryKeys.contains(key) {
            let category = vocabulary.categoryKeys[key]
            let named = phrase.filter { word in
                let stem = TextNormalizer.stem(word)
                return typeWords.contains(stem) && !own.contains(stem) && vocabulary.categoryKeys[stem] == category
            }
            if !named.isEmpty { return named }
            // (So is another category's word the names use before this one's, when the rest of the phrase is this
            // category's own word: "belt bag" names the Belt Bags; "high tops" is not the "tops" alone.)
            if let category {
                let kindOf = { (stem: String) in categoryWordKinds[stem]?.contains(category) ?? false }
                // (The category's own word last, as in the names: "short pants" among shorts is no "pants" kind.)
                let stems = phrase.map(TextNormalizer.stem)
                if let last = stems.last, vocabulary.categoryKeys[last] == category, !kindOf(last),
                   stems.dropLast().contains(where: kindOf),
                   stems.dropLast().allSatisfy({ kindOf($0) || vocabulary.categoryKeys[$0] == category }) {
                    return phrase.dropLast().filter { kindOf(TextNormalizer.stem($0)) }
                }
            }
        }
        guard vocabulary.kindKeys.contains(key) || vocabulary.declaredCategoryKeys.contains(key) else { return [] }
        // A synonym the catalog declares that is the category's own name in other words ("pants" for Trousers, by
        // the lexicon) names the whole category, not a kind inside it ("leggings" among Activewear).
        if vocabulary.declaredCategoryKeys.contains(key),
           vocabulary.lexiconSynonyms[key]?.contains(where: namesSameCategory) == true {
            return []
        }
        // (Another category's word that the products' names use before their own is their kind: "shirt" of
        // "shirt dress", "belt" of "belt bag".)
        let category = vocabulary.categoryKeys[key]
        let named = phrase.filter { word in
            let stem = TextNormalizer.stem(word)
            return (typeWords.contains(stem) && !own.contains(stem))
                || (category.map { categoryWordKinds[stem]?.contains($0) ?? false } ?? false)
        }
        if !named.isEmpty { return named }
        guard vocabulary.kindKeys.contains(key) else { return [] }
        return phrase.filter { !own.contains(TextNormalizer.stem($0)) }
    }

    /// The words of each kind the catalog declares for the shopper's word `key` that name products here (those the
    /// products' names use, not the category's own; another category's word their names use before their own
    /// counts: "belt" of "belt bag").
    private func declaredKindWords(_ kinds: [[String]], key: String) -> [[String]] {
        let own = vocabulary.categoryNameKeys
        let category = vocabulary.categoryKeys[key]
        return kinds.map { names in
            names.filter { word in
                let stem = TextNormalizer.stem(word)
                return (typeWords.contains(stem) && !own.contains(stem))
                    || (category.map { categoryWordKinds[stem]?.contains($0) ?? false } ?? false)
            }
        }.filter { !$0.isEmpty }
    }

    /// The value whose key is within the typo allowance of `word` (one edit at five letters or more, two at
    /// eight or more; the first of the closest).
    private func closest(_ word: String, in candidates: TypoCandidates<String>) -> String? {
        candidates.closest(to: word, limit: Self.typoLimit(word))
    }

    /// The edits a typo of `word` may have: one, or two at eight letters or more.
    static func typoLimit(_ word: String) -> Int {
        word.utf8.count >= 8 ? 2 : 1
    }

    /// The colour `word` abbreviates by leaving out vowels ("blk" → black, "wht" → white, "gry" → grey): three to
    /// five letters, no vowel but "y", the first letter kept, and the letters in order in the name of one
    /// colour only ("brn" is brown or burgundy: none).
    func abbreviatedColor(_ word: String) -> String? {
        let letters = Array(word.utf8)
        guard (3...5).contains(letters.count), letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
              !letters.contains(where: { "aeiou".utf8.contains($0) }) else { return nil }
        var found: String?
        for (key, color) in vocabulary.colorKeys where !key.contains(" ") && key.utf8.first == letters.first {
            var rest = letters[...]
            for byte in key.utf8 where rest.first == byte { rest = rest.dropFirst() }
            guard rest.isEmpty else { continue }
            if let found, found != color { return nil }
            found = color
        }
        return found
    }

    /// The category whose word `word` abbreviates by leaving out its vowels ("drss" → Dresses, "jckt" → Jackets,
    /// "swtr" → Sweaters): three to six letters, none of them a vowel but "y", with the consonant skeleton of
    /// one category's words only ("shrt" is a shirt or shorts: none).
    func abbreviatedCategory(_ word: String) -> String? {
        let letters = word.utf8
        guard (3...6).contains(letters.count), letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
              !letters.contains(where: { "aeiou".utf8.contains($0) }),
              !vocabulary.plainWords.contains(word) else { return nil }
        let skeleton = Vocabulary.skeleton(word)
        guard skeleton.utf8.count >= 3 else { return nil }
        return vocabulary.typoCategorySkeletons[skeleton]
    }

    /// Words for a group that, after "you", are the people spoken to ("you guys"), not who it is for.
    static let addressedGroups: Set<String> = ["guys", "lads", "ladies", "gals", "folks"]
    /// "you" as typed.
    static let youWords: Set<String> = ["you", "u", "ya", "yous", "youse"]

    /// The words between "with" and a person who comes along ("with the kids", "with my wife").
    static let companionDeterminers: Set<String> = ["the", "my", "our", "his", "her", "their", "a", "an", "all"]

    /// The endings that make a noun of the root of an adjective in "-y" (`describedType`).
    static let describedEndings: Set<String> = ["er", "ers", "ed", "s", "es", "e", "ie", "ies"]

    /// The one type word that an adjective in "-y" describes ("puffy" → puffer, "stripy" → striped): the word
    /// without its "y" (four letters or more) and one of ``describedEndings`` is exactly one type word.
    func describedType(_ word: String) -> String? {
        guard word.utf8.count >= 5, word.hasSuffix("y"), !word.hasSuffix("ly") else { return nil }
        let root = String(word.dropLast())
        // (The noun is the root with an ending, "puff" + "er", "hood" + "ed"; not another word after it: "footy" is
        // no footbed.)
        let found = typeWords.filter {
            $0.hasPrefix(root) && Self.describedEndings.contains(String($0.dropFirst(root.count)))
        }
        return found.count == 1 ? found.first : nil
    }

    /// The one type word (six letters or more) `word` is one typo away from, first letter kept; `nil` otherwise.
    func misspeltType(_ word: String) -> String? {
        guard let first = word.utf8.first else { return nil }
        let found = typoTypeWords.matches(of: word, limit: 1).filter { $0.key.utf8.first == first }
        return found.count == 1 ? found[0].value : nil
    }

    /// The colour or audience `word` is one typo away from, when exactly one is (`nil` otherwise, and for words
    /// of fewer than four letters): "blak" → black, "gery" → grey. A four-letter word may only miss, add or swap
    /// a letter, not change one: "wide" is no "wine", "sale" no "sage".
    private func closestClosed(_ word: String) -> (value: String, isColor: Bool)? {
        let length = word.utf8.count
        guard length >= 4 else { return nil }
        var found: ClosedWord?
        let bytes = Array(word.utf8)
        for (key, candidate) in vocabulary.typoClosedKeys.matches(of: word, limit: 1) {
            // The first letter is kept (or swapped with the second).
            guard let first = key.utf8.first, first == bytes[0] || first == bytes[1] else { continue }
            // Slang for an audience is one edit from everyday words ("broke" / "bloke", "sales" / "males"): a
            // typo is read only as the audience's own name ("wemen" → women, "girsl" is no "gals").
            if !candidate.isColor, key != candidate.value, key != candidate.value + "s" { continue }
            if length == 4, key.utf8.count == 4, key.utf8.sorted() != word.utf8.sorted() { continue }
            if let found, found != candidate { return nil }
            found = candidate
        }
        return found.map { ($0.value, $0.isColor) }
    }

    /// The material `phrase` (lowercase words separated by spaces) names as products list it, if any: "denim"
    /// is a category's synonym and a material both.
    public func material(named phrase: String) -> String? {
        vocabulary.materialKeys[phrase]
    }

    /// The colour a one-word phrase names in the plural ("greys then", "any blues"), when the word itself is not
    /// one the catalog uses otherwise.
    private func pluralColor(_ phrase: [String]) -> String? {
        guard phrase.count == 1, let word = phrase.first, word.count > 3, word.hasSuffix("s"),
              !knownWords.contains(word) else { return nil }
        return vocabulary.colorKeys[String(word.dropLast())]
    }

    /// The colour a one-word phrase names with "-ish" ("greenish", "reddish", "bluish"): near enough is that colour.
    private func ishColor(_ phrase: [String]) -> String? {
        guard phrase.count == 1, let word = phrase.first, word.count > 5, word.hasSuffix("ish") else { return nil }
        let stem = String(word.dropLast(3))
        var candidates = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }  // reddish
        return candidates.lazy.compactMap { vocabulary.colorKeys[$0] }.first
    }

    /// The material a phrase names as products list it ("silk", "merino wool"); "down" only before a product
    /// word or "filled" ("down jacket", "down filled"), so "narrow it down" and "pouring down here" name none.
    /// The material a word is with its "'s", which the tokens join to it, as `text` writes it ("wool's fine",
    /// "cashmere's a bit much"); `nil` for a plural ("the fleeces") or any other word.
    private func materialWithApostrophe(_ phrase: [String], in text: String) -> String? {
        guard phrase.count == 1, let word = phrase.first, word.count > 4, word.hasSuffix("s"),
              let material = vocabulary.materialKeys[String(word.dropLast())] else { return nil }
        let written = text.lowercased()
        let root = String(word.dropLast())
        return written.contains(root + "'s") || written.contains(root + "\u{2019}s") ? material : nil
    }

    private func material(_ phrase: [String], next: String?) -> String? {
        guard !vocabulary.materialKeys.isEmpty, phrase.count <= 3 else { return nil }
        let key = phrase.joined(separator: " ")
        guard let material = vocabulary.materialKeys[key] else { return nil }
        if key == "down" {
            guard let next else { return nil }
            let stem = TextNormalizer.stem(next)
            let namesProduct = ["filled", "fill", "feather", "insulated"].contains(next)
                || vocabulary.categoryKeys[stem] != nil || vocabulary.lexiconTerms.contains(stem)
            if !namesProduct { return nil }
        }
        return material
    }

    /// The word that makes a relation at `i` one: the word before it, or the one before a word that only says
    /// which of them ("my twin nephews", "our youngest daughter", "for my two sons").
    static func relationLead(_ words: [String], _ i: Int) -> String? {
        guard i > 0 else { return nil }
        if i > 1, Self.relationModifiers.contains(words[i - 1]), Audience.relationLeads.contains(words[i - 2]) {
            return words[i - 2]
        }
        return words[i - 1]
    }

    /// Whether `words` speak of a setting only grown-ups are in: work, an office, university, an interview.
    public static func namesGrownUpSetting(_ words: [String]) -> Bool {
        words.contains(where: grownUpSettings.contains)
    }

    /// Roles at a wedding that say who wears what (one word, or several: "best man", "maid of honour").
    static let weddingRoles: [String: String] = [
        "groomsman": "men", "groomsmen": "men", "best man": "men", "usher": "men", "ushers": "men",
        "bridesmaid": "women", "bridesmaids": "women", "maid of honour": "women", "maid of honor": "women",
    ]
    /// The first words of ``weddingRoles``: only a line with one of them is looked at further.
    static let weddingRoleHeads = Set(weddingRoles.keys.compactMap { $0.split(separator: " ").first.map(String.init) })

    /// Settings only children are in.
    static let childSettings: Set<String> = [
        "school", "pe", "nursery", "preschool", "kindergarten", "daycare", "creche",
    ]

    /// Settings only grown-ups are in.
    static let grownUpSettings: Set<String> = [
        "work", "office", "uni", "university", "college", "graduation", "interview", "interviews", "commute", "job",
    ]

    /// Words after which a number in the plural is a size ("wears 13s").
    static let pluralSizeLeads: Set<String> = [
        "wear", "wears", "wearing", "take", "takes", "both", "in", "are", "r", "all",
    ]

    /// Forms of "be", alone or joined to who ("im", "shes").
    static let formsOfBe: Set<String> = ["im", "am", "is", "are", "r", "was", "were", "hes", "shes", "theyre"]

    /// The shopper speaking of themselves.
    static let firstPerson: Set<String> = ["i", "im", "ive", "id", "me", "my", "myself"]

    /// Verbs of saying after a relation that make it the one speaking ("mum says", "my wife reckons").
    static let speakingVerbs: Set<String> = [
        "says", "said", "thinks", "thought", "reckons", "reckoned", "told", "tells", "asked", "asks", "reminded",
    ]

    /// Words between "my" and a relation that say which one or how many.
    static let relationModifiers: Set<String> = [
        "twin", "two", "three", "youngest", "eldest", "oldest", "older", "younger", "middle", "big", "favourite",
        "favorite", "only", "teenage", "teen",
    ]

    /// An audience phrase: "men's", "guys", "ladies", "teen boy", "kids", or "him", "my wife", "my son" after
    /// "for", "my"….
    private func audience(_ phrase: [String], before: String?) -> String? {
        guard phrase.count <= 3 else { return nil }
        return Audience.named(by: phrase, before: before, catalogAudiences: vocabulary.audiences)
    }

    /// A relation that closes a line of three words or fewer, after the products' words, as one types in a
    /// hurry: "tshirts hubby", "swimsuit niece", "hoodie for xmas bro". Not after a word that makes it someone
    /// else's ("her sister") or a pronoun.
    private func closingRelation(_ phrase: [String], at i: Int, in words: [String]) -> String? {
        let key = phrase.joined(separator: " ")
        guard i > 0, i + phrase.count == words.count, words.count <= 3,
              !Self.closingRelationBlockers.contains(words[i - 1]),
              let audience = Audience.relations[key], !Self.audiencePronouns.contains(key),
              !["him", "his", "her", "hers", "man"].contains(key) else { return nil }
        return audience
    }

    /// Words after which a relation closing a short line is not whom the products are for (see
    /// `closingRelation`).
    static let closingRelationBlockers: Set<String> = [
        "her", "his", "their", "its", "the", "a", "an", "your", "ur", "yr", "u", "you", "ya", "hi", "hey", "hello",
        "thanks", "thx", "ty", "bye", "yo", "sup", "ok", "okay", "lol",
    ]

    /// A relation that opens the line and is its subject ("stepdad needs a proper winter coat", "uncle is a big
    /// hiker", "mother in law loves silk scarfs", "husband works on building sites"): the person shopped for. Not
    /// before a category's word, where it is a style ("mom jeans", "boyfriend jeans", "dad sneakers"), nor before
    /// another word of the products' names when they use the relation too; and not a pronoun ("her" opens "her
    /// size…").
    private func openingRelation(_ phrase: [String], before: String?, after: String?) -> String? {
        let key = phrase.joined(separator: " ")
        // ("hi there. dad wants jeans", "after the wedding, hubby needs sandals": the subject of a wish, wherever
        // the clause starts.)
        let wishes = after.map(Self.wishingVerbs.contains) ?? false
        guard phrase.count <= 3, wishes || (before.map(Self.lineOpeners.contains) ?? true),
              let audience = Audience.relations[key], !["him", "his", "her", "hers"].contains(key) else { return nil }
        if let after {
            let stem = TextNormalizer.stem(after)
            if vocabulary.categoryKeys[stem] != nil || vocabulary.categoryKeys[after] != nil
                || vocabulary.lexiconTerms.contains(stem) {
                return nil
            }
            // (Before a word of the products' names, only a relation they use is a style: "husband works on
            // building sites" is the husband.)
            if typeWords.contains(stem), phrase.contains(where: { typeWords.contains(TextNormalizer.stem($0)) }) {
                return nil
            }
        }
        return audience
    }

    /// A relation said as the owner of "one" or "ones" ("lemme see dads ones again", "the twins ones"), or of the
    /// products a category word names ("does dads jumper come in grey", "the wifes dress"), wherever it stands:
    /// the products for that person.
    private func ownersOnes(_ phrase: [String], after: String?) -> String? {
        guard phrase.count == 1, let after, let word = phrase.first, word.count > 3, word.hasSuffix("s"),
              ["one", "ones"].contains(after) || vocabulary.categoryKeys[TextNormalizer.phraseKey([after])] != nil
        else { return nil }
        return Audience.relations[String(word.dropLast())]
    }

    /// How many words at `i` say what a price is for ("a pack", "per pair", "each"), or `nil`.
    static func priceUnit(_ words: [String], _ i: Int) -> Int? {
        guard i < words.count else { return nil }
        if ["each", "apiece"].contains(words[i]) { return 1 }
        guard i + 1 < words.count, ["a", "per", "for"].contains(words[i]),
              ["pack", "pair", "piece", "one", "item"].contains(words[i + 1]) else { return nil }
        // ("under 20 for a pack of 5" says which pack; "20 for one" is the price of one.)
        return words[i] == "for" && words[i + 1] != "one" ? nil : 2
    }

    /// Words that soften a wish without saying anything of the products ("multipacks if poss").
    static let softeners: Set<String> = [
        "poss", "possible", "pls", "please", "ideally", "preferably", "maybe", "prefer",
    ]

    /// Pronouns that are the subject of a verb after them ("he works", "she travels").
    static let subjectPronouns: Set<String> = ["he", "she", "it", "who", "that", "which", "they"]

    /// Verbs of wishing after a person named bare: the one the products are for ("hubby needs sandals").
    static let wishingVerbs: Set<String> = [
        "wants", "wanted", "needs", "needed", "likes", "loves", "prefers", "wears", "asked", "fancies",
    ]

    /// Words that may come before the subject that opens a line ("hi, uncle is a big hiker").
    static let lineOpeners: Set<String> = ["hi", "hey", "hello", "hiya", "so", "ok", "okay", "oh", "also", "and", "well", "right", "um", "erm", "yo"]

    /// Words of liking before a colour or material that a negation before them turns away ("not a fan of",
    /// "not keen on", "not into").
    static let likingLeads: [[String]] = [["fan", "of"], ["keen", "on"], ["big", "on"], ["into"], ["mad", "on"]]
    /// Words said beside a number to make it a leg's length ("32 leg", "inseam 30", "34 long").
    public static let legLengthWords: Set<String> = ["length", "leg", "legs", "inseam", "long"]
    /// Verbs that turn away what follows them ("hates red").
    static let dislikes: Set<String> = [
        "hate", "hates", "dislike", "dislikes", "avoid", "loathe", "loathes", "refuse", "refuses", "detest", "detests",
    ]
    /// Verbs of liking that turn away what follows them after a negated auxiliary ("won't wear navy").
    static let likingVerbs: Set<String> = [
        "wear", "like", "want", "need", "fancy", "suit", "suits", "do", "go", "love", "stand",
    ]
    /// Auxiliaries in the negative, as the normaliser spells them ("won't" → wont).
    static let negatedAuxiliaries: Set<String> = [
        "wont", "dont", "doesnt", "didnt", "cant", "cannot", "never", "wouldnt", "isnt", "arent", "not",
    ]

    /// Words that turn a shopper away from the category after them ("not the sneakers", "no boots").
    static let negations: Set<String> = ["not", "without", "except", "nor", "forget", "scrap", "scratch", "ditch"]
    static let articles: Set<String> = ["the", "a", "an", "any", "those", "these"]

    /// Whether `text` opens with "no" followed by a comma, stop, dash or the like ("no, navy", "No - the blue").
    static func opensWithNoAndAPause(_ text: String) -> Bool {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.count > 2, trimmed.prefix(2).lowercased() == "no" else { return false }
        let rest = trimmed.dropFirst(2).drop { $0 == " " }
        guard let next = rest.first else { return false }
        return ",.;:!-–—".contains(next)
    }

    /// Units of time after a number ("2 weeks"); with "old" after them they made an age first.
    static let timeUnits: Set<String> = [
        "day", "days", "week", "weeks", "wk", "wks", "month", "months", "mo", "mos", "year", "years", "yr", "yrs",
        "hour", "hours", "hr", "hrs", "min", "mins", "minute", "minutes", "night", "nights", "weekend", "weekends",
    ]

    /// Who may be a child, and the audience a child's age makes them ("my lad's 8" is a boy).
    static let childRelations: [String: String] = [
        "lad": "boys", "boy": "boys", "son": "boys", "nephew": "boys", "grandson": "boys", "stepson": "boys",
        "girl": "girls", "daughter": "girls", "niece": "girls", "granddaughter": "girls", "stepdaughter": "girls",
        "kid": "kids", "child": "kids", "grandchild": "kids",
    ]

    /// Words that join clauses, across which a run of words names no one product ("jeans but moneys tight").
    static let conjunctions: Set<String> = ["but", "and", "or", "so", "because", "cos", "cause", "coz"]

    /// Words for shoes of any kind, which after a size number are its unit ("a size 10 shoe").
    static let shoeWords: Set<String> = ["shoe", "shoes"]

    /// Words after a number that make it a size or a price, not an age ("my son's 8 in shoes" is still a size
    /// when followed by a size word).
    static let sizeFollowers: Set<String> = ["in", "uk", "us", "eu", "waist", "shoe", "shoes", "dollars", "bucks", "quid", "pounds"]

    /// Words after a number that make it an age ("5 yr old", "7 years", "3 yo").
    static let ageWords: Set<String> = ["yr", "yrs", "year", "years", "yo", "yro", "month", "months", "mo"]

    static let upperWords: [[String]] = [
        ["under"], ["below"], ["less", "than"], ["cheaper", "than"], ["up", "to"], ["max"], ["maximum"],
        ["at", "most"], ["within"], ["until"], ["till"], ["up", "till"], ["up", "until"], ["no", "more", "than"],
        ["not", "more", "than"], ["lower", "than"],
        ["upto"], ["underneath"], ["less", "then"], ["sub"], ["no", "higher", "than"], ["nothing", "over"], ["nothing", "above"],
        ["nothing", "more", "than"], ["not", "over"], ["not", "above"], ["no", "more", "then"], ["nothing", "pricier", "than"],
        ["budget", "of"], ["budget", "is"], ["budget"], ["budgets"], ["budget", "around"], ["budget", "about"],
        ["budget", "is", "about"], ["budget", "is", "around"], ["budgets", "about"], ["budgets", "around"],
        ["spend"], ["spend", "about"], ["spend", "around"], ["spend", "up", "to"],
        ["stretch", "to"], ["stretch", "up", "to"], ["go", "to"], ["afford"], ["afford", "about"],
        ["nothing", "past"], ["nothin", "over"], ["nuthin", "over"], ["nothin", "above"], ["max", "of"], ["maximum", "of"], ["limit"], ["limit", "is"], ["limit", "of"],
        ["limits"], ["cap", "is"], ["cap", "of"], ["cap", "it", "at"],
    ] + raisingVerbs.flatMap { [[$0, "it", "to"], [$0, "it", "up", "to"], [$0, "that", "to"], [$0, "to"]] }
    /// ``upperWords`` by their first word, in their order: the phrases that may open at a word.
    static let upperWordsByFirst = Dictionary(grouping: upperWords, by: { $0.first ?? "" })
    /// ``lowerWords`` by their first word, in their order.
    static let lowerWordsByFirst = Dictionary(grouping: lowerWords, by: { $0.first ?? "" })
    /// Verbs that move a budget to a new ceiling ("stretch it to 200", "bump it up to 150").
    static let raisingVerbs = ["stretch", "bump", "push", "raise", "increase", "up", "take", "extend", "move", "go"]
    /// Words after a number that make it an upper price bound: "60 max" ("40 tops" is forty tops).
    static let upperAfterWords: Set<String> = ["max", "maximum"]
    /// Words that make the number before them a ceiling when said as "N is my limit", "N is the max".
    static let limitNouns: Set<String> = ["limit", "max", "maximum", "budget", "cap", "ceiling"]
    static let lowerWords: [[String]] = [
        ["over"], ["above"], ["more", "than"], ["at", "least"], ["min"], ["minimum"], ["higher", "than"],
        ["starting", "at"], ["greater", "than"], ["from"], ["pricier", "than"], ["more", "then"], ["past"],
    ]
    /// Words that turn a floor into a ceiling when they come just before it ("can't spend more than").
    static let denials: Set<String> = [
        "cant", "cannot", "dont", "doesnt", "didnt", "wont", "wouldnt", "shouldnt", "not", "never",
    ]
    /// Words that hedge a price ("like 80", "about 50").
    static let hedges: Set<String> = ["like", "about", "around", "roughly", "approx", "approximately", "maybe", "say"]

    /// Spelled-out prices: "fifty", "thirty five", "fifteen", "a hundred", "two hundred", "a hundred and twenty".
    static let spelledTens: [String: Double] = [
        "ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90,
    ]
    static let spelledTeens: [String: Double] = [
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19,
    ]
    static let spelledOnes: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    ]
    static let spelledUnits: [String: Double] = spelledOnes.merging(["a": 1]) { first, _ in first }

    /// The value and length of a spelled price at `k` ("fifty", "thirty five", "a hundred", "two hundred and
    /// fifty", "hundred"), or `nil`. A unit alone is no price ("under five" could be anything).
    static func spelledNumber(_ words: [String], _ k: Int) -> (value: Double, length: Int)? {
        guard k < words.count else { return nil }
        var hundreds: (value: Double, length: Int)?
        if words[k] == "hundred" {
            hundreds = (100, 1)
        } else if let unit = spelledUnits[words[k]], k + 1 < words.count, words[k + 1] == "hundred" {
            hundreds = (unit * 100, 2)
        }
        guard let hundreds else { return belowHundred(words, k) }
        // "a hundred and twenty", "two hundred fifty".
        let next = k + hundreds.length
        let rest = next < words.count && words[next] == "and" ? next + 1 : next
        guard let tail = belowHundred(words, rest) else { return hundreds }
        return (hundreds.value + tail.value, rest + tail.length - k)
    }

    /// A spelled number from ten to ninety-nine at `k` ("forty", "thirty five", "fifteen"), with its length.
    static func belowHundred(_ words: [String], _ k: Int) -> (value: Double, length: Int)? {
        guard k < words.count else { return nil }
        if let teen = spelledTeens[words[k]] { return (teen, 1) }
        guard let tens = spelledTens[words[k]] else { return nil }
        if tens >= 20, k + 1 < words.count, let one = spelledOnes[words[k + 1]] { return (tens + one, 2) }
        return (tens, 1)
    }

    /// Verbs after "N to" that make N the money there is ("100 to spend").
    static let spendingVerbs: Set<String> = ["spend", "play", "splurge", "blow"]

    /// Whether a range without a currency mark, "30 to 60" or "30-60", is a range of prices: whole numbers of ten
    /// or more, at least ten apart (not a waist's "30-34" or an age's "3 to 5"), and no word of sizes, ages or
    /// time beside it ("sizes 30 to 40", "10 to 20 days").
    static func readsAsPriceRange(_ low: Double, _ high: Double, before: String?, after: String?) -> Bool {
        guard low >= 10, high - low >= 10, high <= 10_000, low == low.rounded(), high == high.rounded() else {
            return false
        }
        if let before, notPriceNeighbours.contains(before) { return false }
        if let after, notPriceNeighbours.contains(after) { return false }
        return true
    }

    /// Words beside a range of numbers that make it something other than prices.
    static let notPriceNeighbours: Set<String> = [
        "size", "sizes", "sz", "waist", "waists", "leg", "legs", "inseam", "inch", "inches", "in", "cm", "mm",
        "uk", "eu", "us", "age", "ages", "aged", "year", "years", "yr", "yrs", "yo", "month", "months", "mos",
        "day", "days", "week", "weeks", "hour", "hours", "hrs", "minute", "minutes", "mins", "percent", "pct",
        "degrees", "kg", "lbs", "chest", "bust", "hips", "hip", "shoe", "shoes", "pack", "pcs", "pieces",
        "am", "pm", "oclock",
    ]

    static let currencyWords: Set<String> = [
        "dollars", "dollar", "bucks", "usd", "eur", "euros", "euro", "rupees", "rs", "inr", "gbp", "pounds",
        "quid", "pound", "buck",
    ]

    /// A price phrase starting at `i`: its length and the bounds it sets.
    private func priceRange(
        _ tokens: [QueryToken], _ words: [String], _ i: Int, _ consumed: [Bool]
    ) -> (Int, Double?, Double?)? {
        func phrase(_ p: [String]) -> Bool {
            i + p.count <= words.count && words[i..<(i + p.count)].elementsEqual(p)
        }
        func currencyAfter(_ k: Int) -> Bool { k < words.count && Self.currencyWords.contains(words[k]) }
        func number(_ k: Int) -> Double? {
            guard k < tokens.count, !consumed[k] else { return nil }
            if k < words.count, ["rs", "inr"].contains(words[k]), k + 1 < tokens.count { return tokens[k + 1].number }
            if let spelled = Self.spelledNumber(words, k) { return spelled.value }
            return tokens[k].number
        }
        func numberLength(_ k: Int) -> Int {
            if let spelled = Self.spelledNumber(words, k) { return spelled.length }
            return (k < words.count && ["rs", "inr"].contains(words[k])) ? 2 : 1
        }
        // between N and M / from N to M
        if phrase(["between"]) || phrase(["from"]), let low = number(i + 1) {
            var k = i + 1 + numberLength(i + 1)
            if currencyAfter(k) { k += 1 }
            if k < words.count, ["and", "to"].contains(words[k]) || tokens[k].dashBefore, let high = number(words[k] == "and" || words[k] == "to" ? k + 1 : k) {
                let afterHigh = (words[k] == "and" || words[k] == "to" ? k + 1 : k)
                var end = afterHigh + numberLength(afterHigh)
                if currencyAfter(end) { end += 1 }
                return (end - i, min(low, high), max(low, high))
            }
        }
        // N-M or N to M with a currency mark
        if let low = number(i), i + 1 < tokens.count {
            let k = i + 1
            let dashed = tokens[k].dashBefore && tokens[k].number != nil
            let to = words[k] == "to" && number(k + 1) != nil
            if dashed || to {
                let highIndex = dashed ? k : k + 1
                if let high = number(highIndex) {
                    let marked = tokens[i].currencyBefore || tokens[highIndex].currencyBefore || currencyAfter(highIndex + 1)
                        || currencyAfter(i + 1)
                    let before = i > 0 ? words[i - 1] : nil
                    let after = highIndex + 1 < words.count ? words[highIndex + 1] : nil
                    if marked || Self.readsAsPriceRange(low, high, before: before, after: after) {
                        var end = highIndex + 1
                        if currencyAfter(end) { end += 1 }
                        return (end - i, min(low, high), max(low, high))
                    }
                }
            }
        }
        // under N / over N
        let opening = words[i]
        let lists = [(Self.upperWordsByFirst[opening] ?? [], true), (Self.lowerWordsByFirst[opening] ?? [], false)]
        for (list, isUpper) in lists {
            for p in list where phrase(p) {
                // "budget is like 80", "under about 50": a hedge before the number changes nothing.
                let hedged = i + p.count < words.count && Self.hedges.contains(words[i + p.count])
                let k = i + p.count + (hedged ? 1 : 0)
                guard let value = number(k) else { continue }
                // "from 2 stores" is no price; "from" needs a currency mark, as "until" does ("until 100 dollars",
                // not "until 5").
                if ["from", "until", "till"].contains(p.last ?? ""),
                   !(tokens[k].currencyBefore || currencyAfter(k + 1)) {
                    continue
                }
                // "past 10 o'clock" is a time; "don't wanna go past 100" is a budget.
                if p == ["past"] && !(tokens[k].currencyBefore || currencyAfter(k + 1)
                    || words[max(0, i - 4)..<i].contains(where: Self.denials.contains)) { continue }
                var end = k + numberLength(k)
                if currencyAfter(end) { end += 1 }
                if end < words.count, ["or", "and"].contains(words[end]), end + 1 < words.count,
                   ["less", "under", "below", "more", "over", "above"].contains(words[end + 1]) {
                    end += 2
                }
                // ("budgets 50 tops", "budget 80 max": the word after says the same.)
                if isUpper, end < words.count, words[end] == "tops" || Self.upperAfterWords.contains(words[end]) {
                    end += 1
                }
                // "can't spend more than 100", "don't want to pay over 80": a floor said with a no is a ceiling.
                let denied = !isUpper && words[max(0, i - 4)..<i].contains(where: Self.denials.contains)
                return isUpper || denied ? (end - i, nil, value) : (end - i, value, nil)
            }
        }
        // "N max", "N tops", "N at most", "N or less": at most N, with or without a currency mark.
        if let value = number(i) {
            var end = i + numberLength(i)
            if currencyAfter(end) { end += 1 }
            if end < words.count, Self.upperAfterWords.contains(words[end]) { return (end + 1 - i, nil, value) }
            // "250 is my limit", "100's the max", "80 is our budget".
            if end + 2 < words.count, ["is", "s"].contains(words[end]), ["my", "the", "our", "her", "his"].contains(words[end + 1]),
               Self.limitNouns.contains(words[end + 2]) {
                return (end + 3 - i, nil, value)
            }
            if end + 1 < words.count, words[end] == "s", Self.limitNouns.contains(words[end + 1]) { return (end + 2 - i, nil, value) }
            // "$60 tops", "40 quid tops": with a currency mark, "tops" is at most (without one, forty tops).
            if end < words.count, words[end] == "tops", tokens[i].currencyBefore || currencyAfter(i + numberLength(i)) {
                return (end + 1 - i, nil, value)
            }
            if end + 1 < words.count, ["at", "or"].contains(words[end]), ["most", "less", "under", "below"].contains(words[end + 1]) {
                return (end + 2 - i, nil, value)
            }
            // "got about 100 to spend", "have 60 to play with": the money there is.
            if end + 1 < words.count, words[end] == "to", Self.spendingVerbs.contains(words[end + 1]) {
                return (end + 2 - i, nil, value)
            }
        }
        // $N alone or N dollars ("$30 jeans", "jeans for 30 bucks"): at most N; "N or less", "N and up".
        if let value = number(i), tokens[i].currencyBefore || currencyAfter(i + 1) || (i > 0 && ["rs", "inr"].contains(words[i - 1]) && false) {
            var end = i + 1
            if currencyAfter(end) { end += 1 }
            if end + 1 < words.count, words[end] == "or", ["less", "under", "below", "cheaper"].contains(words[end + 1]) {
                return (end + 2 - i, nil, value)
            }
            if end + 1 < words.count, ["or", "and"].contains(words[end]), ["more", "up", "over", "above"].contains(words[end + 1]) {
                return (end + 2 - i, value, nil)
            }
            return (end - i, nil, value)
        }
        return nil
    }

    private func relativePrice(_ words: [String], _ i: Int) -> (Int, PriceDirection)? {
        let phrases: [([String], PriceDirection)] = [
            (["less", "expensive"], .lower), (["not", "too", "expensive"], .lower), (["not", "expensive"], .lower),
            (["lower", "priced"], .lower), (["lower", "price"], .lower), (["less", "pricey"], .lower),
            (["low", "cost"], .lower), (["more", "affordable"], .lower), (["on", "a", "budget"], .lower),
            (["cheaper"], .lower), (["cheap"], .lower), (["cheapest"], .lower), (["budget"], .lower),
            (["affordable"], .lower), (["inexpensive"], .lower), (["bargain"], .lower), (["cheaply"], .lower),
            (["go", "lower"], .lower), (["go", "any", "lower"], .lower), (["go", "a", "bit", "lower"], .lower),
            (["spend", "less"], .lower), (["less", "money"], .lower), (["lower", "budget"], .lower),
            (["more", "expensive"], .higher), (["higher", "end"], .higher), (["high", "end"], .higher),
            (["pricier"], .higher), (["pricey"], .higher), (["expensive"], .higher), (["premium"], .higher),
            (["luxury"], .higher), (["fancier"], .higher),
        ]
        for (phrase, direction) in phrases where i + phrase.count <= words.count {
            guard words[i..<(i + phrase.count)].elementsEqual(phrase) else { continue }
            // "those r a bit pricey", "too expensive": a complaint about the price asks for cheaper.
            if direction == .higher, phrase.count == 1, i > 0, Self.tooWords.contains(words[i - 1]) {
                return (phrase.count, .lower)
            }
            return (phrase.count, direction)
        }
        // "cheeper", "expensve": one typo in a price word of six letters or more (not "fancier": "she fancies a
        // dress" asks for nothing dear).
        let word = words[i]
        guard word.utf8.count >= 6, !knownWords.contains(word) else { return nil }
        for (phrase, direction) in phrases where phrase.count == 1 && Self.typoPriceWords.contains(phrase[0]) {
            guard EditDistance.within(word, phrase[0], limit: 1) != nil else { continue }
            if direction == .higher, i > 0, Self.tooWords.contains(words[i - 1]) { return (1, .lower) }
            return (1, direction)
        }
        return nil
    }

    /// The length of a phrase at `i` that lifts the price limit: a word that drops something before the budget or
    /// the price ("forget the budget", "scrap my price limit", "no budget"), the budget or price said not to
    /// matter ("budget doesn't matter", "price is no object"), "any price", "money is no object"; `nil` otherwise.
    static func priceLimitLifted(_ words: [String], _ i: Int) -> Int? {
        func at(_ k: Int) -> String? { k < words.count ? words[k] : nil }
        let limits: Set<String> = ["budget", "price", "prices", "limit", "cap", "max", "maximum", "pricing", "money"]
        let drops: Set<String> = ["forget", "scrap", "scratch", "ditch", "ignore", "drop", "remove", "lose", "no", "nevermind"]
        let fillers: Set<String> = ["the", "my", "that", "a", "about", "any", "our"]
        let word = words[i]
        if drops.contains(word) || (word == "never" && at(i + 1) == "mind") {
            var k = word == "never" ? i + 2 : i + 1
            while let next = at(k), fillers.contains(next) { k += 1 }
            guard let target = at(k), limits.contains(target), target != "money" else { return nil }
            // ("no price limit", "forget the price cap")
            if let next = at(k + 1), ["limit", "cap", "range"].contains(next) { k += 1 }
            return k + 1 - i
        }
        if limits.contains(word) {
            var k = i + 1
            // ("money no object now": said without its verb.)
            if at(k) == "no", at(k + 1) == "object" { return k + 2 - i }
            if ["is", "isnt", "doesnt", "dont", "does", "not"].contains(at(k) ?? "") {
                while let next = at(k), ["is", "isnt", "doesnt", "dont", "does", "not", "really"].contains(next) { k += 1 }
                if at(k) == "matter" { return k + 1 - i }
                if at(k) == "no", at(k + 1) == "object" || at(k + 1) == "issue" { return k + 2 - i }
                if at(k) == "an", at(k + 1) == "issue" { return nil }
            }
            return nil
        }
        if ["any", "whatever"].contains(word), at(i + 1) == "price" { return 2 }
        return nil
    }

    /// Words that name the colour, and the material, as an aspect of a product.
    static let colorAspects: Set<String> = ["colour", "color", "colours", "colors", "shade", "shades"]
    static let materialAspects: Set<String> = ["material", "materials", "fabric", "fabrics"]

    /// The length of a phrase at `i` that lifts the colour or the material (`true` for the colour): "any colour",
    /// "whatever fabric", "colour doesn't matter", "not fussed about the colour", "don't mind the colour",
    /// "doesn't have to be cashmere", "needn't be black". `nil` when there is none.
    func liftedColorOrMaterial(_ words: [String], _ i: Int) -> (Int, Bool)? {
        func at(_ k: Int) -> String? { k >= 0 && k < words.count ? words[k] : nil }
        func aspect(_ word: String?) -> Bool? {
            guard let word else { return nil }
            return Self.colorAspects.contains(word) ? true : (Self.materialAspects.contains(word) ? false : nil)
        }
        let word = words[i]
        if ["any", "whatever", "whichever"].contains(word), let isColor = aspect(at(i + 1)) { return (2, isColor) }
        if let isColor = aspect(word) {
            var k = i + 1
            while let next = at(k), ["is", "isnt", "doesnt", "dont", "does", "not", "really"].contains(next) { k += 1 }
            if k > i + 1, at(k) == "matter" { return (k + 1 - i, isColor) }
            return nil
        }
        // "not fussed about (the) colour", "don't mind the colour", "don't care what colour", "forget the fabric"
        if ["fussed", "bothered", "fussy", "picky", "mind", "care", "forget", "ditch", "scrap", "drop", "skip", "nvm",
            "nevermind"].contains(word) {
            var k = i + 1
            while let next = at(k), ["about", "on", "with", "the", "what", "which", "re", "regarding"].contains(next) { k += 1 }
            if let isColor = aspect(at(k)) { return (k + 1 - i, isColor) }
            return nil
        }
        // "doesn't have to be cashmere", "doesn't need to be black", "needn't be wool", "not necessarily silk"
        var k: Int?
        if ["doesnt", "dont", "dosnt", "didnt"].contains(word), ["have", "need", "hav"].contains(at(i + 1) ?? ""),
           at(i + 2) == "to", at(i + 3) == "be" {
            k = i + 4
        } else if word == "neednt", at(i + 1) == "be" {
            k = i + 2
        } else if word == "not", at(i + 1) == "necessarily" {
            k = i + 2
        }
        guard var k else { return nil }
        if ["in", "made", "a"].contains(at(k) ?? "") { k += 1 }
        if at(k) == "of" { k += 1 }
        for length in stride(from: 2, through: 1, by: -1) where k + length <= words.count {
            let phrase = words[k..<(k + length)].joined(separator: " ")
            if vocabulary.materialKeys[phrase] != nil { return (k + length - i, false) }
            if vocabulary.colorKeys[phrase] != nil { return (k + length - i, true) }
        }
        return nil
    }

    /// The length of the words from `i` that lift the brand in force ("forget the brand", "never mind north face",
    /// "scrap nike", "any brand", "brand doesn't matter", "other brands"), or `nil`.
    func liftedBrand(_ words: [String], _ i: Int) -> Int? {
        func at(_ k: Int) -> String? { k >= 0 && k < words.count ? words[k] : nil }
        let brandWords: Set<String> = ["brand", "brands", "label", "make"]
        let word = words[i]
        if ["any", "other", "whatever", "whichever"].contains(word), brandWords.contains(at(i + 1) ?? "") { return 2 }
        if brandWords.contains(word) {
            var k = i + 1
            while let next = at(k), ["is", "isnt", "doesnt", "dont", "does", "not", "really"].contains(next) { k += 1 }
            return k > i + 1 && at(k) == "matter" ? k + 1 - i : nil
        }
        var k: Int
        if ["forget", "scrap", "ditch", "drop", "ignore", "nevermind"].contains(word) {
            k = i + 1
        } else if word == "never", at(i + 1) == "mind" {
            k = i + 2
        } else if ["fussed", "bothered", "care"].contains(word), ["about", "on", "re"].contains(at(i + 1) ?? "") {
            k = i + 2
        } else {
            return nil
        }
        if at(k) == "the" { k += 1 }
        if brandWords.contains(at(k) ?? "") { return k + 1 - i }
        for length in stride(from: min(3, words.count - k), through: 1, by: -1) where length > 0 {
            let key = TextNormalizer.phraseKey(Array(words[k..<(k + length)]))
            if vocabulary.brandKeys[key] != nil { return k + length - i }
        }
        return nil
    }

    /// Price words a shopper misspells and that no everyday word is one letter from.
    static let typoPriceWords: Set<String> = ["cheaper", "cheapest", "expensive", "inexpensive", "affordable", "pricier"]

    /// Words before "pricey" or "expensive" that make it a complaint ("a bit pricey", "too expensive", "hmm
    /// pricey", "thats pricey").
    static let tooWords: Set<String> = [
        "too", "bit", "abit", "little", "kinda", "quite", "rather", "very", "so", "way", "hmm", "hm", "ooh", "oof",
        "eek", "ugh", "wow", "thats", "pretty", "bloody", "damn",
    ]

    static let letterWords: [[String]: String] = [
        ["extra", "small"]: "XS", ["x", "small"]: "XS", ["xsmall"]: "XS", ["small"]: "S", ["medium"]: "M", ["med"]: "M",
        ["large"]: "L", ["extra", "large"]: "XL", ["x", "large"]: "XL", ["xlarge"]: "XL",
        ["extra", "extra", "large"]: "XXL", ["xx", "large"]: "XXL", ["2x", "large"]: "XXL", ["xxlarge"]: "XXL",
        ["one", "size"]: "One Size", ["onesize"]: "One Size",
    ]
    /// Words in "-ing" that are no verbs, before a relation ("a wedding my sister…").
    static let ingNouns: Set<String> = [
        "wedding", "weddings", "christening", "clothing", "something", "nothing", "anything", "everything", "evening",
        "morning", "outing", "birthday", "shopping", "darling",
    ]
    /// Verbs of going out with someone, whose object is not who the line dresses ("taking my mum out").
    static let outingVerbs: Set<String> = [
        "taking", "take", "takes", "took", "meeting", "meet", "meets", "visiting", "visit", "visits", "seeing", "see",
        "bringing", "bring", "marrying", "marry", "picking", "collecting", "driving", "dating",
    ]
    /// Subject pronouns that say a line is for men when nothing else says who it is for.
    static let malePronouns: Set<String> = ["he", "hes"]
    /// Verbs of giving before the person given to ("get her", "post him").
    static let givingVerbs: Set<String> = [
        "get", "buy", "post", "send", "surprise", "treat", "give", "gift", "got", "bought", "find", "sort", "spoil",
    ]
    /// Subject pronouns that say a line is for women when nothing else says who it is for.
    static let femalePronouns: Set<String> = ["she", "shes"]

    /// Whether `word` is written in `text` as a name: capitalised ("Rosie", not "ROSIE"), and not the first word
    /// of the line or of a sentence.
    public static func writtenAsName(_ word: String, in text: String) -> Bool {
        let pieces = text.split(separator: " ")
        for k in pieces.indices.dropFirst() {
            let piece = pieces[k]
            guard let first = piece.first, first.isUppercase, piece.contains(where: \.isLowercase),
                  !(pieces[k - 1].last.map { ".!?".contains($0) } ?? false),
                  TextNormalizer.tokens(String(piece)).first == word else { continue }
            return true
        }
        return false
    }

    /// Words that make what follows someone's own ("my skirts", "his jumpers").
    static let possessiveWords: Set<String> = ["my", "his", "her", "their", "our", "your"]
    /// Subjects after which "got" or "has" speaks of what someone already has ("hes got", "she has").
    static let thirdPersonSubjects: Set<String> = ["hes", "shes", "he", "she", "theyve", "they", "already"]
    /// Words of how many, between a verb of having and the garment ("a million hoodies", "loads of scarves").
    static let quantityWords: Set<String> = [
        "million", "loads", "lots", "of", "plenty", "enough", "many", "tons", "too",
    ]
    /// Verbs after which a garment is one already owned ("he wears a navy anorak").
    static let wearingVerbs: Set<String> = ["wears", "wearing", "wore", "owns"]
    /// How often, between a verb of wearing and what is worn ("wears always", "is wearing mostly").
    static let frequencyWords: Set<String> = ["always", "usually", "mostly", "often", "only", "normally", "mainly"]
    /// Words before a colour that say how dark it is ("dark blue").
    static let shadeWords: Set<String> = ["dark", "light", "pale", "bright", "deep"]

    /// Numbers written as words, for ages ("she's seven", "turns ten").
    static let numberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// Words after which a number is an age whatever else it could be: "Oscar turns 8", "aged 10".
    static let ageTurns: Set<String> = ["turned", "turning", "turns", "aged"]

    /// Words before a child's age: "my nephew is 7", "she turns 10".
    static let ageLeads: Set<String> = ["is", "turned", "turning", "turns", "aged", "age", "hes", "shes", "theyre"]

    /// Words that name an audience by pointing back at a person ("for him", "her size").
    static let audiencePronouns: Set<String> = ["him", "his", "himself", "her", "hers", "herself"]

    /// Words that name a sizing system before a number ("kids 13", "uk 9").
    static let sizeSystems: Set<String> = [
        "kids", "kid", "youth", "toddler", "toddlers", "junior", "juniors", "boys", "girls", "womens", "ladies", "mens",
        "uk", "us", "eu",
    ]
    static let letterSizes: Set<String> = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl", "2xl", "3xl", "4xl"]

    /// The catalog's spelling of a size, or a canonical one (`M`, `32x34`, `10.5`).
    private func canonicalSize(_ raw: String) -> String {
        if let known = vocabulary.sizeKeys[raw.lowercased()] { return known }
        if raw == "2xl" { return vocabulary.sizeKeys["xxl"] ?? "XXL" }
        if raw == "3xl" { return vocabulary.sizeKeys["xxxl"] ?? "XXXL" }
        if Self.letterSizes.contains(raw) { return raw.uppercased() }
        return raw
    }

    /// Whether `word` looks like a size value after the word "size": a letter size, a number, or `32x34`.
    private func isSizeValue(_ word: String) -> Bool {
        if Self.letterSizes.contains(word) || vocabulary.sizeKeys[word] != nil { return true }
        if Double(word) != nil { return true }
        return waistLength(word) != nil
    }

    /// `text` with a waist and length joined by a slash written as one size: "26/30" → "26x30" (a waist of
    /// 20–60 and a length of 20–40; "24/7" and dates stay as they are).
    static func slashSizesJoined(_ text: String) -> String {
        guard text.contains("/") else { return text }
        return text.replacingOccurrences(
            of: #"\b([2-5][0-9]|60)\s*/\s*([2-3][0-9]|40)\b"#, with: "$1x$2", options: .regularExpression)
    }

    /// A half written as a fraction, "9 1/2" or "10½", in the words a size in words is read from: "9 and a half".
    static func halvesSpelt(_ text: String) -> String {
        guard text.contains("/") || text.contains("½") else { return text }
        return text.replacingOccurrences(
            of: #"([0-9])\s*(?:½|\b1\s*/\s*2\b)"#, with: "$1 and a half", options: .regularExpression)
    }

    /// "32x34" → (32, 34).
    private func waistLength(_ word: String) -> (String, String)? {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let l = Int(parts[1]), (20...60).contains(w), (20...40).contains(l)
        else { return nil }
        return (String(w), String(l))
    }

    /// Words of degree before "small" or "large" that make them how something fits ("too small", "a bit large").
    static let degreeWords: Set<String> = [
        "too", "bit", "abit", "little", "kinda", "quite", "rather", "very", "way", "pretty", "super", "slightly",
    ]
    /// Verbs after which "small" or "large" says how something fits ("they run small", "came up large").
    static let fitVerbs: Set<String> = ["run", "runs", "ran", "running", "come", "comes", "came", "up", "fits", "fit"]

    /// A size the catalog writes with a slash, said that way: "L/XL", "in s/m" (the tokens on either side of the
    /// slash, with "in", "a" or "size" before them); `nil` otherwise.
    private func slashedSize(_ tokens: [QueryToken], _ i: Int, _ consumed: [Bool]) -> (Int, Int, String)? {
        let lead = ["in", "a", "an", "size"].contains(tokens[i].text) ? 1 : 0
        let j = i + lead
        guard j + 1 < tokens.count, tokens[j + 1].slashBefore, !consumed[j], !consumed[j + 1],
              let size = vocabulary.sizeKeys[tokens[j].text + "/" + tokens[j + 1].text] else { return nil }
        return (i, lead + 2, size)
    }

    /// A waist said alone (`size`, "38") made a waist and length when the line gives the length elsewhere
    /// ("he's 38 waist but short legs so 30 length", "34 waist, inside leg 32") and the catalog has that size;
    /// `nil` otherwise. The length's words are taken.
    private func waistWithLength(_ size: String, words: [String], consumed: inout [Bool]) -> String? {
        guard let waist = Int(size), (20...60).contains(waist) else { return nil }
        let lengthWords = Self.legLengthWords
        for k in words.indices where !consumed[k] {
            guard let length = Int(words[k]), (20...40).contains(length) else { continue }
            let after = k + 1 < words.count && lengthWords.contains(words[k + 1]) && !consumed[k + 1]
            let before = k > 0 && ["length", "inseam", "leg"].contains(words[k - 1]) && !consumed[k - 1]
            guard after || before, let known = vocabulary.sizeKeys["\(waist)x\(length)"] else { continue }
            consumed[k] = true
            consumed[after ? k + 1 : k - 1] = true
            return known
        }
        return nil
    }

    /// A size mention at `i`: where it starts (a leading "in"/"a" is swallowed), its length from `i`, the size.
    private func sizeMention(_ words: [String], _ i: Int, _ consumed: [Bool]) -> (Int, Int, String)? {
        func word(_ k: Int) -> String? { k < words.count && !consumed[k] ? words[k] : nil }
        let w = words[i]
        if let found = sizeInWords(words, i, consumed) { return found }
        // "they both wear 13s", "she takes 8s", "in 10s": a size in the plural after a word of wearing
        // ("in her 30s" is an age: "her" comes before it).
        if w.count > 1, w.hasSuffix("s"), i > 0, Self.pluralSizeLeads.contains(words[i - 1]) {
            let number = String(w.dropLast())
            if Double(number) != nil, vocabulary.sizeKeys[number] != nil { return (i, 1, canonicalSize(number)) }
        }
        // "size M", "sz 10.5", "size 32x34", "size one size"; "his foot size is 9", "my size is a 10"
        let linked = ["size", "sz", "waist"].contains(w) && ["is", "s", "was"].contains(word(i + 1) ?? "")
            ? (word(i + 2).map { ["a", "an"].contains($0) } == true ? 3 : 2) : 0
        // (Not the waist of a waist and a leg: "his size is 34 waist and 32 leg".)
        if ["size", "sz", "sized"].contains(w), linked > 0, let value = word(i + linked),
           Double(value) != nil || Self.letterSizes.contains(value), vocabulary.sizeKeys[value] != nil,
           !["waist", "x", "by"].contains(word(i + linked + 1) ?? "") {
            return (i, linked + 1, canonicalSize(value))
        }
        if ["size", "sz", "sized"].contains(w), let value = word(i + 1) {
            if let (phrase, size) = letterPhrase(words, i + 1) { return (i, 1 + phrase, size) }
            if let us = word(i + 1), ["us", "uk", "eu"].contains(us), let number = word(i + 2), Double(number) != nil {
                return (i, 3, canonicalSize(number))
            }
            if isSizeValue(value) { return (i, 2, canonicalSize(value)) }
        }
        // "his waist is 36" (a belt's or a waist size the catalog has).
        if w == "waist", linked > 0, let value = word(i + linked), Int(value) != nil,
           vocabulary.sizeKeys[value] != nil {
            return (i, linked + 1, value)
        }
        // "she is wearing L size", "XL size please": a letter size before the word.
        if Self.letterSizes.contains(w), word(i + 1) == "size", vocabulary.sizeKeys[w] != nil {
            return (i, 2, canonicalSize(w))
        }
        // "a kids 13", "womens 8", "uk 9": the number after a sizing system is a size the catalog has (the word
        // before it keeps its own meaning).
        if Self.sizeSystems.contains(w), let value = word(i + 1), Double(value) != nil, vocabulary.sizeKeys[value] != nil {
            // ("mens 10 and a half": with its half.)
            if let (start, length, size) = sizeInWords(words, i + 1, consumed) { return (start, length + 1, size) }
            return (i + 1, 2, canonicalSize(value))
        }
        // "waist 32", "waist 32 length 34", "w32 l34"
        if w == "waist", let value = word(i + 1), Int(value) != nil {
            if let length = word(i + 2), ["length", "inseam", "leg"].contains(length), let l = word(i + 3), Int(l) != nil {
                return (i, 4, canonicalSize("\(value)x\(l)"))
            }
            // "waist 28 and leg 30"
            if word(i + 2) == "and", let length = word(i + 3), ["length", "inseam", "leg"].contains(length),
               let l = word(i + 4), Int(l) != nil {
                return (i, 5, canonicalSize("\(value)x\(l)"))
            }
            return (i, 2, value)
        }
        // "32 waist 34 leg", "32 waist, 30 length", "32 waist"
        if let waist = Int(w), (20...60).contains(waist), word(i + 1) == "waist" {
            // (Not a number before "waist 38" or "waist 38 leg 30": "he is 60, waist 38 and leg 30" is his age.)
            let units: Set<String> = ["leg", "length", "inseam", "long", "inside"]
            if word(i + 2).flatMap({ Int($0) }) != nil,
               !units.contains(word(i + 3) ?? "") || word(i + 4).flatMap({ Int($0) }) != nil {
                return nil
            }
            if let l = word(i + 2).flatMap({ Int($0) }), (20...40).contains(l), let unit = word(i + 3),
               ["leg", "length", "inseam", "long"].contains(unit) {
                return (i, 4, canonicalSize("\(waist)x\(l)"))
            }
            // "28 waist 30 inside leg"
            if let l = word(i + 2).flatMap({ Int($0) }), (20...40).contains(l), word(i + 3) == "inside",
               word(i + 4) == "leg" {
                return (i, 5, canonicalSize("\(waist)x\(l)"))
            }
            return (i, 2, String(waist))
        }
        if w.hasPrefix("w"), let waist = Int(w.dropFirst()), (20...60).contains(waist) {
            if let next = word(i + 1), next.hasPrefix("l"), let l = Int(next.dropFirst()) {
                return (i, 2, canonicalSize("\(waist)x\(l)"))
            }
            return (i, 1, String(waist))
        }
        if let (waist, length) = waistLength(w) { return (i, 1, canonicalSize("\(waist)x\(length)")) }
        if let a = word(i), let b = word(i + 2), word(i + 1) == "x", let wi = Int(a), let li = Int(b),
           (20...60).contains(wi), (20...40).contains(li) {
            return (i, 3, canonicalSize("\(wi)x\(li)"))
        }
        // "in a medium", "in medium", "medium", "extra large" (only when the catalog has letter sizes)
        // ("go with L", "go with a medium": a size chosen.)
        let chosenWith = w == "with" && i > 0 && ["go", "going", "goes"].contains(words[i - 1])
        let lead = (w == "in" || w == "a" || w == "an" || chosenWith)
            ? (words.indices.contains(i + 1) && words[i + 1] == "a" ? 2 : 1) : 0
        // ("most are too small up top", "they run large": how something fits, not a size asked for.)
        if lead == 0, i > 0, ["small", "large"].contains(w),
           Self.degreeWords.contains(words[i - 1]) || Self.fitVerbs.contains(words[i - 1]) {
            return nil
        }
        if let (phrase, size) = letterPhrase(words, i + lead), vocabulary.hasLetterSizes || lead > 0 {
            if !(lead == 0 && size == "One Size" && false) { return (i, lead + phrase, size) }
        }
        // "womens L", "mens M", "kids S": a letter size right after a sizing system.
        if Self.sizeSystems.contains(w), let value = word(i + 1), Self.letterSizes.contains(value),
           vocabulary.sizeKeys[value] != nil {
            return (i + 1, 2, canonicalSize(value))
        }
        // Bare letter sizes: "xl", "xxl" anywhere; "s", "m", "l" only after "in".
        if let value = word(i + lead) {
            let isLetter = Self.letterSizes.contains(value)
            let short = ["s", "m", "l"].contains(value)
            // ("usually 2xl": the catalog's XXL.)
            let key = ["2xl": "xxl", "3xl": "xxxl"][value] ?? value
            if isLetter && (!short || lead > 0) && (vocabulary.sizeKeys[key] != nil || lead > 0) {
                return (i, lead + 1, canonicalSize(value))
            }
            // "in 10.5", "10.5": shoe sizes the catalog has; "5t", "4t": a size of digits and letters the catalog has
            if value.contains("."), Double(value) != nil, vocabulary.sizeKeys[value] != nil {
                return (i, lead + 1, canonicalSize(value))
            }
            if value.contains(where: \.isNumber), value.contains(where: \.isLetter), vocabulary.sizeKeys[value] != nil {
                return (i, lead + 1, canonicalSize(value))
            }
            // ("a 32 waist 30 leg" is a waist and a length, read where the number starts.)
            if lead > 0, Int(value) != nil, vocabulary.sizeKeys[value] != nil, !(i + lead + 1 < words.count
                && (Self.currencyWords.contains(words[i + lead + 1]) || ["waist", "x"].contains(words[i + lead + 1]))) {
                return (i, lead + 1, canonicalSize(value))
            }
        }
        return nil
    }

    /// A size said in words, or with a half: "a nine and a half", "size ten", "an eight", "9 and a half" — when
    /// the catalog has it and nothing after it makes the number something else ("a ten minute walk").
    private func sizeInWords(_ words: [String], _ i: Int, _ consumed: [Bool]) -> (Int, Int, String)? {
        func word(_ k: Int) -> String? { k < words.count && !consumed[k] ? words[k] : nil }
        // ("in a 9 and a half", "in 7 and half": after "in" only with its half, not "in two colours".)
        let inLead = words[i] == "in" ? (["a", "an"].contains(word(i + 1) ?? "") ? 2 : 1) : 0
        let lead = ["size", "sz", "a", "an"].contains(words[i]) ? 1 : inLead
        guard let said = word(i + lead) else { return nil }
        let inWords = Self.numberWords[said].flatMap { $0 >= 2 && $0 <= 20 ? $0 : nil }
        guard let number = inWords ?? Int(said) else { return nil }
        var length = lead + 1
        var value = String(number)
        // ("and a half", "and half", "n a half".)
        let joined = ["and", "n"].contains(word(i + length) ?? "")
        let article = joined && word(i + length + 1) == "a" ? 1 : 0
        if joined, word(i + length + 1 + article) == "half" {
            value += ".5"
            length += 2 + article
        } else if inWords == nil || lead == 0 || inLead > 0 {
            // (A number in figures, or in words with nothing before it, is a size here only with its half:
            // "a 9" and "size 10" are read as before.)
            return nil
        }
        guard vocabulary.sizeKeys[value] != nil else { return nil }
        // ("mens 10 and a half boots": the products asked for may follow the size.)
        if let next = word(i + length), !Self.stopWords.contains(next), !Self.sizeSystems.contains(next),
           vocabulary.categoryKeys[TextNormalizer.phraseKey([next])] == nil,
           !vocabulary.lexiconTerms.contains(TextNormalizer.stem(next)) {
            return nil
        }
        return (i, length, canonicalSize(value))
    }

    private func letterPhrase(_ words: [String], _ i: Int) -> (Int, String)? {
        for length in stride(from: 3, through: 1, by: -1) where i + length <= words.count {
            var phrase = Array(words[i..<(i + length)])
            // "both mens mediums", "two larges": a size said in the plural.
            if let last = phrase.last, ["mediums", "larges", "smalls"].contains(last) {
                phrase[phrase.count - 1] = String(last.dropLast())
            }
            if let size = Self.letterWords[phrase] {
                return (length, vocabulary.sizeKeys[size.lowercased()] ?? size)
            }
        }
        return nil
    }
}
