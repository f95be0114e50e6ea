/// Where the chat keeps its line history: `$XDG_STATE_HOME/clothesline/history`, or
/// `~/.local/state/clothesline/history` when `XDG_STATE_HOME` is unset or not absolute.
public enum HistoryLocation {
    /// The history file's path for `environment`, or nil when neither `XDG_STATE_HOME` nor `HOME` is usable.
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return join(state, "clothesline/history")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return join(home, ".local/state/clothesline/history")
        }
        return nil
    }

    private static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
