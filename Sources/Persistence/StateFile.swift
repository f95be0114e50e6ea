import Foundation

/// The files the chat keeps between sessions, and the one place that knows where they go:
/// `$XDG_STATE_HOME/clothesline/NAME`, else `$HOME/.local/state/clothesline/NAME`.
///
/// A relative `XDG_STATE_HOME` or `HOME` is ignored (the XDG specification requires absolute paths; a relative
/// one would scatter state into whatever folder the chat was started from).
public enum StateFile: String, Sendable, CaseIterable {
    /// Answered confirmations (`--feedback`).
    case feedback = "feedback.jsonl"
    /// The log of classified lines (`--log`).
    case classifiedLines = "classified.jsonl"
    /// The line editor's history.
    case history

    /// The state folder, `nil` when neither variable holds an absolute path.
    public static func directory(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("clothesline")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".local/state/clothesline")
        }
        return nil
    }

    /// The file's default location, `nil` when neither variable holds an absolute path.
    public func url(environment: [String: String]) -> URL? {
        Self.directory(environment: environment)?.appendingPathComponent(rawValue)
    }
}
