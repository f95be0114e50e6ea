import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import Terminal
import TextClassification
import Transcripts

/// Runs one input of a format in-process, through the same library code the commands use, and judges it:
/// errors must name the file, and whatever would be printed must be free of controls.
final class FuzzHarness {
    private let directory: URL
    private let root: URL
    private let renderer = TurnRenderer(styler: Styler(isEnabled: false), width: 80)
    /// The shipped model, catalog and dialogue, loaded when a format first needs them.
    private lazy var model = Self.load {
        try TextClassifierModel.load(contentsOf: root.appendingPathComponent("Models/clothing.clmodel"))
    }
    private lazy var index = CatalogIndex(catalog: Self.load {
        try Catalog.load(contentsOf: root.appendingPathComponent("Catalog/catalog.json"))
    })
    private lazy var manager = DialogueManager(
        classifier: model, index: index,
        model: ModelIdentity(name: model.metadata.name, version: model.metadata.version))

    /// Inputs are written under `directory`; the shipped model and catalog are read from `root` when needed.
    init(root: URL, directory: URL) throws {
        self.directory = directory
        self.root = root
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Loads a shipped file; without it the fuzzer cannot run, so it stops with the reason (status 3).
    private static func load<T>(_ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data("clothesline-fuzz: \(error.localizedDescription)\n".utf8))
            exit(3)
        }
    }

    /// Runs `input` as `format`.
    func run(_ format: FuzzFormat, _ input: [UInt8]) -> FuzzOutcome {
        let url = directory.appendingPathComponent(format.fileName)
        func named(_ error: any Error) -> FuzzOutcome {
            let message = error.localizedDescription
            guard message.contains(url.path) || message.contains(format.fileName) else { return .nameless(message) }
            return clean([message])
        }
        switch format {
        case .model:
            do {
                try Data(input).write(to: url)
                let loaded = try TextClassifierModel.load(contentsOf: url)
                _ = loaded.labelHypotheses(for: "black jeans under $40", maximumCount: 3)
                return .fine
            } catch { return named(error) }
        case .catalog:
            do {
                let catalog = try Catalog.decode(Data(input), file: url.path)
                return searchAll(CatalogIndex(catalog: catalog), lines: ["jeans", "black under $40", "size M", "shoes"])
            } catch { return named(error) }
        case .csvImport:
            do {
                let report = try CatalogImporter().importCSV(Data(input), file: url.path)
                let prices = report.catalog.products.prefix(50).map { report.catalog.store.format(price: $0.price) }
                return clean(prices + report.problems.map(\.description) + report.notes)
            } catch { return named(error) }
        case .trainingCSV, .trainingJSON, .trainingJSONL:
            do {
                try Data(input).write(to: url)
                return train(try TrainingDataReader().read(contentsOf: url))
            } catch { return named(error) }
        case .trainingFolder:
            // One example per line, `label<TAB>text`, written as label/N.txt; a label the file system refuses
            // (too long, say) is left out: that is the harness's limit, not the program's.
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (n, line) in input.split(separator: 0x0A).prefix(40).enumerated() {
                let parts = line.split(separator: 0x09, maxSplits: 1, omittingEmptySubsequences: false)
                let label = String(decoding: parts[0].prefix(200), as: UTF8.self)
                    .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "_")
                guard !label.isEmpty, label != ".", label != ".." else { continue }
                let folder = url.appendingPathComponent(label)
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? Data(parts.count > 1 ? Array(parts[1]) : []).write(to: folder.appendingPathComponent("\(n).txt"))
            }
            do {
                return train(try TrainingDataReader().read(contentsOf: url))
            } catch { return named(error) }
        case .policy:
            do {
                let policy = try PolicyFile.decode(Data(input), file: url.path, knownLabels: model.labels)
                let decision = policy.decide(model.classify("black jeans"))
                return clean([policy.name, decision.reason])
            } catch { return named(error) }
        case .transcript:
            do {
                _ = try Transcript(parsing: String(decoding: input, as: UTF8.self), file: url.path).text
                return .fine
            } catch { return named(error) }
        case .chatLines:
            var state = DialogueState(policy: .balanced)
            let now = Date(timeIntervalSince1970: 1_763_683_200)
            var output: [String] = []
            for line in input.split(separator: 0x0A).prefix(12) {
                let (next, turn) = manager.handle(String(decoding: line, as: UTF8.self), in: state, now: now)
                state = next
                output += renderer.render(turn)
                let json = turn.json.line()
                guard (try? JSONParser.parse(Data(json.utf8))) != nil else { return .leaked("invalid JSON: \(json)") }
                output.append(json)
            }
            return clean(output, sanitized: false)
        case .searchLines:
            let lines = input.split(separator: 0x0A).prefix(12).map { String(decoding: $0, as: UTF8.self) }
            return searchAll(index, lines: lines)
        }
    }

    /// Searches `lines` and checks what the commands would print: the understood list, the summary, prices,
    /// and the JSON encoding of the parsed query (which refuses non-finite numbers).
    private func searchAll(_ index: CatalogIndex, lines: [String]) -> FuzzOutcome {
        let encoder = JSONEncoder()
        var texts: [String] = []
        for line in lines {
            let result = index.search(line, limit: 10)
            texts += result.query.understood.map { TextSanitizer.sanitize($0) }
            texts.append(TextSanitizer.sanitize(result.query.summary(currencySymbol: "$")))
            texts += result.hits.map { index.catalog.store.format(price: $0.product.price) }
            guard let data = try? encoder.encode(result.query) else { return .leaked("unencodable query: \(line)") }
            texts.append(TextSanitizer.escapingJSON(String(decoding: data, as: UTF8.self)))
        }
        return clean(texts, sanitized: false)
    }

    /// Trains a tiny model on small data sets (a few iterations): the trainer must refuse, not trap.
    private func train(_ data: DataSet) -> FuzzOutcome {
        guard data.examples.count <= 60 else { return .fine }
        let trainer = TextClassifierTrainer(configuration: TrainingConfiguration(maximumIterations: 3, threads: 1))
        _ = try? trainer.train(data.examples)
        return .fine
    }

    /// `.leaked` when any text, sanitized as the output layer would (unless it already was), still holds an
    /// unsafe character.
    private func clean(_ texts: [String], sanitized: Bool = true) -> FuzzOutcome {
        for text in texts {
            let shown = sanitized ? TextSanitizer.sanitize(text, allowNewlines: true) : text
            if !TextSanitizer.isClean(shown) { return .leaked(shown) }
        }
        return .fine
    }
}
