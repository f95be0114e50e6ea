import Assistant
import ConfidencePolicy
import Foundation
import Testing
@testable import Terminal
@testable import TextClassification

@Suite("Chat REPL over scripted input")
struct ChatReplTests {
    static func line(_ text: String) -> LineEvent { .line(InputLine(rawBytes: Array(text.utf8))) }

    @Test func searchRendersATableWithoutRawEscapes() throws {
        let session = try ReplFixture.run(lines: ["show me jeans"])
        let text = session.output.text
        #expect(text.contains("#  Name"))
        #expect(text.contains("Levi's"))
        #expect(text.contains("[valid 0.93] act"))
        #expect(text.contains("Evil Jeans"))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("pwned"))
        #expect(session.exit == .endOfInput)
        #expect(session.reader.closeCount == 1)
    }

    @Test func colourOutputHoldsOnlyOurStyleEscapes() throws {
        let session = try ReplFixture.run(lines: ["show me jeans", ":why", ":catalog"], colour: true)
        let text = session.output.text
        #expect(text.contains("\u{1B}[32m[valid 0.93]"))
        // Every escape is an SGR sequence we wrote (ESC [ digits/semicolons m), never catalog text.
        let stripped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(!stripped.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
    }

    @Test(arguments: [40, 60, 80, 120])
    func everyLineFitsTheWidth(width: Int) throws {
        let session = try ReplFixture.run(
            lines: ["show me jeans", ":why", ":catalog", ":policy", "browse"], width: width)
        let table = session.output.text.split(separator: "\n").filter { $0.hasPrefix("  1") || $0.hasPrefix("#") }
        #expect(!table.isEmpty)
        for line in table { #expect(DisplayWidth.of(line) <= width, "[\(line)]") }
    }

    @Test func whyShowsEveryHypothesisTheBandAndTheReason() throws {
        let session = try ReplFixture.run(lines: ["something for a wedding", ":why"])
        let text = session.output.text
        #expect(text.contains("\"something for a wedding\""))
        #expect(text.contains("valid") && text.contains("0.62") && text.contains("0.38"))
        #expect(text.contains("█"))
        #expect(text.contains("band:   confirm"))
        #expect(text.contains("reason: confirm: valid 0.62 in [0.50, 0.80)"))
    }

    @Test func whyShowsTheTextClassifiedInContextAndWhyTheLastLineWasNot() throws {
        let session = try ReplFixture.run(lines: ["show me jeans", "in black", "2", ":why"])
        let text = session.output.text
        #expect(text.contains("The last line (\"2\") was not classified (result reference)"))
        #expect(text.contains("\"in black\""))
        #expect(text.contains("classified in context as: \"jeans in black\""))
    }

    @Test func whyBeforeAnythingSaysSo() throws {
        let session = try ReplFixture.run(lines: [":why"])
        #expect(session.output.text.contains("Nothing has been classified yet"))
    }

    @Test(arguments: [
        ([":bands 0.95 0.9", "something for a wedding"], "custom", Band.fallback),
        ([":bands 0.6 0.5", "something for a wedding"], "custom", .act),
        ([":preset lenient", "a party outfit"], "lenient", .act),
        (["a party outfit"], "balanced", .confirm),
        ([":preset strict", "something for a wedding"], "strict", .fallback),
        (["something for a wedding"], "balanced", .confirm),
        ([":bands 0.5 0.9", "something for a wedding"], "balanced", .confirm),
        ([":preset nosuch", "something for a wedding"], "balanced", .confirm),
    ])
    func policyChangesTakeEffectOnTheNextTurn(lines: [String], policy: String, band: Band) throws {
        let session = try ReplFixture.run(lines: lines)
        #expect(session.repl.state.policy.name == policy)
        #expect(session.repl.lastTurn?.decision?.band == band)
    }

    @Test func badMetaCommandsAreExplained() throws {
        let session = try ReplFixture.run(lines: [":bands 0.5 0.9", ":dance", ":quit now"])
        let text = session.output.text
        #expect(text.contains("need 0 ≤ CONFIRM ≤ ACT ≤ 1"))
        #expect(text.contains("unknown command :dance"))
        #expect(text.contains(":quit takes no arguments"))
        #expect(session.exit == .endOfInput)
    }

    @Test func historyHoldsEnteredLinesButNotEmptyOnes() throws {
        let session = try ReplFixture.run(
            [Self.line("show me jeans"), Self.line(""), .interrupted, Self.line("show me jeans"), Self.line("2"),
             Self.line(":history")])
        #expect(session.reader.historyEntries == ["show me jeans", "2", ":history"])
        #expect(session.output.text.contains("1  show me jeans"))
        #expect(session.output.text.contains("3  :history"))
    }

    @Test func quitStopsReadingAndSavesOnce() throws {
        let session = try ReplFixture.run([Self.line(":quit"), Self.line("never read")])
        #expect(session.exit == .quit)
        #expect(session.exit.status == 0)
        #expect(session.reader.prompts.count == 1)
        #expect(session.reader.closeCount == 1)
    }

    @Test(arguments: [Int32(15), 1])
    func terminationSavesAndExitsWithTheSignalStatus(signal: Int32) throws {
        let session = try ReplFixture.run([Self.line("show me jeans"), .terminated(signal: signal)])
        #expect(session.exit == .terminated(signal: signal))
        #expect(session.exit.status == 128 + signal)
        #expect(session.reader.closeCount == 1)
    }

    @Test func resetForgetsTheConversationButKeepsThePolicy() throws {
        let session = try ReplFixture.run(lines: [":preset strict", "show me jeans", ":reset"])
        #expect(session.repl.state.isIdle)
        #expect(session.repl.state.policy.name == "strict")
        #expect(session.repl.lastTurn == nil)
    }

    @Test func modelCatalogPolicyAndHelp() throws {
        let text = try ReplFixture.run(lines: [":model", ":catalog", ":policy", ":help"]).output.text
        #expect(text.contains("labels  valid, invalid"))
        #expect(text.contains("6 products (5 in stock), 4 categories"))
        #expect(text.contains("Terminal Test Togs"))
        #expect(text.contains("act       top probability ≥ 0.80"))
        #expect(text.contains(":bands ACT CONFIRM"))
        #expect(text.contains("Ctrl-R"))
    }

    @Test func completionOffersCommandsAndCatalogWords() throws {
        let words = try ReplFixture.run(lines: []).repl.completionWords
        for word in [":why", ":bands", "Jeans", "Levi's", "Adidas", "black", "navy"] {
            #expect(words.contains(word), "\(word)")
        }
        #expect(WordCompletion.complete("red adi", candidates: words) == .replace(wordLength: 3, replacement: "Adidas "))
    }

    @Test func longLinesGetANotice() throws {
        let long = String(repeating: "jeans ", count: 1_000)
        let session = try ReplFixture.run(lines: [long])
        #expect(session.output.text.contains("longer than 4096 bytes"))
    }

    @Test func aClosedOutputEndsTheLoop() throws {
        let manager = DialogueManager(classifier: ReplFixture.classifier, catalog: try ReplFixture.catalog())
        let output = OutputBuffer()
        output.isBroken = true
        let reader = ScriptedLineReader(lines: ["show me jeans", "more"])
        let repl = ChatRepl(
            manager: manager, state: DialogueState(), reader: reader, output: output, errors: OutputBuffer(),
            configuration: .init(styler: Styler(isEnabled: false), width: { 80 }, showsBanner: false))
        #expect(repl.run() == .outputClosed)
        #expect(reader.closeCount == 1)
    }

    @Test func theEngineLoadsInTheBackgroundWhileThePromptIsUp() throws {
        let catalog = try ReplFixture.catalog()
        let engine = BackgroundValue<ChatEngine> {
            Thread.sleep(forTimeInterval: 0.2)
            let manager = DialogueManager(classifier: ReplFixture.classifier, catalog: catalog)
            return ChatEngine(manager: manager, policy: .strict, modelDetails: [("name", "slow")])
        }
        #expect(!engine.isReady)
        let reader = ScriptedLineReader(lines: [":help", "show me jeans", ":model"])
        let output = OutputBuffer()
        let repl = ChatRepl(
            engine: engine, reader: reader, output: output, errors: OutputBuffer(),
            configuration: .init(styler: Styler(isEnabled: false), width: { 80 }))
        #expect(repl.run() == .endOfInput)
        #expect(repl.state.policy.name == "strict")
        #expect(output.text.contains("Levi's"))
        #expect(output.text.contains("name  slow"))
    }

    @Test func anEngineThatFailsToLoadEndsTheChatWithItsError() throws {
        let engine = BackgroundValue<ChatEngine> { throw MetaCommandError.usage("a broken catalog") }
        _ = engine.wait()
        let reader = ScriptedLineReader(lines: [":help", "show me jeans"])
        let errors = OutputBuffer()
        let repl = ChatRepl(
            engine: engine, reader: reader, output: OutputBuffer(), errors: errors,
            configuration: .init(styler: Styler(isEnabled: false), width: { 80 }, showsBanner: false))
        let exit = repl.run()
        #expect(exit == .failed)
        #expect(exit.status == 1)
        #expect(errors.text.contains("clothesline: error: usage: a broken catalog"))
        #expect(reader.closeCount == 1)
    }

    /// Random bytes, escape sequences and huge lines through the plain reader and the loop: no crash, no raw
    /// escape in the uncoloured output, and every non-empty line handled.
    @Test(arguments: [1, 2, 3, 4, 5])
    func fuzzedInputNeverLeaksEscapes(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        let pieces: [[UInt8]] = [
            Array("show me jeans".utf8), Array("\u{1B}[2J\u{1B}]0;x\u{07}".utf8), [0x00, 0x07, 0x08, 0x7F],
            [0xFF, 0xC3, 0x28, 0xE2, 0x82], Array("more".utf8), Array(":why".utf8), Array("2".utf8),
            Array(repeating: 0x41, count: 6_000), Array("\r".utf8), Array("yes".utf8), Array("\u{9B}31m".utf8),
        ]
        for _ in 0..<60 {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            if Bool.random(using: &generator) {
                bytes += (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
            bytes.append(0x0A)
        }
        let manager = DialogueManager(classifier: ReplFixture.classifier, catalog: try ReplFixture.catalog())
        let output = OutputBuffer()
        let repl = ChatRepl(
            manager: manager, state: DialogueState(), reader: PlainLineReader(bytes: bytes), output: output,
            errors: OutputBuffer(),
            configuration: .init(styler: Styler(isEnabled: false), width: { 60 }, showsBanner: false))
        #expect(repl.run() == .endOfInput)
        #expect(!output.text.contains("\u{1B}"))
        #expect(TextSanitizer.isClean(output.text))
    }
}
