/// A yes or no answer to the assistant's question.
public enum Answer: String, Sendable, Hashable, Codable {
    /// yes, y, yeah, sure, …
    case yes
    /// no, n, nope, …
    case no

    private static let yesPhrases: Set<String> = [
        "yes", "y", "yeah", "yea", "yep", "yup", "ya", "sure", "ok", "okay", "of course", "correct", "right",
        "yes please", "absolutely", "definitely", "affirmative", "please do", "go ahead", "yes it is", "it is",
        "sure thing", "thats right", "yes thanks", "yes thank you", "sure why not",
    ]
    private static let noPhrases: Set<String> = [
        "no", "n", "nope", "nah", "no thanks", "no thank you", "not really", "negative", "wrong", "no it isnt",
        "no its not", "it isnt", "its not", "not at all", "nope not at all", "incorrect", "no way",
    ]

    /// Recognises a whole-line yes or no, or `nil` when the line says something else.
    public static func recognize(_ phrase: Phrase) -> Answer? {
        if phrase.isOne(of: yesPhrases) { return .yes }
        if phrase.isOne(of: noPhrases) { return .no }
        return nil
    }
}
