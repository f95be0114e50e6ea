import Foundation

/// Where feedback is saved when no `--feedback FILE` is given.
public enum FeedbackLocation {
    /// `$XDG_STATE_HOME/clothesline/feedback.jsonl`, else `~/.local/state/clothesline/feedback.jsonl`.
    ///
    /// A relative `XDG_STATE_HOME` is ignored, as the XDG specification requires. Returns `nil` when
    /// neither it nor `HOME` is set.
    public static func defaultURL(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("clothesline/feedback.jsonl")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent(".local/state/clothesline/feedback.jsonl")
        }
        return nil
    }
}
