/// An internal carrier for the reason a record is invalid.
struct ReasonError: Error, Sendable {
    /// The reason, in words.
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
