import Foundation
import TextClassification

/// The `classifier` benchmark group: shipped-model load and classification speed, dev-set quality, and the
/// CLINC150 protocol (train on train.csv, pick the out-of-scope threshold on val.csv, report test.csv) with
/// training time, model size, load time and classification speed.
enum ClassifierBenchmarks {
    static let packageRoot = BenchmarkFiles.packageRoot
    static let sharedData = BenchmarkFiles.sharedData

    /// The CLINC150 training settings (also what docs/classifier.md documents), chosen on val.csv only with the
    /// `classifier-tuning` group: the best validation in-scope accuracy, with the threshold held to a validation
    /// out-of-scope recall of at least ``minimumValidationRecall``, among settings that train in well under the
    /// 10 s budget on a busy machine. A short full-rank fit (30 iterations) starts a rank-64 trace-norm
    /// refinement (30 iterations), which is what lifts in-scope accuracy: validation 93.37% (recall 0.67)
    /// against 92.0–92.6% for full-rank fits alone; 40 + 40 iterations scored 93.63% but took up to 10.9 s
    /// with 10% hypervisor steal. Minimum count 3 keeps the file near 15 MB.
    static let clincConfiguration = TrainingConfiguration(
        features: FeatureConfiguration(
            characterMinimum: 2, characterMaximum: 5, minimumCount: 3, idf: true, separateNorms: true,
            wordBlockWeight: 0.8),
        l2: 5e-7, maximumIterations: 30, tolerance: 5e-5, historySize: 3, validationFraction: 0, threads: 2,
        rank: 64, rankL2: 1e-4, rankIterations: 30)

    /// The out-of-scope threshold is the one with the best val.csv accuracy among those catching at least this
    /// share of val.csv's out-of-scope utterances: a margin over the 0.55 target, since val.csv has only 100
    /// of them and recall has run 0.05–0.10 lower on test.csv than on val.csv.
    static let minimumValidationRecall = 0.65

    /// The settings of `configuration` on one line (printed with every CLINC150 result).
    static func describe(_ configuration: TrainingConfiguration) -> String {
        let features = configuration.features
        return "word 1\(features.wordBigrams ? "–2" : "")-grams + char \(features.characterMinimum)–"
            + "\(features.characterMaximum)-grams, \(features.binary ? "binary" : "sublinear") tf, "
            + "IDF \(features.idf ? "on" : "off"), "
            + (features.separateNorms ? "separate L2 norms (word block \(features.wordBlockWeight)), " : "joint L2 norm, ")
            + "evidence scaling \(features.evidenceScaling ? "on" : "off"), "
            + "min count \(features.minimumCount), l2 \(configuration.l2), ≤ \(configuration.maximumIterations) "
            + "iterations, tolerance \(configuration.tolerance), history \(configuration.historySize)"
            + (configuration.rank > 0
                ? ", then rank \(configuration.rank) (l2 \(configuration.rankL2), ≤ \(configuration.rankIterations) iterations)"
                : "")
    }

    /// Runs the group.
    static func run() throws {
        try shippedModel()
        if FileManager.default.fileExists(atPath: sharedData.path) {
            try clinc150()
            try clinc150Automatic()
        } else {
            print("../shared/data not found: CLINC150 part skipped")
        }
    }

