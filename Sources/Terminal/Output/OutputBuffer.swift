/// A ``TerminalOutput`` that keeps everything written, for tests and benchmarks.
public final class OutputBuffer: TerminalOutput {
    /// Everything written so far.
    public private(set) var text = ""
    /// Set to true to act like a closed pipe.
    public var isBroken = false

    /// An empty buffer.
    public init() {}

    public func write(_ text: String) {
        guard !isBroken else { return }
        self.text += text
    }
}
