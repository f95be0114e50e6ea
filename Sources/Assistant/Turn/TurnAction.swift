/// What the assistant did with one input; the `action` field of a turn's JSON form.
public enum TurnAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Searched the catalog (a page of results, a refinement, the next page, or the search prompt).
    case search
    /// Showed one product in full.
    case details
    /// Asked "Is this a clothing question?".
    case confirm
    /// Showed the fallback menu.
    case menu
    /// Listed categories, or the products of a chosen category.
    case browse
    /// Showed the store's contact details.
    case support
    /// Explained what the assistant can do (also: start over, and an empty line).
    case help
    /// Answered a greeting, thanks or goodbye.
    case smalltalk
    /// Said the line is not a clothing question and what the assistant can do instead.
    case outOfScope = "out-of-scope"
    /// Ran a `:` chat command (`:why`, `:policy`, `:bands` …); the line went to the chat, not the assistant.
    case command
}
