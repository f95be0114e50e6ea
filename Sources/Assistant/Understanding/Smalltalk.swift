/// Social lines that deserve a natural answer rather than a search or a menu.
public enum Smalltalk: String, Sendable, Hashable, CaseIterable {
    /// "hi", "hello there", "good morning"
    case greeting
    /// "thanks", "thank you so much"
    case thanks
    /// "bye", "see you"
    case goodbye

    private static let phrases: [Smalltalk: Set<String>] = [
        .greeting: [
            "hi", "hello", "hey", "hiya", "howdy", "yo", "hi there", "hello there", "hey there", "good morning",
            "good afternoon", "good evening", "morning", "evening", "greetings", "how are you",
            "how are you doing", "hows it going", "hi how are you", "hello how are you", "hey how are you",
        ],
        .thanks: [
            "thanks", "thank you", "thx", "ty", "cheers", "thanks a lot", "thank you very much",
            "thank you so much", "thanks so much", "many thanks", "great thanks", "awesome thanks",
            "perfect thanks", "ok thanks", "okay thanks", "thanks for your help", "thank you for your help",
            "thats great", "great", "perfect", "awesome", "nice",
        ],
        .goodbye: [
            "bye", "goodbye", "good bye", "bye bye", "see you", "see ya", "see you later", "later",
            "have a nice day", "have a good day", "good night", "thats all", "thats it", "im done",
            "thanks bye", "thank you bye", "ok bye", "okay bye",
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
        if let talk = allCases.first(where: { phrase.isOne(of: phrases[$0] ?? []) }) { return talk }
        var words = phrase.words
        while let last = words.last, addressWords.contains(last), words.count > 1 { words.removeLast() }
        guard words.count < phrase.words.count else { return nil }
        let shorter = Phrase(words.joined(separator: " "))
        return allCases.first { shorter.isOne(of: phrases[$0] ?? []) }
    }
}
