import ArgumentParser

/// The `clothesline` command: a shopping assistant for clothing stores, in the terminal.
@main
struct Clothesline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clothesline",
        abstract: "A command-line shopping assistant for clothing stores.",
        version: ClotheslineVersion.current,
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

    /// Parses and runs the command; every failure is reported through `Diagnostics` with its exit status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Diagnostics.exit(self, error: error)
        }
    }
}
