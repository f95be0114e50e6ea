import Foundation

/// Trains maximum-entropy (multinomial logistic regression) text classifiers with L-BFGS.
///
/// Deterministic for a given configuration and data: the validation split uses the seeded generator,
/// features are numbered in order of first appearance, and the parallel gradient is summed in a fixed order.
public struct TextClassifierTrainer: Sendable {
    /// The training settings.
    public var configuration: TrainingConfiguration

    /// Creates a trainer.
    public init(configuration: TrainingConfiguration = TrainingConfiguration()) {
        self.configuration = configuration
    }

    /// Descriptive fields for the model file.
    public struct Description: Sendable, Hashable {
        /// The model's name.
        public var name: String
        /// The model's version.
        public var version: String
        /// Who trained it.
        public var author: String
        /// Its licence.
        public var license: String
        /// What it is for.
        public var description: String
        /// When it was trained.
        public var createdAt: Date
        /// The program and version training it, e.g. `clothesline 0.2.0` (empty: not recorded).
        public var producer: String

        /// Creates a description.
        public init(
            name: String = "model", version: String = "1.0", author: String = "", license: String = "",
            description: String = "", createdAt: Date = Date(), producer: String = ""
        ) {
            self.producer = producer
            self.name = name
            self.version = version
            self.author = author
            self.license = license
            self.description = description
            self.createdAt = createdAt
        }
    }

