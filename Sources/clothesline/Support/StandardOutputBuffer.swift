import Terminal

/// Collects JSON text for standard output in memory and writes it in large pieces: `classify --json` over
/// thousands of lines would otherwise make a `print` call (and a sanitizing pass) per line.
///
/// The caller must ``flush()`` before it waits for input (see `PlainLineReader(beforeEachRead:)`) and at the end.
final class StandardOutputBuffer {
    /// The text not yet written; callers append to it.
    var writer = JSONTextWriter(capacity: StandardOutputBuffer.flushSize + 4096)
    private let output: StandardOutput

    /// How many bytes are collected before ``flushIfFull()`` writes them.
    static let flushSize = 65_536

    /// Buffers output for `output` (standard output by default).
    init(output: StandardOutput = StandardOutput()) {
        self.output = output
    }

    /// Writes the buffer out once it holds ``flushSize`` bytes or more.
    func flushIfFull() {
        if writer.bytes.count >= Self.flushSize { flush() }
    }

    /// Writes everything buffered. After a write error (a closed pipe) the rest is dropped, as `print` drops it.
    func flush() {
        guard !writer.bytes.isEmpty else { return }
        output.write(bytes: writer.bytes)
        writer.bytes.removeAll(keepingCapacity: true)
    }
}
