import Foundation
import TestSupport
import Testing

/// End-to-end runs of the chat: on a real pseudo-terminal (tmux) for the line editor, and over pipes for the
/// plain mode's manners (no escapes, one JSON object per line, quiet on a closed pipe).
@Suite("chat on a terminal and over pipes")
struct ReplCommandTests {
    /// The Terminal tests' catalog: 6 products, one named with escape sequences.
    static let catalog = CLI.packageRoot.appendingPathComponent("Tests/TerminalTests/Fixtures/catalog.json").path

    /// A fresh HOME with an `.editrc` that binds Ctrl-O to type `:history`, and a state directory.
    static func home() throws -> (home: URL, history: URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cl-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "clothesline:bind -s ^O \":history\"\n".write(
            to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
        return (home, home.appendingPathComponent("state/clothesline/history"))
    }

    static func environment(home: URL) -> [String: String] {
        ["HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path, "TERM": "xterm-256color",
         "LANG": "C.UTF-8", "NO_COLOR": ""]
    }

    /// Decodes libedit's history file (`_HiStOrY_V2_`, then one entry per line with `\040` for spaces).
    static func historyEntries(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        guard lines.first == "_HiStOrY_V2_" else { return [] }
        lines.removeFirst()
        return lines.map { $0.replacingOccurrences(of: "\\040", with: " ") }
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func typingCompletionHistoryCtrlCAndQuit() throws {
        let (home, history) = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try TmuxSession(
            [CLI.binary.path, "chat", "--catalog", Self.catalog, "--no-feedback", "--no-log"],
            environment: Self.environment(home: home))
        var screen = try tmux.waitFor("you> ")
        #expect(screen.contains("Clothesline"), "\(screen)")

        // Tab completes a catalog category; the result table follows.
        try tmux.type("show me je")
        try tmux.press("Tab")
        screen = try tmux.waitFor("show me Jeans")
        try tmux.press("Enter")
        screen = try tmux.waitFor("Levi's")
        #expect(screen.contains("#  Name"))
        #expect(screen.contains("Evil Jeans"))
        #expect(!screen.contains("pwned"))

        // Ctrl-C discards the half-typed line and keeps the session.
        try tmux.type("half a line")
        try tmux.press("C-c")
        screen = try tmux.waitFor("^C")
        screen = try tmux.waitFor("you> ", count: 3)

        // Up recalls the previous entry (not the discarded one); Enter runs it again.
        try tmux.press("Up")
        screen = try tmux.waitFor("you> show me Jeans", count: 2)
        try tmux.press("Enter")
        screen = try tmux.waitFor("Levi's", count: 2)

        // Ctrl-R finds an old line by a fragment.
        try tmux.type(":why")
        try tmux.press("Enter")
        screen = try tmux.waitFor("reason:")
        try tmux.press("C-r")
        try tmux.type("show")
        try tmux.press("Enter")
        screen = try tmux.waitFor("Levi's", count: 3)

        // Meta command completion, and the ~/.editrc binding (Ctrl-O types ":history").
        try tmux.type(":pol")
        try tmux.press("Tab")
        screen = try tmux.waitFor(":policy")
        try tmux.press("Enter")
        screen = try tmux.waitFor("routes")
        try tmux.press("C-o", "Enter")
        screen = try tmux.waitFor("1  show me Jeans")
        #expect(!screen.contains("half a line\n"))

        let pid = try tmux.pid()
        try tmux.type(":quit")
        try tmux.press("Enter")
        let ended = TmuxSession.waitUntilEnded(pid: pid)
        let status = try tmux.exitStatus(timeout: 2)
        let finalScreen = try tmux.screen()
        #expect(ended, "\(finalScreen)")
        #expect(status == nil || status == 0, "\(finalScreen)")
        let entries = try Self.historyEntries(history)
        #expect(entries == ["show me Jeans", ":why", "show me Jeans", ":policy", ":history", ":quit"])
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func ctrlDAndSigtermSaveTheHistory() throws {
        let (home, history) = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        /// Starts a chat on a terminal and enters `line`.
        func chat(entering line: String) throws -> TmuxSession {
            let tmux = try TmuxSession(
                [CLI.binary.path, "chat", "--catalog", Self.catalog, "--no-feedback", "--no-log"],
                environment: Self.environment(home: home))
            try tmux.waitFor("you> ")
            try tmux.type(line)
            try tmux.press("Enter")
            try tmux.waitFor("you> ", count: 2)
            return tmux
        }
        do {
            let tmux = try chat(entering: "first session")
            let pid = try tmux.pid()
            try tmux.press("C-d")
            #expect(TmuxSession.waitUntilEnded(pid: pid))
            let status = try tmux.exitStatus(timeout: 2)
            #expect(status == nil || status == 0)
        }
        do {
            let tmux = try chat(entering: "second session")
            try tmux.type("typed but not entered")
            try tmux.waitFor("typed but not entered")
            let pid = try tmux.pid()
            kill(pid, SIGTERM)
            // tmux does not always collect the status of a pane ended by a signal it did not send; the program
            // must have ended either way, and when tmux knows the status it must be 128 + SIGTERM.
            let ended = TmuxSession.waitUntilEnded(pid: pid)
            let screen = try tmux.screen()
            #expect(ended, "\(screen)")
            if let status = try tmux.exitStatus(timeout: 2) {
                #expect(status == 128 + SIGTERM, "\(screen)")
            }
        }
        #expect(try Self.historyEntries(history) == ["first session", "second session"])
    }

    @Test func pipedHumanOutputHasNoPromptsOrEscapes() throws {
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log", "--echo", "--color", "always"],
            stdin: "show me jeans\nmore\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("> show me jeans"))
        #expect(result.stdout.contains("Levi's"))
        #expect(!result.stdout.contains("you> "))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// `printf 'what do you have\nyes\n' | clothesline chat --repl` printed "750 products for  (showing 1–5)".
    @Test func theREPLNamesNoEmptyQuery() throws {
        let result = try CLI.run(
            ["chat", "--repl", "--catalog", Self.catalog, "--no-feedback", "--no-log"], stdin: "what do you have\nyes\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("for  ("), "\(result.stdout)")
        #expect(!result.stdout.contains(" for (showing"), "\(result.stdout)")
    }

    /// `:` commands piped in are the chat's, as in the REPL: never classified, never refused.
    @Test(arguments: [["--json"], ["--echo"]])
    func pipedChatCommandsAreHandled(mode: [String]) throws {
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log"] + mode, stdin: "show me jeans\n:why\n:policy\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("Sorry, I can only help"), "\(result.stdout)")
        #expect(result.stdout.contains("band:"), "\(result.stdout)")
        #expect(result.stdout.contains("top probability ≥"), "\(result.stdout)")
        if mode == ["--json"] {
            for line in result.lines.dropFirst() {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(object["band"] is NSNull)
                #expect(object["reason"] as? String == "not classified: chat command")
            }
        }
    }

    @Test func pipedJSONIsOneObjectPerLine() throws {
        let input = ["show me jeans", "", "2", "what is the weather", ":why"]
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log", "--json"], stdin: input.joined(separator: "\n"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == input.count)
        for (line, utterance) in zip(result.lines, input) {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["utterance"] as? String == utterance)
            #expect(object?["reply"] is String)
        }
    }

    /// Random bytes, escape sequences and huge lines through the binary: no crash, one JSON object per input
    /// line, and no raw escape character in either output mode.
    @Test(arguments: [11, 12, 13])
    func fuzzedInputThroughTheBinary(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)  // repeatable bytes
        func randomBytes(count: Int) -> [UInt8] {
            (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        var lines: [[UInt8]] = []
        for index in 0..<40 {
            switch index % 5 {
            case 0: lines.append(Array("show me \u{1B}[31mred\u{1B}[0m jeans \u{1B}]0;title\u{07}".utf8))
            case 1: lines.append(randomBytes(count: 30).filter { $0 != 0x0A })
            case 2: lines.append(Array(repeating: 0x6A, count: index == 2 ? 200_000 : 5_000))
            case 3: lines.append([0x00, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x9B, 0x41, 0x0D])
            default: lines.append(Array("more".utf8))
            }
        }
        let input = Data(lines.map { $0 + [0x0A] }.joined())
        let json = try CLI.run(["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log", "--json"], stdinData: input)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.lines.count == lines.count)
        #expect(json.lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        #expect(!json.stdout.contains("\u{1B}"))
        let human = try CLI.run(["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log", "--echo"], stdinData: input)
        #expect(human.status == 0, "\(human.stderr)")
        #expect(!human.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0 })
        #expect(human.stdout.components(separatedBy: "\n> ").count == lines.count)
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let script = "yes 'show me jeans' | head -n 3000 | '\(CLI.binary.path)' chat --catalog '\(Self.catalog)' "
            + "--no-feedback --no-log | head -n 2"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: stdout, as: UTF8.self).split(separator: "\n").count == 2)
        #expect(String(decoding: stderr, as: UTF8.self) == "")
    }
}
