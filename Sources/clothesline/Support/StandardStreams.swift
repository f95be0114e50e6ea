import Foundation
import Terminal

/// Writing to standard output unbuffered, one call per turn, so a program driving `chat` sees each reply at once.
enum StandardStreams {
    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((TextSanitizer.sanitize(text, allowNewlines: true) + "\n").utf8))
    }

    /// Writes `text` as is to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
