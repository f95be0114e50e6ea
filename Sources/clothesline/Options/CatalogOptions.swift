import ArgumentParser
import Foundation
import ProductCatalog

/// The `--catalog FILE` flag shared by every command that reads the store catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The catalog JSON file (default: $CLOTHESLINE_CATALOG, then the shipped Catalog/catalog.json).",
        valueName: "file"))
    var catalog: String?

    /// The chosen catalog file; throws at once when it is missing.
    func url() throws -> URL {
        try ShippedFile.catalog.resolve(explicit: catalog)
    }

    /// Loads and validates the chosen catalog.
    func load() throws -> Catalog {
        try Catalog.load(contentsOf: url())
    }
}
