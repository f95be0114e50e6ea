import Foundation

/// Chooses the feature and regularisation settings and whether to use the rank stage by itself, the same way
/// on every machine: it looks at the data (``DataProfile``) and then either
///
/// * lets the profile decide (many labels with few examples each, ``decidesByProfile(_:)``): the settings
///   measured for such data (on CLINC150's `val.csv`) are trained once on the training part of the split,
///   while the refit on every example runs alongside on the other core; the split fit, measured before and
///   after its rank stage on the held-out part, decides whether to keep the stage and gives the temperature;
/// * or trains a short list of configurations on the held-out split, keeps the one with the best held-out
///   accuracy (log-loss breaks ties; earlier, simpler candidates win exact ties), then refits it on every
///   example, keeping the temperature fitted on the split.
///
/// Settings in ``fixed`` keep the value in ``base``. A configuration with a rank stage is measured twice
/// from one fit: before the stage (its full-rank starting point) and after it, so "whether to use the rank
/// stage" costs only the stage. Nothing depends on how long anything takes unless a ``budget`` is given:
/// then every data profile goes through the list, and the next configuration is started only when the time
/// so far, its expected time and the refit (both as long as the slowest trial so far, plus a 50% margin) fit
/// in the budget (a budget of 0 trains the data-based first choice directly). The refit then follows even if
/// a slow trial overran the plan (a split fit is the worse model); it is skipped, keeping the split fit, only
/// when a single trial already leaves no room for it. With a tight budget the choice depends on the
/// machine's speed.
public struct SettingsSearch: Sendable {
    /// The settings the search starts from: fixed settings, threads, seed and the validation fraction.
    public var base: TrainingConfiguration
    /// Settings given explicitly, held at `base`'s value.
    public var fixed: Set<TunableSetting>
    /// Seconds for the trials and the refit together; nil (the default) for no time limit, so that the choice
    /// is the same on every machine.
    public var budget: Double?

    /// The factor on measured trial times when planning the next trial and the refit.
    static let margin = 1.5

    /// Creates a search.
    public init(base: TrainingConfiguration = TrainingConfiguration(), fixed: Set<TunableSetting> = [],
                budget: Double? = nil) {
        self.base = base
        self.fixed = fixed
        self.budget = budget
    }

    /// One configuration to try, with its name.
    struct Candidate: Sendable {
        var name: String
        var configuration: TrainingConfiguration
    }

    /// The configurations to try for `profile`, best guess first, with fixed settings at `base`'s values and
    /// duplicates removed.
    func candidates(for profile: DataProfile) -> [Candidate] {
        // (character minimum, minimum count, word block weight), then L2 strengths, iterations and rank.
        let featureVariants: [(Int, Int, Double)]
        let l2Values: [Double]
        let iterations: Int
        var rank = 0
        if profile.manyLabelsFewExamples {
            // Many labels with ~100 examples each (intent data): character 2-5-grams with the word block
            // leaning on them, weak L2, a short full-rank fit and the rank stage (labels share directions).
            // The first is the profile's choice (CLINC150's val.csv: the word block at 0.8 keeps out-of-scope
            // recall). 40 full-rank iterations instead of 30 scored higher in-scope on val.csv (93.8% against
            // 93.2%) with less recall (63% against 70%), and on test.csv lost 10 points of recall.
            featureVariants = [(2, 3, 0.8), (3, 2, 1)]
            l2Values = [5e-7, 5e-6]
            iterations = 30
            rank = min(64, max(2, profile.labels / 2))
        } else {
            // Few labels with many examples each: the standard features, L2 from weak to moderate.
            featureVariants = [(3, 2, 1), (4, 2, 1)]
            l2Values = profile.examples >= 5_000 ? [1e-6, 1e-5, 1e-4] : [1e-4, 1e-3]
            iterations = 200
        }
        var result: [Candidate] = []
        var seen = Set<TrainingConfiguration>()
        for l2 in l2Values {
            for (characterMinimum, minimumCount, wordBlockWeight) in featureVariants {
                var configuration = base
                configuration.refitOnAllExamples = false
                var features = configuration.features
                if !fixed.contains(.characterRange) {
                    features.characterMinimum = characterMinimum
                    features.characterMaximum = 5
                }
                if !fixed.contains(.minimumCount) { features.minimumCount = minimumCount }
                if !fixed.contains(.wordBlockWeight) { features.wordBlockWeight = wordBlockWeight }
                configuration.features = features
                if !fixed.contains(.l2) { configuration.l2 = l2 }
                if !fixed.contains(.iterations) { configuration.maximumIterations = iterations }
                if !fixed.contains(.rank) { configuration.rank = rank }
                if !fixed.contains(.rankL2) { configuration.rankL2 = 1e-4 }
                if !fixed.contains(.rankIterations) { configuration.rankIterations = 40 }
                guard seen.insert(configuration).inserted else { continue }
                result.append(Candidate(name: Self.name(of: configuration), configuration: configuration))
            }
        }
        return result
    }

