import Foundation
import Testing
import TextSafety
@testable import ProductCatalog

@Suite("CSV import")
struct CatalogImporterTests {
    @Test func myntraQuirks() throws {
        let report = try CatalogImporter().importCSV(try Fixture.data("myntra-like.csv"), file: "myntra-like.csv")
        let products = report.catalog.products
        #expect(report.rowsRead == 7)
        #expect(products.map(\.id) == ["101", "102", "106"])
        #expect(report.catalog.store.currency == "INR")               // from the "Price (INR)" header
        #expect(products[0].price == 1299)                              // "1,299"
        #expect(products[0].colors == ["Navy Blue"])                    // leading space trimmed
        #expect(products[0].brand == "Roadster")
        #expect(products[0].audience == "Men")
        #expect(products[0].category == "Jeans")                        // no category column: last noun of the name
        #expect(products[1].name == "HRX Women Black Running Shoes, Lightweight")  // quoted comma kept
        #expect(products[1].description == "Mesh upper\nwith cushioning")           // quoted line break kept
        #expect(products[2].price == 899)                               // "₹899"
        #expect(products[2].colors == ["Red", "White"])
        #expect(products[2].category == "Dresses")
        let problems = report.problems.map(\.description)
        #expect(problems == [
            // Line numbers are where each record starts: row 102 spans lines 3 and 4.
            "line 5: skipped: price \"abc\" is not a number from 0 to 1000000000000",
            "line 6: skipped: 2 fields for 7 columns",
            "line 7: skipped: duplicate id \"101\" (first on line 2)",
            "line 8: skipped: empty name",
        ])
        #expect(report.notes.contains { $0.contains("no category column") })
    }

    @Test func stylesQuirksJoinUnquotedCommasIntoTheName() throws {
        let mapping = try ColumnMapping.parse("name=productDisplayName,category=articleType,audience=gender,colors=baseColour")
        let report = try CatalogImporter(mapping: mapping).importCSV(try Fixture.data("styles-like.csv"))
        let products = report.catalog.products
        #expect(products.count == 3)
        #expect(products[1].name == "Rocia Women Silver Flats, Sparkly, New")
        #expect(products[1].category == "Flats")
        #expect(products[1].price == 0)
        #expect(report.problems.map(\.description) == [
            "line 3: repaired: 12 fields for 10 columns; joined 3 into \"productDisplayName\" (unquoted comma in the name)",
        ])
        #expect(report.notes.contains { $0.contains("no price column") })
        // The result is a valid catalog.
        _ = try Catalog.decode(try report.catalog.encoded())
    }

    @Test(arguments: [
        ("name=Title", nil as String?),
        ("colour=X", "unknown field"),
        ("name", "write field=Column"),
        ("name=", "write field=Column"),
    ])
    func mappingParsing(_ text: String, _ expectedError: String?) {
        do {
            let mapping = try ColumnMapping.parse(text)
            #expect(expectedError == nil)
            #expect(mapping.columns[.name] == "Title")
        } catch {
            #expect(error.localizedDescription.contains(expectedError ?? "no error expected"))
        }
    }

    @Test func unknownMappedColumnAndEmptyFileAreErrors() {
        #expect(throws: CatalogImportError.self) {
            try CatalogImporter(mapping: ColumnMapping(columns: [.name: "Nope"])).importCSV(Data("a,b\n1,2\n".utf8))
        }
        #expect(throws: CatalogImportError.emptyFile(file: "x.csv")) { try CatalogImporter().importCSV(Data(), file: "x.csv") }
        #expect(throws: CatalogImportError.self) { try CatalogImporter().importCSV(Data("a,b\n1,2\n".utf8)) }
    }

    @Test(arguments: [
        ("1299", 1299.0), ("₹1,299", 1299), ("$12.50", 12.5), ("Rs. 499", 499), ("12,50 €", 12.5), ("-3", nil), ("abc", nil),
    ] as [(String, Double?)])
    func prices(_ text: String, _ expected: Double?) {
        #expect(CatalogImporter.price(text) == expected)
    }

    @Test func csvReaderHandlesQuotesLineBreaksCRLFAndInvalidUTF8() {
        var data = Data("a,b\r\n\"x \"\"q\"\"\",\"multi\nline\"\r\n\r\n".utf8)
        data.append(contentsOf: [0x66, 0xFF, 0x2C, 0x7A, 0x0A])
        let records = CSVReader.records(data)
        #expect(records.map(\.line) == [1, 2, 5])
        #expect(records[1].fields == ["x \"q\"", "multi\nline"])
        #expect(records[2].hadInvalidUTF8)
    }

    @Test func statisticsCountEverything() {
        let stats = CatalogStatistics(catalog: Fixture.catalog)
        #expect(stats.productCount == 9)
        #expect(stats.categories.first == CategoryCount(name: "Hoodies", count: 3))
        #expect(stats.brands.first?.count == 2)
        #expect(stats.audiences.contains(CategoryCount(name: "women", count: 3)))
        #expect(stats.minimumPrice == 19.99 && stats.maximumPrice == 85)
        #expect(stats.priceRanges.reduce(0) { $0 + $1.count } == 9)
    }
}
