import Foundation
import Testing
@testable import ProductCatalog

@Suite("Catalog loading and validation")
struct CatalogLoadingTests {
    func problems(_ json: String) -> [String] {
        do {
            _ = try Catalog.decode(Data(json.utf8), file: "test.json")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    func product(_ fields: String) -> String {
        #"{"formatVersion": 1, "store": {"name": "S"}, "products": [\#(fields)]}"#
    }

    @Test func fixtureLoads() {
        #expect(Fixture.catalog.products.count == 9)
        #expect(Fixture.catalog.store.name == "Test Store")
        #expect(Fixture.catalog.categories.first?.synonyms == ["hoodie", "sweatshirt"])
    }

    @Test func shippedCatalogIsValidAndBigEnough() throws {
        let catalog = try Catalog.load(contentsOf: Fixture.shippedURL)
        #expect(catalog.products.count >= 600)
        #expect(Set(catalog.products.map(\.category)).count >= 20)
        #expect(Set(catalog.products.compactMap(\.brand)).count >= 25)
        #expect(catalog.products.contains { p in p.sizes.contains { p.stock[$0] == 0 } })
    }

    @Test func requiredFieldsOnlyIsEnough() throws {
        let catalog = try Catalog.decode(Data(#"{"products": [{"id": "1", "name": "Tee", "category": "Tops", "price": 5}]}"#.utf8))
        #expect(catalog.products.first?.colors == [])
        #expect(catalog.store.currency == "USD")
    }

    /// Long product arrays are validated in two halves at once: products, problems and duplicate ids across the
    /// halves must come out exactly as one pass in file order would give them.
    @Test func longCatalogsKeepFileOrderAcrossHalves() throws {
        let count = 6_001
        var items: [String] = []
        for i in 0..<count {
            switch i {
            case 10: items.append(#"{"id": "p10", "name": "", "category": "Tops", "price": -1}"#)
            case 3_000: items.append(#"{"id": "p1", "name": "Tee", "category": "Tops", "price": 5}"#)
            case 3_001: items.append(#"{"id": "p3001", "name": "Tee", "price": "5"}"#)
            case 5_999: items.append(#"{"id": "p20", "name": "Tee", "category": "Tops", "price": 5, "prize": 1}"#)
            default: items.append(#"{"id": "p\#(i)", "name": "Tee \#(i)", "category": "Tops", "price": \#(i)}"#)
            }
        }
        #expect(problems(product(items.joined(separator: ",\n"))) == [
            "products[10].name: must not be empty",
            "products[10].price: must be ≥ 0, found -1",
            "products[3000].id: duplicate id \"p1\" (first used by products[1])",
            "products[3001].price: must be a number ≥ 0 (no currency sign or quotes), found \"5\"",
            "products[3001].category: missing; every product needs a category",
            "products[5999].prize: unknown member; did you mean \"price\"?",
            "products[5999].id: duplicate id \"p20\" (first used by products[20])",
        ])
        items[10] = #"{"id": "p10", "name": "Tee", "category": "Tops", "price": 1}"#
        items[3_000] = #"{"id": "p3000", "name": "Tee", "category": "Tops", "price": 5}"#
        items[3_001] = #"{"id": "p3001", "name": "Tee", "category": "Tops", "price": 5}"#
        items[5_999] = #"{"id": "p5999", "name": "Last", "category": "Tops", "price": 5}"#
        let catalog = try Catalog.decode(Data(product(items.joined(separator: ",")).utf8))
        #expect(catalog.products.count == count)
        #expect(catalog.products.map(\.id) == (0..<count).map { "p\($0)" })
        #expect(catalog.products[5_999].name == "Last")
    }

    /// Every validation error, with the JSON path it must name.
    @Test(arguments: [
        (#"{"id": "a", "name": "A", "category": "C", "price": -1}"#, "products[0].price: must be ≥ 0"),
        (#"{"id": "a", "name": "A", "category": "C", "price": "12"}"#, "products[0].price: must be a number"),
        (#"{"id": "a", "name": "A", "category": "C"}"#, "products[0].price: missing"),
        (#"{"name": "A", "category": "C", "price": 1}"#, "products[0].id: missing"),
        (#"{"id": 7, "name": "A", "category": "C", "price": 1}"#, "products[0].id: must be a string"),
        (#"{"id": "a", "name": "", "category": "C", "price": 1}"#, "products[0].name: must not be empty"),
        (#"{"id": "a", "name": "A", "price": 1}"#, "products[0].category: missing"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1}, {"id": "a", "name": "B", "category": "C", "price": 2}"#,
         "products[1].id: duplicate id \"a\" (first used by products[0])"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "sizes": ["M"], "stock": {"L": 2}}"#,
         "products[0].stock.L: unknown size \"L\""),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "sizes": ["M"], "stock": {"M": -2}}"#,
         "products[0].stock.M: must be a whole number ≥ 0"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "sizes": ["M", "m"]}"#, "products[0].sizes[1]: size \"m\" is listed twice"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "colors": "black"}"#, "products[0].colors: must be an array of strings"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "colors": ["black", 3]}"#, "products[0].colors[1]: must be a non-empty string"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "colours": ["black"]}"#, "products[0].colours: unknown member; did you mean \"colors\"?"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "brand": 5}"#, "products[0].brand: must be a string"),
        (#"{"id": "a", "name": "A", "category": "C", "price": 1, "price": 2}"#, "products[0].price: appears more than once"),
        (#""just a string""#, "products[0]: must be an object"),
    ] as [(String, String)])
    func reportsProductProblem(_ fields: String, _ expected: String) {
        let found = problems(product(fields))
        #expect(found.contains { $0.hasPrefix(expected) }, "got \(found)")
    }

    @Test(arguments: [
        (#"[]"#, "$: must be an object"),
        (#"{"store": {"name": "S"}}"#, "products: missing"),
        (#"{"products": {}}"#, "products: must be an array"),
        (#"{"formatVersion": "1", "products": []}"#, "formatVersion: must be a whole number"),
        (#"{"formatVersion": 1e300, "products": []}"#, "formatVersion: 9223372036854775807 is newer than 1"),
        (#"{"store": {"name": "S", "currency": "dollars"}, "products": []}"#, "store.currency: must be a three-letter"),
        (#"{"store": "S", "products": []}"#, "store: must be an object"),
        (#"{"categories": [{"name": "A"}, {"name": "a"}], "products": []}"#, "categories[1].name: category \"a\" is already declared"),
        (#"{"categories": [{"synonyms": []}], "products": []}"#, "categories[0].name: missing"),
        (#"{"categories": [{"name": "Boots", "kinds": ["wellies"]}], "products": []}"#,
         "categories[0].kinds: must be an object of shoppers' words and the names' words"),
        (#"{"categories": [{"name": "Boots", "kinds": {"wellies": 3}}], "products": []}"#,
         "categories[0].kinds.wellies: must be the non-empty words the products' names use, like \"rain boots\", found 3"),
        (#"{"categories": [{"name": "Boots", "kinds": {"wellies": " "}}], "products": []}"#,
         "categories[0].kinds.wellies: must be the non-empty words the products' names use"),
        (#"{"categories": [{"name": "Boots", "kinds": {"": "rain boots"}}], "products": []}"#,
         "categories[0].kinds.: a shopper's word must not be empty"),
        (#"{"categories": [{"name": "Boots", "kinds": {"wellies": "rain boots", "wellies": "x"}}], "products": []}"#,
         "categories[0].kinds.wellies: appears more than once"),
        (#"{"categories": [{"name": "Boots", "kind": {}}], "products": []}"#,
         "categories[0].kind: unknown member; did you mean \"kinds\"?"),
        (#"{"prodcts": [], "products": []}"#, "prodcts: unknown member; did you mean \"products\"?"),
        (#"{"store": {"name": "S", "policys": {}}, "products": []}"#, "store.policys: unknown member; did you mean \"policies\"?"),
        (#"{"store": {"name": "S", "policies": "free returns"}, "products": []}"#, "store.policies: must be an object of texts by topic"),
        (#"{"store": {"name": "S", "policies": {"retruns": "30 days"}}, "products": []}"#,
         "store.policies.retruns: unknown topic; did you mean \"returns\"?"),
        (#"{"store": {"name": "S", "policies": {"gift cards": "x"}}, "products": []}"#,
         "store.policies.gift cards: unknown topic; did you mean \"giftCards\"?"),
        (#"{"store": {"name": "S", "policies": {"parking": "x"}}, "products": []}"#,
         "store.policies.parking: unknown topic; topics are orders, shipping, returns, exchanges, refunds, payment, discounts, giftCards, accounts, repairs"),
        (#"{"store": {"name": "S", "policies": {"hours": "9-5"}}, "products": []}"#,
         "store.policies.hours: not a policy topic; opening hours and contact details go in store.hours"),
        (#"{"store": {"name": "S", "policies": {"returns": 30}}, "products": []}"#, "store.policies.returns: must be a string, found 30"),
        (#"{"store": {"name": "S", "policies": {"returns": "a", "returns": "b"}}, "products": []}"#,
         "store.policies.returns: appears more than once"),
    ] as [(String, String)])
    func reportsDocumentProblem(_ json: String, _ expected: String) {
        let found = problems(json)
        #expect(found.contains { $0.hasPrefix(expected) }, "got \(found)")
    }

    @Test func storePoliciesLoadByTopic() throws {
        let json = #"{"store": {"name": "S", "policies": {"returns": "30 days.", "giftCards": "From $10.", "repairs": "  ", "orders": null}}, "products": []}"#
        for catalog in [try Catalog.decode(Data(json.utf8)), try Catalog.decodeThoroughly(Data(json.utf8))] {
            #expect(catalog.store.policies == StorePolicies([.returns: "30 days.", .giftCards: "From $10."]))
            #expect(catalog.store.policies?[.returns] == "30 days.")
            #expect(catalog.store.policies?[.shipping] == nil)
        }
        #expect(throws: CatalogError.self) { try Catalog.decode(Data(#"{"store": {"name": "S", "policies": {"x": "y"}}, "products": []}"#.utf8)) }
        let none = try Catalog.decode(Data(#"{"store": {"name": "S", "policies": null}, "products": []}"#.utf8))
        #expect(none.store.policies == nil)
    }

    @Test func reportsEveryProblemAtOnce() {
        let json = product(#"{"id": "a", "name": "A", "category": "C", "price": -1}, {"id": "a", "name": "", "category": "C", "price": 1}, {"id": "b", "name": "B", "category": "C"}"#)
        #expect(problems(json).count == 4)
    }

    @Test func newerFormatIsRefused() {
        #expect(throws: CatalogError.unsupportedVersion(file: "catalog", version: 2, supported: 1)) {
            try Catalog.decode(Data(#"{"formatVersion": 2, "products": []}"#.utf8))
        }
    }

    @Test(arguments: [
        ("{\n  \"products\": [\n    {\"id\": \"a\",}\n  ]\n}", 3, 16),
        ("{\"products\": [1, 2", 1, 19),
        ("", 1, 1),
        ("{\"a\": tru}", 1, 7),
        ("{\"a\": \"x\u{01}\"}", 1, 9),
        ("{\"a\": 01}", 1, 7),
        ("{} {}", 1, 4),
    ] as [(String, Int, Int)])
    func syntaxErrorsHaveLineAndColumn(_ json: String, _ line: Int, _ column: Int) {
        do {
            _ = try Catalog.decode(Data(json.utf8), file: "bad.json")
            Issue.record("expected a syntax error")
        } catch {
            guard case .syntax(let file, let l, let c, _) = error else { Issue.record("got \(error)"); return }
            #expect(file == "bad.json")
            #expect(l == line)
            #expect(c == column)
        }
    }

    @Test func invalidUTF8IsASyntaxError() {
        var data = Data(#"{"products": [{"id": "a", "name": ""#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Array(#"", "category": "C", "price": 1}]}"#.utf8))
        #expect(throws: CatalogError.self) { try Catalog.decode(data) }
    }

    @Test func deepNestingIsRejectedNotCrashing() {
        let json = String(repeating: "[", count: 100_000)
        #expect(throws: CatalogError.self) { try Catalog.decode(Data(json.utf8)) }
    }

    @Test func escapesAndUnicodeDecode() throws {
        let catalog = try Catalog.decode(Data(product(#"{"id": "a\u00e9\ud83d\ude00", "name": "Tab\tQuote\" é", "category": "C", "price": 1.5e1}"#).utf8))
        #expect(catalog.products.first?.id == "aé😀")
        #expect(catalog.products.first?.name == "Tab\tQuote\" é")
        #expect(catalog.products.first?.price == 15)
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: CatalogError.self) { try Catalog.load(contentsOf: Fixture.url("does-not-exist.json")) }
    }

    @Test func writeAndReloadRoundTrips() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Fixture.catalog.write(to: url)
        #expect(try Catalog.load(contentsOf: url) == Fixture.catalog)
    }
}
