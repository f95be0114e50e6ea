import Foundation
import TestSupport
import Testing

/// The learning loop through the binary: explain, log, review, retrain, compare.
@Suite("learning loop: classify --explain, the chat's log, review, evaluate --compare")
struct LearningLoopTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures")
    static let trainingData = fixtures.appendingPathComponent("loop-train.csv").path
    static let catalog = CLI.packageRoot.appendingPathComponent("Tests/TerminalTests/Fixtures/catalog.json").path
    /// Lines with words the small model has never seen ("jorts", "shackets"), and lines it is sure about.
    static let chatLines = [
        "any jorts", "jorts for hiking", "got shackets", "shackets in green", "hoodies in xl", "tell me a joke",
        "more",
    ]

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cl-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func train(_ output: URL, extra: [String] = []) throws {
        let result = try CLI.run(
            ["train", trainingData] + extra + ["--output", output.path, "--evidence-scaling", "--validation-split", "0"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func jsonLines(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func explainSplitsTheScoreIntoWordsInBothFormats() throws {
        let text = try CLI.run(["classify", "--explain", "watch the news tonight"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.lines.count == 3, "\(text.stdout)")
        #expect(text.lines[1].hasPrefix("  towards "))
        #expect(text.lines[2].hasPrefix("  against "))
        #expect(text.stdout.contains("\"watch\""))

        let json = try CLI.run(["classify", "--explain", "--json", "any hoodies in xl?"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let explanation = try #require(object["explanation"] as? [String: Any])
        #expect(explanation["label"] as? String == object["label"] as? String)
        let parts = try #require(explanation["contributions"] as? [[String: Any]])
        let sum = parts.compactMap { $0["value"] as? Double }.reduce(explanation["bias"] as? Double ?? .nan, +)
        #expect(abs(sum - (explanation["score"] as? Double ?? .nan)) < 1e-9)
        let positions = parts.compactMap { $0["position"] as? Int }
        #expect(positions == positions.sorted(), "reading order")
        #expect((explanation["towards"] as? [[String: Any]])?.contains { $0["text"] as? String == "hoodies" } == true)
    }

    @Test func whyListsTheWordsThatDecided() throws {
        let result = try CLI.run(
            ["chat", "--repl", "--catalog", Self.catalog, "--no-feedback", "--no-log"],
            stdin: "watch the news tonight\n:why\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("towards invalid: "), "\(result.stdout)")
        #expect(result.stdout.contains("against invalid: \"watch\""), "\(result.stdout)")
    }

    @Test func chatLogsEveryClassifiedLineAndNoLogWritesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--no-feedback", "--json"],
            stdin: "show me jeans\nmore\nwhat's the weather\n", environment: ["XDG_STATE_HOME": folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let log = folder.appendingPathComponent("clothesline/classified.jsonl")
        let records = try Self.jsonLines(log)
        #expect(records.map { $0["text"] as? String } == ["show me jeans", "what's the weather"], "paging is not classified")
        for record in records {
            for key in ["label", "confidence", "hypotheses", "band", "action", "model", "modelVersion", "time"] {
                #expect(record[key] != nil, "\(key) missing in \(record)")
            }
        }
        let permissions = try FileManager.default.attributesOfItem(atPath: log.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)

        let quiet = try Self.folder()
        defer { try? FileManager.default.removeItem(at: quiet) }
        let off = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log"], stdin: "show me jeans\n",
            environment: ["XDG_STATE_HOME": quiet.path])
        #expect(off.status == 0)
        #expect(!FileManager.default.fileExists(atPath: quiet.appendingPathComponent("clothesline").path))
        let both = try CLI.run(["chat", "--log", "x.jsonl", "--no-log"])
        #expect(both.status != 0 && both.stderr.contains("either --log"))
    }

    @Test func logGoesBesideAnExplicitFeedbackFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feedback = folder.appendingPathComponent("mine/feedback.jsonl")
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--feedback", feedback.path], stdin: "show me jeans\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mine/classified.jsonl").path))
    }

    @Test func reviewGroupsWithoutATerminalAndLeavesLabelledLinesOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("m0.clmodel")
        try Self.train(model)
        let log = folder.appendingPathComponent("log.jsonl")
        let chat = try CLI.run(
            ["chat", "--model", model.path, "--catalog", Self.catalog, "--no-feedback", "--log", log.path],
            stdin: Self.chatLines.joined(separator: "\n") + "\n")
        #expect(chat.status == 0, "\(chat.stderr)")
        let labels = folder.appendingPathComponent("labels.jsonl")
        let json = try CLI.run(["review", log.path, "--labels", labels.path, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let groups = try json.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(groups.map { $0["title"] as? String } == ["unknown word \"jorts\"", "unknown word \"shackets\""])
        #expect(groups.map { $0["count"] as? Int } == [2, 2])
        let texts = groups.flatMap { ($0["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
        #expect(Set(texts) == ["any jorts", "jorts for hiking", "got shackets", "shackets in green"])

        try #"{"text":"Any  Jorts","label":"valid","time":"2026-01-01T00:00:00Z"}"#.appending("\n")
            .write(to: labels, atomically: true, encoding: .utf8)
        let text = try CLI.run(["review", log.path, "--labels", labels.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.lines.first == "3 lines to review (3 distinct) in 2 groups; 1 already labelled.", "\(text.stdout)")
        #expect(!text.stdout.contains("\"any jorts\""))

        let missing = try CLI.run(["review", folder.appendingPathComponent("none.jsonl").path])
        #expect(missing.status != 0 && missing.stderr.contains("none.jsonl"))
        let badKeys = try CLI.run(["review", log.path, "--keys", "q=valid"])
        #expect(badKeys.status != 0 && badKeys.stderr.contains("--keys"))
    }

    @Test func compareNeedsTwoModelsAndData() throws {
        let once = try CLI.run(["evaluate", "--compare", "old.clmodel"])
        #expect(once.status != 0 && once.stderr.contains("--compare"))
        let none = try CLI.run(["evaluate"])
        #expect(none.status != 0)
    }

    /// The whole loop: a piped chat logs the lines, a person labels them in `review` on a pseudo-terminal (with
    /// an undo, a quit and a resumed session), the model retrained with the labels acts on them, and
    /// `evaluate --compare` lists them.
    @Test(.enabled(if: TmuxSession.isAvailable))
    func chatReviewRetrainCompare() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old.clmodel")
        try Self.train(old)
        let log = folder.appendingPathComponent("log.jsonl")
        let chat = try CLI.run(
            ["chat", "--model", old.path, "--catalog", Self.catalog, "--no-feedback", "--log", log.path],
            stdin: Self.chatLines.joined(separator: "\n") + "\n")
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(try Self.jsonLines(log).count == 6)

        let labels = folder.appendingPathComponent("labels.jsonl")
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder.path]
        let review = [CLI.binary.path, "review", log.path, "--labels", labels.path]
        do {
            let tmux = try TmuxSession(review, environment: environment)
            var screen = try tmux.waitFor("[q] quit")
            #expect(screen.contains("unknown word \"jorts\""), "\(screen)")
            #expect(screen.contains("\"any jorts\""), "\(screen)")
            try tmux.type("v")
            screen = try tmux.waitFor("\"jorts for hiking\"")
            try tmux.type("i")
            screen = try tmux.waitFor("labelled 2")
            try tmux.type("u")
            screen = try tmux.waitFor("Undone.")
            #expect(screen.contains("\"jorts for hiking\""))
            try tmux.type("v")
            screen = try tmux.waitFor("\"got shackets\"")
            let pid = try tmux.pid()
            try tmux.type("q")
            try tmux.waitFor("Labelled 2 and skipped 0 lines")
            // tmux sometimes marks the pane dead before it learns the status: wait for the process instead.
            #expect(TmuxSession.waitUntilEnded(pid: pid))
        }
        #expect(try Self.jsonLines(labels).map { $0["label"] as? String } == ["valid", "valid"], "the undone label is gone")
        do {
            let tmux = try TmuxSession(review, environment: environment)
            var screen = try tmux.waitFor("[q] quit")
            #expect(screen.contains("2 already labelled"), "\(screen)")
            #expect(screen.contains("\"got shackets\""), "resumes after the labelled lines: \(screen)")
            try tmux.type("v")
            screen = try tmux.waitFor("\"shackets in green\"")
            try tmux.type("v")
            screen = try tmux.waitFor("Every line has been seen")
            let pid = try tmux.pid()
            try tmux.type("q")
            try tmux.waitFor("Labelled 2 and skipped 0 lines")
            // tmux sometimes marks the pane dead before it learns the status: wait for the process instead.
            #expect(TmuxSession.waitUntilEnded(pid: pid))
        }
        let labelled = try Self.jsonLines(labels)
        #expect(labelled.compactMap { $0["text"] as? String }
            == ["any jorts", "jorts for hiking", "got shackets", "shackets in green"])

        let new = folder.appendingPathComponent("new.clmodel")
        try Self.train(new, extra: [labels.path])
        let classified = try CLI.run(["classify", "--model", new.path, "--json", "any jorts", "got shackets"])
        for line in classified.lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["label"] as? String == "valid")
            #expect((object["confidence"] as? Double ?? 0) >= 0.8, "the new model acts on it: \(line)")
        }
        let compare = try CLI.run(["evaluate", "--compare", old.path, new.path, labels.path, "--json"])
        #expect(compare.status == 0, "\(compare.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])
        let changed = try #require(report["changed"] as? [[String: Any]])
        let moved = changed.filter { ($0["new"] as? [String: Any])?["band"] as? String == "act" }
            .compactMap { $0["text"] as? String }
        #expect(Set(moved) == ["any jorts", "jorts for hiking", "got shackets"])
        #expect(changed.allSatisfy { ($0["old"] as? [String: Any])?["band"] as? String == "confirm" })
        let newFigures = try #require(report["new"] as? [String: Any])
        #expect(newFigures["act"] as? Double == 1)
        let text = try CLI.run(["evaluate", "--compare", old.path, new.path, labels.path])
        #expect(text.stdout.contains("confirm valid 0.72 → act valid 1.00  [valid]  got shackets"), "\(text.stdout)")
    }
}
