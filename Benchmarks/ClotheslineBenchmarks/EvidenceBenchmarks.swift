import Assistant
import ConfidencePolicy
import Foundation
import ProductCatalog
import TextClassification

/// The `evidence` group: how often the catalog's own vocabulary covers a whole line (``CatalogEvidence``), how
/// often such lines are clothing questions in our own labelled data (which sets ``CatalogEvidence/floor``), and
/// what the floor does to the shipped model's decisions on dev.csv (when `../shared` is there).
enum EvidenceBenchmarks {
    static func run() throws {
        let model = try TextClassifierModel.load(contentsOf: BenchmarkFiles.model)
        let catalog = try Catalog.load(contentsOf: BenchmarkFiles.catalog)
        let manager = DialogueManager(classifier: model, catalog: catalog)
        let reader = TrainingDataReader()
        let own = ["Models/handwritten-questions.csv", "Models/calibration.csv"].map {
            BenchmarkFiles.packageRoot.appendingPathComponent($0)
        }
        var complete = 0, completeValid = 0, total = 0, raised = 0, raisedValid = 0, asked = 0, askedValid = 0
        var wrong: [String] = [], askedWrong: [String] = []
        var forSomeone = 0, forSomeoneValid = 0, forSomeoneWrong: [String] = []
        for url in own {
            let examples = try reader.read(contentsOf: url).examples
            total += examples.count
            for example in examples {
                let evidence = manager.evidence(for: example.text)
                // Lines that ask for a category among other words, which the evidence raises from the confirm band.
                if !evidence.isComplete, evidence.asksForCategory {
                    let alone = model.classify(example.text)
                    let decided = Policy.balanced.decide(alone)
                    if decided.band == .confirm, decided.label == "valid",
                       evidence.applied(to: alone, searchLabel: "valid") != alone {
                        asked += 1
                        if example.label == "valid" { askedValid += 1 } else { askedWrong.append(example.text) }
                    } else if !(decided.band == .act && decided.label == "valid"),
                              evidence.applied(to: alone, searchLabel: "valid", answeredElsewhere: ["store"]) != alone {
                        // (Saying whom they are for, from below the confirm band or another label's.)
                        forSomeone += 1
                        if example.label == "valid" {
                            forSomeoneValid += 1
                        } else {
                            forSomeoneWrong.append(example.text)
                        }
                    }
                }
                guard evidence.isComplete else { continue }
                complete += 1
                if example.label == "valid" { completeValid += 1 }
                // Lines whose band the evidence changes to act.
                let alone = model.classify(example.text)
                let with = evidence.applied(to: alone, searchLabel: "valid")
                guard Policy.balanced.decide(alone).band != .act || Policy.balanced.decide(alone).label != "valid",
                      Policy.balanced.decide(with).band == .act, Policy.balanced.decide(with).label == "valid" else { continue }
                raised += 1
                if example.label == "valid" { raisedValid += 1 } else { wrong.append(example.text) }
            }
        }
        print("own data (\(total) lines): \(complete) with complete catalog evidence, "
              + String(format: "%.3f", Double(completeValid) / Double(max(1, complete))) + " of them clothing questions "
              + "(floor in use \(CatalogEvidence.floor), model minimum \(CatalogEvidence.modelMinimum))")
        print("  raised to act by the evidence: \(raised), of which \(raisedValid) clothing questions")
        print("  asking for a category among other words, raised from the confirm band: \(asked), of which "
              + "\(askedValid) clothing questions")
        for text in wrong.prefix(10) { print("  raised to act but not clothing: \(text)") }
        print("  asking for a category for someone, raised from another band or label: \(forSomeone), of which "
              + "\(forSomeoneValid) clothing questions")
        for text in askedWrong.prefix(10) { print("  asking, raised from the confirm band but not clothing: \(text)") }
        for text in forSomeoneWrong.prefix(10) { print("  asking for someone, raised but not clothing: \(text)") }
        let sessions = BenchmarkFiles.packageRoot.appendingPathComponent("Benchmarks/Sessions/own-sessions.jsonl")
        if let data = try? Data(contentsOf: sessions) {
            var lines = 0, covered = 0
            for row in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                guard let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                      let texts = object["lines"] as? [String], let first = texts.first else { continue }
                lines += 1
                if manager.evidence(for: first).isComplete { covered += 1 }
            }
            print("own shopper sessions: \(covered) of \(lines) first lines with complete catalog evidence")
        }
        let dev = BenchmarkFiles.sharedData.appendingPathComponent("clothing-questions/dev.csv")
        guard let examples = try? reader.read(contentsOf: dev).examples else { return }
        // The model alone, against the dialogue's decision for the same line as a first line (spelling
        // corrections the model does not know, then catalog evidence).
        let idle = DialogueState(policy: .balanced)
        for inDialogue in [false, true] {
            var tp = 0, fn = 0, tn = 0, fp = 0, acted = 0, actedRight = 0, invalidActed = 0
            for example in examples {
                let decision = inDialogue
                    ? manager.handle(example.text, in: idle, now: Date()).turn.decision
                    : Policy.balanced.decide(model.classify(example.text))
                let saysValid = decision?.label == "valid"
                let isValid = example.label == "valid"
                switch (isValid, saysValid) {
                case (true, true): tp += 1
                case (true, false): fn += 1
                case (false, false): tn += 1
                case (false, true): fp += 1
                }
                if decision?.band == .act && saysValid {
                    acted += 1
                    if isValid { actedRight += 1 } else { invalidActed += 1 }
                }
            }
            let balanced = (Double(tp) / Double(max(1, tp + fn)) + Double(tn) / Double(max(1, tn + fp))) / 2
            print(String(format: "dev.csv %@: balanced accuracy %.4f, act precision %.4f, invalid reaching act %.4f",
                         inDialogue ? "as a first line of the chat" : "model alone                ", balanced,
                         Double(actedRight) / Double(max(1, acted)), Double(invalidActed) / Double(max(1, tn + fp))))
        }
    }
}
