/// A reference to one of the numbered results on screen: "2", "details 2", "tell me about the second one".
public enum ResultReference: Sendable, Hashable {
    /// The result with this 1-based number ("2", "#2", "number 2").
    case number(Int)
    /// The Nth result of the page on screen ("the second one" after "more" is the second shown there).
    case onPage(Int)
    /// The last result shown.
    case last
    /// The cheapest result shown so far ("the cheapest one").
    case cheapest
    /// The most expensive result shown so far ("the priciest one").
    case mostExpensive

    private static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6,
        "7th": 7, "8th": 8, "9th": 9, "10th": 10,
    ]
    static let cardinals: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10,
    ]
    private static let superlatives: [String: ResultReference] = [
        "cheapest": .cheapest, "lowest": .cheapest, "least": .cheapest, "priciest": .mostExpensive,
        "dearest": .mostExpensive, "costliest": .mostExpensive, "most": .mostExpensive,
    ]
    /// Comparatives that point at a result after "the" ("the cheaper one", "the pricier of them").
    static let comparatives: [String: ResultReference] = [
        "cheaper": .cheapest, "cheapr": .cheapest, "pricier": .mostExpensive, "dearer": .mostExpensive,
    ]
    /// Words that may surround the number without changing what the line asks for.
    private static let filler: Set<String> = [
        "details", "detail", "tell", "me", "about", "the", "one", "number", "no", "item", "product", "show",
        "info", "information", "on", "for", "please", "option", "more", "open", "see", "view", "i", "like",
        "want", "can", "you", "what", "is", "of", "that", "let", "lets", "look", "at", "describe", "pick",
        "choose", "take", "id", "ill", "go", "with", "result", "expensive", "priced", "price", "pricey",
        "ones", "just", "ok", "okay", "lets", "see", "hmm", "um", "so", "pls", "plz", "thanks", "thx",
        "cheers", "looks", "seems", "nice", "good", "great", "lovely", "cute", "interesting", "check", "out",
        "try", "maybe", "could", "would", "mind", "yeah", "yes", "sure", "then", "think", "go", "grab",
        "which", "whats", "those", "these", "them", "are", "all", "here", "there", "up", "lemme",
        "gimme", "quick", "peek", "glance", "whichever", "whichevers", "deets", "give", "get",
        "whatever", "whatevers", "be", "thats", "this", "it", "costs", "cost", "and", "out",
        "both", "pair", "fair", "cool", "money", "full", "from", "among", "amongst", "abt", "u", "ya",
        "bout", "wanna",
    ]
    /// Words of praise before a pick that change nothing ("brilliant. which blazer is cheapest").
    private static let praise: Set<String> = [
        "brilliant", "awesome", "amazing", "ace", "sweet", "alright", "right", "fab", "fantastic", "super", "ta",
        "wonderful", "excellent", "gorgeous", "love", "loving",
    ]
    /// Words after "most" that make it the cheapest ("the most cheap", "the most affordable").
    static let cheapWords: Set<String> = ["cheap", "affordable", "inexpensive", "budget", "economical"]
    /// Words after "less", "lower" or "more" that make it about the price ("less expensive", "lower priced").
    static let priceWords: Set<String> = ["expensive", "pricey", "costly", "dear", "priced", "price", "cost"]
    /// Words after which "one" is the number one ("number one", "option one"), not "the one".
    private static let numberNouns: Set<String> = ["number", "no", "item", "option", "product", "result"]

    /// The number said, for a menu or a list of choices where pages do not apply ("2", "second").
    public var position: Int? {
        switch self {
        case .number(let n), .onPage(let n): return n
        case .last, .cheapest, .mostExpensive: return nil
        }
    }

    /// Recognises a line that only points at a result, or `nil`.
    ///
    /// Exactly one number or ordinal must be present and every other word must be filler, so "size 8" or
    /// "under 40" are not references.
    ///
    /// `namesShown` tells the words that name the products on screen, which change nothing either ("which
    /// jacket is cheapest", "the least expensive of those bras").
    public static func recognize(_ phrase: Phrase, namesShown: (String) -> Bool = { _ in false }) -> ResultReference? {
        var found: ResultReference? = nil
        var previous = ""
        let words = phrase.words
        // "which is cheaper", "cheaper of the two": a comparative picks one when the line picks among them.
        let picks = words.contains { ["which", "whichever", "whichevers", "of", "out"].contains($0) }
        var skip = false
        for (k, word) in words.enumerated() {
            var token = word
            if token.hasPrefix("#") { token.removeFirst() }
            defer { previous = token }
            let next = k + 1 < words.count ? words[k + 1] : ""
            if skip {
                skip = false
                continue
            }
            if token == "most", Self.cheapWords.contains(next) {
                // "which is the most cheap from these": the cheapest.
                guard found == nil else { return nil }
                found = .cheapest
                skip = true
            } else if cardinals[token] != nil, ["the", "those", "these"].contains(previous),
               k >= 2, ["of", "between"].contains(words[k - 2]) {
                // "of the two", "between those three": how many there are, not which.
                continue
            } else if ["less", "lower"].contains(token), Self.priceWords.contains(next) {
                // "the less expensive of those two", "lower priced".
                guard found == nil else { return nil }
                found = .cheapest
            } else if token == "more", Self.priceWords.contains(next), previous == "the" || picks {
                guard found == nil else { return nil }
                found = .mostExpensive
            } else if token == "one", numberNouns.contains(previous) {
                guard found == nil else { return nil }
                found = .number(1)
            } else if let value = Int(token), value > 0, value < 1000 {
                guard found == nil else { return nil }
                found = .number(value)
            } else if let value = ordinals[token] {
                guard found == nil else { return nil }
                found = .onPage(value)
            } else if let value = token == "one" ? nil : cardinals[token] {
                guard found == nil else { return nil }
                found = .number(value)
            } else if token == "top", ["the", "that", "this"].contains(previous) || k == 0, next == "one" {
                // "the top one", "top one pls", "that top one": the first on the page.
                guard found == nil else { return nil }
                found = .onPage(1)
            } else if token == "last" {
                guard found == nil else { return nil }
                found = .last
            } else if let extreme = comparatives[token], previous == "the" || picks,
                      !["ones", "options", "stuff"].contains(next) || picks {
                // "the cheaper one": of the results, the cheapest ("any cheaper?" and "just the cheaper ones"
                // ask for others).
                guard found == nil else { return nil }
                found = extreme
            } else if let extreme = superlatives[token] {
                guard found == nil else { return nil }
                found = extreme
            } else if filler.contains(token) || Phrase.courtesies.contains(token) || praise.contains(token)
                        || namesShown(token) {
                continue
            } else {
                // (A word that is none of these makes the line no reference, whatever follows.)
                return nil
            }
        }
        // "one" is both a number and filler ("the second one"); alone it means the first result.
        if found == nil, phrase.words == ["one"] { return .number(1) }
        // "ok that one", "thats the one, details", "more on that": the first on the page (the only one, or the one
        // a question about "it" would be about).
        let pointsAtOne = zip(words, words.dropFirst()).contains { ["that", "this", "the", "thats"].contains($0) && $1 == "one" }
        // ("more" asks for details only as "more on"/"more about": "more like this" asks for others like it.)
        let asksForDetails = words.indices.contains { k in
            words[k] == "more" ? ["on", "about", "info", "details"].contains(words.dropFirst(k + 1).first ?? "")
                : ProductQuestion.detailWords.contains(words[k])
        }
        let asksAboutThat = words.contains { ["that", "this", "thats"].contains($0) } && asksForDetails
        // ("cheers thats the one" thanks the assistant: no details unless asked for.)
        let thanks = words.contains { ["cheers", "thanks", "thx", "ta", "ty"].contains($0) }
        if found == nil, (pointsAtOne && !thanks) || asksAboutThat { return .onPage(1) }
        return found
    }
}
