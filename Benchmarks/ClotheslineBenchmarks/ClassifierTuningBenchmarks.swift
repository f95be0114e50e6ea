import Foundation
import TextClassification

/// The `classifier-tuning` group: how the CLINC150 settings were chosen. Trains one model per point of a grid
/// on `train.csv` and scores it on `val.csv` only (temperature and out-of-scope threshold fitted there too);
/// `test.csv` is never read. The threshold holds validation out-of-scope recall at ≥ 0.65
/// (``ClassifierBenchmarks/minimumValidationRecall``, a margin over the 0.55 target for the val/test gap);
/// pick the settings with the best validation in-scope accuracy that train well inside the time budget, then
/// put them in ``ClassifierBenchmarks/clincConfiguration``.
///
/// The grid is `$CLINC_TUNING`, e.g. `idf=0,1 char=3-5,2-5 l2=2e-6,5e-6 min=2`; unset, the grid below.
enum ClassifierTuningBenchmarks {
    /// The grid used when `$CLINC_TUNING` is unset: the choices around the settings in force.
    static let defaultGrid = "rank=64,96 rankl2=5e-5,1e-4,2e-4"

    /// Runs the group.
    static func run() throws {
        let directory = BenchmarkFiles.sharedData.appendingPathComponent("clinc150")
        guard FileManager.default.fileExists(atPath: directory.path) else {
            print("../shared/data not found: classifier-tuning skipped")
            return
        }
        let spec = ProcessInfo.processInfo.environment["CLINC_TUNING"] ?? defaultGrid
        let grid = try configurations(spec)
        print("grid (\(grid.count) points): \(spec)")
        let reader = TrainingDataReader()
        let train = try reader.read(contentsOf: directory.appendingPathComponent("train.csv")).examples
        let validation = try reader.read(contentsOf: directory.appendingPathComponent("val.csv")).examples
        let evaluator = Evaluator()
        for configuration in grid {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = Measurement.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
            let model = try TextClassifierTrainer(configuration: configuration)
                .train(train, validation: validation, description: .init(name: "clinc150")).model
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let cpuSeconds = Measurement.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStart
            let predictions = evaluator.predictions(model, on: validation)
            let rule = OutOfScopeThreshold.best(
                label: "oos", on: predictions, minimumRecall: ClassifierBenchmarks.minimumValidationRecall)
            let scores = rule.scores(predictions)
            let megabytes = Double(try model.fileBytes().count) / 1e6
            print(String(
                format: "val.csv: in-scope %.4f  oos recall %.4f  threshold %.3f | %@ | %d features, %.1f MB, "
                    + "%d iterations, train %.1f s (CPU %.1f s)",
                scores.inScopeAccuracy, scores.outOfScopeRecall, rule.threshold,
                ClassifierBenchmarks.describe(configuration), model.metadata.featureCount, megabytes,
                model.metadata.training.iterations, seconds, cpuSeconds))
        }
    }

    /// The grid's configurations: every combination of the listed values, the rest as in the benchmark.
    static func configurations(_ spec: String) throws -> [TrainingConfiguration] {
        var grid = [ClassifierBenchmarks.clincConfiguration]
        for part in spec.split(separator: " ") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { throw TuningSpecError(part: String(part)) }
            let values = pieces[1].split(separator: ",").map(String.init)
            var expanded: [TrainingConfiguration] = []
            for base in grid {
                for value in values {
                    var configuration = base
                    switch pieces[0] {
                    case "idf": configuration.features.idf = value == "1"
                    case "min": configuration.features.minimumCount = Int(value) ?? -1
                    case "l2": configuration.l2 = Double(value) ?? -1
                    case "iterations": configuration.maximumIterations = Int(value) ?? -1
                    case "binary": configuration.features.binary = value == "1"
                    case "norms": configuration.features.separateNorms = value == "separate"
                    case "evidence": configuration.features.evidenceScaling = value == "1"
                    case "words": configuration.features.wordBlockWeight = Double(value) ?? -1
                    case "tolerance": configuration.tolerance = Double(value) ?? -1
                    case "history": configuration.historySize = Int(value) ?? -1
                    case "rank": configuration.rank = Int(value) ?? -1
                    case "rankl2": configuration.rankL2 = Double(value) ?? -1
                    case "rankiter": configuration.rankIterations = Int(value) ?? -1
                    case "char":
                        let range = value.split(separator: "-").compactMap { Int($0) }
                        guard range.count == 2 else { throw TuningSpecError(part: String(part)) }
                        configuration.features.characterMinimum = range[0]
                        configuration.features.characterMaximum = range[1]
                    default: throw TuningSpecError(part: String(part))
                    }
                    guard configuration.features.minimumCount >= 1, configuration.features.wordBlockWeight > 0, configuration.l2 >= 0,
                          configuration.maximumIterations >= 1, configuration.tolerance > 0,
                          configuration.historySize >= 1, configuration.rank >= 0, configuration.rankL2 >= 0,
                          configuration.rankIterations >= 1
                    else { throw TuningSpecError(part: String(part)) }
                    expanded.append(configuration)
                }
            }
            grid = expanded
        }
        return grid
    }
}
