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

        /// Creates a description.
        public init(
            name: String = "model", version: String = "1.0", author: String = "", license: String = "",
            description: String = "", createdAt: Date = Date()
        ) {
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
        let (order, biases, weights, outcome) = (fit.keys, fit.biases, fit.weights, fit.outcome)
        var metadata = ModelMetadata(
            name: description.name, version: description.version, author: description.author,
            license: description.license, description: description.description, createdAt: description.createdAt,
            labels: labels, features: configuration.features, featureCount: order.count,
            trainingExampleCount: trainingSet.count, validationExampleCount: heldOut.count, temperature: 1,
            trainingDataHash: Checksum.contentHash(of: examples),
            training: TrainingSummary(
                l2: configuration.l2, seed: configuration.seed, iterations: outcome.iterations,
                converged: outcome.converged, finalLoss: outcome.loss,
                classWeighting: configuration.classWeighting.rawValue),
            validation: nil)
        var model = TextClassifierModel(metadata: metadata, keys: order, biases: biases, weights: weights)
        guard !heldOut.isEmpty else { return TrainingResult(model: model, validation: nil, eceBeforeCalibration: nil) }

        // Calibrate on the held-out examples that have evidence.
        let uncalibrated = Evaluator().evaluate(model, on: heldOut)
        var heldLogits: [[Float]] = []
        var heldTargets: [Int] = []
        for example in heldOut {
            let vector = model.vector(for: example.text)
            guard !vector.isEmpty, let target = labelIndex[example.label] else { continue }
            heldLogits.append(model.logits(for: vector))
            heldTargets.append(target)
        }
        metadata.temperature = TemperatureScaling.fit(logits: heldLogits, targets: heldTargets)
        model = TextClassifierModel(metadata: metadata, keys: order, biases: biases, weights: weights)
        let calibrated = Evaluator().evaluate(model, on: heldOut)
        metadata.validation = ValidationSummary(
            accuracy: calibrated.accuracy, macroF1: calibrated.macroF1,
            eceBeforeCalibration: uncalibrated.expectedCalibrationError,
            eceAfterCalibration: calibrated.expectedCalibrationError)
        model = TextClassifierModel(metadata: metadata, keys: order, biases: biases, weights: weights)
        if configuration.refitOnAllExamples {
            let refit = try Self.fit(examples, labels: labels, configuration: configuration, progress: progress)
            metadata.featureCount = refit.keys.count
            metadata.trainingExampleCount = examples.count
            metadata.training.iterations = refit.outcome.iterations
            metadata.training.converged = refit.outcome.converged
            metadata.training.finalLoss = refit.outcome.loss
            model = TextClassifierModel(metadata: metadata, keys: refit.keys, biases: refit.biases, weights: refit.weights)
        }
        return TrainingResult(
            model: model, validation: calibrated, eceBeforeCalibration: uncalibrated.expectedCalibrationError)
    }

    /// The parameters of one fit: vocabulary keys in index order, biases, weights and the optimiser outcome.
    private struct Fit {
        var keys: [UInt64]
        var biases: [Float]
        var weights: [Float]
        var outcome: LBFGSOptimizer.Outcome
    }

    /// Builds the vocabulary and design matrix of `trainingSet` and minimises the objective.
    private static func fit(
        _ trainingSet: [LabeledText], labels: [String], configuration: TrainingConfiguration,
        progress: (TrainingProgress) -> Void
    ) throws(TrainingError) -> Fit {
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        // Vocabulary: document frequency ≥ minimumCount, numbered by first appearance.
        let extractor = FeatureExtractor(configuration: configuration.features)
        let documents = trainingSet.map { extractor.keys(in: $0.text) }
        var frequency: [UInt64: Int32] = [:]
        var order: [UInt64] = []
        for keys in documents {
            for key in Set(keys) {
                if let count = frequency[key] {
                    frequency[key] = count + 1
                } else {
                    frequency[key] = 1
                }
            }
        }
        // Order by first appearance, deterministic (Set iteration order is not).
        var seen = Set<UInt64>()
        let minimumCount = Int32(max(1, configuration.features.minimumCount))
        for keys in documents {
            for key in keys where !seen.contains(key) {
                seen.insert(key)
                if let count = frequency[key], count >= minimumCount { order.append(key) }
            }
        }
        guard !order.isEmpty else { throw TrainingError.noFeatures }
        let table = FeatureTable(keys: order)

        // Design matrix.
        var matrix = SparseMatrix()
        var targets: [Int32] = []
        for (document, example) in zip(documents, trainingSet) {
            let occurrences = document.compactMap { table.index(of: $0) }
            let vector = SparseVector(occurrences: occurrences, binary: configuration.features.binary)
            guard !vector.isEmpty, let target = labelIndex[example.label] else { continue }
            matrix.append(vector)
            targets.append(Int32(target))
        }
        guard !targets.isEmpty else { throw TrainingError.noFeatures }
        var exampleWeights = [Float](repeating: 1, count: targets.count)
        if configuration.classWeighting == .balanced {
            var counts = [Int](repeating: 0, count: labels.count)
            for target in targets { counts[Int(target)] += 1 }
            for (row, target) in targets.enumerated() {
                exampleWeights[row] = Float(targets.count) / Float(labels.count * max(1, counts[Int(target)]))
            }
        }
        let objective = LogisticObjective(
            matrix: matrix, targets: targets, exampleWeights: exampleWeights, featureCount: table.count,
            classCount: labels.count, l2: configuration.l2, threads: configuration.threads)
        var parameters = [Float](repeating: 0, count: objective.parameterCount)
        let optimizer = LBFGSOptimizer(
            historySize: max(1, configuration.historySize), maximumIterations: configuration.maximumIterations,
            tolerance: configuration.tolerance)
        guard let outcome = optimizer.minimize(
            &parameters, objective: { objective.evaluate($0, gradient: $1) }, progress: progress),
            outcome.loss.isFinite, !parameters.contains(where: { !$0.isFinite })
        else { throw TrainingError.diverged }

        let weightCount = table.count * labels.count
        return Fit(keys: order, biases: Array(parameters[weightCount...]), weights: Array(parameters[0..<weightCount]),
                   outcome: outcome)
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
