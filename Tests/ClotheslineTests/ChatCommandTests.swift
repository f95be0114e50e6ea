import Foundation
import TestSupport
import Testing

/// `clothesline chat` over piped stdin, with the shipped model and a small fixture catalog.
@Suite("chat command (plain mode)")
struct ChatCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let catalog = fixtures.appendingPathComponent("chat-catalog.json").path

    /// Runs `chat` on the fixture catalog with feedback off unless the arguments say otherwise.
    static func chat(
        _ input: String, _ arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> CLI.Result {
        var args = ["chat", "--catalog", catalog]
        if !arguments.contains(where: { $0.hasPrefix("--feedback") || $0 == "--no-feedback" }) {
            args.append("--no-feedback")
        }
        if !arguments.contains(where: { $0 == "--log" || $0 == "--no-log" }) { args.append("--no-log") }
        return try CLI.run(args + arguments, stdin: input, environment: environment)
    }

    static func objects(_ result: CLI.Result) throws -> [[String: Any]] {
        try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    /// A policy file in a fresh folder: always-ask (everything classified is confirmed) or never-sure.
    static func policy(act: Double, confirm: Double, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("policy-\(act)-\(confirm).json")
        try Data(#"{"name": "test", "act": \#(act), "confirm": \#(confirm)}"#.utf8).write(to: url)
        return url.path
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clothesline-chat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func humanModeWithEchoPagesRefinesAndShowsDetails() throws {
        let result = try Self.chat("show me some jeans please\nmore\nin black\n2\n", ["--echo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let out = result.stdout
        #expect(out.hasPrefix("> show me some jeans please\n6 products for jeans (showing 1–5):\n1. "), "\(out)")
        #expect(out.contains("> more\n6 products for jeans (showing 6):\n6. "), "\(out)")
        #expect(out.contains("> in black\n3 products for black jeans"), "\(out)")
        #expect(out.contains("> 2\n2. "), "\(out)")
        #expect(!out.contains("\u{1B}"), "no colours or escapes when piped")
    }

    @Test func jsonModeWritesOneObjectPerLineWithEveryKey() throws {
        let input = "show me some jeans please\nmore\n\nhello\nwhat's the weather like tomorrow in Paris?\n"
        let result = try Self.chat(input, ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        #expect(objects.count == 5)
        let keys: Set<String> = ["utterance", "classified", "label", "confidence", "hypotheses", "band", "reason", "action", "topic", "results", "reply"]
        for object in objects { #expect(Set(object.keys) == keys) }
        #expect(objects.map { $0["utterance"] as? String } == ["show me some jeans please", "more", "", "hello", "what's the weather like tomorrow in Paris?"])
        #expect(objects[0]["band"] as? String == "act")
        #expect(objects[0]["label"] as? String == "valid")
        #expect(objects[0]["action"] as? String == "search")
        #expect((objects[0]["results"] as? [String])?.count == 5)
        #expect((objects[0]["reason"] as? String)?.hasPrefix("act: valid") == true)
        #expect(objects[1]["band"] is NSNull, "paging runs no classification")
        #expect((objects[1]["results"] as? [String])?.count == 1)
        #expect(objects[2]["action"] as? String == "help")
        #expect(objects[3]["action"] as? String == "smalltalk")
        #expect(objects[4]["label"] as? String == "invalid")
        #expect(["out-of-scope", "confirm"].contains(objects[4]["action"] as? String ?? ""))
    }

    /// Store questions through the shipped model, topic model and catalog: answered from the store section,
    /// with `topic` after `action`, and the results on screen still refined by the next line.
    @Test func storeQuestionsAreAnsweredFromTheShippedCatalog() throws {
        let input = "show me jeans\nhow many days do I have to send an item back\nin black\nwhen do you open tomorrow morning\n"
        let result = try CLI.run(["chat", "--json", "--no-feedback"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        #expect(objects.map { $0["action"] as? String } == ["search", "support", "search", "support"])
        #expect(objects.map { $0["topic"] as? String } == [nil, "returns", nil, "hours"])
        #expect(objects[1]["label"] as? String == "store")
        #expect((objects[1]["reply"] as? String)?.contains("within 30 days") == true)
        #expect((objects[1]["results"] as? [String]) == [])
        #expect((objects[2]["reply"] as? String)?.contains("black jeans") == true, "the next line refines the jeans")
        #expect((objects[3]["reply"] as? String)?.contains("Mon-Sat 9:00-18:00") == true)
        let line = try #require(result.lines.last)
        #expect(line.contains(#""action":"support","topic":"hours","results":[]"#))
    }

    @Test func confirmationAnswersAreSavedAsFeedback() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alwaysAsk = try Self.policy(act: 1, confirm: 0, in: folder)
        let file = folder.appendingPathComponent("fb/feedback.jsonl")
        let result = try Self.chat(
            "show me jeans\nyes\nred dress\nno\n3\n", ["--json", "--policy", alwaysAsk, "--feedback", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        #expect(objects.map { $0["action"] as? String } == ["confirm", "search", "confirm", "menu", "support"])
        #expect((objects[0]["reply"] as? String)?.contains("Is this a clothing question? If so, I'll search for jeans") == true)
        #expect(objects[4]["reply"] as? String ?? "" == "You can reach Chat Test Store customer support here:\nEmail: support@chat-test.example\nPhone: +1 555 0199")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let records = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(records.map { $0["text"] as? String } == ["show me jeans", "red dress"])
        #expect(records.map { $0["label"] as? String } == ["valid", "invalid"])
        #expect(records.map { $0["answer"] as? String } == ["yes", "no"])
        #expect(records.allSatisfy { $0["model"] is String && $0["modelVersion"] is String && $0["time"] is String })
    }

    @Test func feedbackDefaultsToTheXDGStateFolder() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alwaysAsk = try Self.policy(act: 1, confirm: 0, in: folder)
        let result = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--policy", alwaysAsk], stdin: "jeans\ny\n",
            environment: ["XDG_STATE_HOME": folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let saved = folder.appendingPathComponent("clothesline/feedback.jsonl")
        #expect(try String(contentsOf: saved, encoding: .utf8).split(separator: "\n").count == 1)
    }

    @Test func noFeedbackWritesNothingAndUnwritableFeedbackWarnsOnce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alwaysAsk = try Self.policy(act: 1, confirm: 0, in: folder)
        let quiet = try CLI.run(
            ["chat", "--catalog", Self.catalog, "--policy", alwaysAsk, "--no-feedback", "--no-log"], stdin: "jeans\ny\n",
            environment: ["XDG_STATE_HOME": folder.path])
        #expect(quiet.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("clothesline").path))

        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let result = try Self.chat(
            "jeans\ny\ndress\nyes\nshoes\nno\n",
            ["--json", "--policy", alwaysAsk, "--feedback", blocker.appendingPathComponent("f.jsonl").path])
        #expect(result.status == 0, "the chat goes on")
        #expect(try Self.objects(result).count == 6)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("cannot save feedback") == true)
    }

    @Test func fallbackMenuLeadsToBrowseAndSearchPrompt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let neverSure = try Self.policy(act: 1, confirm: 1, in: folder)
        let result = try Self.chat("show me jeans\n2\nDresses\nzzzz\n1\nwhite t-shirt\n", ["--json", "--policy", neverSure])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        // Under a policy that is never sure, the answer to "What are you looking for?" is classified like any
        // other line, and falls back too: a strict demo stays strict.
        #expect(objects.map { $0["action"] as? String } == ["menu", "browse", "browse", "menu", "search", "menu"])
        #expect(objects.map { $0["band"] as? String } == ["fallback", nil, nil, "fallback", nil, "fallback"])
        #expect([1, 2, 4].map { objects[$0]["reason"] as? String } == [
            "not classified: menu choice", "not classified: category choice", "not classified: menu choice",
        ])
        #expect((objects[5]["reason"] as? String)?.hasPrefix("fallback:") == true)
        #expect(objects[5]["classified"] as? String == "Search clothing: white t-shirt")
        #expect((objects[1]["reply"] as? String)?.contains("Jeans (6)") == true)
        #expect(objects[2]["results"] as? [String] == ["cd-1"])
        #expect(objects[4]["reply"] as? String == "What are you looking for?")
        #expect(objects[5]["results"] as? [String] == [])
    }

    @Test func catalogTextIsSanitisedWhenPrinted() throws {
        // Every line searches, whatever the model thinks of it.
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("search-all.json")
        try Data(#"{"act": 0, "confirm": 0, "routes": {"valid": "search", "invalid": "search"}}"#.utf8).write(to: url)
        let result = try Self.chat("carpenter jeans\n1\n", ["--echo", "--policy", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Carpenter Jeans RED"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        let json = try Self.chat("carpenter jeans\n1\n", ["--json", "--policy", url.path])
        #expect(!json.stdout.contains("\\u001b") && !json.stdout.contains("\\u0007"), "\(json.stdout)")
    }

    @Test func hostileInputIsHandledLineByLine() throws {
        var bytes = Data("show me jeans\r\n".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x6A, 0x65, 0x61, 0x6E, 0x73, 0x0A])  // invalid UTF-8, then "jeans"
        bytes.append(Data("\u{1B}[31mred\u{1B}[0m dress\u{0}\u{7}\n".utf8))
        bytes.append(Data(String(repeating: "jeans ", count: 20_000).utf8))
        bytes.append(Data("\n\n\n".utf8))
        bytes.append(Data("last line without newline".utf8))
        let result = try CLI.run(["chat", "--catalog", Self.catalog, "--no-feedback", "--no-log", "--json"], stdinData: bytes)
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try Self.objects(result)
        #expect(objects.count == 7)
        #expect(objects[0]["utterance"] as? String == "show me jeans")
        #expect(objects[2]["utterance"] as? String == "red dress")
        #expect((objects[3]["utterance"] as? String)?.utf8.count ?? 0 <= 4096)
        #expect(objects[6]["utterance"] as? String == "last line without newline")
        #expect(result.stderr.contains("line 4 is longer than 4096 bytes"), "a cut line is reported: \(result.stderr)")
    }

    @Test func emptyInputPrintsNothing() throws {
        let result = try Self.chat("")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    struct BadRun: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadRun(name: "missing catalog", arguments: ["chat", "--catalog", "/nonexistent/catalog.json"], message: "/nonexistent/catalog.json"),
        BadRun(name: "unknown preset", arguments: ["chat", "--preset", "bold"], message: "balanced, strict, lenient"),
        BadRun(name: "policy and preset", arguments: ["chat", "--preset", "strict", "--policy", "p.json"], message: "either --policy"),
        BadRun(name: "feedback and no-feedback", arguments: ["chat", "--feedback", "f", "--no-feedback"], message: "either --feedback"),
        BadRun(name: "missing policy file", arguments: ["chat", "--policy", "/nonexistent/policy.json"], message: "/nonexistent/policy.json"),
    ])
    func badArgumentsFailWithAMessage(_ bad: BadRun) throws {
        // No input: a process that exits before reading would make writing to it raise SIGPIPE here.
        let result = try CLI.run(bad.arguments + (bad.arguments.contains("--catalog") ? [] : ["--catalog", Self.catalog]))
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(bad.message), "\(result.stderr)")
    }

    @Test func invalidPolicyFileNamesTheField() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try Self.policy(act: 0.4, confirm: 0.6, in: folder)
        let result = try Self.chat("", ["--policy", bad])
        #expect(result.status != 0)
        #expect(result.stderr.contains("confirm: must not exceed act"), "\(result.stderr)")
    }
}
