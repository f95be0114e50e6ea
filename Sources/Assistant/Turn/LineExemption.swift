/// Why a line was not classified: it was navigation or an answer, not a request.
///
/// Only these kinds of line skip the classifier and the policy; every other line is classified in the
/// context of the conversation and routed by band.
public enum LineExemption: String, Sendable, Hashable, CaseIterable {
    /// An empty or punctuation-only line.
    case emptyLine = "empty line"
    /// "more", "next", "previous".
    case paging
    /// "2", "the second one", "the last one", "#4", "the cheapest one".
    case resultReference = "result reference"
    /// yes or no while a confirmation question is pending.
    case confirmationAnswer = "answer to the confirmation question"
    /// A choice from the fallback menu while it is shown.
    case menuChoice = "menu choice"
    /// A category picked from the browse list while it is shown.
    case categoryChoice = "category choice"
    /// "help".
    case help
    /// "start over".
    case startOver = "start over"
    /// "browse", "categories".
    case browse = "browse command"
    /// "support", "talk to a human".
    case support = "support command"
    /// "hi", "thanks", "bye".
    case smalltalk = "greeting or small talk"
    /// A yes or no with no question pending.
    case strayAnswer = "yes or no with no question pending"
    /// A `:` command for the chat itself (`:why`, `:policy`, `:bands` …).
    case chatCommand = "chat command"

    /// The reason given in `--json` and `:why`: "not classified: paging".
    public var reason: String { "not classified: \(rawValue)" }
}
