/// Somewhere the chat writes text: standard output or error, or a buffer in tests.
public protocol TerminalOutput: AnyObject {
    /// Writes `text` as it is (add newlines yourself).
    func write(_ text: String)
    /// Whether the destination went away (a closed pipe); later writes are dropped.
    var isBroken: Bool { get }
}

extension StandardOutput: TerminalOutput {}
