import Assistant
import ConfidencePolicy
import Foundation

/// The interactive chat: the ``ChatDriver`` loop shown for a person, with a banner, a coloured prompt, tables
/// that fit the width and `:` command output in colour.
///
/// The same REPL runs on libedit (a terminal), on plain input (`chat --repl`, echoing each line) and on a
/// ``ScriptedLineReader`` in tests. It owns no global state: the conversation lives in its driver.
public final class ChatRepl: ChatView {
    /// Fixed facts and settings for the session.
    public struct Configuration {
        /// Colours (or not).
        public var styler: Styler
        /// The current terminal width (asked before each render, so resizing works).
        public var width: () -> Int
        /// Whether to greet the user before the first prompt.
        public var showsBanner: Bool
        /// Whether to print the prompt and each line read (for piped input, where nothing echoes it), so a
        /// transcript reads like the session on a terminal.
        public var echoesInput: Bool

        /// Creates a configuration.
        public init(
            styler: Styler, width: @escaping () -> Int, showsBanner: Bool = true, echoesInput: Bool = false
        ) {
            self.styler = styler
            self.width = width
            self.showsBanner = showsBanner
            self.echoesInput = echoesInput
        }
    }

    /// The prompt text (without colour).
    public static let promptText = "you> "

    private let driver: ChatDriver
    private let reader: any LineReader
    private let output: any TerminalOutput
    private let errors: any TerminalOutput
    private let configuration: Configuration

    /// Creates the REPL over an engine that may still be loading: the prompt comes up at once, and the first
    /// line that needs the engine waits for it.
    public init(
        engine: BackgroundValue<ChatEngine>, reader: any LineReader, output: any TerminalOutput,
        errors: any TerminalOutput, configuration: Configuration, now: @escaping () -> Date = Date.init
    ) {
        self.reader = reader
        self.output = output
        self.errors = errors
        self.configuration = configuration
        driver = ChatDriver(
            engine: engine, errors: errors,
            configuration: .init(styler: configuration.styler, width: configuration.width),
            history: { [unowned reader] in reader.historyEntries }, now: now)
    }

    /// Creates the REPL over a loaded manager.
    ///
    /// - Parameters:
    ///   - recordFeedback: stores a feedback record; returns a warning to show, if any.
    ///   - now: the clock for the dialogue manager.
    public init(
        manager: DialogueManager, state: DialogueState, reader: any LineReader, output: any TerminalOutput,
        errors: any TerminalOutput, configuration: Configuration, modelDetails: [(key: String, value: String)] = [],
        recordFeedback: @escaping (FeedbackRecord) -> String? = { _ in nil },
        now: @escaping () -> Date = Date.init
    ) {
        let engine = ChatEngine(
            manager: manager, policy: state.policy, modelDetails: modelDetails, recordFeedback: recordFeedback)
        self.reader = reader
        self.output = output
        self.errors = errors
        self.configuration = configuration
        driver = ChatDriver(
            engine: engine, state: state, errors: errors,
            configuration: .init(styler: configuration.styler, width: configuration.width),
            history: { [unowned reader] in reader.historyEntries }, now: now)
    }

    /// The conversation so far.
    public var state: DialogueState { driver.state }
    /// The latest turn of the assistant, if any.
    public var lastTurn: Turn? { driver.lastTurn }

    /// Words for tab completion: the meta commands, then catalog categories, brands and colours.
    public var completionWords: [String] { driver.completionWords }

    /// Runs until `:quit`, the end of input, a termination signal or a closed output; saves the history on every
    /// one of those paths.
    public func run() -> ChatExit {
        if configuration.showsBanner { banner() }
        let exit = driver.run(reader: reader, view: self)
        do {
            try reader.close()
        } catch {
            errors.write(DiagnosticText.warning(error.localizedDescription))
        }
        return exit
    }

    /// Handles one non-empty line: a meta command or an utterance. Returns false after `:quit`, or when the
    /// engine could not load.
    @discardableResult
    public func handle(_ text: String) -> Bool {
        switch driver.respond(to: text) {
        case .turn(let turn):
            show(turn)
            return true
        case .quit, .failed:
            return false
        }
    }

    // MARK: ChatView

    public var prompt: String { configuration.styler.apply(.bold.combined(with: .cyan), Self.promptText) }

    public var skipsEmptyLines: Bool { true }

    public var isBroken: Bool { output.isBroken }

    public func read(_ line: InputLine, number: Int) {
        if configuration.echoesInput { output.write(prompt + line.text + "\n") }
        if line.wasTruncated {
            emit([configuration.styler.apply(
                .dim, "That line was longer than \(InputLine.maximumBytes) bytes; I used the first part.")])
        }
    }

    public func show(_ turn: Turn) {
        emit(TurnRenderer(styler: configuration.styler, width: configuration.width()).render(turn))
    }

    private func banner() {
        let styler = configuration.styler
        emit([
            styler.apply(.bold, "Clothesline") + " — your shopping assistant",
            styler.apply(.dim, "Ask for clothes, e.g. \"black jeans under $50\". :help for commands, Ctrl-D to leave."),
        ])
    }

    private func emit(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        output.write(lines.joined(separator: "\n") + "\n\n")
    }
}
