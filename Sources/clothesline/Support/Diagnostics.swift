import Foundation
import Terminal

/// Writes warnings and progress lines to standard error.
enum Diagnostics {
    /// Prints `warning: message` to standard error.
    static func warn(_ message: String) {
        line("warning: \(message)")
    }

    /// Prints `text` and a newline to standard error.
    static func line(_ text: String) {
        FileHandle.standardError.write(Data("\(TextSanitizer.sanitize(text, allowNewlines: true))\n".utf8))
    }

    /// Rewrites the current progress line on standard error (a TTY); `nil` clears it.
    static func progress(_ message: String?) {
        let text = message.map { "\r\u{1B}[K\($0)" } ?? "\r\u{1B}[K"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
