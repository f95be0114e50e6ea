import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

/// The one chat loop: reads lines, runs `:` commands (`:why`, `:bands` …) itself, hands everything else to the
/// ``Assistant/DialogueManager``, records feedback and classified lines, and gives every answer to a
/// ``ChatView``. The REPL, piped plain and `--json` chat and transcript replay all run through it, so a line
/// means the same everywhere.
///
/// A `:` command's output is a ``Assistant/Turn`` like any other (action `command`, not classified, reason
/// "not classified: chat command"), worded with the driver's ``Styler``: coloured in the REPL, plain elsewhere.
public final class ChatDriver {
    /// Fixed settings for the command output.
    public struct Configuration {
        /// Colours for command output (or not).
        public var styler: Styler
        /// The width command tables fit in (asked before each command, so resizing works).
        public var width: () -> Int

        /// Creates a configuration.
        public init(styler: Styler, width: @escaping () -> Int) {
            self.styler = styler
            self.width = width
        }

        /// No colour, 80 columns: piped chat, `--json` and transcripts.
        public static var plain: Configuration { Configuration(styler: Styler(isEnabled: false), width: { 80 }) }
    }

    private let engineSource: BackgroundValue<ChatEngine>
    private var engine: ChatEngine?
    private let errors: any TerminalOutput
    private let configuration: Configuration
    private let now: () -> Date
    private let history: () -> [String]
    private var statistics: CatalogStatistics?
    /// The conversation so far (a fresh one until the engine has loaded).
    public private(set) var state = DialogueState()
    /// The latest turn of the assistant (not of a `:` command), if any.
    public private(set) var lastTurn: Turn?
    /// The latest classified turn and the policy that decided it (for `:why`).
    private var lastClassified: (turn: Turn, policy: Policy)?
    /// Why the engine could not load, once known.
    public private(set) var loadFailure: String?

    /// A driver over an engine that may still be loading: the first line that needs it waits for it.
    ///
    /// - Parameters:
    ///   - errors: where warnings (an unwritable feedback file) and a load failure are written.
    ///   - history: the lines entered so far, for `:history`.
    ///   - now: the clock the dialogue manager sees.
    public init(
        engine: BackgroundValue<ChatEngine>, errors: any TerminalOutput, configuration: Configuration = .plain,
        history: @escaping () -> [String] = { [] }, now: @escaping () -> Date = Date.init
    ) {
        self.engineSource = engine
        self.errors = errors
        self.configuration = configuration
        self.history = history
        self.now = now
    }

    /// A driver over a loaded engine, starting from `state` (by default a fresh conversation under the
    /// engine's policy).
    public convenience init(
        engine: ChatEngine, state: DialogueState? = nil, errors: any TerminalOutput,
        configuration: Configuration = .plain, history: @escaping () -> [String] = { [] },
        now: @escaping () -> Date = Date.init
    ) {
        self.init(
            engine: BackgroundValue(value: engine), errors: errors, configuration: configuration, history: history,
            now: now)
        self.engine = engine
        self.state = state ?? DialogueState(policy: engine.policy)
    }

    /// Whether the engine has loaded, or failed to, without waiting.
    public var isReady: Bool { engineSource.isReady }

