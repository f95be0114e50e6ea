#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor (standard output by default) with `write(2)`, and notices when the reader
/// went away.
///
/// With SIGPIPE ignored (``ignoreBrokenPipeSignal()``), a closed pipe (`clothesline chat | head -1`) makes
/// ``isBroken`` true instead of killing the process, so the caller can end quietly with status 0.
public final class StandardOutput: TextOutputStream {
    private let fileDescriptor: Int32
    /// Whether a write failed because the reading end of the pipe is closed (or another write error happened).
    public private(set) var isBroken = false

    /// Writes to `fileDescriptor`.
    public init(fileDescriptor: Int32 = STDOUT_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Ignores SIGPIPE for the process, so writes to a closed pipe fail with `EPIPE` instead.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    public func write(_ string: String) {
        guard !string.isEmpty else { return }
        write(bytes: Array(string.utf8))
    }

    /// Writes `bytes` as they are, all of them unless a write fails (then ``isBroken`` becomes true).
    public func write(bytes: [UInt8]) {
        guard !isBroken else { return }
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let count = Glibc.write(fileDescriptor, base + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    isBroken = true
                    return
                }
                offset += count
            }
        }
    }
}
