import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Flushes a file to disk on a thread of its own: each ``request()`` after a write is followed by an `fsync`
/// (one `fsync` covers every write before it, so requests that arrive during one are served by the next).
///
/// The writer never waits for the disk; a killed process loses nothing it wrote (the data is in the kernel),
/// only the guarantee against a power cut for the last few milliseconds. It owns a duplicate of the
/// descriptor, closed when the thread ends after ``stop()``.
final class BackgroundSync: @unchecked Sendable {
    private let condition = NSCondition()
    private let descriptor: Int32
    private var requested = 0
    private var done = 0
    private var stopping = false
    private var failure: String?

    /// Starts the thread for a duplicate of `descriptor`; `nil` when it cannot be duplicated.
    init?(descriptor: Int32) {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        self.descriptor = copy
        let thread = Thread { [self] in loop() }
        thread.name = "clothesline-fsync"
        thread.start()
    }

    /// Asks for an `fsync` covering every write made so far; returns an earlier `fsync`'s failure, once.
    func request() -> String? {
        condition.lock()
        defer { condition.unlock() }
        requested += 1
        condition.signal()
        let reported = failure
        failure = nil
        return reported
    }

    /// Waits until every requested `fsync` has been done.
    func flush() {
        condition.lock()
        while done < requested && !stopping { condition.wait() }
        condition.unlock()
    }

    /// Ends the thread after the outstanding `fsync`.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func loop() {
        condition.lock()
        while true {
            while done == requested && !stopping { condition.wait() }
            if done == requested && stopping { break }
            let target = requested
            condition.unlock()
            let ok = fsync(descriptor) == 0
            let reason = ok ? nil : String(cString: strerror(errno))
            condition.lock()
            done = target
            if let reason { failure = reason }
            condition.broadcast()
        }
        condition.unlock()
        close(descriptor)
    }
}
