import Foundation

/// A question about one of the products on screen: "what sizes does number 3 come in", "is the second one
/// waterproof", "how much is it".
///
/// Recognised from the words alone; the dialogue classifies the line (with the product named) before it
/// answers, like any other request.
public struct ProductQuestion: Sendable, Hashable {
    /// Which product: a result reference, or `nil` for the product last shown in detail ("it", "this one").
    public var reference: ResultReference?
    /// What is asked, or `nil` when the line only points at the product ("tell me more about the third").
    public var fact: ProductFact?

    /// Creates a question.
    public init(reference: ResultReference?, fact: ProductFact?) {
        self.reference = reference
        self.fact = fact
    }

    private static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
        "9th": 9, "10th": 10,
    ]
    /// Words after which a number names a result: "number 3", "item 2", "#4", "option 1".
    private static let numberLeads: Set<String> = ["number", "no", "item", "option", "result", "product", "nr", "num"]
    /// Words that point at the product last shown in detail.
    private static let pronouns: Set<String> = ["it", "its", "this", "that", "thing"]
    /// Words that point at one product: with several on screen and none picked, at the first shown.
    static let singularPronouns: Set<String> = ["it", "its", "this", "that"]
    /// Pronouns for a pair or a garment said in the plural ("jeans", "boots"): they point at the one product shown.
    private static let pluralPronouns: Set<String> = ["they", "them", "those", "these"]
    /// Words that open a question about the product "they" are.
    private static let pluralQuestionOpeners: Set<String> = [
        "what", "whats", "are", "r", "do", "does", "how", "hows", "can", "will", "would", "which", "where", "is",
    ]
    /// Words after "this" or "that" that make it a constraint in force, not a product ("in that size").
    private static let aspectWords: Set<String> = [
        "size", "sizes", "colour", "color", "colours", "colors", "price", "budget", "range", "brand", "material",
    ]
    /// Words after "this" or "that" that make it a time, not a product.
    private static let timeWords: Set<String> = [
        "year", "yr", "week", "weekend", "month", "morning", "afternoon", "evening", "night", "time", "season",
        "days", "weeks", "months", "years", "summer", "winter", "spring", "autumn", "fall", "christmas", "xmas",
        "sunday", "saturday", "friday", "monday", "tuesday", "wednesday", "thursday", "arvo", "avo", "eve", "evo",
        "term", "semester", "trip", "holiday", "holidays", "vacation", "fortnight",
    ]
    /// Words that ask for products rather than about the one shown.
    private static let listWords: Set<String> = ["ones", "show", "others"]
    /// Words that ask for a product's details as a whole.
    static let detailWords: Set<String> = [
        "tell", "more", "details", "detail", "info", "information", "describe", "deets", "specs", "lowdown",
    ]
    private static let sizeWords: Set<String> = ["size", "sizes", "sizing", "fit", "fits", "big", "small", "large", "length", "waist", "inseam"]
    private static let colorWords: Set<String> = ["colour", "colours", "color", "colors", "shade", "shades"]
    private static let priceWords: Set<String> = ["price", "cost", "costs", "much", "expensive", "pricey", "cheap"]
    private static let materialWords: Set<String> = ["made", "material", "materials", "fabric", "fabrics"]
    private static let careWords: Set<String> = ["wash", "washable", "washing", "machine", "dryer", "tumble", "iron", "care", "clean", "cleaning", "dry"]
    private static let stockWords: Set<String> = ["stock", "available", "left", "sold", "availability"]
    private static let brandWords: Set<String> = ["brand", "makes", "maker", "manufacturer"]
    /// Words that ask for another product rather than about the one shown ("nah make it white", "id prefer
    /// it in black"): with only "it" pointing at the product, such a line refines the search.
    private static let changeWords: Set<String> = ["make", "prefer", "rather", "instead", "change", "switch"]
    /// Question words that are never the property asked about.
    private static let noise: Set<String> = [
        "what", "whats", "which", "is", "are", "does", "do", "did", "can", "could", "will", "would", "the", "a", "an",
        "one", "ones", "of", "in", "on", "for", "me", "about", "tell", "more", "please", "pls", "how", "it", "its",
        "this", "that", "come", "comes", "available", "there", "any", "info", "information", "details", "detail",
        "show", "number", "no", "item", "option", "result", "product", "i", "you", "to", "be", "have", "has", "get",
        "know", "want", "like", "and", "or", "so", "really", "very", "too", "also", "just", "hey", "ok", "okay",
        "thing", "they", "them", "these", "those", "got", "with", "at", "by", "my", "we", "us", "wondering",
        "question", "quick", "say", "again", "ask", "wanted", "need", "nr", "num", "id", "would", "last", "cheapest",
        "pair", "pairs", "bit", "little", "lil", "perfect", "great", "lovely", "cool", "nice", "thanks", "cheers", "ta",
        "deets", "gimme", "give",
        "priciest", "dearest", "most", "least", "lowest", "expensive", "priced", "if", "actually", "still",
        // Contractions without their apostrophe ("I'll stick with the scarf"), and talk around the question.
        "ill", "im", "ive", "youre", "youll", "well", "stick", "think", "guess", "hmm", "though",
    ]

    /// The property asked about among `words` (those after the question word): the first that is no question
    /// word or number, an adverb ("properly warm", "really waterproof") only when nothing follows it.
    private static func property(in words: [String]) -> String? {
        let candidates = words.filter { !noise.contains($0) && Int($0) == nil && $0.count > 2 }
        return candidates.first { !$0.hasSuffix("ly") } ?? candidates.first
    }

    /// Verbs that say an order arrives on their own ("arrive", "delivered", "dispatched").
    static let arrivalVerbs: Set<String> = [
        "arrive", "arrives", "arriving", "arrived", "deliver", "delivers", "delivered", "ship", "ships", "shipped",
        "dispatch", "dispatched", "posted", "reach",
    ]
    /// Verbs that say it with the word after them ("get here", "come through", "turn up", "be with me").
    static let comingVerbs: Set<String> = ["come", "comes", "get", "gets", "be", "turn", "turns", "make", "land"]
    /// Words after a coming verb that make it an arrival.
    static let comingEnds: Set<String> = [
        "here", "there", "through", "up", "it", "them", "to", "with", "within", "by", "before", "in",
    ]
    /// Words a question of an order's arrival has for what arrives: the products, the order, or the shopper who
    /// gets them ("would they get here by friday", "can i get them by saturday"; not "will my mum get here").
    static let orderWords: Set<String> = [
        "they", "it", "them", "these", "those", "order", "parcel", "package", "delivery", "stuff", "items", "item",
        "i", "we", "me", "us",
    ]
    /// Words of when: a day, a deadline, an occasion.
    static let deadlineWords: Set<String> = [
        "by", "before", "within", "till", "until", "tomorrow", "tmrw", "today", "tonight", "fortnight", "week", "weeks",
        "weekend", "days", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue",
        "wed", "thu", "thurs", "fri", "sat", "sun", "xmas", "christmas", "bday", "birthday", "wedding", "holiday",
        "holidays", "trip", "when", "long", "soon", "quickly", "quick", "fast",
    ]

    /// Whether `words` ask when or whether an order arrives: a verb of arriving and a deadline ("would they come
    /// within a fortnight", "would they get here by friday", "how long would they take to come"); not a product's
    /// colour or stock ("does it come in black", "when will it be back in stock").
    static func asksWhenItArrives(_ words: [String]) -> Bool {
        guard words.contains(where: deadlineWords.contains),
              !words.contains(where: { stockWords.contains($0) || colorWords.contains($0) || sizeWords.contains($0) })
        else { return false }
        if words.contains(where: arrivalVerbs.contains) { return true }
        if let how = words.firstIndex(of: "how"), words.dropFirst(how + 1).first == "long",
           words.contains(where: { ["come", "here", "reach"].contains($0) }) {
            return true
        }
        return words.indices.dropLast().contains { i in
            // ("how come it says…" asks why.)
            guard comingVerbs.contains(words[i]), comingEnds.contains(words[i + 1]), i == 0 || words[i - 1] != "how",
                  words[(i + 1)...].contains(where: deadlineWords.contains) else { return false }
            // ("get" is an arrival only to a place or with its deadline right after: "would it get here by friday",
            // "can i get them by saturday"; not "thought i'd get it as an early bday present".)
            guard ["get", "gets"].contains(words[i]) else { return true }
            if ["here", "there", "to"].contains(words[i + 1]) { return true }
            let after = i + 2 < words.count ? words[i + 2] : ""
            return ["it", "them"].contains(words[i + 1]) && ["by", "before", "within", "till", "until"].contains(after)
        }
    }

    /// Whether `words` ask about sending a product back or following its parcel, which the store's policies
    /// answer, not the product's facts: "can you send underwear back if it doesnt fit", "can i give them back",
    /// "how do i track it once its sent out".
    static func asksAfterTheOrder(_ words: [String]) -> Bool {
        words.indices.contains { i in
            let rest = words[(i + 1)...].prefix(4)
            if ["send", "sending", "take", "taking", "bring", "post", "ship", "give", "giving"].contains(words[i]) {
                return rest.contains("back")
            }
            return ["track", "trace"].contains(words[i]) && rest.first.map(["it", "them", "my", "the", "this"].contains)
                == true
        }
    }

    /// Whether `words` ask what a product is like as a whole ("what's that belt like?", "wat r they like"): its
    /// details.
    static func asksWhatItIsLike(_ words: [String]) -> Bool {
        words.last == "like" && words.contains { ["what", "whats", "wat", "wats", "wot"].contains($0) }
    }

    /// Whether `phrase` names a result by its place ("the second one", "2nd", "the last one"; not "last yr") or
    /// points at it ("is that one waterproof", "this pair").
    public static func namesPlace(_ phrase: Phrase) -> Bool {
        let words = phrase.words
        return words.indices.contains { i in
            let next = words.dropFirst(i + 1).first
            return ordinals[words[i]] != nil || (words[i] == "last" && next == "one")
                || (["that", "this"].contains(words[i]) && ["one", "pair"].contains(next))
        }
    }

    /// `text` with a result number said as "number 2", "no. 2", "item 2" or "#2" put as "it", for judging the line
    /// on its own: "is number 2 warm?" asks about a product, and "number" would read as a phone or order number.
    public static func pointingWithIt(_ text: String) -> String {
        // (The pattern needs a digit, or a number lead before a number word: "number one costs how much"; most
        // lines have neither, and a regular expression is costly to build.)
        if text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) {
            return text.replacingOccurrences(
                of: #"(?i)(\b(number|no\.?|item|nr|num)\s*|#)\d{1,3}\b"#, with: "it", options: .regularExpression)
        }
        let words = Phrase(text).words
        guard words.indices.dropLast().contains(where: { i in
            numberLeads.contains(words[i]) && words[i] != "no" && ResultReference.cardinals[words[i + 1]] != nil
        }) else { return text }
        let said = #"(?i)\b(number|item|nr|num|option|result|product)\s+"#
            + #"(one|two|three|four|five|six|seven|eight|nine|ten)\b"#
        return text.replacingOccurrences(of: said, with: "it", options: .regularExpression)
    }

    /// Whether "cheapest" or "priciest" at `i` picks one of the results: "the cheapest", "whichever's cheapest",
    /// "which one is cheapest", or at the start of the line before "one" or "pair" ("cheapest one whats in it").
    static func picksExtreme(_ words: [String], at i: Int) -> Bool {
        guard i > 0 else { return words.count > 1 && ["one", "pair"].contains(words[1]) }
        let pickers: Set<String> = ["which", "whichever", "whichevers"]
        if ["the", "whichever", "whichevers"].contains(words[i - 1]) { return true }
        return ["is", "s"].contains(words[i - 1]) && words[..<(i - 1)].suffix(2).contains(where: pickers.contains)
    }

    /// Recognises a question about a result, or `nil`.
    ///
    /// The line must point at a product — an ordinal ("the third one"), a number after "number", "item", "#"
    /// ("number 3", "#4"), "the last/cheapest one", or, when `hasFocus`, "it"/"this one" — and must not be a
    /// bare reference (those are handled as references). `sizes` and `colors` tell size and colour values.
    ///
    /// `onlyOneShown`: the results on screen are one product, which "they" and "those" point at too when the
    /// line asks a question ("what colour are they" about the one pair of jeans shown).
    public static func recognize(
        _ phrase: Phrase, hasFocus: Bool, onlyOneShown: Bool = false, isSize: (String) -> Bool,
        isColor: (String) -> Bool
    ) -> ProductQuestion? {
        // ("the more cheap one": the cheaper one, as a learner says it.)
        let words = Self.comparativesJoined(phrase.words)
        // ("would they come within a fortnight", "will they arrive before the 20th": when an order arrives is a
        // delivery question, not a fact of the product.)
        if asksWhenItArrives(words) || asksAfterTheOrder(words) { return nil }
        var reference: ResultReference?
        var referenceAt: Set<Int> = []
        var pointsAtFocus = false
        for (i, word) in words.enumerated() {
            var found: ResultReference?
            if word.hasPrefix("#"), let n = Int(word.dropFirst()), n > 0, n < 1000 {
                found = .number(n)
            } else if let n = ordinals[word], word != "first" || pointsAsOrdinal(words, i),
                      !(word == "second" && i + 1 < words.count && ["thoughts", "thought"].contains(words[i + 1])) {
                // ("show me jackets first", "first, is delivery free": "first" says when, not which; nor does
                // "on second thoughts" pick the second.)
                found = .onPage(n)
            } else if let n = Int(word) ?? ResultReference.cardinals[word], n > 0, n < 1000, i > 0,
                      numberLeads.contains(words[i - 1]), Int(word) != nil || words[i - 1] != "no" {
                // ("number one costs how much"; not "no one", nobody.)
                found = .number(n)
            } else if word == "top", i == 0 || ["the", "that", "this"].contains(words[i - 1]), i + 1 < words.count,
                      words[i + 1] == "one" {
                // "the top one, is that fleece?", "top one, what material", "is that top one warm enough": the
                // first on the page.
                found = .onPage(1)
            } else if word == "last", i + 1 < words.count, ["one", "item", "product"].contains(words[i + 1]) {
                found = .last
            } else if ["cheapest", "priciest"].contains(word), Self.picksExtreme(words, at: i) {
                // ("cheapest one whats in it": the line may open with it.)
                found = word == "cheapest" ? .cheapest : .mostExpensive
            } else if ["least", "less", "lowest", "lower", "most", "more"].contains(word), i > 0, words[i - 1] == "the",
                      i + 1 < words.count, ResultReference.priceWords.contains(words[i + 1]) {
                // "how much is the least expensive of those", "is the most expensive one warm?"
                found = ["most", "more"].contains(word) ? .mostExpensive : .cheapest
                referenceAt.insert(i + 1)
            } else if let extreme = ResultReference.comparatives[word], i > 0, words[i - 1] == "the",
                      i + 1 < words.count, ["one", "ones", "pair", "of"].contains(words[i + 1]),
                      words[i + 1] != "ones" || words.contains(where: CatalogLookup.questionOpeners.contains) {
                // "is the cheaper one warm?" ("just the cheaper ones" asks for cheaper ones.)
                found = extreme
            } else if pronouns.contains(word), !(["this", "that"].contains(word) && i + 1 < words.count
                        && (Self.timeWords.contains(words[i + 1]) || Self.aspectWords.contains(words[i + 1]))) {
                // ("this year", "that weekend" point at no product; "in that size", "that budget" at what is asked
                // of the products in force.)
                pointsAtFocus = true
            } else if onlyOneShown, pluralPronouns.contains(word), i > 0,
                      words.first.map(pluralQuestionOpeners.contains) == true || asksAfterTalk(words, before: i)
                        || (asksWhatItIsLike(words)
                            && afterTalk(words).first.map(pluralQuestionOpeners.contains) == true)
                        || (["about", "on", "of"].contains(words[i - 1])
                            && words[..<(i - 1)].suffix(3).contains(where: detailWords.contains)
                            && !(i + 1 < words.count && Self.timeWords.contains(words[i + 1]))) {
                // ("tell me about those", "more on them": asking for details of the one shown.)
                pointsAtFocus = true
            }
            if let found {
                guard reference == nil || reference == found else { return nil }
                reference = found
                referenceAt.insert(i)
            }
        }
        // ("what colours", "how much?", "what sizes": with one product on screen, a short question about one of
        // its facts is about it.)
        let opened = afterTalk(words)
        if reference == nil, !pointsAtFocus, hasFocus, onlyOneShown, opened.count <= 3,
           opened.first.map(CatalogLookup.questionOpeners.contains) == true, opened.dropFirst().first != "about",
           opened.dropFirst().contains(where: { factWords.contains($0) }) {
            pointsAtFocus = true
        }
        guard reference != nil || (hasFocus && pointsAtFocus) else { return nil }
        // "show me ones that are waterproof": asking for products, not about the one shown.
        if reference == nil, words.contains(where: { Self.listWords.contains($0) || Self.changeWords.contains($0) }) {
            return nil
        }
        var fact: ProductFact?
        let rest = words.enumerated().filter { !referenceAt.contains($0.offset) }.map(\.element)
        // A property is asked after the question word, not in the talk before it ("go on then, is it warm?").
        let opener = words.firstIndex(where: CatalogLookup.questionOpeners.contains) ?? 0
        let asked = words.enumerated().filter { $0.offset >= opener && !referenceAt.contains($0.offset) }.map(\.element)
        if rest.contains(where: careWords.contains) {
            fact = .care
        } else if rest.contains(where: materialWords.contains) {
            fact = .materials(asked: nil)
        } else if rest.contains(where: colorWords.contains) {
            fact = .colors(asked: nil)
        } else if rest.contains(where: stockWords.contains) {
            fact = .stock
        } else if rest.contains(where: brandWords.contains) || rest.starts(with: ["who", "makes"]) {
            fact = .brand
        } else if rest.contains(where: priceWords.contains) && !rest.contains("cheapest") {
            fact = .price
        } else if let size = sizeMention(rest, isSize: isSize) {
            fact = .sizes(asked: size)
        } else if rest.contains(where: sizeWords.contains) {
            fact = .sizes(asked: nil)
        } else if let color = rest.first(where: isColor) {
            fact = .colors(asked: color)
        } else if let word = Self.property(in: asked) {
            fact = .property(word)
        }
        // "it" alone with nothing asked is not a question ("i like it"); "tell me more about that one" asks for
        // everything.
        if reference == nil && fact == nil && !words.contains(where: detailWords.contains) && !asksWhatItIsLike(words) {
            return nil
        }
        return ProductQuestion(reference: reference, fact: fact)
    }

    /// `words` with "more cheap" said as "cheaper" (a learner's comparative).
    static func comparativesJoined(_ words: [String]) -> [String] {
        guard let k = words.indices.dropLast().first(where: { words[$0] == "more" && words[$0 + 1] == "cheap" }) else {
            return words
        }
        return Array(words[..<k]) + ["cheaper"] + words[(k + 2)...]
    }

    /// Whether `words` ask a question of "they" or "those" as the products themselves: a question word first and
    /// the pronoun right after the opening words or closing the line ("are they stretchy?", "what colour are
    /// they"); not "can swimsuits be sent back if they dont fit", a store question.
    static func asksAboutThem(_ words: [String]) -> Bool {
        words.first.map(pluralQuestionOpeners.contains) == true
            && words.indices.dropFirst().contains { i in
                pluralPronouns.contains(words[i]) && (i <= 3 || i == words.count - 1)
            }
    }

    /// Whether a question word opens the clause that the word at `i` is in, after talk before it ("OK, are they
    /// stretchy?" is a question although "ok" opens the line).
    static func asksAfterTalk(_ words: [String], before i: Int) -> Bool {
        i > 1 && pluralQuestionOpeners.contains(words[i - 1]) && !["what", "which", "how"].contains(words[i - 1])
            && words[..<(i - 1)].allSatisfy { Phrase.courtesies.contains($0) || talkBefore.contains($0) }
    }

    /// Words of talk that may open a line before its question ("ok, are they stretchy?").
    static let talkBefore: Set<String> = ["ok", "okay", "and", "so", "hmm", "oh"]

    /// `words` without the talk that opens them ("ok so what are those like" → "what are those like").
    static func afterTalk(_ words: [String]) -> [String] {
        Array(words.drop { Phrase.courtesies.contains($0) || talkBefore.contains($0) })
    }

    /// The words of the facts a short question may ask about the one product on screen.
    /// ("what about large" asks for products: a size or a price said as a value is no fact asked.)
    static let factWords = colorWords.union(materialWords).union(careWords).union(stockWords)
        .union(["size", "sizes", "sizing", "price", "cost", "costs", "much"])

    /// The words that speak of a garment's own properties: its size and fit, colour, price, material, care, stock
    /// and brand, and how it changes or fits ("shrink", "stretch", "longer", "tighter").
    static let propertyWords = sizeWords.union(colorWords).union(priceWords).union(materialWords).union(careWords)
        .union(stockWords).union(brandWords).union([
            "shrink", "shrinks", "stretch", "stretches", "longer", "shorter", "smaller", "bigger", "larger", "tighter",
            "looser", "wider", "long", "short", "tall", "height", "measure", "measurements", "sized", "fitting",
            "washed", "label",
        ])

    /// Whether `words` speak of a garment's own properties (see ``propertyWords``).
    static func speaksOfProperties(_ words: [String]) -> Bool {
        words.contains(where: propertyWords.contains)
    }

    /// Whether "first" at `i` points at a result: after "the", "that", "your"… or before "one", "item", "pair"….
    private static func pointsAsOrdinal(_ words: [String], _ i: Int) -> Bool {
        (i > 0 && ["the", "that", "this", "ur", "your", "my", "da", "tha"].contains(words[i - 1]))
            || (i + 1 < words.count && ["one", "ones", "item", "pair", "product", "option", "result", "1"].contains(words[i + 1]))
    }

    /// A size value after "in", "a" or "size" ("in a 12", "size M", "an XL").
    private static func sizeMention(_ words: [String], isSize: (String) -> Bool) -> String? {
        for (i, word) in words.enumerated() where i > 0 && ["in", "a", "an", "size"].contains(words[i - 1]) {
            if isSize(word) { return word }
        }
        return nil
    }
}
