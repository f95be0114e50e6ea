import ArgumentParser
import Foundation
import Terminal

/// The `clothesline` command: a shopping assistant for clothing stores, in the terminal.
@main
struct Clothesline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clothesline",
        abstract: "A command-line shopping assistant for clothing stores.",
        version: "0.1.0",
        subcommands: [
            Train.self,
            Classify.self,
            Evaluate.self,
            Search.self,
            CatalogCommand.self,
            Chat.self,
            PolicyCommand.self,
            Replay.self,
        ],
        defaultSubcommand: Chat.self
    )

    /// Parses the arguments and runs the command, like ArgumentParser's own `main()`, except that error and help
    /// messages go through ``TextSanitizer`` first: they quote file names, column names and other text from the
    /// user's files.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = TextSanitizer.sanitize(fullMessage(for: error), allowNewlines: true)
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
