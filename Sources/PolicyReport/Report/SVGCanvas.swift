/// A tiny builder for inline SVG: shapes and text in user units, escaped, rendered as one `<svg>` element.
struct SVGCanvas {
    /// Width in user units.
    let width: Double
    /// Height in user units.
    let height: Double
    /// The accessible title of the chart.
    let title: String
    private var elements: [String] = []

    /// Creates an empty canvas.
    init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
    }

    /// Adds a rectangle; `tooltip` becomes a hover title.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
        opacity: Double = 1, tooltip: String? = nil
    ) {
        let strokeAttribute = stroke.map { " stroke=\"\($0)\"" } ?? ""
        let opacityAttribute = opacity < 1 ? " fill-opacity=\"\(Self.n(opacity))\"" : ""
        let head = "<rect x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(max(0, width)))\" height=\"\(Self.n(max(0, height)))\" fill=\"\(fill)\"\(strokeAttribute)\(opacityAttribute)"
        append(head, tag: "rect", tooltip: tooltip)
    }

    /// Adds a straight line.
    mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: String? = nil
    ) {
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        elements.append(
            "<line x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.n(width))\"\(dashAttribute)/>")
    }

    /// Adds an open polyline through `points`.
    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2, dash: String? = nil) {
        guard points.count > 1 else { return }
        let list = points.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " ")
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        elements.append(
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.n(width))\"\(dashAttribute)/>")
    }

    /// Adds a dot.
    mutating func circle(cx: Double, cy: Double, r: Double, fill: String, tooltip: String? = nil) {
        let head = "<circle cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(r))\" fill=\"\(fill)\""
        append(head, tag: "circle", tooltip: tooltip)
    }

    /// Closes an element's opening `head`, with a hover title when there is a tooltip.
    private mutating func append(_ head: String, tag: String, tooltip: String?) {
        if let tooltip {
            elements.append(head + "><title>\(HTMLText.escape(tooltip))</title></\(tag)>")
        } else {
            elements.append(head + "/>")
        }
    }

    /// Adds text; `anchor` is `start`, `middle` or `end`.
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
        fill: String = "#333", weight: String = "normal", rotate: Double? = nil
    ) {
        let transform = rotate.map { " transform=\"rotate(\(Self.n($0)) \(Self.n(x)) \(Self.n(y)))\"" } ?? ""
        elements.append(
            "<text x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" font-size=\"\(Self.n(size))\" text-anchor=\"\(anchor)\" fill=\"\(fill)\" font-weight=\"\(weight)\"\(transform)>\(HTMLText.escape(content))</text>")
    }

    /// The `<svg>` element.
    func render() -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\"><title>\(HTMLText.escape(title))</title>"
            + elements.joined() + "</svg>"
    }

    /// A coordinate with at most two decimals.
    static func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
