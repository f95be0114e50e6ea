import Foundation
import Testing
@testable import ProductCatalog

@Suite("Prices from shoppers and files: checked, never a trap")
struct PriceTextTests {
    @Test(arguments: [
        (40.0, "40"), (39.99, "39.99"), (0, "0"), (1e12, "1000000000000"), (1e19, "1e+19"), (1e20, "1e+20"),
        (-5, "-5"), (.infinity, "inf"), (-.infinity, "-inf"), (9.2233720368547758e18, "9.223372036854776e+18"),
    ])
    func formatIsTotal(value: Double, expected: String) {
        #expect(PriceText.format(value) == expected)
        #expect(Store(name: "S").format(price: value) == "$" + expected)
    }

    @Test(arguments: [(0.0, true), (1e12, true), (1e12 + 1, false), (1e19, false), (-0.01, false), (.nan, false)])
    func catalogPrices(value: Double, valid: Bool) {
        #expect(PriceText.isValid(value) == valid)
    }

    @Test(arguments: [
        (1e18, true), (-1, true), (1e19, false), (.infinity, false), (.nan, false), (9.3e18, false), (-9.3e18, false),
    ])
    func checkedInteger(value: Double, fits: Bool) {
        #expect((CheckedNumber.integer(value) != nil) == fits)
    }

    @Test func checkedSizes() {
        #expect(CheckedNumber.sumOfProducts([(3, 8), (2, 4)]) == 32)
        #expect(CheckedNumber.sumOfProducts([(1 << 61, 8)]) == nil)
        #expect(CheckedNumber.sumOfProducts([(Int.max / 2, 1), (Int.max / 2, 1), (2, 1)]) == nil)
        #expect(CheckedNumber.finiteDouble("1e400") == nil)
        #expect(CheckedNumber.finiteDouble("1e19") == 1e19)
    }

    /// Every price phrase with a number beyond every range parses, says what it understood, and encodes as JSON.
    @Test(arguments: [
        "jeans under $99999999999999999999", "jeans under $1e400", "over $99999999999999999999", "over $1e400",
        "between 1 and 99999999999999999999", "between 1 and 1e400", "$20-$99999999999999999999 jeans",
        "$20-$1e400 jeans", "shoes for 1e400 bucks",
    ])
    func hugePricesInQueries(line: String) throws {
        let result = Fixture.index.search(line, limit: 5)
        #expect(!result.query.understood.isEmpty)
        _ = result.query.summary(currencySymbol: "$")
        let json = try JSONEncoder().encode(result.query)
        #expect(!json.isEmpty)
    }

    @Test func validatorRejectsPricesItCannotShow() throws {
        var text = String(decoding: try Fixture.data("small-catalog.json"), as: UTF8.self)
        let range = try #require(text.range(of: #""price": *[0-9.]+"#, options: .regularExpression))
        text.replaceSubrange(range, with: "\"price\": 1e19")
        #expect {
            try Catalog.decode(Data(text.utf8), file: "big.json")
        } throws: { error in
            guard case CatalogError.invalid(let file, let problems) = error else { return false }
            return file == "big.json" && problems.contains { $0.path.hasSuffix(".price") && $0.message.contains("at most") }
        }
    }
}
