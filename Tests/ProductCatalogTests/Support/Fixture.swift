import Foundation
@testable import ProductCatalog

/// Loads the test fixtures next to this file.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// The small hand-written catalog.
    static let catalog: Catalog = {
        do { return try Catalog.load(contentsOf: url("small-catalog.json")) } catch {
            preconditionFailure("fixture small-catalog.json does not load: \(error)")
        }
    }()

    static let index = CatalogIndex(catalog: catalog)

    /// The shipped catalog in the package root.
    static let shippedURL = directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Catalog/catalog.json")
}