    /// Trains on `examples`. Unless `validation` is given, a stratified `validationFraction` of the
    /// examples is held out to fit the temperature and measure the model.
    ///
    /// `groups` (parallel to `examples`) keeps related examples together: the split holds out whole
    /// groups (e.g. every utterance generated from one template), so validation measures generalisation
    /// to unseen phrasings rather than to near-duplicates.
    public func train(
        _ examples: [LabeledText], validation: [LabeledText]? = nil, groups: [String]? = nil,
        description: Description = Description(), progress: (TrainingProgress) -> Void = { _ in }
    ) throws(TrainingError) -> TrainingResult {
        let configuration = configuration
        guard configuration.l2 >= 0, configuration.l2.isFinite else {
            throw .invalidConfiguration("l2 must be a non-negative number")
        }
        guard (0..<1).contains(configuration.validationFraction) else {
            throw .invalidConfiguration("the validation fraction must be in 0..<1")
        }
        guard configuration.features.characterMaximum == 0
            || configuration.features.characterMinimum <= configuration.features.characterMaximum
        else {
            throw .invalidConfiguration("the character n-gram range is empty")
        }
        guard configuration.rank >= 0, configuration.rankL2 >= 0, configuration.rankL2.isFinite else {
            throw .invalidConfiguration("the rank and its l2 must be non-negative numbers")
        }
        guard configuration.features.wordBlockWeight.isFinite, configuration.features.wordBlockWeight > 0 else {
            throw .invalidConfiguration("the word block weight must be a positive number")
        }
        let labels = Array(Set(examples.map(\.label))).sorted()
        guard labels.count >= 2 else { throw .tooFewLabels(found: labels) }
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })

        // Split.
        var trainingSet = examples
        var heldOut: [LabeledText] = validation ?? []
        if validation == nil && configuration.validationFraction > 0 {
            if let groups, groups.count != examples.count {
                throw .invalidConfiguration("there must be one group per example")
            }
            (trainingSet, heldOut) = Self.split(examples, groups: groups, fraction: configuration.validationFraction,
                                                seed: configuration.seed)
        }
        heldOut = heldOut.filter { labelIndex[$0.label] != nil }

        let fit = try Self.fit(trainingSet, labels: labels, configuration: configuration, progress: progress)
        return try finish(
            fit, examples: examples, trainingSet: trainingSet, heldOut: heldOut, labels: labels,
            configuration: configuration, description: description, progress: progress)
    }

    /// Turns a fit on `trainingSet` into the calibrated model: metadata, the temperature fitted on `heldOut`
    /// (when there is any), its validation figures, and the refit on all `examples` when the configuration
    /// asks for one (`refit` when it was already fitted, e.g. alongside `fit` on the other core).
    func finish(
        _ fit: Fit, examples: [LabeledText], trainingSet: [LabeledText], heldOut: [LabeledText], labels: [String],
        configuration: TrainingConfiguration, description: Description, automatic: AutomaticSettings? = nil,
        refit precomputed: Fit? = nil, progress: (TrainingProgress) -> Void
    ) throws(TrainingError) -> TrainingResult {
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let (order, idf, biases, weights, words, outcome) =
            (fit.keys, fit.idf, fit.biases, fit.weights, fit.words, fit.outcome)
        var metadata = ModelMetadata(
            name: description.name, version: description.version, author: description.author,
            license: description.license, description: description.description, createdAt: description.createdAt,
            labels: labels, features: configuration.features, featureCount: order.count,
            trainingExampleCount: trainingSet.count, validationExampleCount: heldOut.count, temperature: 1,
            trainingDataHash: Checksum.contentHash(of: examples),
            training: TrainingSummary(
                l2: configuration.l2, seed: configuration.seed, iterations: outcome.iterations,
                converged: outcome.converged, finalLoss: outcome.loss,
                classWeighting: configuration.classWeighting.rawValue, lowRank: fit.lowRank),
            validation: nil)
        if !description.producer.isEmpty { metadata.producer = description.producer }
        metadata.automaticSettings = automatic
        var model = TextClassifierModel(
            metadata: metadata, keys: order, idf: idf, biases: biases, weights: weights, words: words)
        guard !heldOut.isEmpty else { return TrainingResult(model: model, validation: nil, eceBeforeCalibration: nil) }

        // Calibrate on the held-out examples that have evidence.
        let uncalibrated = Evaluator().evaluate(model, on: heldOut)
        var heldLogits: [[Float]] = []
        var heldTargets: [Int] = []
        for example in heldOut {
            guard let logits = model.logits(for: example.text), let target = labelIndex[example.label] else { continue }
            heldLogits.append(logits)
            heldTargets.append(target)
        }
        metadata.temperature = TemperatureScaling.fit(logits: heldLogits, targets: heldTargets)
        model = TextClassifierModel(
            metadata: metadata, keys: order, idf: idf, biases: biases, weights: weights, words: words)
        let calibrated = Evaluator().evaluate(model, on: heldOut)
        metadata.validation = ValidationSummary(
            accuracy: calibrated.accuracy, macroF1: calibrated.macroF1,
            eceBeforeCalibration: uncalibrated.expectedCalibrationError,
            eceAfterCalibration: calibrated.expectedCalibrationError)
        model = TextClassifierModel(
            metadata: metadata, keys: order, idf: idf, biases: biases, weights: weights, words: words)
        if let outOfScopeLabel = configuration.outOfScopeLabel {
            // Chosen like the temperature: on the held-out data, by the model that has not seen it.
            metadata.outOfScopeDetector = OutOfScopeDetector.best(
                label: outOfScopeLabel, model: model, on: heldOut,
                minimumRecall: configuration.minimumOutOfScopeRecall)
            model = TextClassifierModel(
                metadata: metadata, keys: order, idf: idf, biases: biases, weights: weights, words: words)
        }
        if configuration.refitOnAllExamples {
            let refit: Fit
            if let precomputed {
                refit = precomputed
            } else {
                refit = try Self.fit(examples, labels: labels, configuration: configuration, progress: progress)
            }
            metadata.featureCount = refit.keys.count
            metadata.trainingExampleCount = examples.count
            metadata.training.iterations = refit.outcome.iterations
            metadata.training.converged = refit.outcome.converged
            metadata.training.finalLoss = refit.outcome.loss
            metadata.training.lowRank = refit.lowRank
            model = TextClassifierModel(
                metadata: metadata, keys: refit.keys, idf: refit.idf, biases: refit.biases, weights: refit.weights,
                words: refit.words)
        }
        return TrainingResult(
            model: model, validation: calibrated, eceBeforeCalibration: uncalibrated.expectedCalibrationError)
    }

    /// The parameters of one fit: vocabulary keys in index order, their IDF weights (empty without IDF),
    /// biases, weights, the words whose character rows the model caches, and the optimiser outcome.
    struct Fit {
        var keys: [UInt64]
        var idf: [Float]
        var biases: [Float]
        var weights: [Float]
        var words: [String]
        var outcome: LBFGSOptimizer.Outcome
        /// The low-rank stage, when there was one.
        var lowRank: LowRankSummary? = nil
    }

    /// Builds the vocabulary and design matrix of `trainingSet` and minimises the objective; with a rank
    /// stage, `fullRank` first sees the full-rank fit it starts from.
    static func fit(
        _ trainingSet: [LabeledText], labels: [String], configuration: TrainingConfiguration,
        progress: (TrainingProgress) -> Void, fullRank: ((Fit) -> Void)? = nil
    ) throws(TrainingError) -> Fit {
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let extractor = FeatureExtractor(configuration: configuration.features)
        let usesCharacters = extractor.usesCharacters

        // Texts → word feature keys and word (token type) ids; each word's n-gram keys.
        var wordIDs: [UInt64: Int32] = [:]
        var wordScalars: [[UInt32]] = []
        var wordNgramKeys: [[UInt64]] = []
        var documentKeys: [[UInt64]] = []
        var documentWords: [[Int32]] = []
        documentKeys.reserveCapacity(trainingSet.count)
        documentWords.reserveCapacity(trainingSet.count)
        for example in trainingSet {
            var keys: [UInt64] = []
            var words: [Int32] = []
            extractor.forEach(in: example.text, wordFeature: { keys.append($0) }, token: { scalars, key in
                guard usesCharacters else { return }
                if let id = wordIDs[key] {
                    words.append(id)
                } else {
                    let id = Int32(wordScalars.count)
                    wordIDs[key] = id
                    wordScalars.append(Array(scalars))
                    var ngrams: [UInt64] = []
                    extractor.forEachCharacterKey(of: scalars) { ngrams.append($0) }
                    wordNgramKeys.append(ngrams)
                    words.append(id)
                }
            })
            documentKeys.append(keys)
            documentWords.append(words)
        }

        // Vocabulary: features in at least `minimumCount` texts, numbered by first appearance.
        var frequency: [UInt64: Int32] = [:]
        var order: [UInt64] = []
        var seen = Set<UInt64>()
        for (keys, words) in zip(documentKeys, documentWords) {
            var distinct = Set(keys)
            for word in Set(words) { distinct.formUnion(wordNgramKeys[Int(word)]) }
            for key in distinct { frequency[key, default: 0] += 1 }
        }
        let minimumCount = Int32(max(1, configuration.features.minimumCount))
        for (keys, words) in zip(documentKeys, documentWords) {
            for key in keys + words.flatMap({ wordNgramKeys[Int($0)] }) where !seen.contains(key) {
                seen.insert(key)
                if let count = frequency[key], count >= minimumCount { order.append(key) }
            }
        }
        guard !order.isEmpty else { throw TrainingError.noFeatures }
        let table = FeatureTable(keys: order)
        // IDF of the kept features over the training texts (their document frequencies counted above).
        let idf = configuration.features.idf
            ? order.map { InverseDocumentFrequency.weight(
                documentFrequency: Int(frequency[$0] ?? 0), documentCount: documentKeys.count) }
            : []

        // Design matrix.
        var design = DesignMatrix()
        var scratch: [Int32] = []
        for scalars in wordScalars {
            scalars.withUnsafeBufferPointer {
                design.words.append($0, extractor: extractor, table: table, idf: idf, scratch: &scratch)
            }
        }
        let binary = configuration.features.binary
        for ((keys, words), example) in zip(zip(documentKeys, documentWords), trainingSet) {
            guard let target = labelIndex[example.label] else { continue }
            var featureVector = SparseVector(
                occurrences: keys.compactMap { table.index(of: $0) },
                weight: { SparseVector.termWeight($0, binary: binary) })
            featureVector.scale(by: idf)
            let wordVector = SparseVector(occurrences: words, weight: { Float($0) })
            var characterSquares: Float = 0
            for (word, count) in zip(wordVector.indices, wordVector.values) {
                characterSquares += count * design.words.sumOfSquares[Int(word)]
            }
            guard let scales = Normalization.scales(
                wordSquares: featureVector.sumOfSquares, characterSquares: characterSquares,
                separate: configuration.features.separateNorms,
                wordWeight: Float(configuration.features.wordBlockWeight))
            else { continue }
            design.features.append(featureVector, scale: scales.word)
            design.tokens.append(wordVector, scale: scales.character)
            design.targets.append(Int32(target))
        }
        guard !design.targets.isEmpty else { throw TrainingError.noFeatures }
        var exampleWeights = [Float](repeating: 1, count: design.rowCount)
        if configuration.classWeighting == .balanced {
            var counts = [Int](repeating: 0, count: labels.count)
            for target in design.targets { counts[Int(target)] += 1 }
            for (row, target) in design.targets.enumerated() {
                exampleWeights[row] = Float(design.rowCount) / Float(labels.count * max(1, counts[Int(target)]))
            }
        }
        let objective = LogisticObjective(
            design: design, exampleWeights: exampleWeights, featureCount: table.count,
            classCount: labels.count, l2: configuration.l2, threads: configuration.threads)
        var parameters = [Float](repeating: 0, count: objective.parameterCount)
        let optimizer = LBFGSOptimizer(
            historySize: max(1, configuration.historySize), maximumIterations: configuration.maximumIterations,
            tolerance: configuration.tolerance, threads: configuration.threads)
        guard let outcome = optimizer.minimize(
            &parameters, objective: { objective.evaluate($0, gradient: $1) }, progress: progress),
            outcome.loss.isFinite, !parameters.contains(where: { !$0.isFinite })
        else { throw TrainingError.diverged }
        let weightCount = table.count * labels.count
        var fit = Fit(keys: order, idf: idf, biases: Array(parameters[weightCount...]),
                      weights: Array(parameters[0..<weightCount]), words: design.words.words, outcome: outcome)
        if configuration.rank > 0 {
            fullRank?(fit)
            try refineLowRank(&fit, design: design, exampleWeights: exampleWeights, classCount: labels.count,
                              configuration: configuration, progress: progress)
        }
        return fit
    }

    /// Refines a full-rank fit as a product of two thin factors (``LowRankObjective``), started from its
    /// truncated SVD, and stores the product back in `fit`.
    private static func refineLowRank(
        _ fit: inout Fit, design: DesignMatrix, exampleWeights: [Float], classCount: Int,
        configuration: TrainingConfiguration, progress: (TrainingProgress) -> Void
    ) throws(TrainingError) {
        let features = fit.keys.count
        let rank = min(configuration.rank, classCount, features)
        let factorization = LowRankFactorization(
            features: features, classes: classCount, rank: rank, threads: configuration.threads)
        var parameters = factorization.factor(weights: fit.weights, biases: fit.biases)
        let objective = LowRankObjective(
            design: design, exampleWeights: exampleWeights, featureCount: features, rank: rank,
            classCount: classCount, l2: configuration.rankL2, threads: configuration.threads)
        let optimizer = LBFGSOptimizer(
            historySize: max(1, configuration.historySize), maximumIterations: max(1, configuration.rankIterations),
            tolerance: configuration.tolerance, threads: configuration.threads)
        guard let outcome = optimizer.minimize(
            &parameters, objective: { objective.evaluate($0, gradient: $1) },
            progress: { step in
                var step = step
                step.stage = .lowRank
                progress(step)
            }),
            outcome.loss.isFinite, !parameters.contains(where: { !$0.isFinite })
        else { throw TrainingError.diverged }
        fit.weights = factorization.product(parameters)
        fit.biases = factorization.biases(parameters)
        fit.lowRank = LowRankSummary(
            rank: rank, l2: configuration.rankL2, iterations: outcome.iterations, converged: outcome.converged,
            finalLoss: outcome.loss)
    }

    /// A stratified, seeded split: about `fraction` of each label's examples go to the second part.
    static func split(_ examples: [LabeledText], groups: [String]? = nil, fraction: Double, seed: UInt64)
        -> (training: [LabeledText], heldOut: [LabeledText])
    {
        var generator = SplitMix64(seed: seed)
        // Units of splitting: one per example, or one per (label, group).
        var units: [String: [String: [Int]]] = [:]
        for (index, example) in examples.enumerated() {
            let unit = groups.map { $0[index] } ?? String(index)
            units[example.label, default: [:]][unit, default: []].append(index)
        }
        var heldOutIndices = Set<Int>()
        for label in units.keys.sorted() {
            let byUnit = units[label] ?? [:]
            var names = byUnit.keys.sorted()
            names.shuffle(using: &generator)
            let total = byUnit.values.reduce(0) { $0 + $1.count }
            let target = total >= 2 ? Int((Double(total) * fraction).rounded()) : 0
            var taken = 0
            for name in names where taken < target && names.count > 1 {
                let members = byUnit[name] ?? []
                heldOutIndices.formUnion(members)
                taken += members.count
            }
        }
        var training: [LabeledText] = []
        var heldOut: [LabeledText] = []
        for (index, example) in examples.enumerated() {
            if heldOutIndices.contains(index) { heldOut.append(example) } else { training.append(example) }
        }
        return (training, heldOut)
    }
}