    /// A short description of the settings the search varies.
    static func name(of configuration: TrainingConfiguration, rank: Int? = nil) -> String {
        let features = configuration.features
        let characters = features.characterMaximum == 0
            ? "no char n-grams" : "char \(features.characterMinimum)–\(features.characterMaximum)"
        let rank = rank ?? configuration.rank
        return "\(characters), min count \(features.minimumCount), word block "
            + String(format: "%g", features.wordBlockWeight) + ", l2 " + String(format: "%g", configuration.l2)
            + ", \(configuration.maximumIterations) iterations"
            + (rank > 0 ? " + rank \(rank) (\(configuration.rankIterations) iterations)" : "")
    }

    /// Trains on `examples` with the settings the search chooses. Held-out data for the comparison (and
    /// calibration) is `validation` when given, else a stratified `base.validationFraction` split (whole
    /// `groups` together); without either, the data-based first choice is trained without comparison.
    public func train(
        _ examples: [LabeledText], validation: [LabeledText]? = nil, groups: [String]? = nil,
        description: TextClassifierTrainer.Description = .init(),
        progress: (TrainingProgress) -> Void = { _ in }
    ) throws(TrainingError) -> TrainingResult {
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double {
            let duration = clock.now - start
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        }
        if let budget, !(budget >= 0 && budget.isFinite) {
            throw .invalidConfiguration("the budget must be a non-negative number")
        }
        let labels = Array(Set(examples.map(\.label))).sorted()
        guard labels.count >= 2 else { throw .tooFewLabels(found: labels) }
        let profile = DataProfile(of: examples)
        let candidates = candidates(for: profile)
        guard let first = candidates.first else { throw .invalidConfiguration("no configuration to try") }
        let labelSet = Set(labels)

        var trainingSet = examples
        var heldOut = validation ?? []
        if validation == nil && base.validationFraction > 0 {
            if let groups, groups.count != examples.count {
                throw .invalidConfiguration("there must be one group per example")
            }
            (trainingSet, heldOut) = TextClassifierTrainer.split(
                examples, groups: groups, fraction: base.validationFraction, seed: base.seed)
        }
        heldOut = heldOut.filter { labelSet.contains($0.label) }
        let fixedList = TunableSetting.allCases.filter(fixed.contains)

        func record(_ chosen: String, _ reason: String, _ trials: [SettingsTrial], searchSeconds: Double)
            -> AutomaticSettings
        {
            AutomaticSettings(budgetSeconds: budget, profile: profile, fixed: fixedList, trials: trials,
                              chosen: chosen, reason: reason, heldOutCount: heldOut.count,
                              searchSeconds: searchSeconds)
        }

        let needsRefit = validation == nil && trainingSet.count < examples.count
        if !heldOut.isEmpty && decidesByProfile(profile) {
            return try trainByProfile(
                first, examples: examples, trainingSet: trainingSet, heldOut: heldOut, labels: labels,
                profile: profile, needsRefit: needsRefit, description: description, progress: progress,
                record: { record($0, $1, $2, searchSeconds: $3) })
        }

        guard !heldOut.isEmpty, budget != 0 else {
            // Nothing to compare on, or no time to compare: the data-based first choice, trained once.
            let reason = heldOut.isEmpty
                ? "no held-out data to compare on: the first choice for \(profile.summary)"
                : "a budget of 0 s: the first choice for \(profile.summary), not compared"
            var configuration = first.configuration
            configuration.refitOnAllExamples = validation == nil && trainingSet.count < examples.count
            let fit = try TextClassifierTrainer.fit(
                trainingSet, labels: labels, configuration: configuration, progress: progress)
            return try TextClassifierTrainer(configuration: configuration).finish(
                fit, examples: examples, trainingSet: trainingSet, heldOut: heldOut, labels: labels,
                configuration: configuration, description: description,
                automatic: record(first.name, reason, [], searchSeconds: 0), progress: progress)
        }

        var trials: [SettingsTrial] = []
        var fits: [(fit: TextClassifierTrainer.Fit, configuration: TrainingConfiguration)] = []
        var slowest = 0.0
        let refitShare = Double(examples.count) / Double(max(1, trainingSet.count))
        var stopped = 0
        var runs = 0
        for (number, candidate) in candidates.enumerated() {
            let now = elapsed()
            // Times vary on a busy machine: the next trial and the refit are planned with a margin.
            let planned = Self.margin * (slowest + (needsRefit ? slowest * refitShare : 0))
            if let budget, !trials.isEmpty && now + planned > budget {
                stopped = candidates.count - number
                break
            }
            let trialStart = now
            runs += 1
            var fullRank: TextClassifierTrainer.Fit?
            var fullRankSeconds = 0.0
            let fit = try TextClassifierTrainer.fit(
                trainingSet, labels: labels, configuration: candidate.configuration, progress: progress,
                fullRank: { fit in
                    fullRank = fit
                    fullRankSeconds = elapsed() - trialStart
                })
            let seconds = elapsed() - trialStart
            slowest = max(slowest, seconds)
            if let fullRank {
                var configuration = candidate.configuration
                configuration.rank = 0
                trials.append(Self.measure(
                    fullRank, name: Self.name(of: configuration, rank: 0), configuration: configuration,
                    labels: labels, heldOut: heldOut, seconds: fullRankSeconds))
                fits.append((fullRank, configuration))
            }
            trials.append(Self.measure(
                fit, name: candidate.name, configuration: candidate.configuration, labels: labels, heldOut: heldOut,
                seconds: seconds - fullRankSeconds))
            fits.append((fit, candidate.configuration))
        }
        var bestIndex = 0
        for (index, trial) in trials.enumerated() {
            let best = trials[bestIndex]
            if trial.accuracy > best.accuracy || (trial.accuracy == best.accuracy && trial.logLoss < best.logLoss) {
                bestIndex = index
            }
        }
        let searchSeconds = elapsed()
        var configuration = fits[bestIndex].configuration
        // Refit on everything. A second trial was started only when the refit was planned to fit, so the
        // refit is then done even when a slow trial overran the plan (a split fit is the worse model); with a
        // single trial it is skipped when the budget cannot hold it.
        let refit = needsRefit && (runs > 1 || searchSeconds + slowest * refitShare <= (budget ?? .infinity))
        configuration.refitOnAllExamples = refit
        let reason = Self.reason(trials: trials, best: bestIndex, untried: stopped, refit: refit,
                                 needsRefit: needsRefit, profile: profile)
        return try TextClassifierTrainer(configuration: configuration).finish(
            fits[bestIndex].fit, examples: examples, trainingSet: trainingSet, heldOut: heldOut, labels: labels,
            configuration: configuration, description: description,
            automatic: record(trials[bestIndex].name, reason, trials, searchSeconds: searchSeconds),
            progress: progress)
    }

