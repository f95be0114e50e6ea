import Assistant
import Foundation
import Persistence
import Terminal

/// The chat for people: libedit line editing (on a terminal), history, completion, rich rendering and meta
/// commands. With `--repl` and piped input, the same loop reads plain lines and echoes them.
enum InteractiveChat {
    /// Runs the REPL until the user leaves; returns the process exit status.
    ///
    /// `load` (model, catalog, index, policy, feedback log) runs on a background thread while the prompt is
    /// already up: typing the first line takes longer than loading, so nobody waits for the catalog.
    static func run(
        options: TerminalOptions, modelFile: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        load: @escaping @Sendable () throws -> ChatSession
    ) -> Int32 {
        let engine = BackgroundValue<ChatEngine> { try load().engine(modelFile: modelFile) }
        StandardOutput.ignoreBrokenPipeSignal()  // a closed pipe ends the loop quietly instead of killing it
        let output = StandardOutput()
        let errors = StandardOutput(fileDescriptor: 2)
        let styler = Styler(
            mode: options.color, outputIsTerminal: TerminalInfo.stdoutIsTerminal, environment: environment)
        let words = CompletionWords()
        let reader: any LineReader
        let interactive = TerminalInfo.isInteractive
        if interactive {
            let historyPath = StateFile.history.url(environment: environment)?.path
            guard let editor = EditLineReader(historyPath: historyPath, candidates: { words.value }) else {
                errors.write(DiagnosticText.error(
                    "cannot start the line editor on this terminal (TERM=\(environment["TERM"] ?? "unset")); "
                        + "set TERM to your terminal's type, or pipe the lines in: clothesline chat < FILE"))
                return 1
            }
            if let warning = editor.historyWarning {
                errors.write(DiagnosticText.warning(warning.localizedDescription))
            }
            if historyPath == nil {
                errors.write(DiagnosticText.warning(
                    "neither XDG_STATE_HOME nor HOME is set: history is kept for this session only; "
                        + "set XDG_STATE_HOME to keep it"))
            }
            reader = editor
        } else {
            reader = PlainLineReader()
        }
        let repl = ChatRepl(
            engine: engine, reader: reader, output: output, errors: errors,
            configuration: .init(
                styler: styler, width: { TerminalInfo.width(environment: environment) },
                echoesInput: !interactive))
        words.source = { repl.completionWords }
        defer { words.source = { [] } }  // break the reader → completion → REPL cycle
        return repl.run().status
    }
}
