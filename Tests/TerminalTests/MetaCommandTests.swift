import Testing
@testable import Terminal

@Suite("Meta commands")
struct MetaCommandTests {
    @Test(arguments: [
        (":help", MetaCommand.help), (":H", .help), (":why", .why), (":policy", .policy),
        (":bands 0.9 0.6", .bands(act: 0.9, confirm: 0.6)), ("  :bands   1 0 ", .bands(act: 1, confirm: 0)),
        (":preset strict", .preset("strict")), (":model", .model), (":catalog", .catalog),
        (":history", .history), (":reset", .reset), (":quit", .quit), (":q", .quit),
    ])
    func parses(line: String, command: MetaCommand) {
        #expect(MetaCommand.parse(line) == .success(command))
    }

    @Test(arguments: [
        (":bands 0.5 0.9", MetaCommandError.invalidBands(act: 0.5, confirm: 0.9)),
        (":bands 1.5 0.2", .invalidBands(act: 1.5, confirm: 0.2)),
        (":bands high low", .notANumber("high low")),
        (":bands nan 0.2", .notANumber("nan 0.2")),
        (":bands 0.9", .usage(":bands ACT CONFIRM")),
        (":preset", .usage(":preset NAME")),
        (":quit now", .unexpectedArguments(command: ":quit")),
        (":dance", .unknown(":dance")),
    ])
    func rejects(line: String, error: MetaCommandError) {
        #expect(MetaCommand.parse(line) == .failure(error))
        #expect(error.errorDescription?.isEmpty == false)
    }

    @Test(arguments: ["show me jeans", "", ":", "what about :)", ":)", ":-(", "2"])
    func ordinaryLinesAreNotMetaCommands(line: String) {
        #expect(MetaCommand.parse(line) == nil)
    }

    @Test func everyCommandIsListedAndCompletable() {
        #expect(MetaCommand.names.count == 10)
        for name in MetaCommand.names {
            #expect(MetaCommand.parse(name + (name == ":bands" ? " 0.8 0.5" : name == ":preset" ? " strict" : "")) != nil)
        }
    }
}
