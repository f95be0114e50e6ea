import ArgumentParser

extension Clothesline {
    /// `clothesline catalog`: check, describe and import store catalogs.
    struct CatalogCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "catalog",
            abstract: "Validate, describe or import a store catalog.",
            subcommands: [CatalogValidate.self, CatalogStats.self, CatalogImport.self])
    }
}
