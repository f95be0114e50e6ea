import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

/// The interactive chat loop: reads lines from a ``LineReader``, runs meta commands (`:why`, `:bands` …) itself
/// and hands everything else to the ``Assistant/DialogueManager``, then renders each turn.
///
/// The same loop runs on libedit (a terminal), on plain input and on a ``ScriptedLineReader`` in tests. It owns
/// no global state: the conversation state, the last turn and the policy live in the instance.
public final class ChatRepl {
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

    private let engineSource: BackgroundValue<ChatEngine>
    private var engine: ChatEngine?
    private let reader: any LineReader
    private let output: any TerminalOutput
    private let errors: any TerminalOutput
    private let configuration: Configuration
    private let now: () -> Date
    private var statistics: CatalogStatistics?
    /// The conversation so far (a fresh one until the engine has loaded).
    public private(set) var state = DialogueState()
    /// The latest turn, if any.
    public private(set) var lastTurn: Turn?
    /// The latest classified turn and the policy that decided it (for `:why`).
    private var lastClassified: (turn: Turn, policy: Policy)?
    /// Why the engine could not load, once known.
    private var loadFailure: String?

    /// Creates the loop over an engine that may still be loading: the prompt comes up at once, and the first
    /// line that needs the engine waits for it.
    public init(
        engine: BackgroundValue<ChatEngine>, reader: any LineReader, output: any TerminalOutput,
        errors: any TerminalOutput, configuration: Configuration, now: @escaping () -> Date = Date.init
    ) {
        self.engineSource = engine
        self.reader = reader
        self.output = output
        self.errors = errors
        self.configuration = configuration
        self.now = now
    }

    /// Creates the loop over a loaded manager.
    ///
    /// - Parameters:
    ///   - recordFeedback: stores a feedback record; returns a warning to show, if any.
    ///   - now: the clock for the dialogue manager.
    public convenience init(
        manager: DialogueManager, state: DialogueState, reader: any LineReader, output: any TerminalOutput,
        errors: any TerminalOutput, configuration: Configuration, modelDetails: [(key: String, value: String)] = [],
        recordFeedback: @escaping (FeedbackRecord) -> String? = { _ in nil },
        now: @escaping () -> Date = Date.init
    ) {
        let engine = ChatEngine(
            manager: manager, policy: state.policy, modelDetails: modelDetails, recordFeedback: recordFeedback)
        self.init(
            engine: BackgroundValue(value: engine), reader: reader, output: output, errors: errors,
            configuration: configuration, now: now)
        self.state = state
        self.engine = engine
    }

    /// The engine, waiting for it to load; nil (and the reason in `loadFailure`) when it failed.
    private func loadedEngine() -> ChatEngine? {
        if let engine { return engine }
        guard loadFailure == nil else { return nil }
        switch engineSource.wait() {
        case .success(let loaded):
            engine = loaded
            state = DialogueState(policy: loaded.policy)
            return loaded
        case .failure(let error):
            loadFailure = error.localizedDescription
            errors.write(DiagnosticText.error(loadFailure ?? ""))
            return nil
        }
    }

    /// Words for tab completion: the meta commands, then catalog categories, brands and colours (those once
    /// the catalog has loaded).
    public var completionWords: [String] {
        MetaCommand.names + (catalogStatistics()?.completionWords ?? [])
    }

    private func catalogStatistics() -> CatalogStatistics? {
        if let statistics { return statistics }
        guard let engine = loadedEngine() else { return nil }
        statistics = CatalogStatistics(catalog: engine.manager.catalog)
        return statistics
    }

    /// Runs until `:quit`, the end of input, a termination signal or a closed output; saves the history on every
    /// one of those paths.
    public func run() -> ChatExit {
        if configuration.showsBanner { banner() }
        let exit = loop()
        do {
            try reader.close()
        } catch {
            errors.write(DiagnosticText.warning(error.localizedDescription))
        }
        return exit
    }

