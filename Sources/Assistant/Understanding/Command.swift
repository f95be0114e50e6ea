/// A line that steers the conversation rather than asking for products.
public enum Command: String, Sendable, Hashable, CaseIterable {
    /// Explain what the assistant can do.
    case help
    /// Forget the conversation and go back to idle.
    case startOver
    /// Show the next page of results.
    case nextPage
    /// Show the previous page of results.
    case previousPage
    /// List the catalog's categories (as menu option 2 does).
    case browse
    /// Show the store's contact details (as menu option 3 does).
    case support

    private static let phrases: [Command: Set<String>] = [
        .help: [
            "help", "h", "what can you do", "what do you do", "how does this work", "commands", "options",
            "help me", "i need help", "what can i say", "what can i ask", "usage", "instructions",
        ],
        .startOver: [
            "start over", "restart", "reset", "start again", "begin again", "new search", "clear", "cancel",
            "never mind", "nevermind", "forget it", "lets start over", "start from scratch", "from the top",
        ],
        .nextPage: [
            "more", "next", "next page", "show more", "more please", "more results", "see more", "show me more",
            "any more", "anything else", "what else", "other options", "keep going", "continue", "next one",
            "next 5", "next five", "more options", "got any more", "got more", "anything more", "any others",
            "have you got any more", "do you have any more", "show me some more",
        ],
        .previousPage: ["previous", "prev", "back", "previous page", "go back", "last page", "page back"],
        .browse: [
            "browse", "browse categories", "categories", "show categories", "list categories", "show me categories",
            "what categories do you have", "browse the catalog", "browse catalog", "show me the categories",
        ],
        .support: [
            "support", "contact support", "customer support", "contact", "contact details", "customer service",
            "contact the store", "talk to a human", "speak to a human", "talk to someone", "speak to someone",
            "human", "agent", "talk to an agent", "contact info", "contact information",
        ],
    ]

    /// Why a line that is this command is not classified.
    public var exemption: LineExemption {
        switch self {
        case .help: return .help
        case .startOver: return .startOver
        case .nextPage, .previousPage: return .paging
        case .browse: return .browse
        case .support: return .support
        }
    }

    /// Recognises a whole-line command (`?` alone is help), or `nil`.
    public static func recognize(_ raw: String, phrase: Phrase) -> Command? {
        if phrase.isEmpty { return isQuestionMark(raw) ? .help : nil }
        // "more pls", "next page please", "ok show me more": the same command with a courtesy around it.
        // ("hi, what can you do?": a greeting before it too.)
        let greeting = phrase.words.prefix { ["hi", "hello", "hey", "hiya", "heya"].contains($0) }.count
        let plain = phrase.words.dropFirst(greeting).filter { !Phrase.courtesies.contains($0) }
        let text = plain.isEmpty ? phrase.text : plain.joined(separator: " ")
        return allCases.first { phrases[$0]?.contains(text) ?? false }
    }

    /// Whether the line is only question marks and spaces ("?", " ?? ").
    static func isQuestionMark(_ raw: String) -> Bool {
        raw.contains("?") && raw.allSatisfy { $0 == "?" || $0.isWhitespace }
    }
}
