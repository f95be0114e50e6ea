import ArgumentParser
import Terminal

/// How the chat talks to a terminal: `--color auto|always|never` and `--repl`.
struct TerminalOptions: ParsableArguments {
    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"),
        transform: { text in
            guard let mode = ColorMode(rawValue: text.lowercased()) else {
                throw ValidationError("--color must be auto, always or never, not '\(text)'")
            }
            return mode
        })
    var color: ColorMode = .auto

    @Flag(help: ArgumentHelp(
        "Use the terminal rendering and meta commands (:why, :bands …) even when input is piped: "
            + "for scripted demos. Each input line is echoed after the prompt."))
    var repl = false
}
