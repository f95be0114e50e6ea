import Foundation

/// The child process: runs inputs `from..<to` of one format in-process, recording before each one which input it
/// is on (so that the supervisor knows which input killed it), then a summary line.
///
/// Progress file lines: `start N` before input N; at the end `done TRIED NAMELESS LEAKED SLOWEST_MS`, followed
/// by up to five `nameless …` / `leaked …` example lines.
struct FuzzWorker {
    var format: FuzzFormat
    var seed: UInt64
    var range: Range<Int>
    /// Stop starting new inputs after this moment (a `--seconds` run).
    var deadline: Date?
    var root: URL
    var directory: URL
    var progress: URL

    func run() throws {
        let harness = try FuzzHarness(root: root, directory: directory)
        let corpus = FuzzSeeds.corpus(for: format, root: root)
        _ = FileManager.default.createFile(atPath: progress.path, contents: nil)
        let log = try FileHandle(forWritingTo: progress)
        var tried = 0, slowest = 0.0
        var nameless: [String] = [], leaked: [String] = []
        var namelessCount = 0, leakedCount = 0
        // The fuzzer's own test sets `crash:N` or `hang:N` to check that the supervisor survives both.
        let selfTest = ProcessInfo.processInfo.environment["CLOTHESLINE_FUZZ_SELF_TEST"]
        for index in range {
            if let deadline, Date() >= deadline { break }
            let input = FuzzInput.make(format, seed: seed, index: index, corpus: corpus)
            try Data(input).write(to: directory.appendingPathComponent("current.input"))
            log.write(Data("start \(index)\n".utf8))
            if selfTest == "crash:\(index)" {
                let none: [Int] = []
                _ = none[index]  // the same trap as any out-of-range access in the code under test
            }
            if selfTest == "hang:\(index)" { Thread.sleep(forTimeInterval: 3600) }
            let started = Date()
            let outcome = harness.run(format, input)
            slowest = max(slowest, Date().timeIntervalSince(started))
            tried += 1
            switch outcome {
            case .fine: break
            case .nameless(let message):
                namelessCount += 1
                if nameless.count < 5 { nameless.append("input \(index): \(message)") }
            case .leaked(let text):
                leakedCount += 1
                if leaked.count < 5 { leaked.append("input \(index): \(text.debugDescription)") }
            }
        }
        var summary = "done \(tried) \(namelessCount) \(leakedCount) \(Int(slowest * 1000))\n"
        for line in nameless { summary += "nameless \(line.replacingOccurrences(of: "\n", with: " | "))\n" }
        for line in leaked { summary += "leaked \(line.replacingOccurrences(of: "\n", with: " | "))\n" }
        log.write(Data(summary.utf8))
        try log.close()
    }
}
