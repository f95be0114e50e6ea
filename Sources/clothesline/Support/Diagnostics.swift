import ArgumentParser
import Foundation
import Terminal

/// Every error, warning and progress line the executable prints goes through here, to standard error, in one
/// voice: `clothesline: error: …` / `clothesline: warning: …` (the format lives in `DiagnosticText`).
enum Diagnostics {
    /// Prints `clothesline: error: message` to standard error.
    static func error(_ message: String) {
        write(DiagnosticText.error(TextSanitizer.sanitize(message, allowNewlines: true)))
    }

    /// Prints `clothesline: warning: message` to standard error.
    static func warn(_ message: String) {
        write(DiagnosticText.warning(TextSanitizer.sanitize(message, allowNewlines: true)))
    }

    /// Prints `clothesline: note: message` to standard error.
    static func note(_ message: String) {
        write(DiagnosticText.note(TextSanitizer.sanitize(message, allowNewlines: true)))
    }

    /// Prints `text` and a newline to standard error, as it is (progress and status lines, not problems).
    static func line(_ text: String) {
        write("\(TextSanitizer.sanitize(text, allowNewlines: true))\n")
    }

    /// Rewrites the current progress line on standard error (a TTY); `nil` clears it.
    static func progress(_ message: String?) {
        let text = message.map { "\r\u{1B}[K\($0)" } ?? "\r\u{1B}[K"
        write(text)
    }

    /// Reports an error that ended a command and exits with its status: 64 for a usage error (with the usage and
    /// a pointer to `--help`), 1 for any other failure, the requested status for `ExitCode`; help and
    /// `--version` print to standard output and exit 0.
    static func exit<Command: ParsableCommand>(_ command: Command.Type, error: any Error) -> Never {
        let status = command.exitCode(for: error)
        if error is ExitCode || status == .success {
            command.exit(withError: error)  // help, --version, --generate-completion-script, or a plain status
        }
        let message = command.fullMessage(for: error)
        let text = message.hasPrefix("Error: ") ? String(message.dropFirst("Error: ".count)) : message
        Diagnostics.error(text.isEmpty ? "failed (\(type(of: error)))" : text)
        Foundation.exit(status.rawValue)
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
