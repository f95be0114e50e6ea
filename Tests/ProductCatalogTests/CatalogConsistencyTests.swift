import Foundation
import Testing
@testable import ProductCatalog

@Suite("Catalog consistency warnings")
struct CatalogConsistencyTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/contradictions-catalog.json")

    @Test func listsEveryContradictionWithItsPath() throws {
        let warnings = CatalogConsistency.warnings(for: try Catalog.load(contentsOf: Self.url))
        let paths = warnings.map(\.path)
        // A colour the name states that colors lack (navy blue is navy: no warning for product 2).
        #expect(paths.contains("products[0].colors"))
        #expect(!paths.contains("products[1].colors"))
        // An audience the name states that the field contradicts.
        #expect(paths.contains("products[2].audience"))
        // The same name twice.
        #expect(paths.contains("products[5].name"))
        // Every Tops product is for women.
        #expect(warnings.contains { $0.message.contains("\"Tops\"") && $0.message.contains("women") })
        #expect(warnings.count == 4, "\(warnings)")
    }

    @Test func theShippedCatalogHasNoContradictions() throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Catalog/catalog.json")
        #expect(CatalogConsistency.warnings(for: try Catalog.load(contentsOf: shipped)) == [])
    }

    @Test(arguments: [
        (["black", "rinse", "jeans"], ["light blue"], true),
        (["black", "rinse", "jeans"], ["black", "light blue"], false),
        (["navy", "tee"], ["navy blue"], false),
        (["grey", "tee"], ["charcoal"], false),    // charcoal is a grey
        (["red", "tee"], [], false),               // no colours listed: nothing to contradict
    ] as [([String], [String], Bool)])
    func colourContradictions(_ tokens: [String], _ colors: [String], _ contradicts: Bool) {
        #expect((CatalogConsistency.colorContradiction(tokens, colors) != nil) == contradicts)
    }
}
