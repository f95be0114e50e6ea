/// What the assistant is waiting for from the next line.
public enum DialogueMode: Sendable, Hashable {
    /// Nothing in particular: the next line is a new request.
    case idle
    /// A yes or no to "Is this a clothing question?"; anything else is a new request.
    case confirming(PendingConfirmation)
    /// A choice from the fallback menu; anything else is a new request.
    case menu
    /// What to search for: the next line goes straight to the catalog.
    case awaitingSearch
    /// A category from the browse list (by number or name); anything else is a new request.
    case choosingCategory([CategoryChoice])
}
