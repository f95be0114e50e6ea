/// When to colour the output: the value of `--color`.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour when standard output is a terminal and `NO_COLOR` is not set.
    case auto
    /// Colour even when not on a terminal (still not with `NO_COLOR`).
    case always
    /// Never colour.
    case never

    /// Whether to emit colour escapes, given whether the output is a terminal and the environment.
    ///
    /// `NO_COLOR` (any non-empty value, see no-color.org) always wins; `TERM=dumb` turns `auto` off.
    public func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch self {
        case .never: return false
        case .always: return true
        case .auto: return outputIsTerminal && environment["TERM"] != "dumb"
        }
    }
}
