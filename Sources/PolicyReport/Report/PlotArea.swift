/// The rectangle a chart plots into, mapping unit values (0…1) to user units (y grows downwards).
struct PlotArea {
    /// Left edge.
    var left: Double
    /// Top edge.
    var top: Double
    /// Right edge.
    var right: Double
    /// Bottom edge.
    var bottom: Double

    /// Width of the area.
    var width: Double { right - left }
    /// Height of the area.
    var height: Double { bottom - top }

    /// The x coordinate of a unit value.
    func x(_ value: Double) -> Double { left + min(1, max(0, value)) * width }
    /// The y coordinate of a unit value (0 at the bottom).
    func y(_ value: Double) -> Double { bottom - min(1, max(0, value)) * height }
}