    /// The engine, waiting for it to load; nil (and the reason in `loadFailure`) when it failed.
    @discardableResult
    public func loadedEngine() -> ChatEngine? {
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

    /// Words for tab completion: the `:` commands, then catalog categories, brands and colours (those once the
    /// catalog has loaded).
    public var completionWords: [String] {
        MetaCommand.names + (catalogStatistics()?.completionWords ?? [])
    }

    private func catalogStatistics() -> CatalogStatistics? {
        if let statistics { return statistics }
        guard let engine = loadedEngine() else { return nil }
        statistics = CatalogStatistics(catalog: engine.manager.catalog)
        return statistics
    }

    /// Reads lines from `reader` and shows every answer in `view` until `:quit`, the end of input, a termination
    /// signal, a closed output or an engine that failed to load.
    public func run(reader: any LineReader, view: any ChatView) -> ChatExit {
        var number = 0
        while true {
            if view.isBroken { return .outputClosed }
            if engineSource.isReady && loadedEngine() == nil { return .failed }
            switch reader.readLine(prompt: view.prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                return .endOfInput
            case .terminated(let signal):
                return .terminated(signal: signal)
            case .line(let line):
                number += 1
                view.read(line, number: number)
                if line.text.isEmpty && view.skipsEmptyLines { continue }
                if !line.text.isEmpty { reader.addToHistory(line.text) }
                switch respond(to: line.text) {
                case .turn(let turn): view.show(turn)
                case .quit: return .quit
                case .failed: return .failed
                }
            }
        }
    }

    /// Answers one line: a `:` command, or an utterance for the assistant (possibly empty). A feedback record
    /// is on disk before the turn is returned, so a reply on screen is never a lost record.
    public func respond(to text: String) -> ChatResponse {
        if let parsed = MetaCommand.parse(text) {
            let lines: [String]
            switch parsed {
            case .success(.quit): return .quit
            case .success(.help): lines = help()
            case .success(.history): lines = showHistory()
            case .success(let command):
                guard let engine = loadedEngine() else { return .failed }
                lines = perform(command, engine: engine)
            case .failure(let error): lines = [note(error.localizedDescription, style: .red)]
            }
            return .turn(Turn(
                utterance: text, action: .command, reply: lines.joined(separator: "\n"), exemption: .chatCommand))
        }
        guard let engine = loadedEngine() else { return .failed }
        let (next, turn) = engine.manager.handle(text, in: state, now: now())
        state = next
        lastTurn = turn
        if turn.decision != nil { lastClassified = (turn, state.policy) }
        if let record = turn.feedback, let warning = engine.recordFeedback(record) {
            errors.write(DiagnosticText.warning(TextSanitizer.sanitize(warning, allowNewlines: true)))
        }
        if turn.decision != nil, let warning = engine.recordTurn(turn) {
            errors.write(DiagnosticText.warning(TextSanitizer.sanitize(warning, allowNewlines: true)))
        }
        return .turn(turn)
    }

    private func perform(_ command: MetaCommand, engine: ChatEngine) -> [String] {
        let styler = configuration.styler
        switch command {
        case .quit, .help, .history:
            return []  // handled without the engine
        case .why:
            let why = WhyRenderer(styler: styler, width: configuration.width())
            let explanation = lastClassified.flatMap { last in
                engine.manager.classifier.explanation(
                    for: last.turn.classified ?? last.turn.utterance, label: last.turn.decision?.label)
            }
            return why.render(
                lastClassified?.turn, policy: lastClassified?.policy ?? state.policy, latest: lastTurn,
                explanation: explanation)
        case .policy:
            return describe(state.policy)
        case .bands(let act, let confirm):
            var policy = state.policy
            policy.name = "custom"
            policy.act = act
            policy.confirm = confirm
            state.policy = policy
            return [note("Bands changed from the next line on."), ""] + describe(policy)
        case .preset(let name):
            do {
                var policy = try Policy.preset(named: name)
                policy.routes = state.policy.routes
                state.policy = policy
                return [note("Switched to the \(policy.name) preset from the next line on."), ""] + describe(policy)
            } catch {
                return [note(error.localizedDescription + " (presets: "
                    + Policy.presets.map(\.name).joined(separator: ", ") + ")", style: .red)]
            }
        case .model:
            return keyValues(engine.modelDetails)
        case .catalog:
            let store = engine.manager.catalog.store
            let report = CatalogReport(styler: styler, width: configuration.width())
            return catalogStatistics().map { report.render($0) { store.format(price: $0) } } ?? []
        case .reset:
            state.reset()
            lastTurn = nil
            lastClassified = nil
            return [note("Starting over (the policy stays \(state.policy.name)). What are you looking for?")]
        }
    }

    private func showHistory() -> [String] {
        let styler = configuration.styler
        let entries = history()
        if entries.isEmpty { return [note("No history yet.")] }
        let shown = entries.suffix(50)
        let first = entries.count - shown.count + 1
        let numberWidth = String(entries.count).count
        return shown.enumerated().map { index, entry in
            styler.apply(.dim, DisplayWidth.pad(String(first + index), to: numberWidth, alignRight: true))
                + "  " + TextSanitizer.sanitize(entry)
        }
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

    private func note(_ text: String, style: Style = .dim) -> String {
        configuration.styler.apply(style, text)
    }
}
