import Assistant

/// What the chat driver made of one line.
public enum ChatResponse {
    /// A turn to show: the assistant's answer, or the output of a `:` command (action `command`).
    case turn(Turn)
    /// `:quit`: the conversation ends.
    case quit
    /// The model or catalog could not be loaded (the error was written to the error stream).
    case failed
}
