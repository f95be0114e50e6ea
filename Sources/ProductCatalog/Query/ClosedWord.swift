/// What a word of the closed vocabularies means: a colour, or an audience.
struct ClosedWord: Sendable, Equatable {
    /// The canonical colour or audience.
    let value: String
    /// Whether ``value`` is a colour (otherwise an audience).
    let isColor: Bool
}
