import Foundation

/// Runs the built `clothesline` binary for end-to-end tests.
public enum CLI {
    /// What one run of the binary produced.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Standard output split into lines, without the trailing empty line.
        public var lines: [String] {
            var lines = stdout.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// The package root (where `Models/`, `Catalog/` and `../shared` are found).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The third-party evaluation data beside the repository, if present.
    public static let sharedData: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")

    /// Whether `../shared/data` is present (tests that need it are skipped otherwise).
    public static var hasSharedData: Bool { FileManager.default.fileExists(atPath: sharedData.path) }

    /// The built binary: beside the test bundle, where SwiftPM puts every product of the build.
    public static let binary: URL = product("clothesline")

    /// The built product `name` (an executable of this package), found the same way as ``binary``.
    public static func product(_ name: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [beside, beside.deletingLastPathComponent()]
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for dir in candidates {
            let url = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `clothesline arguments…` (or another `executable`) with `stdin` as standard input; kills it after
    /// `timeout` seconds.
    public static func run(
        _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
        currentDirectory: URL? = nil, timeout: TimeInterval = 60, executable: URL = binary
    ) throws -> Result {
        try run(arguments, stdinData: Data(stdin.utf8), environment: environment,
                currentDirectory: currentDirectory, timeout: timeout, executable: executable)
    }

    /// Runs the binary (or another `executable`) with raw bytes as standard input.
    public static func run(
        _ arguments: [String], stdinData: Data, environment: [String: String] = [:],
        currentDirectory: URL? = nil, timeout: TimeInterval = 60, executable: URL = binary
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both streams concurrently so a full pipe never blocks the child.
        let outBox = DataBox(), errBox = DataBox()
        let group = DispatchGroup()
        for (handle, box) in [(output.fileHandleForReading, outBox), (error.fileHandleForReading, errBox)] {
            group.enter()
            DispatchQueue.global().async {
                box.set(handle.readDataToEndOfFile())
                group.leave()
            }
        }
        DispatchQueue.global().async {
            // A child that exits before reading all its input (a usage error) closes the pipe: the write must
            // then fail with EPIPE rather than kill the whole test process. SIGPIPE goes to the writing thread,
            // so block it here only (children keep the default), and drop it if it came.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            try? input.fileHandleForWriting.write(contentsOf: stdinData)
            try? input.fileHandleForWriting.close()
            var noWait = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &noWait) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        let deadline = DispatchTime.now() + timeout
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outBox.get(), as: UTF8.self),
            stderr: String(decoding: errBox.get(), as: UTF8.self))
    }

    /// A thread-safe holder for data read on another queue.
    final class DataBox: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
    }
}
