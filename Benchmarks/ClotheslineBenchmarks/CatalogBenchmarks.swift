import Foundation
import ProductCatalog

/// The `catalog` benchmark group: load and index times, query latency, and search quality on the 44k-product
/// styles.csv with the 360 dev queries, next to SQLite FTS5 on the same data (scripts/fts5-search-baseline.py).
func runCatalogBenchmarks() throws {
    let root = BenchmarkFiles.packageRoot
    let shipped = root.appendingPathComponent("Catalog/catalog.json")
    let shippedLoad = try Measurement.run("shipped catalog: load + validate", iterations: 50) {
        _ = try Catalog.load(contentsOf: shipped)
    }
    print(shippedLoad.line(target: "≤ 20 ms"))
    print(try Measurement.runCPUTime("shipped catalog: load + validate (CPU time)", iterations: 50) {
        _ = try Catalog.load(contentsOf: shipped)
    }.line(target: "≤ 20 ms"))
    let shippedCatalog = try Catalog.load(contentsOf: shipped)
    let shippedIndexed = Measurement.run("shipped catalog: load + index", iterations: 50) {
        _ = (try? Catalog.load(contentsOf: shipped)).map { CatalogIndex(catalog: $0, lexicon: (try? Lexicon.load(contentsOf: BenchmarkFiles.lexicon)) ?? .empty) }
    }
    print(shippedIndexed.line())
    let shippedIndex = CatalogIndex(catalog: shippedCatalog, lexicon: try Lexicon.load(contentsOf: BenchmarkFiles.lexicon))
    let sample = ["black hoodies in M", "any nike?", "black jeans under $40 for men", "got tees in navy?",
                  "waterproof boots size 9", "linen shirt", "cheap dresses", "levis 32x32"]
    var shippedSamples: [Double] = []
    for _ in 0..<200 {
        for text in sample {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = shippedIndex.search(text, limit: 10)
            shippedSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }
    print(Measurement(name: "shipped catalog: parse + search", samples: shippedSamples).line())

    let data = root.deletingLastPathComponent().appendingPathComponent("shared/data")
    let styles = data.appendingPathComponent("catalogs/fashion-product-images/styles.csv")
    let queriesURL = data.appendingPathComponent("search/dev-queries.jsonl")
    guard FileManager.default.fileExists(atPath: styles.path),
          FileManager.default.fileExists(atPath: queriesURL.path) else {
        print("(../shared/data not found: skipping the 44k-product figures)")
        return
    }
    // Convert styles.csv with the importer: category = articleType, audience = gender, colors = [baseColour].
    let csv = try Data(contentsOf: styles)
    let importer = try stylesImporter()
    let importTime = try Measurement.run("styles.csv: import CSV (44k rows)", iterations: 5, warmup: 1) {
        _ = try importer.importCSV(csv)
    }
    print(importTime.line())
    let report = try importer.importCSV(csv)
    print("styles.csv: imported \(report.catalog.products.count) of \(report.rowsRead) rows, "
        + "\(report.skippedCount) skipped, \(report.problems.count - report.skippedCount) repaired")
    let converted = FileManager.default.temporaryDirectory.appendingPathComponent("clothesline-bench-styles.json")
    try report.catalog.write(to: converted)
    defer { try? FileManager.default.removeItem(at: converted) }

    let load = try Measurement.run("styles.json: load + validate", iterations: 10, warmup: 2) {
        _ = try Catalog.load(contentsOf: converted)
    }
    print(load.line())
    let catalog = try Catalog.load(contentsOf: converted)
    let lexiconURL = BenchmarkFiles.lexicon
    let lexicon = try Lexicon.load(contentsOf: lexiconURL)
    print(try Measurement.run("lexicon: read (\(lexicon.count) terms; parsed while indexing)", iterations: 20, warmup: 2) {
        _ = try Lexicon.load(contentsOf: lexiconURL)
    }.line())
    let indexOnly = Measurement.run("styles.json: index (with the lexicon)", iterations: 10, warmup: 2) {
        _ = CatalogIndex(catalog: catalog, lexicon: lexicon)
    }
    print(indexOnly.line())
    let loadAndIndex = try Measurement.run("styles.json: load + index (44k)", iterations: 10, warmup: 2) {
        _ = CatalogIndex(catalog: try Catalog.load(contentsOf: converted), lexicon: try Lexicon.load(contentsOf: lexiconURL))
    }
    print(loadAndIndex.line(target: "≤ 300 ms"))
    print(try Measurement.runCPUTime("styles.json: load + index (44k, CPU time)", iterations: 10, warmup: 2) {
        _ = CatalogIndex(catalog: try Catalog.load(contentsOf: converted), lexicon: try Lexicon.load(contentsOf: lexiconURL))
    }.line(target: "≤ 300 ms"))
    // Loading and indexing use two threads: the process's CPU time counts both (the thread figure above does not).
    print(try Measurement.runCPUTime("styles.json: load + index (CPU, all threads)", iterations: 10, warmup: 2, clock: CLOCK_PROCESS_CPUTIME_ID) {
        _ = CatalogIndex(catalog: try Catalog.load(contentsOf: converted), lexicon: try Lexicon.load(contentsOf: lexiconURL))
    }.line())

    let index = CatalogIndex(catalog: catalog, lexicon: try Lexicon.load(contentsOf: BenchmarkFiles.lexicon))
    let queries = try String(contentsOf: queriesURL, encoding: .utf8).split(separator: "\n").compactMap { line in
        try? JSONDecoder().decode(DevQuery.self, from: Data(line.utf8))
    }
    var samples: [Double] = []
    for _ in 0..<30 {
        for query in queries {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = index.search(query.query, limit: 10)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }
    print(Measurement(name: "styles.json: parse + search, 360 dev queries", samples: samples)
        .line(target: "median ≤ 200 µs, p99 ≤ 2 ms"))
    var cpuSamples: [Double] = []
    for _ in 0..<10 {
        for query in queries {
            let start = Measurement.cpuSeconds()
            _ = index.search(query.query, limit: 10)
            cpuSamples.append(Measurement.cpuSeconds() - start)
        }
    }
    print(Measurement(name: "styles.json: parse + search (CPU time)", samples: cpuSamples)
        .line(target: "median ≤ 200 µs, p99 ≤ 2 ms"))

    // Quality, with the definitions of ../shared/data/README.md: the dev file, then our own query set.
    try printSearchQuality(catalog: catalog, index: index, queries: queries)

    // SQLite FTS5 on the same data, for comparison.
    let script = root.appendingPathComponent("scripts/fts5-search-baseline.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, styles.path, queriesURL.path]
    do {
        try process.run()
        process.waitUntilExit()
    } catch {
        print("(SQLite FTS5 comparison not run: \(error.localizedDescription))")
    }
}

/// The importer the bench converts styles.csv with: category = articleType, audience = gender,
/// colors = [baseColour].
private func stylesImporter() throws -> CatalogImporter {
    CatalogImporter(
        mapping: try ColumnMapping.parse("id=id,name=productDisplayName,category=articleType,audience=gender,colors=baseColour"),
        storeName: "styles.csv")
}

/// The `catalog-quality` group: only the search quality figures of the `catalog` group (both query sets), for
/// quick turns while working on the parser. `CLOTHESLINE_BENCH_MISSES=1` lists the queries that fell short.
func runCatalogQuality() throws {
    let data = BenchmarkFiles.sharedData
    let styles = data.appendingPathComponent("catalogs/fashion-product-images/styles.csv")
    let queriesURL = data.appendingPathComponent("search/dev-queries.jsonl")
    let catalog = try stylesImporter().importCSV(try Data(contentsOf: styles)).catalog
    let index = CatalogIndex(catalog: catalog, lexicon: try Lexicon.load(contentsOf: BenchmarkFiles.lexicon))
    let queries = try String(contentsOf: queriesURL, encoding: .utf8).split(separator: "\n").compactMap { line in
        try? JSONDecoder().decode(DevQuery.self, from: Data(line.utf8))
    }
    try printSearchQuality(catalog: catalog, index: index, queries: queries)
}

/// Prints the quality figures on the dev file and on our own query set.
private func printSearchQuality(catalog: Catalog, index: CatalogIndex, queries: [DevQuery]) throws {
    let dev = SearchQuality.dev(queries.map { ($0.kind, $0.query, $0.relevant_ids, $0.target_name) }, index: index)
    print(dev.lines(label: "dev-queries.jsonl", targets: "target ≥ 0.99", knownTarget: "target ≥ 96%"))
    let own = try SearchQuality.own(BenchmarkFiles.packageRoot.appendingPathComponent("Benchmarks/Queries/own-queries.jsonl"),
                                    catalog: catalog, index: index)
    print(own.lines(label: "own-queries.jsonl", targets: "held-out target ≥ 0.95", knownTarget: "held-out target ≥ 97%"))
}

/// One line of dev-queries.jsonl.
private struct DevQuery: Decodable {
    var kind: String
    var query: String
    var relevant_ids: [String]
    var target_name: String?
}

/// The `catalog-load` group: loads and indexes `$CLOTHESLINE_CATALOG` (else the shipped catalog) once and prints
/// the time, so that `valgrind --tool=callgrind .build/release/clothesline-bench catalog-load` profiles exactly
/// the load + index path (write styles.json first with `clothesline catalog import`).
func runCatalogLoadProfile() throws {
    let url = BenchmarkFiles.catalog
    let load = try Measurement.run("\(url.lastPathComponent): load + index, once", iterations: 1, warmup: 0) {
        _ = CatalogIndex(catalog: try Catalog.load(contentsOf: url), lexicon: try Lexicon.load(contentsOf: BenchmarkFiles.lexicon))
    }
    print(load.line())
}
