import Assistant

/// Piped chat for programs (`chat --json`): one ``Assistant/TurnJSON`` object a line, `:` commands included
/// (band `null`, reason `not classified: chat command`).
public final class JSONChatView: ChatView {
    private let output: any TerminalOutput
    private let plain: PlainChatView

    /// A view writing objects to `output` and warnings to `errors`.
    public init(output: any TerminalOutput, errors: any TerminalOutput) {
        self.output = output
        plain = PlainChatView(output: output, errors: errors)
    }

    public var prompt: String { "" }
    public var skipsEmptyLines: Bool { false }
    public var isBroken: Bool { output.isBroken }

    public func read(_ line: InputLine, number: Int) {
        plain.read(line, number: number)
    }

    public func show(_ turn: Turn) {
        var object = turn.json
        object.reply = TextSanitizer.sanitize(object.reply, allowNewlines: true)
        output.write(TextSanitizer.sanitize(object.line(), allowNewlines: true) + "\n")
    }
}
