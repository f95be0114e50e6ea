#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor (standard input when it is not a terminal): no prompts, no editing.
///
/// Lines end at `\n` (a `\r` before it is dropped). A line longer than ``InputLine/maximumBytes`` is cut and
/// the rest of it skipped, so a huge line costs constant memory. Invalid UTF-8 is replaced and control
/// characters are removed (see ``InputLine/init(rawBytes:)``). A last line without a newline still counts.
public final class PlainLineReader: LineReader {
    private let readChunk: (inout [UInt8]) -> Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false

    /// Reads from `fileDescriptor` (standard input by default), calling `beforeEachRead` before each read, which
    /// may wait for input: a caller that buffers its output flushes it there, so a program that writes a line and
    /// waits for the answer gets it, while output to a file still goes out in large pieces.
    public convenience init(fileDescriptor: Int32 = 0, beforeEachRead: @escaping () -> Void = {}) {
        self.init { chunk in
            beforeEachRead()
            return chunk.withUnsafeMutableBytes { raw in
                while true {
                    let count = read(fileDescriptor, raw.baseAddress, raw.count)
                    if count < 0 && errno == EINTR { continue }
                    return count
                }
            }
        }
    }

    /// Reads from `bytes` (for tests), handing them out `chunkSize` at a time.
    public convenience init(bytes: [UInt8], chunkSize: Int = 4096) {
        var offset = 0
        self.init { chunk in
            let count = min(chunk.count, chunkSize, bytes.count - offset)
            for i in 0..<count { chunk[i] = bytes[offset + i] }
            offset += count
            return count
        }
    }

    /// Reads with `readChunk`, which fills the front of its buffer and returns the count (0 at the end, < 0 on error).
    public init(readChunk: @escaping (inout [UInt8]) -> Int) {
        self.readChunk = readChunk
    }

    public func readLine(prompt: String) -> LineEvent {
        var line: [UInt8] = []
        var truncated = false
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                append(buffer[start..<newline], to: &line, truncated: &truncated)
                start = newline + 1
                return .line(makeLine(line, truncated: truncated))
            }
            append(buffer[start...], to: &line, truncated: &truncated)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if reachedEnd || !fill() {
                reachedEnd = true
                if line.isEmpty && !truncated { return .endOfInput }
                return .line(makeLine(line, truncated: truncated))
            }
        }
    }

    public func addToHistory(_ line: String) {}

    public var historyEntries: [String] { [] }

    public func close() throws(HistoryFileError) {}

    /// Keeps at most one byte more than the limit, so `InputLine` sees that the line was too long.
    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], truncated: inout Bool) {
        let room = InputLine.maximumBytes + 1 - line.count
        if bytes.count > room {
            truncated = true
            line.append(contentsOf: bytes.prefix(max(0, room)))
        } else {
            line.append(contentsOf: bytes)
        }
    }

    private func makeLine(_ bytes: [UInt8], truncated: Bool) -> InputLine {
        var line = InputLine(rawBytes: bytes)
        if truncated { line.wasTruncated = true }
        return line
    }

    /// Reads the next chunk into the buffer; false at the end of input or on an error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = readChunk(&chunk)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }
}
