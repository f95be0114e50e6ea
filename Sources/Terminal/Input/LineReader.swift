/// A source of input lines for the chat: a line editor on a terminal, plain standard input, or a script in tests.
public protocol LineReader: AnyObject {
    /// Reads the next line, showing `prompt` where the reader shows prompts (a terminal reader; plain readers
    /// ignore it).
    func readLine(prompt: String) -> LineEvent

    /// Records an entered line in the reader's history (a no-op for readers without history).
    func addToHistory(_ line: String)

    /// The history entries, oldest first (empty for readers without history).
    var historyEntries: [String] { get }

    /// Saves what must outlive the session (the history file) and releases the terminal. Safe to call twice.
    func close() throws(HistoryFileError)
}
