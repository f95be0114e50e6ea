import Foundation
import TestSupport
import Testing

@Suite("clothesline catalog")
struct CatalogCommandTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ProductCatalogTests/Fixtures")

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    @Test func validateAcceptsGoodCatalogs() throws {
        let result = try CLI.run(["catalog", "validate", Self.fixtures.appendingPathComponent("small-catalog.json").path,
                                  CLI.packageRoot.appendingPathComponent("Catalog/catalog.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("OK — 9 products in 5 categories"))
    }

    @Test func validateWarnsAboutContradictionsWithoutFailing() throws {
        let file = Self.fixtures.appendingPathComponent("contradictions-catalog.json").path
        let human = try CLI.run(["catalog", "validate", file])
        #expect(human.status == 0, "\(human.stderr)")
        #expect(human.stdout.contains("OK — 9 products in 3 categories, 4 warning(s)"))
        #expect(human.stderr.contains("clothesline: warning: ") && human.stderr.contains("products[0].colors: the name says black"))
        let json = try CLI.run(["catalog", "validate", "--json", file])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["ok"] as? Bool == true)
        #expect((object?["warnings"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
            == ["products[0].colors", "products[2].audience", "products[5].name", "products[4].audience"])
        #expect((object?["errors"] as? [Any])?.isEmpty == true)
    }

    @Test func validateListsEveryProblemAndFails() throws {
        let url = temporary("bad.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"products": [{"id": "a", "name": "A", "category": "C", "price": -1}, {"id": "a", "name": "B", "category": "C", "price": 1, "sizes": ["M"], "stock": {"L": 1}}]}"#.utf8).write(to: url)
        let result = try CLI.run(["catalog", "validate", url.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("products[0].price: must be ≥ 0"))
        #expect(result.stderr.contains("products[1].id: duplicate id \"a\""))
        #expect(result.stderr.contains("products[1].stock.L: unknown size \"L\""))
    }

    @Test func validateReportsSyntaxErrorsWithLineAndColumn() throws {
        let url = temporary("syntax.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\n  \"products\": [,]\n}".utf8).write(to: url)
        let result = try CLI.run(["catalog", "validate", url.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(url.path):2:16: JSON syntax error"))
    }

    @Test func statsCountsCategoriesBrandsAudiencesAndPrices() throws {
        let result = try CLI.run(["catalog", "stats", Self.fixtures.appendingPathComponent("small-catalog.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        for expected in ["Test Store (USD): 9 products, 5 categories, 6 brands", "Categories:", "Hoodies", "Brands:",
                         "Audiences:", "Price ranges (USD):", "lowest $19.99"] {
            #expect(result.stdout.contains(expected), "missing \(expected)")
        }
    }

    @Test func importWritesAValidCatalogAndReportsRowsByLine() throws {
        let output = temporary("imported.json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run(["catalog", "import", Self.fixtures.appendingPathComponent("myntra-like.csv").path,
                                  "--output", output.path, "--store-name", "Myntra"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("imported 3 of 7 rows"))
        #expect(result.stderr.contains("line 5: skipped: price \"abc\""))
        #expect(result.stderr.contains("line 7: skipped: duplicate id"))
        let validate = try CLI.run(["catalog", "validate", output.path])
        #expect(validate.status == 0)
        let search = try CLI.run(["search", "--catalog", output.path, "--json", "navy jeans for men"])
        #expect(search.stdout.contains("\"id\":\"101\""))
    }

    @Test(arguments: [
        ["catalog", "import", "/nonexistent.csv", "--output", "/tmp/x.json"],
        ["catalog", "import", "x.csv", "--output", "/tmp/x.json", "--currency", "dollars"],
        ["catalog", "validate"],
        ["catalog", "stats", "/nonexistent.json"],
    ])
    func badInvocationsFail(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty)
    }

    /// The two real catalogs: every row is imported or reported with its line number.
    @Test(.enabled(if: CLI.hasSharedData), arguments: [
        ("catalogs/fashion-product-images/styles.csv", 44_446),
        ("catalogs/myntra/products.csv", 12_491),
    ])
    func realCatalogsImportEveryRowOrReportIt(_ path: String, _ rows: Int) throws {
        let output = temporary("real.json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run(["catalog", "import", CLI.sharedData.appendingPathComponent(path).path,
                                  "--output", output.path, "--verbose"], timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let imported = try #require(result.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        let skipped = result.stderr.components(separatedBy: "\n").filter { $0.contains(": skipped: ") }.count
        #expect(imported + skipped == rows)
        #expect(result.stdout.contains("of \(rows) rows"))
    }
}
