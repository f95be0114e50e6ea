/// A conversation test: user lines, the assistant output expected for each, and optional checks.
///
/// The format, line by line:
/// - `> text` is a user line (a bare `>` is an empty line); `? band=… action=… label=…` right after it
///   checks the turn; the lines that follow, up to the next `>` or `#` line, are the expected reply.
/// - In expected output, `[...]` inside a line matches any text and a line `...` matches any number of
///   lines; a leading `\` makes a line literal. Blank lines at the end of a reply only separate turns.
/// - `#` lines are comments; `@preset NAME` and `@bands ACT CONFIRM` before the first turn set the policy.
public struct Transcript: Sendable, Hashable {
    /// Settings from the `@` directives.
    public var settings: TranscriptSettings
    /// The turns, in order.
    public var turns: [TranscriptTurn]
    /// Blank and comment lines after the last turn's reply.
    public var trailer: [String]

    /// Creates a transcript.
    public init(settings: TranscriptSettings = TranscriptSettings(), turns: [TranscriptTurn], trailer: [String] = []) {
        self.settings = settings
        self.turns = turns
        self.trailer = trailer
    }

    /// Parses transcript text; `file` names the source in errors, which list every problem with its line.
    public init(parsing text: String, file: String) throws(TranscriptError) {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var problems: [String] = []
        var settings = TranscriptSettings()
        var turns: [TranscriptTurn] = []
        var pending: [String] = []  // comments and blanks waiting for the next turn
        var current: TranscriptTurn?
        var inReply = false  // whether non-special lines are expected output right now

        func finishTurn() {
            guard var turn = current else { return }
            // Blank lines closing a reply separate turns; they belong to what follows.
            var trailingBlanks = 0
            while let last = turn.expected.last, last == .literal("") {
                turn.expected.removeLast()
                trailingBlanks += 1
            }
            turns.append(turn)
            pending = Array(repeating: "", count: trailingBlanks) + pending
            current = nil
        }

        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix(">") {
                finishTurn()
                var utterance = String(line.dropFirst())
                if utterance.hasPrefix(" ") { utterance.removeFirst() }
                while let last = utterance.last, last == " " || last == "\t" { utterance.removeLast() }
                current = TranscriptTurn(preamble: pending, utterance: utterance, line: number, expected: [])
                pending = []
                inReply = true
            } else if line.hasPrefix("?") && current != nil && current?.expected.isEmpty == true
                        && current?.expectation == nil && inReply {
                switch TranscriptExpectation.parse(String(line.dropFirst())) {
                case .success(let expectation): current?.expectation = expectation
                case .failure(let failure): problems += failure.messages.map { "line \(number): \($0)" }
                }
            } else if line.hasPrefix("?") {
                problems.append("line \(number): a '?' line must come right after a '>' user line")
            } else if line.hasPrefix("#") {
                finishTurn()
                pending.append(line)
                inReply = false
            } else if line.hasPrefix("@") {
                if !turns.isEmpty || current != nil {
                    problems.append("line \(number): directives ('@…') must come before the first '>' line")
                } else if let problem = Self.apply(directive: line, to: &settings) {
                    problems.append("line \(number): \(problem)")
                }
                pending.append(line)
            } else if inReply {
                current?.expected.append(TranscriptPattern(source: line))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                pending.append(line)
            } else {
                problems.append(
                    "line \(number): expected output must follow a '> ' user line (write '\\\(line)'? or start the turn with '> ')")
            }
        }
        finishTurn()
        if turns.isEmpty && problems.isEmpty {
            problems.append("no user lines: a transcript needs at least one line starting with '>'")
        }
        guard problems.isEmpty else { throw .malformed(file: file, problems: problems) }
        self.settings = settings
        self.turns = turns
        self.trailer = pending
    }

    /// The transcript as file text; parsing it again gives the same transcript.
    public var text: String {
        var lines: [String] = []
        for turn in turns {
            lines += turn.preamble
            lines.append(turn.utterance.isEmpty ? ">" : "> " + turn.utterance)
            if let expectation = turn.expectation { lines.append("? " + expectation.source) }
            lines += turn.expected.map(\.source)
        }
        lines += trailer
        return lines.joined(separator: "\n") + "\n"
    }

    /// Applies one `@` directive; returns a problem when it is not valid.
    private static func apply(directive line: String, to settings: inout TranscriptSettings) -> String? {
        let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        switch words.first {
        case "preset":
            guard words.count == 2 else { return "'@preset' takes one name, e.g. '@preset strict'" }
            settings.preset = words[1]
        case "bands":
            guard words.count == 3, let act = Double(words[1]), let confirm = Double(words[2]),
                  (0...1).contains(act), (0...1).contains(confirm), confirm <= act else {
                return "'@bands' takes ACT CONFIRM with 0 ≤ CONFIRM ≤ ACT ≤ 1, e.g. '@bands 0.9 0.6'"
            }
            settings.bands = (act, confirm)
        default:
            return "unknown directive '\(line)' (directives: @preset NAME, @bands ACT CONFIRM)"
        }
        return nil
    }
}
