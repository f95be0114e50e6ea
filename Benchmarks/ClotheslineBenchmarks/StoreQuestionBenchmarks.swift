import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

/// The `store-questions` group: our own test set of store questions, clothing requests and everyday
/// questions (`Benchmarks/StoreQuestions/own-store-questions.csv`, written for this benchmark and used for
/// nothing else), each sent as the first line of a conversation through the shipped model, topic model,
/// catalog and the balanced policy.
///
/// Targets: ≥ 90% of store questions answered through the support route, every hours and contact question
/// answered with the store's hours, phone or e-mail, ≥ 95% of clothing requests searched, ≥ 90% of everyday
/// questions neither searched nor answered as store questions. Also the topic model's accuracy on the
/// store questions. `CLOTHESLINE_MODEL`, `CLOTHESLINE_TOPIC_MODEL` and `CLOTHESLINE_CATALOG` override the files.
enum StoreQuestionBenchmarks {
    /// Our test sets: the first, written before any tuning (and looked at while adding training lines), the
    /// second and third, written afterwards, and the fourth, written by a helper who had seen no training line
    /// and no other test set, before the training lines of 2026-11-25 were added.
    static let sets = [
        "own-store-questions.csv", "own-store-questions-2.csv", "own-store-questions-3.csv", "own-store-questions-4.csv",
    ].map {
        BenchmarkFiles.packageRoot.appendingPathComponent("Benchmarks/StoreQuestions").appendingPathComponent($0)
    }

    static var topicModel: URL {
        ProcessInfo.processInfo.environment["CLOTHESLINE_TOPIC_MODEL"].map(URL.init(fileURLWithPath:))
            ?? BenchmarkFiles.packageRoot.appendingPathComponent("Models/store-topics.clmodel")
    }

    static func run() throws {
        let model = try TextClassifierModel.load(contentsOf: BenchmarkFiles.model)
        let catalog = try Catalog.load(contentsOf: BenchmarkFiles.catalog)
        var manager = DialogueManager(classifier: model, catalog: catalog)
        manager.topics = try? TextClassifierModel.load(contentsOf: topicModel)
        for data in sets {
            print("\(data.lastPathComponent):")
            try measure(data, manager: manager, store: catalog.store)
        }
    }

    static func measure(_ data: URL, manager: DialogueManager, store: Store) throws {
        let set = try TrainingDataReader(labelColumn: "expected").read(contentsOf: data)
        let topics = set.values(ofAttribute: "topic")
        var tally: [String: (right: Int, all: Int)] = [:]
        var misses: [String] = []
        func count(_ key: String, _ right: Bool, _ line: String) {
            tally[key, default: (0, 0)].all += 1
            if right { tally[key, default: (0, 0)].right += 1 } else { misses.append("\(key): \(line)") }
        }
        for (example, topic) in zip(set.examples, topics) {
            var state = DialogueState(policy: .balanced)
            let turn = manager.respond(to: example.text, state: &state, now: Date())
            let what = "\(turn.action.rawValue)\(turn.topic.map { "/\($0.rawValue)" } ?? "") ← \(example.text)"
            switch example.label {
            case "store":
                count("store questions answered via support", turn.action == .support, what)
                let wanted = topic.flatMap(StoreTopic.init(rawValue:))
                count("store topics right (turn)", turn.action != .support || turn.topic == wanted, what)
                count("store topics right (topic model alone)", manager.topicReader.topic(of: example.text) == wanted,
                      "\(manager.topicReader.topic(of: example.text)?.rawValue ?? "none") ← \(example.text)")
                if wanted == .hours {
                    count("hours questions answered with the hours", store.hours.map(turn.reply.contains) ?? false, what)
                } else if wanted == .contact {
                    let facts = [store.phone, store.email].compactMap { $0 }
                    count("contact questions answered with phone or e-mail", facts.contains(where: turn.reply.contains), what)
                }
            case "valid":
                count("clothing requests searched", turn.action == .search, what)
            default:
                count("everyday questions neither searched nor answered as store",
                      turn.action != .search && turn.action != .support, what)
            }
        }
        for key in tally.keys.sorted() {
            let (right, all) = tally[key] ?? (0, 0)
            print(String(format: "  %@: %d/%d (%.1f%%)", key, right, all, 100 * Double(right) / Double(max(1, all))))
        }
        for miss in misses { print("    miss \(miss)") }
    }
}
