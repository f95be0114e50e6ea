import Assistant
import Foundation
import ProductCatalog
import Terminal
import TextClassification
#if canImport(Glibc)
import Glibc
#endif

/// The `startup` group: time from starting `clothesline` (no arguments = chat with the shipped model and
/// catalog) on a pseudo-terminal to its first prompt on the screen, plus the in-process loading behind it.
///
/// Target: median ≤ 50 ms to the first prompt on the release build.
enum StartupBenchmarks {
    /// Spawns the release binary on a fresh pseudo-terminal many times, then times the loading in process.
    static func run() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("clothesline")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw StartupBenchmarkError.missingBinary(binary.path)
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("clothesline-bench-\(getpid())")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path  // never touch the user's history
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = nil
        // Only the time to the prompt counts, not ending the chat afterwards, so samples are taken here.
        for _ in 0..<3 { _ = try timeToFirstPrompt(binary: binary.path, environment: environment) }
        var samples: [Double] = []
        for _ in 0..<40 { samples.append(try timeToFirstPrompt(binary: binary.path, environment: environment)) }
        let measurement = Measurement(name: "startup: spawn to first prompt (pty)", samples: samples)
        print(measurement.line(target: "≤ 50 ms median"))
        try loadingBreakdown()
    }

    /// What the first prompt waits for, step by step, in this process (shipped files or the environment's).
    private static func loadingBreakdown() throws {
        let modelURL = BenchmarkFiles.model
        let catalogURL = BenchmarkFiles.catalog
        let model = try TextClassifierModel.load(contentsOf: modelURL)
        let catalog = try Catalog.load(contentsOf: catalogURL)
        print(try Measurement.run("startup: load the model", iterations: 30) {
            _ = try TextClassifierModel.load(contentsOf: modelURL)
        }.line())
        print(try Measurement.run("startup: load the catalog", iterations: 30) {
            _ = try Catalog.load(contentsOf: catalogURL)
        }.line())
        print(Measurement.run("startup: build the dialogue manager (index)", iterations: 30) {
            _ = DialogueManager(classifier: model, catalog: catalog)
        }.line())
    }

    /// Starts the binary on a pseudo-terminal, waits until its prompt appears, then ends it with Ctrl-D.
    /// Returns the seconds from just before the fork to the prompt's arrival.
    private static func timeToFirstPrompt(binary: String, environment: [String: String]) throws -> Double {
        // Everything the child needs is prepared before forking: only execve runs in the child.
        let arguments = [strdup(binary), nil]
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            env.forEach { free($0) }
        }
        var master: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            execve(binary, arguments, env)
            _exit(127)
        }
        guard pid > 0 else { throw StartupBenchmarkError.spawn(String(cString: strerror(errno))) }
        defer { close(master) }
        var screen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(10)
        while !promptVisible(screen) {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { continue }
            if poller.revents & Int16(POLLIN) != 0 {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                screen.append(contentsOf: buffer[0..<count])
            }
            if Date() > deadline { break }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // End the chat with Ctrl-D, repeated: a Ctrl-D that arrives before libedit has put the terminal in raw
        // mode is lost (the prompt is drawn first). Drain the output, and make sure the chat is gone.
        let exitDeadline = Date().addingTimeInterval(2)
        var status: Int32 = 0
        var exited = false
        while !exited && Date() < exitDeadline {
            var endOfInput: UInt8 = 0x04
            _ = write(master, &endOfInput, 1)
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 50) > 0 { _ = read(master, &buffer, buffer.count) }
            exited = waitpid(pid, &status, WNOHANG) == pid
        }
        if !exited {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        guard promptVisible(screen) else {
            throw StartupBenchmarkError.noPrompt(String(decoding: screen, as: UTF8.self))
        }
        return elapsed
    }

    /// Whether the chat's prompt has been written (colour escapes may surround it).
    private static func promptVisible(_ screen: [UInt8]) -> Bool {
        TextSanitizer.sanitize(String(decoding: screen, as: UTF8.self)).contains(ChatRepl.promptText)
    }
}
