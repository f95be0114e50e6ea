import Foundation

/// Timing statistics over many runs of one operation.
struct Measurement {
    /// A short name for the row.
    var name: String
    /// Each run's duration, in seconds.
    var samples: [Double]

    /// The median duration in seconds.
    var median: Double { percentile(0.5) }
    /// The 99th-percentile duration in seconds.
    var p99: Double { percentile(0.99) }

    /// The `q`-quantile (nearest rank) of the samples.
    func percentile(_ q: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let rank = min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }

    /// Runs `body` `iterations` times after `warmup` untimed runs, timing each run; `between` runs untimed
    /// after every run (e.g. to let background work finish, as the pause between a shopper's lines does).
    static func run(
        _ name: String, iterations: Int, warmup: Int = 3, between: () -> Void = {}, _ body: () throws -> Void
    ) rethrows -> Measurement {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            between()
        }
        return Measurement(name: name, samples: samples)
    }

    /// Like ``run(_:iterations:warmup:_:)``, but each sample is the thread's CPU time, so other processes
    /// on a busy machine do not inflate the figure (time spent waiting for the CPU is not counted). With
    /// `clock: CLOCK_PROCESS_CPUTIME_ID` the samples count every thread of the process.
    static func runCPUTime(
        _ name: String, iterations: Int, warmup: Int = 3, clock: clockid_t = CLOCK_THREAD_CPUTIME_ID,
        _ body: () throws -> Void
    ) rethrows -> Measurement {
        let now = { cpuSeconds(clock) }
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = now()
            try body()
            samples.append(now() - start)
        }
        return Measurement(name: name, samples: samples)
    }

    /// The CPU time `clock` has counted so far, in seconds (the calling thread's by default).
    static func cpuSeconds(_ clock: clockid_t = CLOCK_THREAD_CPUTIME_ID) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// One line: name, runs, median and p99 in a readable unit, and an optional target.
    func line(target: String? = nil) -> String {
        var text = "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) runs \(samples.count)"
        text += "  median \(Self.format(median))  p99 \(Self.format(p99))"
        if let target { text += "  (target \(target))" }
        return text
    }

    /// Formats seconds as s, ms or µs.
    static func format(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.2f µs", seconds * 1e6)
    }
}
