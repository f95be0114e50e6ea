import ArgumentParser

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
            Review.self,
        ],
        defaultSubcommand: Chat.self
    )
}