    private func loop() -> ChatExit {
        let prompt = configuration.styler.apply(.bold.combined(with: .cyan), Self.promptText)
        while true {
            if output.isBroken { return .outputClosed }
            if engineSource.isReady && loadedEngine() == nil { return .failed }
            switch reader.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                return .endOfInput
            case .terminated(let signal):
                return .terminated(signal: signal)
            case .line(let line):
                if configuration.echoesInput { output.write(prompt + line.text + "\n") }
                if line.wasTruncated {
                    note("That line was longer than \(InputLine.maximumBytes) bytes; I used the first part.")
                }
                guard !line.text.isEmpty else { continue }
                reader.addToHistory(line.text)
                if !handle(line.text) { return loadFailure == nil ? .quit : .failed }
            }
        }
    }

    /// Handles one non-empty line: a meta command or an utterance. Returns false after `:quit`, or when the
    /// engine could not load.
    @discardableResult
    public func handle(_ text: String) -> Bool {
        if let parsed = MetaCommand.parse(text) {
            switch parsed {
            case .success(.quit): return false
            case .success(.help): emit(help())
            case .success(.history): showHistory()
            case .success(let command):
                guard let engine = loadedEngine() else { return false }
                perform(command, engine: engine)
            case .failure(let error): note(error.localizedDescription, style: .red)
            }
            return true
        }
        guard let engine = loadedEngine() else { return false }
        let (next, turn) = engine.manager.handle(text, in: state, now: now())
        state = next
        lastTurn = turn
        if turn.decision != nil { lastClassified = (turn, state.policy) }
        emit(renderer.render(turn))
        if let record = turn.feedback, let warning = engine.recordFeedback(record) {
            errors.write(DiagnosticText.warning(warning))
        }
        if turn.decision != nil, let warning = engine.recordTurn(turn) {
            errors.write("clothesline: warning: \(warning)\n")
        }
        return true
    }

    private var renderer: TurnRenderer {
        TurnRenderer(styler: configuration.styler, width: configuration.width())
    }

    private func perform(_ command: MetaCommand, engine: ChatEngine) {
        let styler = configuration.styler
        switch command {
        case .quit, .help, .history:
            return  // handled without the engine
        case .why:
            let why = WhyRenderer(styler: styler, width: configuration.width())
            let explanation = lastClassified.flatMap { last in
                engine.manager.classifier.explanation(
                    for: last.turn.classified ?? last.turn.utterance, label: last.turn.decision?.label)
            }
            emit(why.render(
                lastClassified?.turn, policy: lastClassified?.policy ?? state.policy, latest: lastTurn,
                explanation: explanation))
        case .policy:
            emit(describe(state.policy))
        case .bands(let act, let confirm):
            var policy = state.policy
            policy.name = "custom"
            policy.act = act
            policy.confirm = confirm
            state.policy = policy
            note("Bands changed from the next line on.")
            emit(describe(policy))
        case .preset(let name):
            do {
                var policy = try Policy.preset(named: name)
                policy.routes = state.policy.routes
                state.policy = policy
                note("Switched to the \(policy.name) preset from the next line on.")
                emit(describe(policy))
            } catch {
                note(error.localizedDescription + " (presets: "
                    + Policy.presets.map(\.name).joined(separator: ", ") + ")", style: .red)
            }
        case .model:
            emit(keyValues(engine.modelDetails))
        case .catalog:
            let store = engine.manager.catalog.store
            let report = CatalogReport(styler: styler, width: configuration.width())
            emit(catalogStatistics().map { report.render($0) { store.format(price: $0) } } ?? [])
        case .reset:
            state.reset()
            lastTurn = nil
            lastClassified = nil
            note("Starting over (the policy stays \(state.policy.name)). What are you looking for?")
        }
    }

    private func showHistory() {
        let styler = configuration.styler
        let entries = reader.historyEntries
        if entries.isEmpty { note("No history yet.") }
        let shown = entries.suffix(50)
        let first = entries.count - shown.count + 1
        let numberWidth = String(entries.count).count
        emit(shown.enumerated().map { index, entry in
            styler.apply(.dim, DisplayWidth.pad(String(first + index), to: numberWidth, alignRight: true))
                + "  " + TextSanitizer.sanitize(entry)
        })
    }

    private func banner() {
        let styler = configuration.styler
        emit([
            styler.apply(.bold, "Clothesline") + " — your shopping assistant",
            styler.apply(.dim, "Ask for clothes, e.g. \"black jeans under $50\". :help for commands, Ctrl-D to leave."),
        ])
    }

    private func help() -> [String] {
        let styler = configuration.styler
        var lines = [styler.apply(.bold, "Commands")]
        let nameWidth = MetaCommand.synopses.map { DisplayWidth.of($0.name + " " + $0.arguments) }.max() ?? 0
        for entry in MetaCommand.synopses {
            let synopsis = entry.arguments.isEmpty ? entry.name : entry.name + " " + entry.arguments
            lines.append("  " + styler.apply(.cyan, DisplayWidth.pad(synopsis, to: nameWidth)) + "  " + entry.summary)
        }
        lines.append(styler.apply(.bold, "Keys"))
        lines += [
            "  Tab        complete a command, category, brand or colour",
            "  Up/Down    previous/next line from the history; Ctrl-R searches it",
            "  Ctrl-A/E   start/end of line; Ctrl-W deletes a word; Ctrl-U the line",
            "  Ctrl-C     discard the line being typed; Ctrl-D on an empty line leaves",
        ]
        lines.append(styler.apply(.dim, "Anything else goes to the assistant; \"help\" explains what it can do."))
        return lines
    }

    private func describe(_ policy: Policy) -> [String] {
        var rows: [(key: String, value: String)] = [
            ("policy", TextSanitizer.sanitize(policy.name)),
            ("act", "top probability ≥ \(ConfidenceBadge.format(policy.act))"),
            ("confirm", "top probability ≥ \(ConfidenceBadge.format(policy.confirm))"),
            ("fallback", "below \(ConfidenceBadge.format(policy.confirm))"),
        ]
        if let margin = policy.margin {
            rows.append(("margin", "confirm instead of act when the top two are < \(ConfidenceBadge.format(margin)) apart"))
        }
        let routes = policy.routes.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.rawValue)" }
        rows.append(("routes", TextSanitizer.sanitize(routes.joined(separator: ", "))))
        return keyValues(rows)
    }

    private func keyValues(_ rows: [(key: String, value: String)]) -> [String] {
        let keyWidth = rows.map { DisplayWidth.of($0.key) }.max() ?? 0
        return rows.map { row in
            configuration.styler.apply(.dim, DisplayWidth.pad(TextSanitizer.sanitize(row.key), to: keyWidth))
                + "  " + TextSanitizer.sanitize(row.value)
        }
    }

    private func note(_ text: String, style: Style = .dim) {
        emit([configuration.styler.apply(style, text)])
    }

    private func emit(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        output.write(lines.joined(separator: "\n") + "\n\n")
    }
}
