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
        _ = try tmux(command)
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

    /// The process id of the program.
    func pid() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The exit status once the program has ended (waits up to `timeout`), or nil if it is still running.
    func exitStatus(timeout: TimeInterval = 10) throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let fields = try tmux(["display-message", "-p", "-t", "0", "#{pane_dead} #{pane_dead_status}"])
                .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if fields.first == "1" { return Int32(fields.count > 1 ? fields[1] : "") ?? -1 }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable ?? "/usr/bin/tmux")
        process.arguments = ["-S", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
