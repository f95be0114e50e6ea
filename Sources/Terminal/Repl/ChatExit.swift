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
    /// The model or catalog could not be loaded (the error was printed).
    case failed

    /// The process exit status: 0, 1 after a failure, or 128 + the signal number.
    public var status: Int32 {
        switch self {
        case .terminated(let signal): return 128 + signal
        case .failed: return 1
        case .quit, .endOfInput, .outputClosed: return 0
        }
    }
}
