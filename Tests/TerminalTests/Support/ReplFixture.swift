import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import Terminal
import TestSupport

/// The catalog, manager and a REPL over scripted input that the Terminal tests share.
enum ReplFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `Fixtures/catalog.json`: 6 products, 3 jeans (one named with escape sequences).
    static func catalog() throws -> Catalog {
        try Catalog.load(contentsOf: directory.appendingPathComponent("catalog.json"))
    }

    static let classifier = ClassifierDouble(
        exact: ["something for a wedding": 0.62, "a party outfit": 0.7, "asdf": 0.2, "what is the weather": 0.04],
        unknown: ["zzz"], fallbackProbability: 0.93)

    /// What one scripted session printed.
    struct Session {
        var repl: ChatRepl
        var reader: ScriptedLineReader
        var output: OutputBuffer
        var errors: OutputBuffer
        var exit: ChatExit
    }

    /// Runs `events` through a fresh REPL (no colour unless `colour`, `width` columns).
    static func run(
        _ events: [LineEvent], colour: Bool = false, width: Int = 100, policy: Policy = .balanced
    ) throws -> Session {
        let manager = DialogueManager(classifier: classifier, catalog: try catalog(),
                                      model: ModelIdentity(name: "fixed", version: "1"))
        let reader = ScriptedLineReader(events)
        let output = OutputBuffer()
        let errors = OutputBuffer()
        let repl = ChatRepl(
            manager: manager, state: DialogueState(policy: policy), reader: reader, output: output, errors: errors,
            configuration: .init(styler: Styler(isEnabled: colour), width: { width }),
            modelDetails: [("name", "fixed"), ("labels", "valid, invalid")],
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let exit = repl.run()
        return Session(repl: repl, reader: reader, output: output, errors: errors, exit: exit)
    }

    /// Runs `lines` as typed lines.
    static func run(lines: [String], colour: Bool = false, width: Int = 100) throws -> Session {
        try run(lines.map { .line(InputLine(rawBytes: Array($0.utf8))) }, colour: colour, width: width)
    }
}
