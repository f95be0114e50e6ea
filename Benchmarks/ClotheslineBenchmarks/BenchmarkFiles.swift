import Foundation

/// Where the benchmarks find the package's files and the shared evaluation data.
enum BenchmarkFiles {
    /// The package root (this file is `Benchmarks/ClotheslineBenchmarks/BenchmarkFiles.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The third-party evaluation data beside the repository.
    static let sharedData = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")

    /// The model a benchmark uses: `$CLOTHESLINE_MODEL`, else the shipped one.
    static var model: URL {
        ProcessInfo.processInfo.environment["CLOTHESLINE_MODEL"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.appendingPathComponent("Models/clothing.clmodel")
    }

    /// The catalog a benchmark uses: `$CLOTHESLINE_CATALOG`, else the shipped one.
    static var catalog: URL {
        ProcessInfo.processInfo.environment["CLOTHESLINE_CATALOG"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.appendingPathComponent("Catalog/catalog.json")
    }

    /// The search lexicon a benchmark uses: `$CLOTHESLINE_LEXICON`, else the shipped one.
    static var lexicon: URL {
        ProcessInfo.processInfo.environment["CLOTHESLINE_LEXICON"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.appendingPathComponent("Catalog/lexicon.tsv")
    }
}
