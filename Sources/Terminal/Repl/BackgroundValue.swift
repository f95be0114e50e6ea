import Foundation

/// A value computed on a background thread, so the chat can show its prompt while the catalog loads.
///
/// ``wait()`` blocks until the value (or the error that stopped it) is there; a value made with
/// ``init(value:)`` is ready at once.
public final class BackgroundValue<Value>: @unchecked Sendable {
    // Guarded by `condition`: written once by the worker, read by the waiting thread.
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    /// A value that is already there.
    public init(value: Value) {
        result = .success(value)
    }

    /// Starts `work` on a new thread.
    public init(loading work: @escaping @Sendable () throws -> Value) {
        Thread.detachNewThread { [self] in
            let outcome = Result { try work() }
            condition.lock()
            result = outcome
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Whether the value (or its error) is there, without waiting.
    public var isReady: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    /// The value or the error, waiting for the worker if needed.
    public func wait() -> Result<Value, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return result }
            condition.wait()
        }
    }
}
