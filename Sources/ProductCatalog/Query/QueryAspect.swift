/// A part of a request that a later line can keep by naming it ("same budget", "same colours", "same size").
public enum QueryAspect: String, Sendable, Hashable, Codable, CaseIterable {
    /// The price bounds and wish.
    case price
    /// The colours.
    case colors
    /// The size.
    case size
    /// The brand.
    case brand
    /// The materials.
    case materials
}
