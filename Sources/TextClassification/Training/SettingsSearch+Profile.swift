import Foundation

extension SettingsSearch {
    /// Whether the data profile decides the settings without comparing configurations: for many labels with
    /// few examples each (``DataProfile/manyLabelsFewExamples``) when no ``budget`` asks for the time-bounded
    /// comparison. On such data a 10% split holds about ten examples of each label, too few to tell the
    /// candidates apart (on CLINC150 they came within one example of 1,510 of each other, and the one that
    /// won by it lost 15 points of out-of-scope recall on `val.csv`), so the settings measured on a separate
    /// validation set decide instead.
    func decidesByProfile(_ profile: DataProfile) -> Bool {
        budget == nil && profile.manyLabelsFewExamples
    }

    /// A fit with the full-rank fit its rank stage started from (nil without a rank stage or when not asked
    /// for), and the seconds each part took.
    struct StagedFit {
        var fit: TextClassifierTrainer.Fit
        var fullRank: TextClassifierTrainer.Fit?
        var seconds: Double
        var fullRankSeconds: Double
    }

    /// Trains `candidate`, the profile's first choice, once on `trainingSet` and — when a refit is needed —
    /// once on every example at the same time (one core each when `base.threads` allows two, else one after
    /// the other). The split fit, measured on `heldOut` before and after its rank stage (unless the rank was
    /// given), decides whether the stage is kept, and is calibrated; the refit of the same stage is the model.
    func trainByProfile(
        _ candidate: Candidate, examples: [LabeledText], trainingSet: [LabeledText], heldOut: [LabeledText],
        labels: [String], profile: DataProfile, needsRefit: Bool, description: TextClassifierTrainer.Description,
        progress: (TrainingProgress) -> Void,
        record: (_ chosen: String, _ reason: String, _ trials: [SettingsTrial], _ seconds: Double) -> AutomaticSettings
    ) throws(TrainingError) -> TrainingResult {
        let clock = ContinuousClock()
        let start = clock.now
        let configuration = candidate.configuration
        let compareRank = configuration.rank > 0 && !fixed.contains(.rank)
        func seconds(since instant: ContinuousClock.Instant) -> Double {
            let duration = clock.now - instant
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        }
        func stagedFit(_ data: [LabeledText], threads: Int, progress: (TrainingProgress) -> Void)
            -> Result<StagedFit, TrainingError>
        {
            var settings = configuration
            settings.threads = threads
            let fitStart = clock.now
            var fullRank: TextClassifierTrainer.Fit?
            var fullRankSeconds = 0.0
            return Result { () throws(TrainingError) -> StagedFit in
                let fit = try TextClassifierTrainer.fit(
                    data, labels: labels, configuration: settings, progress: progress,
                    fullRank: compareRank ? { fit in
                        fullRank = fit
                        fullRankSeconds = seconds(since: fitStart)
                    } : nil)
                return StagedFit(fit: fit, fullRank: fullRank, seconds: seconds(since: fitStart),
                                 fullRankSeconds: fullRankSeconds)
            }
        }

        let split: StagedFit
        var refit: StagedFit?
        if needsRefit && base.threads >= 2 {
            // The two fits share nothing: one core each (the progress shown is the refit's).
            let threads = base.threads / 2
            let (first, second) = TwoThreads.run(
                { stagedFit(trainingSet, threads: threads, progress: { _ in }) },
                { stagedFit(examples, threads: threads, progress: progress) })
            split = try first.get()
            refit = try second.get()
        } else {
            split = try stagedFit(trainingSet, threads: base.threads, progress: progress).get()
            if needsRefit { refit = try stagedFit(examples, threads: base.threads, progress: progress).get() }
        }

        var chosen = configuration
        var chosenFit = split.fit
        var chosenRefit = refit?.fit
        var trials: [SettingsTrial] = []
        var rankNote = ""
        if let fullRank = split.fullRank {
            var withoutRank = configuration
            withoutRank.rank = 0
            let without = Self.measure(
                fullRank, name: Self.name(of: withoutRank, rank: 0), configuration: withoutRank, labels: labels,
                heldOut: heldOut, seconds: split.fullRankSeconds)
            let with = Self.measure(
                split.fit, name: candidate.name, configuration: configuration, labels: labels, heldOut: heldOut,
                seconds: split.seconds - split.fullRankSeconds)
            trials = [without, with]
            if Self.keepsRankStage(with: with, without: without) {
                rankNote = String(format: "the rank stage kept: held-out accuracy %.4f against %.4f without it",
                                  with.accuracy, without.accuracy)
            } else {
                chosen = withoutRank
                chosenFit = fullRank
                chosenRefit = refit?.fullRank
                rankNote = String(format: "the rank stage dropped: held-out accuracy %.4f without it against %.4f",
                                  without.accuracy, with.accuracy)
            }
        } else {
            let trial = Self.measure(
                split.fit, name: candidate.name, configuration: configuration, labels: labels, heldOut: heldOut,
                seconds: split.seconds)
            trials = [trial]
            rankNote = String(format: "held-out accuracy %.4f", trial.accuracy)
        }
        chosen.refitOnAllExamples = needsRefit
        var parts = [
            profile.summary,
            "many labels with few examples each: settings from the data profile (no comparison of configurations)",
            rankNote,
        ]
        if needsRefit { parts.append("refit on all examples, alongside the split fit") }
        let name = trials.first { $0.rank == chosen.rank }?.name ?? candidate.name
        return try TextClassifierTrainer(configuration: chosen).finish(
            chosenFit, examples: examples, trainingSet: trainingSet, heldOut: heldOut, labels: labels,
            configuration: chosen, description: description,
            automatic: record(name, parts.joined(separator: "; "), trials, seconds(since: start)),
            refit: chosenRefit, progress: progress)
    }

    /// Whether a rank stage's fit beats its full-rank starting point on the held-out data: higher accuracy,
    /// or the same accuracy and a lower log-loss (exact ties keep the simpler full-rank fit).
    static func keepsRankStage(with: SettingsTrial, without: SettingsTrial) -> Bool {
        with.accuracy > without.accuracy || (with.accuracy == without.accuracy && with.logLoss < without.logLoss)
    }
}
