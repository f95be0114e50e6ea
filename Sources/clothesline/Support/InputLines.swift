import Foundation

/// Lines from standard input (or any file descriptor), read without a terminal: for piped chat input.
///
/// Each line is decoded as UTF-8 with invalid bytes replaced, a trailing `\r` is dropped, and lines longer
/// than `maxBytes` are cut there (the rest of the line is skipped, never buffered), so a huge line cannot
/// exhaust memory. The last line needs no newline.
struct InputLines: Sequence, IteratorProtocol {
    /// One line and whether it was cut.
    struct Line {
        var text: String
        var truncated: Bool
    }

    private let handle: FileHandle
    private let maxBytes: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    /// The longest line kept by default, in bytes.
    static let defaultMaxBytes = 4096

    /// Reads from `handle` (standard input by default), cutting lines at `maxBytes`.
    init(handle: FileHandle = .standardInput, maxBytes: Int = InputLines.defaultMaxBytes) {
        self.handle = handle
        self.maxBytes = maxBytes
    }

    mutating func next() -> Line? {
        var line: [UInt8] = []
        var truncated = false
        var sawBytes = false
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                append(buffer[position..<newline], to: &line, truncated: &truncated)
                position = newline + 1
                return finish(line, truncated: truncated)
            }
            sawBytes = sawBytes || position < buffer.count
            append(buffer[position...], to: &line, truncated: &truncated)
            buffer.removeAll(keepingCapacity: true)
            position = 0
            if atEnd {
                return sawBytes ? finish(line, truncated: truncated) : nil
            }
            let chunk = handle.availableData
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], truncated: inout Bool) {
        let room = maxBytes - line.count
        if bytes.count > room {
            line.append(contentsOf: bytes.prefix(Swift.max(0, room)))
            truncated = true
        } else {
            line.append(contentsOf: bytes)
        }
    }

    private func finish(_ bytes: [UInt8], truncated: Bool) -> Line {
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        // A cut may split a UTF-8 sequence: the decoder repairs it with U+FFFD.
        return Line(text: String(decoding: bytes, as: UTF8.self), truncated: truncated)
    }
}
