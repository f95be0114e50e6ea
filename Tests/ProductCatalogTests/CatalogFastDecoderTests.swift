import Foundation
import Testing
@testable import ProductCatalog

/// The one-pass decoder must give exactly what the JSON tree and the validator give: the same catalog for every
/// valid file, and (by handing over) the same problems for every invalid one.
@Suite("Catalog fast decoder agrees with the thorough path")
struct CatalogFastDecoderTests {
    /// Decodes `data` both ways and records any difference.
    static func expectSameOutcome(_ data: Data, _ comment: @autoclosure () -> String) {
        let fast = Result { () throws(CatalogError) in try Catalog.decode(data, file: "x.json") }
        let thorough = Result { () throws(CatalogError) in try Catalog.decodeThoroughly(data, file: "x.json") }
        switch (fast, thorough) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "different catalogs for \(comment())")
            // `==` takes -0 for 0: the prices must be the very same bits.
            #expect(a.products.map(\.price.bitPattern) == b.products.map(\.price.bitPattern), "prices differ for \(comment())")
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "different problems for \(comment())")
        default:
            Issue.record("fast \(fast) but thorough \(thorough) for \(comment())")
        }
        // The same with the products decoded in two halves on two cores, wherever a split point is found.
        for splitAbove in [0, data.count / 3] {
            guard let split = CatalogFastDecoder.decode(data, splitAbove: splitAbove) else { continue }
            #expect(Result.success(split) == thorough, "split above \(splitAbove) differs for \(comment())")
            if case .success(let catalog) = thorough {
                #expect(split.products.map(\.price.bitPattern) == catalog.products.map(\.price.bitPattern))
            }
        }
    }

    @Test(arguments: ["small-catalog.json", "extensions-and-escapes.json", "every-problem.json", "syntax-error.json"])
    func fixtureDecodesTheSameBothWays(_ name: String) throws {
        Self.expectSameOutcome(try Fixture.data(name), name)
    }

    /// The valid fixtures must really take the fast path (else this suite would compare the slow path with itself).
    @Test(arguments: ["small-catalog.json", "extensions-and-escapes.json"])
    func validFixtureTakesTheFastPath(_ name: String) throws {
        let catalog = try #require(CatalogFastDecoder.decode(try Fixture.data(name)))
        #expect(catalog == (try Catalog.decodeThoroughly(try Fixture.data(name))))
    }

    @Test func shippedCatalogTakesTheFastPath() throws {
        let data = try Data(contentsOf: Fixture.shippedURL)
        let catalog = try #require(CatalogFastDecoder.decode(data))
        #expect(catalog == (try Catalog.decodeThoroughly(data)))
    }

    @Test func escapedAndExtendedFixtureDecodesAsWritten() throws {
        let catalog = try #require(CatalogFastDecoder.decode(try Fixture.data("extensions-and-escapes.json")))
        #expect(catalog.store.name == "Café \"Nord\" / Süd")
        #expect(catalog.store.hours == nil)
        #expect(catalog.products[0].id == "😀-1")
        #expect(catalog.products[0].price == 100)
        #expect(catalog.products[0].stock == ["M": 0, "S": 3])
        #expect(catalog.products[1].price.sign == .minus)
        #expect(catalog.products[5].price == 0)
        #expect(catalog.products[6].price == 999999999999.99)  // the highest a catalog may hold is 10^12
    }

    /// A category's kinds in every shape, valid and not.
    @Test(arguments: [
        #"{"wellies": "rain boots"}"#, #"{"wellies": "rain boots", "gumboots": "rain boots, work boots"}"#, "{}",
        "null", #"{"wellies": ""}"#, #"{"": "rain boots"}"#, #"{"wellies": 3}"#, #"["wellies"]"#, #""rain boots""#,
        #"{"wellies": "a", "wellies": "b"}"#, #"{"wéllies": "rain boots"}"#, #"{"wellies": null}"#,
    ])
    func kindsDecodeTheSameBothWays(_ kinds: String) {
        let json = #"{"categories": [{"name": "Boots", "synonyms": ["boot"], "kinds": \#(kinds)}], "#
            + #""products": [{"id": "a", "name": "A Rain Boots", "category": "Boots", "price": 1}]}"#
        Self.expectSameOutcome(Data(json.utf8), kinds)
    }

    /// Numbers in every JSON form, valid and not, as a product's price.
    @Test(arguments: [
        "0", "-0", "7", "-7", "19.99", "4.35", "0.1", "0.30000000000000004", "1e2", "1E2", "1e+2", "1e-2", "2.5E-3",
        "123456789012345", "1234567890123456", "12345678901234567890", "9007199254740993", "0.000001",
        "1.7976931348623157e308", "1e308", "1e309", "1e400", "1e-400", "4.9e-324", "1e22", "1e23", "1e-22",
        "1e-23", "100000000000000000000000", "3.14159265358979323846264", "0.0000000000000000000000001",
        "1e0000000000000000000002", "01", "-", "1.", ".5", "5e", "5e+", "+1", "1.5.2", "--1", "0x10", "Infinity",
        "NaN", "1e-0", "-0.0e-0", "99.", "\"5\"", "null", "true",
    ])
    func numbersDecodeTheSameBothWays(_ price: String) {
        let json = #"{"products": [{"id": "a", "name": "A", "category": "C", "price": \#(price)}]}"#
        Self.expectSameOutcome(Data(json.utf8), price)
    }

    /// Strings with escapes, unicode, blanks and broken bytes, as a name and as an optional brand.
    @Test(arguments: [
        "plain", "é", "日本語", "😀", #"\""#, #"\\"#, #"\/"#, #"\b\f\n\r\t"#, #"\u00e9"#, #"\u0041"#, #"\ud83d\ude00"#,
        #"\ud83d"#, #"\ude00"#, #"\ud83dx"#, #"\x"#, #"\u12"#, #"\u12G4"#, " ", "\t", #"\u0020"#, #"\n"#, "",
        "e\u{301}", "\u{2003}", "tab\there", "a\\", #"\u0000"#,
    ])
    func stringsDecodeTheSameBothWays(_ text: String) {
        for json in [
            #"{"products": [{"id": "a", "name": "\#(text)", "category": "C", "price": 1}]}"#,
            #"{"products": [{"id": "a", "name": "A", "category": "C", "price": 1, "brand": "\#(text)"}]}"#,
            #"{"products": [{"id": "a", "name": "A", "category": "C", "price": 1, "x-note": "\#(text)"}]}"#,
            #"{"store": {"name": "\#(text)"}, "products": []}"#,
        ] {
            Self.expectSameOutcome(Data(json.utf8), json)
        }
    }

    @Test func invalidUTF8AndBOMDecodeTheSameBothWays() {
        let valid = Data(#"{"products": [{"id": "a", "name": "Ü", "category": "C", "price": 1}]}"#.utf8)
        Self.expectSameOutcome(Data([0xEF, 0xBB, 0xBF]) + valid, "BOM")
        for bad: [UInt8] in [[0xC3, 0x28], [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
            var data = Data(#"{"products": [{"id": "a", "name": "x"#.utf8)
            data.append(contentsOf: bad)
            data.append(contentsOf: Array(#"", "category": "C", "price": 1}]}"#.utf8))
            Self.expectSameOutcome(data, "bytes \(bad)")
            var key = Data(#"{"products": [{"id": "a", "name": "x", "category": "C", "price": 1, "x"#.utf8)
            key.append(contentsOf: bad)
            key.append(contentsOf: Array(#"": 1}]}"#.utf8))
            Self.expectSameOutcome(key, "member name bytes \(bad)")
        }
    }

    /// Split points that fall inside a string or inside an extension member's array of objects must be noticed
    /// (the first half does not end there) and the result must still be the one-pass result; a duplicate id across
    /// the halves and an error in the second half must still hand over to the thorough path.
    @Test(arguments: ["", "duplicate id across halves", "error in the second half"])
    func splitPointsInsideValuesAreNotTrusted(_ twist: String) {
        for padding in stride(from: 0, to: 900, by: 5) {
            var items: [String] = []
            for i in 0..<60 {
                var fields = #""id": "p\#(i)", "name": "Tee \#(i)", "category": "Tops", "price": \#(i)"#
                if (24...36).contains(i) {
                    fields += #", "description": "odd },{ text }, {\"id\": 1}", "x-variants": [{"size": "M"},\#n {"size": "L"}]"#
                }
                if twist == "duplicate id across halves" && i == 55 { fields = fields.replacingOccurrences(of: "p55", with: "p3") }
                if twist == "error in the second half" && i == 50 { fields += #", "price": 1"# }
                items.append("{" + fields + "}")
            }
            let json = #"{"store": {"name": "S\#(String(repeating: " ", count: padding))"}, "products": [\#n"#
                + items.joined(separator: ",\n ") + "]}"
            let data = Data(json.utf8)
            let thorough = Result { () throws(CatalogError) in try Catalog.decodeThoroughly(data) }
            let split = CatalogFastDecoder.decode(data, splitAbove: 0)
            if twist.isEmpty {
                #expect(split.map { Result.success($0) } == thorough, "padding \(padding)")
            } else {
                #expect(split == nil, "padding \(padding)")
                #expect(throws: CatalogError.self) { try thorough.get() }
            }
        }
    }

    /// Random catalogs made of the pieces above (seeded, so a failure repeats), then the same documents with
    /// random bytes deleted, inserted or replaced.
    @Test(arguments: 0..<24)
    func generatedCatalogsDecodeTheSameBothWays(_ seed: Int) {
        var generator = CatalogTextGenerator(seed: UInt64(seed))
        for _ in 0..<40 {
            let text = generator.document()
            Self.expectSameOutcome(Data(text.utf8), text)
            var bytes = Array(text.utf8)
            for _ in 0..<3 { generator.mutate(&bytes) }
            Self.expectSameOutcome(Data(bytes), String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Most generated documents must be valid, or the comparison above would mostly compare error lists.
    @Test func generatedCatalogsAreMostlyValid() {
        var generator = CatalogTextGenerator(seed: 99)
        var accepted = 0
        for _ in 0..<200 where CatalogFastDecoder.decode(Data(generator.document().utf8)) != nil { accepted += 1 }
        #expect(accepted >= 60, "only \(accepted) of 200 generated catalogs were valid")
    }
}
