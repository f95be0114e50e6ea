import Foundation

// `clothesline-bench [NAME…]`: runs the named benchmark groups (all when none is named) on the release
// build and prints median and p99 figures. Run it with `make bench`.

/// Every benchmark group, by name. Each group lives in its own file.
let groups: [(name: String, run: () throws -> Void)] = [
    ("classifier", ClassifierBenchmarks.run),
    ("classifier-tuning", ClassifierTuningBenchmarks.run),
    ("catalog", runCatalogBenchmarks),
    ("catalog-load", runCatalogLoadProfile),
    ("catalog-quality", runCatalogQuality),
    ("dialogue", DialogueBenchmarks.run),
    ("evidence", EvidenceBenchmarks.run),
    ("store-questions", StoreQuestionBenchmarks.run),
    ("startup", StartupBenchmarks.run),
    ("learning", LearningBenchmarks.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !groups.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data(
        "unknown benchmark group(s): \(unknown.joined(separator: ", ")); groups: \(groups.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for group in groups where requested.isEmpty || requested.contains(group.name) {
    print("== \(group.name)")
    do {
        try group.run()
    } catch {
        FileHandle.standardError.write(Data("\(group.name): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}
