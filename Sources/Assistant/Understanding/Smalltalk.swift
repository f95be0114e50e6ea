/// Social lines that deserve a natural answer rather than a search or a menu.
public enum Smalltalk: String, Sendable, Hashable, CaseIterable {
    /// "hi", "hello there", "good morning"
    case greeting
    /// "thanks", "thank you so much"
    case thanks
    /// "bye", "see you"
    case goodbye
    /// "are you a bot?", "am I talking to a real person": who the assistant is.
    case aboutMe

    private static let phrases: [Smalltalk: Set<String>] = [
        .greeting: [
            "hi", "hello", "hey", "hiya", "howdy", "yo", "hi there", "hello there", "hey there", "good morning",
            "good afternoon", "good evening", "morning", "afternoon", "evening", "greetings", "how are you",
            "how are you doing", "hows it going", "hi how are you", "hello how are you", "hey how are you",
            "just browsing", "just looking", "killing time",
        ],
        .thanks: [
            "thanks", "thank you", "thx", "ty", "cheers", "thanks a lot", "thank you very much",
            "thank you so much", "thanks so much", "many thanks", "great thanks", "awesome thanks",
            "perfect thanks", "ok thanks", "okay thanks", "thanks for your help", "thank you for your help",
            "thats great", "great", "perfect", "awesome", "nice",
            "ta", "ok ta", "okay ta", "lovely", "thats lovely", "nice one", "brilliant", "bless", "ace", "fab",
            "sweet", "great stuff", "much appreciated", "appreciate it", "cheers for that", "thanks for that",
            "thank you very much indeed", "thank you for your patience", "thanks for your patience",
            "you have been most helpful", "youve been most helpful", "you have been very helpful",
            "youve been very helpful", "youve been really helpful", "youve been a star", "youve been great",
            "you have been great", "thats very kind", "very kind", "for your patience", "for your help",
            "you are very kind", "you are so kind", "youre very kind", "youre so kind", "so kind", "how kind",
            "you are very helpful", "youre very helpful", "very helpful", "so helpful", "really helpful",
            "you are a star", "youre a star", "you are the best", "youre the best", "you are amazing",
            "youre amazing", "that helps", "that helped", "thats helpful", "that was helpful",
            "cool", "sorted", "amazing", "excellent", "wonderful", "fantastic", "gotcha", "noted",
        ],
        .goodbye: [
            "bye", "goodbye", "good bye", "bye bye", "see you", "see ya", "see you later", "later",
            "have a nice day", "have a good day", "have a great day", "have a good one", "take care", "good night", "thats all", "thats it", "im done",
            "thanks bye", "thank you bye", "ok bye", "okay bye",
            "night", "nite", "night night", "gnight", "cya", "ttyl", "speak soon", "talk soon", "bye for now",
            "good day", "good day to you",
        ],
        .aboutMe: [
            "are you a bot", "are you a robot", "are you real", "are you a real person", "are you an actual person",
            "are you a person", "are you human", "are you a human", "are you ai", "are you an ai", "is this a bot",
            "is this a real person", "is this a person", "is this a human", "am i talking to a bot",
            "am i talking to a real person", "am i talking to a human", "am i talking to a person",
            "am i chatting with a bot", "or a bot", "or a robot", "or a human", "or a real person", "or ai",
        ],
    ]

    /// Words a shopper may address the assistant with at the end of a social line ("cheers mate", "thanks
    /// love", "bye for now"); they do not change what the line is.
    private static let addressWords: Set<String> = [
        "mate", "buddy", "pal", "love", "dude", "man", "friend", "guys", "bot", "again", "now", "x", "xx",
        "for", "then", "all", "lots", "heaps", "loads", "very", "much", "so",
    ]

    /// Recognises a line that is only small talk, or `nil`: one of the phrases, possibly followed by words
    /// of address ("cheers mate", "thanks so much buddy").
    public static func recognize(_ phrase: Phrase) -> Smalltalk? {
        if let talk = recognizeAsWritten(phrase) { return talk }
        // "heyy", "hiii", "thxx", "byeee": a social word with its last letter drawn out. (Only when the line as
        // written is none: "thanks all" keeps its "all".)
        let drawnOut = phrase.words.map(shortened)
        guard drawnOut != phrase.words else { return nil }
        return recognizeAsWritten(Phrase(drawnOut.joined(separator: " ")))
    }

