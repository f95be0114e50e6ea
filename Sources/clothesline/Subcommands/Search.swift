import ArgumentParser
import Assistant
import Foundation
import ProductCatalog
import Terminal

extension Clothesline {
    /// `clothesline search`: find products the way the assistant does, from arguments or one query per line.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search the catalog with a shopping query (\"black hoodies in M under $50\").",
            discussion: """
                With QUERY words, searches once. Without them, reads one query per line from standard input and \
                writes one result per line, in order. --json writes one object per query: \
                {"query","parsed","results":[{"id","name","score","why"}],"relaxed","total"}.
                """)

        @OptionGroup var catalogOptions: CatalogOptions

        @Option(name: .long, help: "How many products to show per query (1–1000).")
        var limit: Int = 10

        @Flag(name: .long, help: "Write one JSON object per query.")
        var json = false

        @Argument(help: "The query. Without it, queries are read from standard input, one per line.")
        var query: [String] = []

        func validate() throws {
            guard (1...1000).contains(limit) else {
                throw ValidationError("--limit must be between 1 and 1000, got \(limit)")
            }
        }

        func run() throws {
            let catalog = try catalogOptions.load()
            let index = CatalogIndex(catalog: catalog, lexicon: ShippedFile.loadLexicon())
            if !query.isEmpty {
                let text = query.joined(separator: " ")
                print(render(text, index.search(text, limit: limit), catalog: catalog, block: true))
                return
            }
            let reader = PlainLineReader()
            while case .line(let line) = reader.readLine(prompt: "") {
                let text = line.text
                print(render(text, index.search(text, limit: limit), catalog: catalog, block: false))
            }
        }

        /// The output for one query: a JSON line, a readable block, or one summary line (stdin mode).
        private func render(_ text: String, _ result: SearchResult, catalog: Catalog, block: Bool) -> String {
            if json {
                return (try? JSONOutput.line(SearchJSONLine(query: text, result: result))) ?? "{}"
            }
            let store = catalog.store
            if !block {
                let items = result.hits.map { "\(TextSanitizer.sanitize($0.product.name)) (\($0.product.id))" }
                var line = "\(TextSanitizer.sanitize(text)) → \(result.totalMatches) found"
                if !items.isEmpty { line += ": " + items.joined(separator: "; ") }
                if !result.relaxed.isEmpty { line += " [\(TextSanitizer.sanitize(result.relaxed.joined(separator: "; ")))]" }
                return line
            }
            var lines: [String] = []
            let understood = result.query.understood
            lines.append("Understood: " + TextSanitizer.sanitize(
                understood.isEmpty ? "nothing in particular" : understood.joined(separator: " · ")))
            // The heading and relaxation notes are the chat's words (ReplyWriter); the result lines add ids and why.
            let page = ProductPage(
                query: text,
                items: result.hits.enumerated().map { n, hit in
                    ProductSummary(number: n + 1, product: hit.product, store: store, why: hit.why)
                },
                total: result.totalMatches, relaxed: result.relaxed)
            lines += ReplyWriter.relaxationNotes(page).map { TextSanitizer.sanitize($0) }
            if let range = ReplyWriter.range(page) {
                lines.append(TextSanitizer.sanitize("\(ReplyWriter.title(page)) (\(range)):"))
            } else {
                lines.append("No products found.")
            }
            for (n, hit) in result.hits.enumerated() {
                let p = hit.product
                var details = [store.format(price: p.price)]
                if let brand = p.brand { details.append(TextSanitizer.sanitize(brand)) }
                if !p.colors.isEmpty { details.append(TextSanitizer.sanitize(p.colors.joined(separator: "/"))) }
                if !p.sizes.isEmpty {
                    let inStock = p.sizesInStock
                    details.append(inStock.isEmpty ? "sold out" : "sizes " + TextSanitizer.sanitize(inStock.joined(separator: " ")))
                }
                lines.append("\(String(format: "%2d", n + 1)). \(TextSanitizer.sanitize(p.name)) [\(TextSanitizer.sanitize(p.id))] — "
                    + details.joined(separator: " · "))
                if !hit.why.isEmpty { lines.append("    why: " + TextSanitizer.sanitize(hit.why.joined(separator: "; "))) }
            }
            return lines.joined(separator: "\n")
        }
    }
}
