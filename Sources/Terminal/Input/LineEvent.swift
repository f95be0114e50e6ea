/// What a ``LineReader`` produced when asked for the next line.
public enum LineEvent: Equatable, Sendable {
    /// The user entered a line.
    case line(InputLine)
    /// The user pressed Ctrl-C: the current line was discarded and the session goes on.
    case interrupted
    /// Input ended: Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// The process was asked to stop (SIGTERM or SIGHUP) while reading; the value is the signal number.
    case terminated(signal: Int32)
}
