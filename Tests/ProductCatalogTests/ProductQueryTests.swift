import Foundation
import Testing
@testable import ProductCatalog

@Suite("ProductQuery refinement and coding")
struct ProductQueryTests {
    let parser = QueryParser(catalog: Fixture.catalog)

    @Test(arguments: [
        ("black hoodies in M", "in navy", "Hoodies", ["navy blue"], "M"),
        ("black hoodies in M", "size L", "Hoodies", ["black"], "L"),
        ("black hoodies", "tees", "T-Shirts", ["black"], nil),
        ("hoodies size S", "what about Adidas?", "Hoodies", [], "S"),
    ] as [(String, String, String, [String], String?)])
    func refinementReplacesFilters(_ first: String, _ next: String, _ category: String, _ colors: [String], _ size: String?) {
        let merged = parser.parse(first).refined(by: parser.parse(next))
        #expect(merged.category == category)
        #expect(merged.colors == colors)
        #expect(merged.size == size)
    }

    @Test(arguments: [
        ("black hoodies", "not black", [], ["black"]),
        ("hoodies, no black", "in navy", ["navy blue"], ["black"]),
        ("hoodies not black", "black after all", ["black"], []),
    ] as [(String, String, [String], [String])])
    func aColourTurnedAwayStaysAwayUntilAskedFor(_ first: String, _ next: String, _ colors: [String], _ excluded: [String]) {
        let merged = parser.parse(first).refined(by: parser.parse(next))
        #expect(merged.colors == colors)
        #expect(merged.excludedColors == excluded)
        #expect(merged.hasFilters)
    }

    @Test func turnedAwayValuesRoundTripThroughJSON() throws {
        var query = ProductQuery(category: "Hoodies")
        query.excludedColors = ["black"]
        query.excludedMaterials = ["leather"]
        let decoded = try JSONDecoder().decode(ProductQuery.self, from: JSONEncoder().encode(query))
        #expect(decoded == query)
        #expect(query.understood.contains("not colour: black"))
        #expect(query.understood.contains("not material: leather"))
    }

    /// A bound said with a wish for cheaper ("not so expensive, maximum 150") is the bound, whatever is on screen.
    @Test func aBoundSaidWithTheWishIsTheBound() {
        let q = parser.parse("hoodies").refined(
            by: parser.parse("not so expensive, maximum 150 dollar"), currentPrices: [120, 220, 260])
        #expect(q.maxPrice == 150)
        #expect(q.priceDirection == nil)
    }

    @Test func refinementKeepsAndReplacesBrandAndPrice() {
        let merged = parser.parse("nike hoodies under $60").refined(by: parser.parse("what about Adidas?"))
        #expect(merged.brand == "Adidas")
        #expect(merged.maxPrice == 60)
        let cheaper = merged.refined(by: parser.parse("between 20 and 30"))
        #expect(cheaper.minPrice == 20 && cheaper.maxPrice == 30)
    }

    @Test func cheaperAppliesAgainstPricesOnScreen() {
        let q = parser.parse("hoodies").refined(by: parser.parse("anything cheaper?"), currentPrices: [30, 50, 70])
        #expect(q.maxPrice == 49.99)
        #expect(q.priceDirection == nil)
        let dearer = parser.parse("hoodies").refined(by: parser.parse("more expensive"), currentPrices: [30, 50, 70])
        #expect(dearer.minPrice == 50.01)
    }

    @Test func codableRoundTripAndUnderstoodKey() throws {
        let q = parser.parse("black nike hoodies in M under $60 for men")
        let data = try JSONEncoder().encode(q)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["understood"] != nil)
        #expect(try JSONDecoder().decode(ProductQuery.self, from: data) == q)
    }
}
