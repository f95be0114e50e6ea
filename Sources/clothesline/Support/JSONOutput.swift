import Foundation
import Terminal

/// JSON text for standard output: encoded, then every control and bidirectional character inside its strings
/// written as a `\uXXXX` escape (``TextSanitizer/escapingJSON(_:)``), so the line is the same JSON value and safe
/// to show on a terminal.
enum JSONOutput {
    /// `value` as one line of JSON with sorted keys.
    static func line<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return TextSanitizer.escapingJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
