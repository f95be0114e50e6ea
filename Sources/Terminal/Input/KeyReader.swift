import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single key presses from a terminal: no echo, no line buffering, Ctrl-C arrives as a key (so the
/// caller can quit cleanly). The terminal's settings come back with ``restore()`` (also on `deinit`).
public final class KeyReader {
    private let descriptor: Int32
    private var saved = termios()
    private var isRaw = false

    /// Puts the terminal on `descriptor` into single-key mode; `nil` when it is not a terminal.
    public init?(fileDescriptor descriptor: Int32 = 0) {
        self.descriptor = descriptor
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
        isRaw = true
    }

    deinit { restore() }

    /// The next key (one Unicode scalar; escape sequences arrive a byte at a time), or `nil` at the end of input.
    public func readKey() -> Character? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 1 { return Character(Unicode.Scalar(byte)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Puts the terminal back as it was.
    public func restore() {
        guard isRaw else { return }
        tcsetattr(descriptor, TCSANOW, &saved)
        isRaw = false
    }
}
