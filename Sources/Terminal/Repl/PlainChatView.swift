import Assistant

/// Piped chat in words: each reply as plain text, a blank line between replies, optionally `> utterance`
/// before each; a truncated line gives a warning on the error stream.
public final class PlainChatView: ChatView {
    private let output: any TerminalOutput
    private let errors: any TerminalOutput
    private let echo: Bool
    private var shown = 0

    /// A view writing replies to `output` and warnings to `errors`; `echo` prints `> utterance` first.
    public init(output: any TerminalOutput, errors: any TerminalOutput, echo: Bool = false) {
        self.output = output
        self.errors = errors
        self.echo = echo
    }

    public var prompt: String { "" }
    public var skipsEmptyLines: Bool { false }
    public var isBroken: Bool { output.isBroken }

    public func read(_ line: InputLine, number: Int) {
        guard line.wasTruncated else { return }
        errors.write(DiagnosticText.warning(
            "line \(number) is longer than \(InputLine.maximumBytes) bytes; only its start is used"))
    }

    public func show(_ turn: Turn) {
        var text = shown == 0 ? "" : "\n"
        if echo { text += "> \(turn.utterance)\n" }
        text += turn.reply
        shown += 1
        output.write(TextSanitizer.sanitize(text, allowNewlines: true) + "\n")
    }
}
