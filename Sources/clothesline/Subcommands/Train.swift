import ArgumentParser
import Foundation
import TextClassification
import TextSafety

extension Clothesline {
    /// `clothesline train DATA… --output MODEL`: trains a text classifier and writes its model file.
    struct Train: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Train a text classifier from labelled data and write a model file.",
            discussion: """
                DATA is a CSV file (header with text,label), a JSON array of {"text","label"}, a JSON Lines \
                file, or a folder with one sub-folder per label holding .txt files. A stratified \
                --validation-split is held out to fit the temperature (calibration) and to report accuracy, \
                macro-F1 and ECE. Set SOURCE_DATE_EPOCH for a reproducible creation date. By default features \
                are IDF-weighted and words and character n-grams are normalised separately (model format \
                version 3); --no-idf --no-separate-norms trains the way earlier versions did, into a file they \
                can read. With none of --l2, --max-iterations, --char-min, --char-max, --min-count, \
                --word-block-weight, --rank, --rank-l2, --rank-iterations given (or with --budget), train \
                chooses them itself, the same way on every machine: it profiles the data; for many labels \
                with few examples each the profile sets them (the held-out split only decides whether to keep \
                the rank stage), otherwise it compares a few configurations on the held-out split; it refits \
                the choice on everything, prints what it chose and why, and records it in the model's \
                metadata; every setting given is kept.
                """)

        @Argument(help: "Training data files or folders.")
        var data: [String]

        @Option(name: .shortAndLong, help: "Where to write the model file.")
        var output: String

        @Option(help: "A chat feedback file (JSON Lines) whose records are added to the training data; repeatable.")
        var feedback: [String] = []

        @Option(help: "Held-out data for calibration and validation instead of a split.")
        var validation: String?

        @Option(help: "Fraction of each label held out for calibration and validation (0 for none).")
        var validationSplit: Double = 0.1

        @Option(help: "A CSV column (or JSON key) grouping related examples; the validation split holds out whole groups.")
        var groupColumn: String?

        @Flag(help: "After calibrating on the validation split, retrain on all examples (keeping the temperature).")
        var refit = false

        @Option(help: "Seed of the validation split.")
        var seed: UInt64 = 42

        @Option(help: ArgumentHelp(
            "Compare configurations on the held-out split within this many seconds (trials, then the refit).",
            discussion: "With none of the settings below given, train chooses them itself with no time limit; with --budget it chooses those not given, comparing configurations for every kind of data, and the choice can depend on the machine's speed (0: the first choice, not compared)."))
        var budget: Double?

        @Option(help: "L2 regularisation strength (1e-4 unless chosen automatically).")
        var l2: Double?

        @Option(help: "Most L-BFGS iterations (200 unless chosen automatically).")
        var maxIterations: Int?

        @Option(help: ArgumentHelp(
            "Refine the weights as a product of two rank-N factors under L2 (trace-norm regularisation); 0 for off.",
            discussion: "Helps with many labels and few examples each (CLINC150: --rank 64 --max-iterations 40)."))
        var rank: Int?

        @Option(help: "L2 strength on the two factors of --rank (1e-4 unless chosen automatically).")
        var rankL2: Double?

        @Option(help: "Most L-BFGS iterations of the --rank refinement (40 unless chosen automatically).")
        var rankIterations: Int?

        @Option(help: "Minimum number of training texts a feature must occur in (2 unless chosen automatically).")
        var minCount: Int?

        @Option(help: "Shortest character n-gram inside words (3 unless chosen automatically).")
        var charMin: Int?

        @Option(help: "Longest character n-gram inside words (0 turns them off; 5 unless chosen automatically).")
        var charMax: Int?

        @Flag(help: "Leave out word bigrams.")
        var noBigrams = false

        @Flag(help: "Binary feature weights instead of 1 + ln(count).")
        var binary = false

        @Flag(help: "Scale each text's scores by the share of its words the model knows (less sure on unfamiliar text).")
        var evidenceScaling = false

        @Flag(inversion: .prefixedNo,
              help: "Weight features by their smoothed inverse document frequency in the training data (stored in the model).")
        var idf = true

        @Flag(inversion: .prefixedNo,
              help: "L2-normalise word features and character n-grams each on its own instead of together.")
        var separateNorms = true

        @Option(help: "With separate norms, the word block's weight next to the character block's 1 (below 1 leans on character n-grams; 1 unless chosen automatically).")
        var wordBlockWeight: Double?

        @Option(help: "Label weighting: none or balanced.")
        var classWeights: String = "none"

        @Option(help: "Choose an out-of-scope detector for this label on the held-out data and store it in the model.")
        var oosLabel: String?

        @Option(help: "With --oos-label, the share of held-out out-of-scope examples the detector must catch.")
        var minimumOosRecall: Double = 0

        @Option(help: "Gradient threads.")
        var threads: Int = 2

        @Option(help: "CSV column holding the text.")
        var textColumn: String = "text"

        @Option(help: "CSV column holding the label.")
        var labelColumn: String = "label"

        @Flag(help: "Skip invalid records (and count them) instead of failing.")
        var skipInvalid = false

        @Option(help: "Model name.") var name: String = "model"
        @Option(help: "Model version.") var modelVersion: String = "1.0"
        @Option(help: "Author.") var author: String = ""
        @Option(help: "Licence.") var license: String = ""
        @Option(help: "Description.") var description: String = ""

        @Flag(help: "Print nothing but errors.")
        var quiet = false

        func validate() throws {
            guard (0..<1).contains(validationSplit) else {
                throw ValidationError("--validation-split must be at least 0 and below 1")
            }
            try validateSettings()
            guard settings.features.wordBlockWeight > 0, settings.features.wordBlockWeight.isFinite else {
                throw ValidationError("--word-block-weight must be a positive number")
            }
            guard ClassWeighting(rawValue: classWeights) != nil else {
                throw ValidationError("--class-weights must be none or balanced")
            }
            guard (0...1).contains(minimumOosRecall) else { throw ValidationError("--minimum-oos-recall must be in 0...1") }
            guard (1...64).contains(threads) else { throw ValidationError("--threads must be between 1 and 64") }
        }

        func run() throws {
            let reader = TrainingDataReader(
                textColumn: textColumn, labelColumn: labelColumn, skipInvalid: skipInvalid)
            var dataSet = try reader.read(contentsOf: data.map { URL(fileURLWithPath: $0) })
            for file in feedback {
                dataSet.append(try TrainingDataReader(skipInvalid: skipInvalid)
                    .read(contentsOf: URL(fileURLWithPath: file), format: .jsonLines))
            }
            for warning in dataSet.warnings { Diagnostics.warn(warning.description) }
            let heldOut = try validation.map { try reader.read(contentsOf: URL(fileURLWithPath: $0)).examples }

            var configuration = settings
            configuration.validationFraction = heldOut == nil ? validationSplit : 0
            configuration.outOfScopeLabel = oosLabel
            configuration.minimumOutOfScopeRecall = minimumOosRecall
            let trainer = TextClassifierTrainer(configuration: configuration)
            let search = choosesSettings
                ? SettingsSearch(base: configuration, fixed: fixedSettings, budget: budget)
                : nil
            let groups = groupColumn.map { column in
                dataSet.values(ofAttribute: column).enumerated().map { $1 ?? "ungrouped-\($0)" }
            }
            var createdAt = Date()
            if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = CheckedNumber.finiteDouble(epoch) {
                createdAt = Date(timeIntervalSince1970: seconds)
            }
            let showProgress = !quiet && isatty(STDERR_FILENO) == 1
            let start = Date()
            // The trainer knows the examples, not where they came from: its errors are given the files' names.
            func train() throws(TrainDataError) -> TrainingResult {
                let modelDescription = TextClassifierTrainer.Description(
                    name: name, version: modelVersion, author: author, license: license, description: description,
                    createdAt: createdAt, producer: ClotheslineVersion.producer)
                let progress = { (step: TrainingProgress) in
                    if showProgress {
                        Diagnostics.progress(String(
                            format: "%@ iteration %d  loss %.5f  |g| %.2e", step.stage.rawValue, step.iteration,
                            step.loss, step.gradientNorm))
                    }
                }
                do {
                    if let search {
                        return try search.train(
                            dataSet.examples, validation: heldOut, groups: groups, description: modelDescription,
                            progress: progress)
                    }
                    return try trainer.train(
                        dataSet.examples, validation: heldOut, groups: groups, description: modelDescription,
                        progress: progress)
                } catch {
                    if showProgress { Diagnostics.progress(nil) }
                    throw TrainDataError(files: data + feedback, underlying: error)
                }
            }
            let result = try train()
            if showProgress { Diagnostics.progress(nil) }
            try result.model.write(to: URL(fileURLWithPath: output))
            guard !quiet else { return }
            let metadata = result.model.metadata
            var lines = [
                "trained \(metadata.labels.count) labels on \(metadata.trainingExampleCount) examples"
                    + (refit || metadata.automaticSettings != nil && metadata.validationExampleCount > 0
                        && metadata.trainingExampleCount == dataSet.examples.count && heldOut == nil
                        ? " (refit on all)" : "") + ", "
                    + "\(metadata.featureCount) features (\(ModelDetails.featureSummary(metadata.features))), "
                    + "\(metadata.training.iterations) iterations"
                    + (metadata.training.converged ? "" : " (iteration limit reached)")
                    + (metadata.training.lowRank.map {
                        ", then rank \($0.rank): \($0.iterations) iterations"
                            + ($0.converged ? "" : " (iteration limit reached)")
                    } ?? "")
                    + String(format: ", %.1f s", Date().timeIntervalSince(start)),
            ]
            if let automatic = metadata.automaticSettings { lines += Self.describe(automatic) }
            if let detector = metadata.outOfScopeDetector {
                lines.append("out-of-scope detector (chosen on the held-out data): \(detector.summary)"
                    + String(format: ", held-out accuracy %.4f, out-of-scope recall %.4f",
                             detector.validationAccuracy ?? 0, detector.validationRecall ?? 0))
            }
            if dataSet.skippedCount > 0 { lines.append("skipped \(dataSet.skippedCount) invalid record(s)") }
            if let validation = metadata.validation {
                lines.append(String(
                    format: "validation (%d examples): accuracy %.4f  macro-F1 %.4f  ECE %.4f → %.4f (temperature %.3f)",
                    metadata.validationExampleCount, validation.accuracy, validation.macroF1,
                    validation.eceBeforeCalibration, validation.eceAfterCalibration, metadata.temperature))
            } else {
                lines.append("no validation data held out: temperature 1 (uncalibrated)")
            }
            lines.append("wrote \(output)")
            print(lines.joined(separator: "\n"))
        }
    }
}
