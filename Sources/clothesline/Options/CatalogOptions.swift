import ArgumentParser
import Foundation
import ProductCatalog

/// The `--catalog FILE` flag shared by commands that search a catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The catalog JSON file (default: $CLOTHESLINE_CATALOG, then the shipped Catalog/catalog.json).",
        valueName: "file"))
    var catalog: String?

    /// Loads and validates the chosen catalog.
    func load() throws -> Catalog {
        let url = try ShippedFile.catalog.resolve(explicit: catalog)
        return try Catalog.load(contentsOf: url)
    }
}
