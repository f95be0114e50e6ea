import Foundation

/// The parent process: runs each format's inputs in worker processes, restarts a worker after a crash or a hang
/// (recording the input that caused it as a fixture), and reports per format.
struct FuzzSupervisor {
    var formats: [FuzzFormat]
    var seed: UInt64
    /// Inputs per format (a cap when `seconds` is set).
    var count: Int
    /// A wall-clock budget shared equally by the formats, if any.
    var seconds: Double?
    /// An input that runs longer than this is a hang.
    var hangSeconds: Double
    var root: URL
    /// Crashing and hanging inputs are copied here, in a folder per format.
    var fixtures: URL

    /// The figures for one format.
    struct Tally {
        var tried = 0, crashes = 0, hangs = 0, nameless = 0, leaked = 0, slowestMilliseconds = 0
        var examples: [String] = []
    }

    /// Runs every format and prints the report; returns whether everything passed.
    func run() throws -> Bool {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // Every input is written to a file before it runs (so a crash can be saved): memory-backed when possible.
        let shared = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
        let work = base.appendingPathComponent("clothesline-fuzz-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }
        var passed = true
        print("format            inputs  crashes  hangs  nameless  leaks  slowest")
        for format in formats {
            let deadline = seconds.map { Date().addingTimeInterval($0 / Double(formats.count)) }
            let tally = try fuzz(format, executable: executable, work: work.appendingPathComponent(format.rawValue),
                                 deadline: deadline)
            print(format.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%8d %8d %6d %9d %6d %6d ms", tally.tried, tally.crashes, tally.hangs, tally.nameless,
                         tally.leaked, tally.slowestMilliseconds))
            for example in tally.examples { print("    \(example)") }
            if tally.crashes + tally.hangs + tally.nameless + tally.leaked > 0 { passed = false }
        }
        return passed
    }

    private func fuzz(_ format: FuzzFormat, executable: URL, work: URL, deadline: Date?) throws -> Tally {
        var tally = Tally()
        var from = 0
        let progress = work.appendingPathComponent("progress")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        while from < count {
            if let deadline, Date() >= deadline { break }
            try? FileManager.default.removeItem(at: progress)
            let process = Process()
            process.executableURL = executable
            var arguments = ["--worker", format.rawValue, "--seed", "\(seed)", "--from", "\(from)", "--to", "\(count)",
                             "--root", root.path, "--dir", work.path, "--progress", progress.path]
            if let deadline { arguments += ["--deadline", "\(deadline.timeIntervalSince1970)"] }
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            var lastIndex = -1
            var lastChange = Date()
            var hung = false
            while process.isRunning {
                Thread.sleep(forTimeInterval: 0.05)
                let index = Self.lastStarted(progress)
                if index != lastIndex {
                    lastIndex = index
                    lastChange = Date()
                } else if Date().timeIntervalSince(lastChange) > hangSeconds {
                    kill(process.processIdentifier, SIGKILL)
                    hung = true
                    break
                }
            }
            process.waitUntilExit()
            let lines = (try? String(contentsOf: progress, encoding: .utf8))?.split(separator: "\n") ?? []
            if let summary = lines.first(where: { $0.hasPrefix("done ") }) {
                let numbers = summary.split(separator: " ").dropFirst().compactMap { Int($0) }
                guard numbers.count == 4 else { break }
                tally.tried += numbers[0]
                tally.nameless += numbers[1]
                tally.leaked += numbers[2]
                tally.slowestMilliseconds = max(tally.slowestMilliseconds, numbers[3])
                tally.examples += lines.filter { $0.hasPrefix("nameless ") || $0.hasPrefix("leaked ") }.map(String.init)
                break
            }
            lastIndex = Self.lastStarted(progress)
            guard lastIndex >= from else {
                throw FuzzError.workerFailed(format: format.rawValue, status: process.terminationStatus)
            }
            tally.tried += lastIndex - from + 1
            let kind = hung ? "hang" : "crash"
            if hung { tally.hangs += 1 } else { tally.crashes += 1 }
            let folder = fixtures.appendingPathComponent(format.rawValue)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fixture = folder.appendingPathComponent("\(kind)-seed\(seed)-input\(lastIndex).bin")
            try? FileManager.default.removeItem(at: fixture)
            try FileManager.default.copyItem(at: work.appendingPathComponent("current.input"), to: fixture)
            tally.examples.append("\(kind) on input \(lastIndex) (signal/status \(process.terminationStatus)): \(fixture.path)")
            from = lastIndex + 1
        }
        return tally
    }

    /// The index in the last `start N` line of the progress file, or -1.
    private static func lastStarted(_ progress: URL) -> Int {
        guard let handle = try? FileHandle(forReadingFrom: progress) else { return -1 }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 64 ? size - 64 : 0)
        let tail = String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        guard let line = tail.split(separator: "\n").last(where: { $0.hasPrefix("start ") }),
              let index = Int(line.dropFirst(6)) else { return -1 }
        return index
    }
}
