import CEditLine
#if canImport(Glibc)
import Glibc
#endif

/// A ``LineReader`` on libedit for an interactive terminal: emacs key bindings, `~/.editrc`, Ctrl-R search,
/// persistent history and tab completion.
///
/// Use it only when standard input and output are terminals (see ``TerminalInfo``). Ctrl-C discards the line
/// being typed and reports ``LineEvent/interrupted``; Ctrl-D on an empty line reports
/// ``LineEvent/endOfInput``; SIGTERM and SIGHUP report ``LineEvent/terminated(signal:)`` so the caller can save
/// the history (``close()``) and exit.
public final class EditLineReader: LineReader {
    /// What the C callbacks need, reached through `EL_CLIENTDATA`.
    private final class CallbackContext {
        var prompt: [CChar] = [0]
        var candidates: () -> [String]
        init(candidates: @escaping () -> [String]) { self.candidates = candidates }
    }

    private let editor: OpaquePointer
    private let history: EditLineHistory
    private let context: CallbackContext
    private let signals = SignalTrap()
    private var closed = false
    /// A problem with the history file met when opening it, for the caller to show once.
    public let historyWarning: HistoryFileError?

    /// The character that brackets invisible prompt text (colour escapes) for `EL_PROMPT_ESC`.
    private static let promptIgnore: CChar = 1

    /// Opens the editor on the process's terminal.
    ///
    /// - Parameters:
    ///   - historyPath: the history file (see ``StateFile/history``); nil keeps history for this session only.
    ///   - candidates: called on Tab; returns the words to complete from.
    /// - Returns: nil when libedit cannot start (for example without a usable terminal).
    public init?(historyPath: String?, candidates: @escaping () -> [String] = { [] }) {
        _ = cl_setlocale_utf8()  // before el_init, or UTF-8 input is mangled
        guard let history = EditLineHistory(path: historyPath) else { return nil }
        guard let editor = cl_el_init_stdio("clothesline") else { return nil }
        self.editor = editor
        self.history = history
        self.historyWarning = history.loadError
        self.context = CallbackContext(candidates: candidates)
        cl_el_set_clientdata(editor, Unmanaged.passUnretained(context).toOpaque())
        cl_el_set_editor(editor, "emacs")
        cl_el_set_signal(editor, 1)
        cl_el_set_history(editor, history.handle)
        cl_el_set_prompt(editor, { editor in
            guard let editor, let raw = cl_el_get_clientdata(editor) else { return nil }
            let context = Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue()
            return context.prompt.withUnsafeMutableBufferPointer { $0.baseAddress }
        }, Self.promptIgnore)
        cl_el_add_function(editor, "clothesline-complete", "Complete the word before the cursor", { editor, _ in
            guard let editor else { return UInt8(CC_ERROR) }
            return EditLineReader.complete(editor)
        })
        cl_el_bind(editor, "^I", "clothesline-complete")
        cl_el_bind(editor, "^R", "em-inc-search-prev")
        // ~/.editrc (or $EDITRC) last, so the user's own bindings win.
        el_source(editor, nil)
    }

    deinit {
        try? close()
        el_end(editor)
    }

    public func readLine(prompt: String) -> LineEvent {
        if let signal = SignalTrap.takeCaughtSignal(), signal != SIGINT {
            return .terminated(signal: signal)
        }
        context.prompt = Array(Self.markInvisible(prompt).utf8CString)
        var count: Int32 = 0
        let raw = el_gets(editor, &count)
        let signal = SignalTrap.takeCaughtSignal()
        if let signal, signal != SIGINT {
            cl_el_write_stdout("\n")
            return .terminated(signal: signal)
        }
        if signal == SIGINT {
            cl_el_write_stdout("^C\n")
            return .interrupted
        }
        guard let raw, count > 0 else {
            if count < 0 { return .interrupted }  // another signal interrupted the read
            cl_el_write_stdout("\n")  // Ctrl-D: end the prompt's line
            return .endOfInput
        }
        var bytes = Array(UnsafeRawBufferPointer(start: raw, count: Int(count)).bindMemory(to: UInt8.self))
        if bytes.last == 0x0A { bytes.removeLast() }
        return .line(InputLine(rawBytes: bytes))
    }

    public func addToHistory(_ line: String) {
        history.add(line)
    }

    public var historyEntries: [String] { history.entries }

    public func close() throws(HistoryFileError) {
        guard !closed else { return }
        closed = true
        cl_fflush_stdout()
        // Save before restoring the default handlers, so a second SIGHUP/SIGTERM cannot cut the save short.
        defer { signals.restore() }
        try history.save()
    }

    /// Wraps escape sequences in the prompt with the ignore character so libedit does not count them as columns.
    static func markInvisible(_ prompt: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if scalar.value == 0x1B && !inEscape {
                inEscape = true
                result.unicodeScalars.append(Unicode.Scalar(UInt8(promptIgnore)))
            }
            result.unicodeScalars.append(scalar)
            if inEscape && (0x40...0x7E).contains(scalar.value) && scalar != "[" {
                inEscape = false
                result.unicodeScalars.append(Unicode.Scalar(UInt8(promptIgnore)))
            }
        }
        return result
    }

    /// The Tab handler: completes the word before the cursor from the context's candidates.
    private static func complete(_ editor: OpaquePointer) -> UInt8 {
        guard let raw = cl_el_get_clientdata(editor), let info = el_line(editor) else { return UInt8(CC_ERROR) }
        let context = Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue()
        let start = info.pointee.buffer!
        let length = info.pointee.cursor - start
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
        switch WordCompletion.complete(before, candidates: context.candidates()) {
        case .noMatch:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let wordLength, let replacement):
            el_deletestr(editor, Int32(wordLength))
            return el_insertstr(editor, replacement) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let matches):
            cl_el_write_stdout("\n" + matches.joined(separator: "  ") + "\n")
            return UInt8(CC_REDISPLAY)
        }
    }
}
