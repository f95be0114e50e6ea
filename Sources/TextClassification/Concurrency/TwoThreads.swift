import Dispatch

/// Runs two independent pieces of work at the same time, one per core (used to halve load-time work).
enum TwoThreads {
    /// The results of `first` and `second`, computed concurrently (one after the other when no second thread is
    /// free). The two closures must not touch the same mutable state.
    static func run<T>(_ first: () -> T, _ second: () -> T) -> (T, T) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let slots = Slots(first: first, second: second)
                defer { slots.results.deinitialize().deallocate() }
                DispatchQueue.concurrentPerform(iterations: 2) { slots.run($0) }
                // concurrentPerform returns after both ran, so the fallbacks never run; they avoid a force unwrap.
                return (slots.results[0] ?? first(), slots.results[1] ?? second())
            }
        }
    }

    /// The two closures and their result slots; each thread writes only its own slot.
    private struct Slots<T>: @unchecked Sendable {
        let first: () -> T
        let second: () -> T
        let results: UnsafeMutableBufferPointer<T?>

        init(first: @escaping () -> T, second: @escaping () -> T) {
            self.first = first
            self.second = second
            results = .allocate(capacity: 2)
            results.initialize(repeating: nil)
        }

        /// Runs closure `index` into its slot.
        func run(_ index: Int) {
            results[index] = index == 0 ? first() : second()
        }
    }
}
