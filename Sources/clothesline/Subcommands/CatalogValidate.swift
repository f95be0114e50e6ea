import ArgumentParser
import Foundation
import ProductCatalog

extension Clothesline {
    /// `clothesline catalog validate FILE…`: reports every problem in each catalog; fails if any has one.
    struct CatalogValidate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check catalog files and list every problem with its JSON path (exit 1 if any).",
            discussion: """
                Errors make a catalog unusable (exit 1). Warnings are contradictions a shopper would notice — a \
                name stating a colour or audience the fields contradict, a category for one audience only, \
                duplicate names — and do not fail. --json writes one object per file: \
                {"categories","errors":[{"message","path"}],"file","ok","products","warnings":[…]}.
                """)

        @Argument(help: "Catalog JSON files.")
        var files: [String]

        @Flag(name: .long, help: "Write one JSON object per file.")
        var json = false

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("give at least one catalog file") }
        }

        func run() throws {
            var failed = false
            for file in files {
                var report = ValidationReport(file: file)
                do {
                    let catalog = try Catalog.load(contentsOf: URL(fileURLWithPath: file))
                    report.products = catalog.products.count
                    report.categories = catalog.categoryNames.count
                    report.warnings = CatalogConsistency.warnings(for: catalog).map(ValidationReport.Item.init)
                    if !json {
                        print("\(file): OK — \(catalog.products.count) products in \(catalog.categoryNames.count) categories"
                            + (report.warnings.isEmpty ? "" : ", \(report.warnings.count) warning(s)"))
                        for warning in report.warnings { Diagnostics.warn("\(file): \(warning.path): \(warning.message)") }
                    }
                } catch {
                    failed = true
                    report.ok = false
                    report.errors = error.problems
                        .map(ValidationReport.Item.init)
                    if !json { Diagnostics.error(error.localizedDescription) }
                }
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                    print(String(decoding: (try? encoder.encode(report)) ?? Data("{}".utf8), as: UTF8.self))
                }
            }
            if failed { throw ExitCode.failure }
        }
    }
}
