import ArgumentParser
import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import Terminal
import TextClassification

extension Clothesline {
    /// `clothesline chat`: talk to the shopping assistant. With piped input, one utterance per line.
    struct Chat: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Chat with the shopping assistant.",
            discussion: """
                On a terminal: a line editor with history, tab completion, tables and meta commands \
                (:help lists them). When standard input is not a terminal, every line is one utterance, \
                handled in order, with no prompts or colours (--repl keeps the terminal rendering). \
                --json prints one object per line: utterance, label, confidence, hypotheses, band, \
                reason, action, results, reply.
                """)

        @OptionGroup var modelOptions: ModelOptions

        @OptionGroup var catalogOptions: CatalogOptions

        @OptionGroup var policyOptions: PolicyOptions

        @Flag(help: "Print one JSON object per input line.")
        var json = false

        @Flag(help: "Print '> utterance' before each reply.")
        var echo = false

        @Option(help: ArgumentHelp(
            "Where answered confirmations are saved (default: $XDG_STATE_HOME/clothesline/feedback.jsonl).",
            valueName: "file"))
        var feedback: String?

        @Flag(help: "Do not save answered confirmations.")
        var noFeedback = false

        @Option(help: ArgumentHelp(
            "The log of classified lines (default: classified.jsonl beside the feedback file).", valueName: "file"))
        var log: String?

        @Flag(help: "Do not log classified lines.")
        var noLog = false

        @OptionGroup var terminal: TerminalOptions

        func validate() throws {
            if feedback != nil && noFeedback {
                throw ValidationError("Use either --feedback FILE or --no-feedback, not both.")
            }
            if log != nil && noLog {
                throw ValidationError("Use either --log FILE or --no-log, not both.")
            }
            if json && terminal.repl {
                throw ValidationError("--repl renders for people; it cannot be combined with --json.")
            }
        }

        func run() throws {
            if !json && (terminal.repl || TerminalInfo.isInteractive) {
                // Missing files are reported at once; loading them runs while the prompt is already up.
                _ = try modelOptions.url()
                _ = try catalogOptions.url()
                let (model, catalog, policy, feedback, noFeedback, log, noLog) =
                    (modelOptions, catalogOptions, policyOptions, feedback, noFeedback, log, noLog)
                let status = InteractiveChat.run(options: terminal, modelFile: model.model) {
                    try ChatSession.open(
                        model: model, catalog: catalog, policy: policy, feedback: feedback, noFeedback: noFeedback,
                        log: log, noLog: noLog)
                }
                if status != 0 { throw ExitCode(status) }
                return
            }
            let session = try ChatSession.open(
                model: modelOptions, catalog: catalogOptions, policy: policyOptions, feedback: feedback, noFeedback: noFeedback,
                log: log, noLog: noLog)
            let output = StandardOutput(), errors = StandardOutput(fileDescriptor: 2)
            // A closed output pipe (`| head`) ends the plain mode quietly, even if SIGPIPE was inherited ignored.
            StandardOutput.ignoreBrokenPipeSignal()
            let driver = ChatDriver(engine: session.engine(modelFile: modelOptions.model), errors: errors)
            let view: any ChatView = json
                ? JSONChatView(output: output, errors: errors) : PlainChatView(output: output, errors: errors, echo: echo)
            let exit = driver.run(reader: PlainLineReader(), view: view)
            if exit.status != 0 { throw ExitCode(exit.status) }
        }
    }
}
