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

    /// Recognises a line that is only small talk, or `nil`.
    public static func recognize(_ phrase: Phrase) -> Smalltalk? {
        allCases.first { phrase.isOne(of: phrases[$0] ?? []) }
    }
}
