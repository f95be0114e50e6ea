import Foundation

/// A program running on a real pseudo-terminal inside a private tmux server, for end-to-end tests of the
/// interactive chat: send keys, read the screen, see how the program ended.
final class TmuxSession {
    /// Whether tmux is installed (tests that need it are skipped otherwise).
    static var isAvailable: Bool { executable != nil }

    private static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    private let directory: URL
    private var socket: String { directory.appendingPathComponent("tmux.sock").path }

    /// Starts `arguments` (executed directly, no shell) on a `width`×`height` terminal with `environment` added.
    init(_ arguments: [String], environment: [String: String], width: Int = 100, height: Int = 40) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cl-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("tmux.conf")
        try "set -g remain-on-exit on\nset -g history-limit 5000\n".write(to: config, atomically: true, encoding: .utf8)
        var command = ["-f", config.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { command += ["-e", "\(key)=\(value)"] }
        command += ["--"] + arguments
        // The server this starts keeps the client's standard output open: do not wait for its end.
        _ = try tmux(command, capturesOutput: false)
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends tmux key names (`Enter`, `Tab`, `C-c`, `Up`, …).
    func press(_ keys: String...) throws {
        _ = try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        _ = try tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// The visible screen plus scroll-back, wrapped lines joined, trailing blank lines dropped.
    func screen() throws -> String {
        var text = try tmux(["capture-pane", "-p", "-J", "-S", "-1000", "-t", "0"])
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    /// Waits until `predicate` holds for the screen, or `timeout` passes; returns the last screen.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return last
    }

    /// Waits until the screen contains `text` `count` times.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 10) throws -> String {
        try waitForScreen(timeout: timeout) { $0.components(separatedBy: text).count - 1 >= count }
    }

    /// The process id of the program (never 0 or negative, which `kill` would take as a group).
    func pid() throws -> Int32 {
        let text = try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"])
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 else {
            throw TmuxSessionError.noProcess(text)
        }
        return pid
    }

    /// The exit status once the program has ended (128 + the signal if a signal ended it), waiting up to
    /// `timeout`; nil if it is still running.
    ///
    /// tmux marks the pane dead when the terminal closes, which can be before it has reaped the process, so
    /// this waits until the status or the signal is known as well.
    func exitStatus(timeout: TimeInterval = 10) throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let fields = try tmux(["display-message", "-p", "-t", "0",
                                   "#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}"])
                .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", omittingEmptySubsequences: false)
            if fields.count == 3, fields[0] == "1" {
                if let status = Int32(fields[1]) { return status }
                if let signal = Int32(fields[2]) { return 128 + signal }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Waits until process `pid` has ended (gone, or a zombie its parent has not collected yet).
    static func waitUntilEnded(pid: Int32, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // The state follows the command name in parentheses: "pid (comm) S …".
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Runs one tmux command and returns its standard output.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid` rather than `Process`: the tmux server that
    /// `new-session` forks outlives its client, which `Process.waitUntilExit` does not cope with. The signal
    /// mask is cleared, so the program under test can get Ctrl-C and SIGTERM even though the test runner's
    /// threads block them.
    private func tmux(_ arguments: [String], capturesOutput: Bool = true) throws -> String {
        let outputPath = directory.appendingPathComponent("out-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capturesOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let executable = Self.executable ?? "/usr/bin/tmux"
        let argv = ([executable, "-S", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw TmuxSessionError.cannotRun(String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard capturesOutput else { return "" }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
