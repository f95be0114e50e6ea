/// What a short brand or category word names, for reading it with two letters swapped.
struct ShortKey: Sendable, Hashable {
    /// The brand or category name.
    var value: String
    /// Whether it is a brand (otherwise a category).
    var isBrand: Bool
}
