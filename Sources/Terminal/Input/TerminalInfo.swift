#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the process's terminal: whether the standard streams are terminals, and the window width.
public enum TerminalInfo {
    /// Whether standard input is a terminal.
    public static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal.
    public static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether the chat should use the line editor: both standard input and output are terminals.
    public static var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }

    /// The width of the terminal on standard output, else `$COLUMNS`, else 80; at least 20.
    public static func width(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(20, Int(size.ws_col))
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return max(20, columns)
        }
        return 80
    }
}