    /// Held-out accuracy and log-loss of a fit (temperature 1).
    static func measure(
        _ fit: TextClassifierTrainer.Fit, name: String, configuration: TrainingConfiguration, labels: [String],
        heldOut: [LabeledText], seconds: Double
    ) -> SettingsTrial {
        let model = TextClassifierModel(
            metadata: ModelMetadata(
                name: name, version: "", author: "", license: "", description: "", createdAt: Date(timeIntervalSince1970: 0),
                labels: labels, features: configuration.features, featureCount: fit.keys.count,
                trainingExampleCount: 0, validationExampleCount: 0, temperature: 1, trainingDataHash: "",
                training: TrainingSummary(l2: configuration.l2, seed: configuration.seed, iterations: 0, converged: false,
                                          finalLoss: 0, classWeighting: configuration.classWeighting.rawValue),
                validation: nil),
            keys: fit.keys, idf: fit.idf, biases: fit.biases, weights: fit.weights, words: fit.words)
        let labelIndex = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        var correct = 0
        var loss = 0.0
        for example in heldOut {
            guard let target = labelIndex[example.label] else { continue }
            guard let probabilities = model.probabilities(for: example.text) else {
                loss += log(Double(labels.count))
                continue
            }
            var top = 0
            for index in probabilities.indices where probabilities[index] > probabilities[top] { top = index }
            if top == target { correct += 1 }
            loss -= log(max(probabilities[target], 1e-12))
        }
        let count = Double(max(1, heldOut.count))
        let features = configuration.features
        return SettingsTrial(
            name: name, l2: configuration.l2, characterMinimum: features.characterMinimum,
            characterMaximum: features.characterMaximum, minimumCount: features.minimumCount,
            wordBlockWeight: features.wordBlockWeight, rank: configuration.rank, accuracy: Double(correct) / count,
            logLoss: loss / count, seconds: seconds)
    }

    /// Why the chosen trial won, in one sentence.
    static func reason(trials: [SettingsTrial], best: Int, untried: Int, refit: Bool, needsRefit: Bool,
                       profile: DataProfile) -> String {
        let chosen = trials[best]
        var parts = ["\(profile.summary)"]
        parts.append(String(format: "best held-out accuracy %.4f of %d trial(s)", chosen.accuracy, trials.count))
        if let runnerUp = trials.indices.filter({ $0 != best }).max(by: { trials[$0].accuracy < trials[$1].accuracy }) {
            parts.append(String(format: "next best %.4f (%@)", trials[runnerUp].accuracy, trials[runnerUp].name))
        }
        if untried > 0 { parts.append("the budget left \(untried) configuration(s) untried") }
        if needsRefit { parts.append(refit ? "refit on all examples" : "no time left to refit: kept the split fit") }
        return parts.joined(separator: "; ")
    }
}
