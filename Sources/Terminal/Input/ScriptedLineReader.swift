/// A ``LineReader`` that replays a fixed list of events: for tests and scripted demos of the chat loop.
public final class ScriptedLineReader: LineReader {
    private var events: [LineEvent]
    private var position = 0
    /// Every prompt the loop asked for, in order.
    public private(set) var prompts: [String] = []
    /// The history the loop recorded, oldest first.
    public private(set) var historyEntries: [String] = []
    /// How many times ``close()`` was called.
    public private(set) var closeCount = 0

    /// Replays `events`, then reports the end of input.
    public init(_ events: [LineEvent]) {
        self.events = events
    }

    /// Replays each string as an entered line (cleaned as a terminal reader would), then the end of input.
    public convenience init(lines: [String]) {
        self.init(lines.map { .line(InputLine(rawBytes: Array($0.utf8))) })
    }

    public func readLine(prompt: String) -> LineEvent {
        prompts.append(prompt)
        guard position < events.count else { return .endOfInput }
        defer { position += 1 }
        return events[position]
    }

    public func addToHistory(_ line: String) {
        if historyEntries.last != line { historyEntries.append(line) }
    }

    public func close() throws(HistoryFileError) {
        closeCount += 1
    }
}
