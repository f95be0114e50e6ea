import ArgumentParser
import Foundation
import ProductCatalog
import Terminal

extension Clothesline {
    /// `clothesline catalog stats FILE`: counts per category, brand, audience and price range.
    struct CatalogStats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: "Print counts per category, brand, audience and price range.")

        @Argument(help: "The catalog JSON file (default: the shipped catalog).")
        var file: String?

        @Option(name: .long, help: "List at most this many brands and categories (0 = all).")
        var top: Int = 0

        func validate() throws {
            guard top >= 0 else { throw ValidationError("--top must be 0 or more") }
        }

        func run() throws {
            let url = try ShippedFile.catalog.resolve(explicit: file)
            let catalog = try Catalog.load(contentsOf: url)
            let stats = CatalogStatistics(catalog: catalog)
            let store = catalog.store
            print("\(TextSanitizer.sanitize(store.name)) (\(store.currency)): \(stats.productCount) products, "
                + "\(stats.categories.count) categories, \(stats.brands.filter { $0.name != CatalogStatistics.none }.count) brands, "
                + "\(stats.soldOut) sold out")
            print("Prices: lowest \(store.format(price: stats.minimumPrice)), median \(store.format(price: stats.medianPrice)), "
                + "highest \(store.format(price: stats.maximumPrice))")
            section("Categories", stats.categories)
            section("Brands", stats.brands)
            section("Audiences", stats.audiences)
            section("Price ranges (\(store.currency))", stats.priceRanges, limit: 0)
        }

        private func section(_ title: String, _ counts: [CategoryCount], limit: Int? = nil) {
            print("\n\(title):")
            let shown = (limit ?? top) > 0 ? Array(counts.prefix(limit ?? top)) : counts
            let width = min(40, shown.map { $0.name.count }.max() ?? 0)
            for entry in shown {
                let name = TextSanitizer.sanitize(entry.name)
                print("  \(name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0))  \(entry.count)")
            }
            if shown.count < counts.count { print("  … and \(counts.count - shown.count) more") }
        }
    }
}
