import Assistant
import ConfidencePolicy
import Foundation
import Testing
@testable import Terminal

/// The one chat loop behind the REPL, piped plain and `--json` chat and transcripts.
@Suite("Chat driver")
struct ChatDriverTests {
    static func driver() throws -> ChatDriver {
        let manager = DialogueManager(classifier: ReplFixture.classifier, catalog: try ReplFixture.catalog())
        return ChatDriver(
            engine: ChatEngine(manager: manager, policy: .balanced, modelDetails: [("name", "fixed")]),
            errors: OutputBuffer(), now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    /// Runs `lines` through the plain or JSON view.
    static func run(_ lines: [String], json: Bool) throws -> (output: String, exit: ChatExit) {
        let output = OutputBuffer()
        let view: any ChatView = json
            ? JSONChatView(output: output, errors: OutputBuffer())
            : PlainChatView(output: output, errors: OutputBuffer())
        let exit = try driver().run(reader: ScriptedLineReader(lines: lines), view: view)
        return (output.text, exit)
    }

    @Test(arguments: [":why", ":policy", ":model", ":catalog", ":help", ":history", ":bands 0.9 0.6", ":dance"])
    func commandsAreExemptInJSON(command: String) throws {
        let lines = try Self.run(["show me jeans", command], json: true).output.split(separator: "\n")
        #expect(lines.count == 2)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(object["utterance"] as? String == command)
        #expect(object["band"] is NSNull)
        #expect(object["label"] is NSNull)
        #expect(object["reason"] as? String == "not classified: chat command")
        #expect(object["action"] as? String == "command")
        let reply = try #require(object["reply"] as? String)
        #expect(!reply.contains("Sorry, I can only help"))
        #expect(!reply.contains("\u{1B}"))
    }

    @Test(arguments: [
        (":why", "band:   act"),
        (":policy", "act       top probability ≥ 0.80"),
        (":model", "name  fixed"),
        (":catalog", "6 products (5 in stock)"),
        (":bands 0.9 0.6", "Bands changed from the next line on."),
    ])
    func commandsWorkInPlainChat(command: String, expected: String) throws {
        let text = try Self.run(["show me jeans", command], json: false).output
        #expect(text.contains(expected), "\(text)")
        #expect(!text.contains("Sorry, I can only help"))
    }

    @Test func quitEndsPipedChat() throws {
        let result = try Self.run([":quit", "show me jeans"], json: false)
        #expect(result.exit == .quit)
        #expect(result.output.isEmpty)
    }

    @Test func plainChatAnswersEmptyLinesAndSeparatesReplies() throws {
        let text = try Self.run(["hello", ""], json: false).output
        #expect(text.contains("\n\n"))
        #expect(!text.hasPrefix("\n"))
    }

    @Test func bandsSetInPipedChatDecideTheNextLine() throws {
        let driver = try Self.driver()
        _ = driver.respond(to: ":bands 0.95 0.9")
        guard case .turn(let turn) = driver.respond(to: "something for a wedding") else {
            Issue.record("no turn")
            return
        }
        #expect(turn.decision?.band == .fallback)
        #expect(driver.state.policy.name == "custom")
    }
}
