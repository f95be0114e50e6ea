/// How an interactive chat ended.
public enum ChatExit: Equatable, Sendable {
    /// `:quit`.
    case quit
    /// Ctrl-D on an empty line, or the end of the input.
    case endOfInput
    /// SIGTERM or SIGHUP while waiting for input.
    case terminated(signal: Int32)
    /// Standard output was closed (a pipe whose reader left).
    case outputClosed

    /// The process exit status: 0, or 128 + the signal number.
    public var status: Int32 {
        if case .terminated(let signal) = self { return 128 + signal }
        return 0
    }
}