    /// ``recognize(_:)`` without drawn-out letters.
    private static func recognizeAsWritten(_ phrase: Phrase) -> Smalltalk? {
        if let talk = allCases.first(where: { phrase.isOne(of: phrases[$0] ?? []) }) { return talk }
        var words = phrase.words
        while let last = words.last, addressWords.contains(last), words.count > 1 { words.removeLast() }
        if words.count < phrase.words.count {
            let shorter = Phrase(words.joined(separator: " "))
            if let talk = allCases.first(where: { shorter.isOne(of: phrases[$0] ?? []) }) { return talk }
        }
        return sequence(phrase.words)
    }

    /// `word` with a run of one letter at its end cut to one ("heyyy" → hey, "byee" → bye), when the run is two
    /// letters or more and the word has another letter before it; other words unchanged.
    static func shortened(_ word: String) -> String {
        guard let last = word.last, word.count >= 3, word.dropLast().last == last else { return word }
        let stem = word.reversed().drop { $0 == last }
        guard !stem.isEmpty else { return word }
        return String(stem.reversed()) + String(last)
    }

    /// Texting forms of one word read as the word they stand for ("are u a bot"): ``TextingForms``' own table.
    private static let spelt = TextingForms.words.filter { !$0.value.contains(" ") }

    /// Words that take in an answer and may stand around thanks or a goodbye ("cool ty", "sorted, thanks",
    /// "grand, thanks for that", "amazing thank you"): alone they are no small talk.
    private static let acknowledgements: Set<String> = [
        "ok", "okay", "k", "kk", "cool", "great", "sorted", "grand", "amazing", "perfect", "lovely", "brilliant",
        "awesome", "nice", "sweet", "fab", "ace", "alright", "right", "fine", "good", "excellent", "wonderful",
        "fantastic", "superb", "legend", "gotcha", "noted", "yep", "yeah", "yes", "thats", "million", "bunch",
    ]

    /// Asides that may stand anywhere between smalltalk phrases ("btw are you a bot").
    private static let asides: Set<String> = ["btw", "lol", "haha", "just", "curious", "wondering", "quick", "question"]

    /// The phrases of each kind as word lists without articles ("have nice day" is "have a nice day"), by first
    /// word, longest first.
    private static let bareSequences: [String: [(words: [String], kind: Smalltalk)]] = Dictionary(
        grouping: allCases.flatMap { kind in
            (phrases[kind] ?? []).map { phrase in (words: bare(phrase.components(separatedBy: " ")), kind: kind) }
        }.filter { !$0.words.isEmpty },
        by: { $0.words[0] }
    ).mapValues { $0.sorted { $0.words.count > $1.words.count } }

    private static func bare(_ words: [String]) -> [String] {
        words.filter { !["a", "an", "the"].contains($0) }
    }

    /// A line made only of smalltalk phrases one after another ("thank you very much, have nice day", "hi
    /// thanks bye"), articles left out, with words of address, asides and acknowledgements ("cool ty") between
    /// them: a goodbye if it says one, else a question about the assistant, else thanks, else a greeting; `nil`
    /// when any word is something else.
    private static func sequence(_ all: [String]) -> Smalltalk? {
        let words = bare(all.map { spelt[$0] ?? $0 })
        guard words.count > 1 else { return nil }
        var kinds: Set<Smalltalk> = []
        var i = 0
        while i < words.count {
            if let match = bareSequences[words[i]]?.first(where: { candidate in
                i + candidate.words.count <= words.count
                    && words[i..<(i + candidate.words.count)].elementsEqual(candidate.words)
            }) {
                kinds.insert(match.kind)
                i += match.words.count
            } else if addressWords.contains(words[i]), !kinds.isEmpty {
                i += 1
            } else if asides.contains(words[i]) || acknowledgements.contains(words[i]) {
                i += 1
            } else {
                return nil
            }
        }
        // (An acknowledgement goes with thanks or a goodbye, not with a greeting alone: "ok hi" is no small talk.)
        let acknowledged = words.contains(where: acknowledgements.contains)
        if acknowledged, !kinds.contains(.thanks), !kinds.contains(.goodbye) { return nil }
        return [.goodbye, .aboutMe, .thanks, .greeting].first(where: kinds.contains)
    }
}
