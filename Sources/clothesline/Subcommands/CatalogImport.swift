import ArgumentParser
import Foundation
import ProductCatalog

extension Clothesline {
    /// `clothesline catalog import FILE.csv --output catalog.json`: converts a spreadsheet export.
    struct CatalogImport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Convert a CSV product list into a catalog JSON file.",
            discussion: """
                Columns are found from the header (id/ProductID, name/productDisplayName, category/articleType, \
                price/Price (INR), brand, gender/audience, colour/baseColour/PrimaryColor, sizes, materials, \
                tags, description); --map overrides them. Every row is imported or reported with its line number.
                """)

        @Argument(help: "The CSV file.")
        var file: String

        @Option(name: .shortAndLong, help: "Where to write the catalog JSON (written atomically).")
        var output: String

        @Option(name: .long, help: ArgumentHelp("Column mapping, e.g. name=productDisplayName,category=articleType.",
                                                valueName: "field=Column,…"))
        var map: String?

        @Option(name: .long, help: "Currency code of the prices (default: from a header like 'Price (INR)', else USD).")
        var currency: String?

        @Option(name: .long, help: "The store name written into the catalog.")
        var storeName: String = "Imported Store"

        @Option(name: .long, help: "Field delimiter (one character; default ',').")
        var delimiter: String = ","

        @Flag(name: .long, help: "Print every skipped or repaired row (default: the first 20).")
        var verbose = false

        func validate() throws {
            guard delimiter.utf8.count == 1 else { throw ValidationError("--delimiter must be one ASCII character") }
            if let currency, currency.count != 3 || !currency.allSatisfy({ $0.isLetter && $0.isASCII }) {
                throw ValidationError("--currency must be a three-letter code such as USD or INR")
            }
        }

        func run() throws {
            let input = URL(fileURLWithPath: file)
            let data: Data
            do { data = try Data(contentsOf: input) } catch {
                throw ValidationError("cannot read \(file): \((error as NSError).localizedDescription)")
            }
            let mapping = try map.map { text throws(CatalogImportError) in try ColumnMapping.parse(text) } ?? ColumnMapping()
            let importer = CatalogImporter(mapping: mapping, storeName: storeName, currency: currency?.uppercased(),
                                           delimiter: delimiter.utf8.first ?? UInt8(ascii: ","))
            let report = try importer.importCSV(data, file: file)
            // The written file must load: check it the way every reader will.
            let encoded = try report.catalog.encoded()
            _ = try Catalog.decode(encoded, file: output)
            try encoded.write(to: URL(fileURLWithPath: output), options: .atomic)
            for note in report.notes { Diagnostics.note("\(file): \(note)") }
            let shown = verbose ? report.problems : Array(report.problems.prefix(20))
            for problem in shown { Diagnostics.warn("\(file):\(problem)") }
            if shown.count < report.problems.count {
                Diagnostics.note("… and \(report.problems.count - shown.count) more; --verbose lists them all")
            }
            let repaired = report.problems.count - report.skippedCount
            print("imported \(report.catalog.products.count) of \(report.rowsRead) rows into \(output) "
                + "(\(report.skippedCount) skipped, \(repaired) repaired)")
        }
    }
}
