import ArgumentParser
import Foundation
import ProductCatalog

extension Clothesline {
    /// `clothesline catalog validate FILE…`: reports every problem in each catalog; fails if any has one.
    struct CatalogValidate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check catalog files and list every problem with its JSON path (exit 1 if any).")

        @Argument(help: "Catalog JSON files.")
        var files: [String]

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("give at least one catalog file") }
        }

        func run() throws {
            var failed = false
            for file in files {
                do {
                    let catalog = try Catalog.load(contentsOf: URL(fileURLWithPath: file))
                    print("\(file): OK — \(catalog.products.count) products in \(catalog.categoryNames.count) categories")
                } catch {
                    failed = true
                    Diagnostics.error(error.localizedDescription)
                }
            }
            if failed { throw ExitCode.failure }
        }
    }
}