    /// Times `body` once per text, returning the per-call timing.
    static func perUtterance(_ name: String, texts: [String], rounds: Int, _ body: (String) -> Void) -> Measurement {
        var samples: [Double] = []
        samples.reserveCapacity(texts.count * rounds)
        for text in texts.prefix(200) { body(text) }  // warm-up
        for _ in 0..<rounds {
            for text in texts {
                let start = DispatchTime.now().uptimeNanoseconds
                body(text)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return Measurement(name: name, samples: samples)
    }

    static func shippedModel() throws {
        let url = BenchmarkFiles.model  // $CLOTHESLINE_MODEL (e.g. a retrained candidate), else the shipped one
        let load = try Measurement.run("shipped model: load", iterations: 50) {
            _ = try TextClassifierModel.load(contentsOf: url)
        }
        print(load.line(target: "< 20 ms"))
        let model = try TextClassifierModel.load(contentsOf: url)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print("shipped model: \(url.lastPathComponent), \(size / 1024) KiB, \(model.metadata.featureCount) features")
        let dev = sharedData.appendingPathComponent("clothing-questions/dev.csv")
        var texts = (try? TrainingDataReader().read(contentsOf: packageRoot.appendingPathComponent("Models/clothing-questions.csv")))?
            .examples.map(\.text) ?? []
        if let devData = try? TrainingDataReader().read(contentsOf: dev) {
            texts = devData.examples.map(\.text)
        }
        let classify = perUtterance("shipped model: classify one utterance", texts: texts, rounds: 5) {
            _ = model.labelHypotheses(for: $0, maximumCount: 2)
        }
        print(classify.line(target: "< 5 µs"))
        guard let devData = try? TrainingDataReader().read(contentsOf: dev) else { return }
        let evaluator = Evaluator()
        // The clothing view: `store` (and any other label the model has) counts as "not a clothing question".
        let predictions = evaluator.predictions(model, on: devData.examples, positive: "valid", negative: "invalid")
        let report = evaluator.report(predictions)
        let negatives = predictions.filter { $0.gold != "valid" }
        let acted = predictions.filter { $0.predicted == "valid" && $0.confidence >= 0.8 }
        let falseActs = negatives.filter { $0.predicted == "valid" && $0.confidence >= 0.8 }.count
        print(String(format: "dev.csv: balanced accuracy %.4f (target ≥ 0.90), ECE %.4f", report.balancedAccuracy,
                     report.expectedCalibrationError))
        print(String(format: "dev.csv: invalid reaching act as valid %.4f (target ≤ 0.02); acted-on valid precision %.4f (target ≥ 0.97)",
                     Double(falseActs) / Double(max(1, negatives.count)),
                     Double(acted.filter(\.isCorrect).count) / Double(max(1, acted.count))))
    }

    static func clinc150() throws {
        let directory = sharedData.appendingPathComponent("clinc150")
        let reader = TrainingDataReader()
        let train = try reader.read(contentsOf: directory.appendingPathComponent("train.csv")).examples
        let validation = try reader.read(contentsOf: directory.appendingPathComponent("val.csv")).examples
        let test = try reader.read(contentsOf: directory.appendingPathComponent("test.csv")).examples
        print("CLINC150 settings (chosen on val.csv with `make bench GROUPS=classifier-tuning`): "
              + describe(clincConfiguration))
        let trainer = TextClassifierTrainer(configuration: clincConfiguration)
        var result: TrainingResult?
        // Wall time, and the process's CPU time over both threads: on an idle machine the wall time is at most
        // the CPU time, so the CPU line bounds the figure when other work shares the cores.
        var cpuSamples: [Double] = []
        let training = try Measurement.run("CLINC150: train (15,100 utterances, 151 labels)", iterations: 3, warmup: 0) {
            let cpuStart = Measurement.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
            result = try trainer.train(train, validation: validation, description: .init(name: "clinc150"))
            cpuSamples.append(Measurement.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
        }
        print(training.line(target: "< 10 s"))
        print(Measurement(name: "CLINC150: train, CPU time of both threads", samples: cpuSamples).line())
        guard let model = result?.model else { return }
        print("CLINC150: \(model.metadata.featureCount) features, \(model.metadata.training.iterations) iterations, "
              + String(format: "temperature %.3f", model.metadata.temperature))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clinc150-bench.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try model.write(to: url)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print(String(format: "CLINC150: model file %.2f MB (target < 20 MB)", Double(size) / 1e6))
        let load = try Measurement.run("CLINC150: load model", iterations: 20) {
            _ = try TextClassifierModel.load(contentsOf: url)
        }
        print(load.line(target: "< 200 ms"))
        let classify = perUtterance("CLINC150: classify one utterance", texts: test.map(\.text), rounds: 3) {
            _ = model.labelHypotheses(for: $0, maximumCount: 1)
        }
        print(classify.line(target: "< 20 µs"))
        let evaluator = Evaluator()
        let validationPredictions = evaluator.predictions(model, on: validation)
        let rule = OutOfScopeThreshold.best(label: "oos", on: validationPredictions, minimumRecall: minimumValidationRecall)
        let validationScores = rule.scores(validationPredictions)
        print(String(format: "CLINC150 val.csv (for choosing settings): in-scope accuracy %.4f, out-of-scope recall %.4f",
                     validationScores.inScopeAccuracy, validationScores.outOfScopeRecall))
        let scores = rule.scores(evaluator.predictions(model, on: test))
        print(String(format: "CLINC150 test: threshold %.4f (from val.csv): in-scope accuracy %.4f (target ≥ 0.925), out-of-scope recall %.4f (target ≥ 0.55)",
                     rule.threshold, scores.inScopeAccuracy, scores.outOfScopeRecall))
    }

    /// What `clothesline train train.csv --output M` does with no options (``SettingsSearch`` with the
    /// command's defaults: IDF, separate norms, a 10% split, seed 42, no time budget), then the
    /// out-of-scope detector chosen on val.csv alone (score and threshold, best val.csv accuracy), on test.csv.
    static func clinc150Automatic() throws {
        let directory = sharedData.appendingPathComponent("clinc150")
        let reader = TrainingDataReader()
        let train = try reader.read(contentsOf: directory.appendingPathComponent("train.csv")).examples
        let validation = try reader.read(contentsOf: directory.appendingPathComponent("val.csv")).examples
        let test = try reader.read(contentsOf: directory.appendingPathComponent("test.csv")).examples
        var base = TrainingConfiguration()
        base.features.idf = true
        base.features.separateNorms = true
        var result: TrainingResult?
        let training = try Measurement.run("CLINC150 automatic settings: train (no options)", iterations: 1, warmup: 0) {
            result = try SettingsSearch(base: base).train(train, description: .init(name: "clinc150-auto"))
        }
        print(training.line(target: "≤ 1.5 × fastText's, scripts/clinc150-vs-fasttext.py"))
        guard let model = result?.model, let automatic = model.metadata.automaticSettings else { return }
        print("CLINC150 automatic settings: \(automatic.chosen) — \(automatic.reason)")
        let detector = OutOfScopeDetector.best(label: "oos", model: model, on: validation)
        let predictions = OutOfScopeDetector.predictions(model, on: test, score: detector.score, outOfScopeLabel: "oos")
        let scores = detector.rule.scores(predictions)
        let argmax = OutOfScopeThreshold(label: "oos", threshold: 0).scores(predictions)
        print(String(format: "CLINC150 automatic settings, test: %@ (from val.csv): in-scope accuracy %.4f (target ≥ 0.935), out-of-scope recall %.4f (target ≥ 0.62); no threshold: in-scope %.4f",
                     detector.summary, scores.inScopeAccuracy, scores.outOfScopeRecall, argmax.inScopeAccuracy))
    }
}
