import Assistant

/// How one chat front end shows the conversation the ``ChatDriver`` runs: the REPL (tables, colour, prompt),
/// plain piped text, or one JSON object a line. Views differ in layout only; the words come from the turns.
public protocol ChatView: AnyObject {
    /// The prompt to show before reading a line ("" where nothing is shown).
    var prompt: String { get }
    /// Whether empty lines are skipped rather than answered (the REPL skips them; piped chat answers them).
    var skipsEmptyLines: Bool { get }
    /// Whether the output went away (a closed pipe): the loop then ends quietly.
    var isBroken: Bool { get }
    /// Called for every line read, before it is handled (echo, a note about a truncated line); `number` counts
    /// the lines read from 1.
    func read(_ line: InputLine, number: Int)
    /// Shows one turn.
    func show(_ turn: Turn)
}
