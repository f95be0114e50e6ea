/// A text style on an ANSI terminal: a set of SGR parameters.
public struct Style: Equatable, Sendable {
    /// The SGR parameters, e.g. `[1, 32]` for bold green.
    public var codes: [Int]

    /// A style from SGR parameters.
    public init(_ codes: [Int]) {
        self.codes = codes
    }

    /// Bold.
    public static let bold = Style([1])
    /// Dim (faint).
    public static let dim = Style([2])
    /// Red foreground.
    public static let red = Style([31])
    /// Green foreground.
    public static let green = Style([32])
    /// Yellow foreground.
    public static let yellow = Style([33])
    /// Orange foreground (256-colour palette 208): the "unsure" colour of the original design.
    public static let orange = Style([38, 5, 208])
    /// Cyan foreground.
    public static let cyan = Style([36])

    /// Both styles at once.
    public func combined(with other: Style) -> Style {
        Style(codes + other.codes)
    }

    /// The escape sequence that turns the style on.
    public var escape: String {
        "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }

    /// The escape sequence that resets every style.
    public static let reset = "\u{1B}[0m"
}
