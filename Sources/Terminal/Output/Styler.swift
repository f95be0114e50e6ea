/// Applies ``Style``s to text when colour is enabled, and leaves text alone otherwise.
public struct Styler: Sendable {
    /// Whether styles produce escape sequences.
    public var isEnabled: Bool

    /// A styler that colours when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// A styler for `mode` on a stream that is (or is not) a terminal.
    public init(mode: ColorMode, outputIsTerminal: Bool, environment: [String: String]) {
        self.init(isEnabled: mode.isEnabled(outputIsTerminal: outputIsTerminal, environment: environment))
    }

    /// `text` in `style` (unchanged when colour is off).
    public func apply(_ style: Style, _ text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return style.escape + text + Style.reset
    }
}
