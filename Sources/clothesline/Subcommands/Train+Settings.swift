import ArgumentParser
import Foundation
import TextClassification

extension Clothesline.Train {
    /// The settings given on the command line that the automatic search would otherwise choose.
    var fixedSettings: Set<TunableSetting> {
        var fixed: Set<TunableSetting> = []
        if l2 != nil { fixed.insert(.l2) }
        if maxIterations != nil { fixed.insert(.iterations) }
        if charMin != nil || charMax != nil { fixed.insert(.characterRange) }
        if minCount != nil { fixed.insert(.minimumCount) }
        if wordBlockWeight != nil { fixed.insert(.wordBlockWeight) }
        if rank != nil { fixed.insert(.rank) }
        if rankL2 != nil { fixed.insert(.rankL2) }
        if rankIterations != nil { fixed.insert(.rankIterations) }
        return fixed
    }

    /// Whether `train` chooses its settings: with none of them given, or with `--budget`.
    var choosesSettings: Bool { budget != nil || fixedSettings.isEmpty }

    /// The training configuration from the flags, each setting not given at its classic default (the
    /// automatic search replaces those it is free to choose).
    var settings: TrainingConfiguration {
        let characterMaximum = charMax ?? 5
        let features = FeatureConfiguration(
            wordUnigrams: true, wordBigrams: !noBigrams,
            characterMinimum: characterMaximum == 0 ? 0 : charMin ?? 3, characterMaximum: characterMaximum,
            minimumCount: minCount ?? 2, binary: binary, evidenceScaling: evidenceScaling, idf: idf,
            separateNorms: separateNorms, wordBlockWeight: wordBlockWeight ?? 1)
        return TrainingConfiguration(
            features: features, l2: l2 ?? 1e-4, maximumIterations: maxIterations ?? 200, seed: seed,
            validationFraction: validationSplit, classWeighting: ClassWeighting(rawValue: classWeights) ?? .none,
            threads: threads, refitOnAllExamples: refit, rank: rank ?? 0, rankL2: rankL2 ?? 1e-4,
            rankIterations: rankIterations ?? 40)
    }

    /// Range checks of the optional settings.
    func validateSettings() throws {
        if let budget { guard budget >= 0, budget.isFinite else { throw ValidationError("--budget must be a non-negative number of seconds") } }
        if let l2 { guard l2 >= 0, l2.isFinite else { throw ValidationError("--l2 must be a non-negative number") } }
        if let maxIterations { guard maxIterations > 0 else { throw ValidationError("--max-iterations must be positive") } }
        if let rank { guard rank >= 0 else { throw ValidationError("--rank must be 0 (off) or positive") } }
        if let rankL2 { guard rankL2 >= 0, rankL2.isFinite else { throw ValidationError("--rank-l2 must be a non-negative number") } }
        if let rankIterations { guard rankIterations > 0 else { throw ValidationError("--rank-iterations must be positive") } }
        if let minCount { guard minCount >= 1 else { throw ValidationError("--min-count must be at least 1") } }
        let characterMaximum = charMax ?? 5
        guard characterMaximum == 0 || (1...characterMaximum).contains(charMin ?? 3) else {
            throw ValidationError("--char-min must be between 1 and --char-max")
        }
    }

    /// The lines saying what the automatic settings chose and why.
    static func describe(_ automatic: AutomaticSettings) -> [String] {
        var lines = [
            "settings chosen automatically in " + String(format: "%.1f s", automatic.searchSeconds)
                + (automatic.budgetSeconds.map { String(format: " (budget %g s)", $0) } ?? "")
                + ": \(automatic.chosen)",
            "  why: \(automatic.reason)",
        ]
        if !automatic.fixed.isEmpty {
            lines.append("  given, kept: " + automatic.fixed.map(\.rawValue).joined(separator: ", "))
        }
        for trial in automatic.trials {
            lines.append(String(
                format: "  tried %@: held-out accuracy %.4f, log-loss %.4f, %.1f s", trial.name, trial.accuracy,
                trial.logLoss, trial.seconds))
        }
        return lines
    }
}
