import ArgumentParser
import Foundation
import Terminal

/// The `clothesline` command: a shopping assistant for clothing stores, in the terminal.
@main
struct Clothesline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clothesline",
        abstract: "A command-line shopping assistant for clothing stores.",
        discussion: """
            Every line a shopper types is classified ("is this a clothing question?") and a confidence policy \
            routes it: search the store's catalog, ask, or offer a menu. With no subcommand, clothesline runs \
            chat with the shipped model, catalog and the balanced policy. Every subcommand has --help and its \
            own manual page (clothesline.chat, clothesline.search, ...).
            """,
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
            Review.self,
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
