import Foundation
import Testing
@testable import TextClassification

@Suite("automatic training settings")
struct SettingsSearchTests {
    /// Twenty labels of twelve short texts each, every label with its own words: "many labels, few examples".
    static let manyLabels: [LabeledText] = (0..<20).flatMap { label in
        (0..<12).map { index in
            LabeledText(text: "word\(label)a thing\(label) number \(index) extra\(index % 3) tail\(label)b",
                        label: "label\(label)")
        }
    }

    static let tiny: [LabeledText] = {
        let text = (try? String(contentsOf: Fixture.url("tiny.csv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { line in
            guard let comma = line.lastIndex(of: ",") else { return nil }
            return LabeledText(text: String(line[..<comma]), label: String(line[line.index(after: comma)...]))
        }
    }()

    @Test("the data profile counts labels, examples per label and words")
    func profile() {
        let profile = DataProfile(of: Self.manyLabels)
        #expect(profile.labels == 20)
        #expect(profile.examples == 240)
        #expect(profile.medianPerLabel == 12 && profile.smallestLabel == 12 && profile.largestLabel == 12)
        #expect(profile.meanWords == 6)
        #expect(profile.manyLabelsFewExamples)
        #expect(!DataProfile(of: Self.tiny).manyLabelsFewExamples)
    }

    @Test("candidates follow the data: the rank stage only for many labels with few examples each", arguments: [
        (true, true), (false, false),
    ])
    func candidatesFollowTheData(manyLabels: Bool, expectsRank: Bool) {
        let data = manyLabels ? Self.manyLabels : Self.tiny
        let candidates = SettingsSearch().candidates(for: DataProfile(of: data))
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { ($0.configuration.rank > 0) == expectsRank })
        #expect(Set(candidates.map(\.name)).count == candidates.count)
    }

    @Test("explicit settings are held fixed in every candidate", arguments: [
        (TunableSetting.l2, 0.123), (.rank, 0), (.minimumCount, 1),
    ])
    func fixedSettingsWin(setting: TunableSetting, value: Double) {
        var base = TrainingConfiguration()
        base.l2 = 0.123
        base.rank = 0
        base.features.minimumCount = 1
        let candidates = SettingsSearch(base: base, fixed: [setting]).candidates(for: DataProfile(of: Self.manyLabels))
        for candidate in candidates {
            switch setting {
            case .l2: #expect(candidate.configuration.l2 == value)
            case .rank: #expect(candidate.configuration.rank == Int(value))
            case .minimumCount: #expect(candidate.configuration.features.minimumCount == Int(value))
            default: break
            }
        }
    }

    @Test("the data profile decides for many labels with few examples each, unless a budget asks for trials",
          arguments: [
              (true, nil, true), (true, 45.0, false), (true, 0.0, false), (false, nil, false), (false, 45.0, false),
          ] as [(Bool, Double?, Bool)])
    func profileDecides(manyLabels: Bool, budget: Double?, decides: Bool) {
        let profile = DataProfile(of: manyLabels ? Self.manyLabels : Self.tiny)
        #expect(SettingsSearch(budget: budget).decidesByProfile(profile) == decides)
    }

    @Test("the data profile's choice for CLINC150-like data: char 2–5, min count 3, word block 0.8, rank stage")
    func profileChoice() throws {
        let profile = DataProfile(examples: 15_100, labels: 151, smallestLabel: 100, medianPerLabel: 100,
                                  largestLabel: 100, meanWords: 8.3)
        let first = try #require(SettingsSearch().candidates(for: profile).first).configuration
        #expect(first.features.characterMinimum == 2 && first.features.characterMaximum == 5)
        #expect(first.features.minimumCount == 3 && first.features.wordBlockWeight == 0.8)
        #expect(first.l2 == 5e-7 && first.maximumIterations == 30)
        #expect(first.rank == 64 && first.rankL2 == 1e-4 && first.rankIterations == 40)
    }

    @Test("with the profile deciding, the rank stage is kept or dropped on the held-out data", arguments: [
        // (accuracy with the stage, its log-loss, accuracy without, its log-loss, kept)
        (0.95, 0.30, 0.94, 0.20, true), (0.94, 0.20, 0.95, 0.30, false), (0.95, 0.20, 0.95, 0.30, true),
        (0.95, 0.30, 0.95, 0.20, false), (0.95, 0.30, 0.95, 0.30, false),
    ])
    func rankStageDecision(withAccuracy: Double, withLoss: Double, withoutAccuracy: Double, withoutLoss: Double,
                           kept: Bool) {
        func trial(_ accuracy: Double, _ loss: Double, rank: Int) -> SettingsTrial {
            SettingsTrial(name: "", l2: 0, characterMinimum: 2, characterMaximum: 5, minimumCount: 3,
                          wordBlockWeight: 0.8, rank: rank, accuracy: accuracy, logLoss: loss, seconds: 0)
        }
        #expect(SettingsSearch.keepsRankStage(with: trial(withAccuracy, withLoss, rank: 64),
                                              without: trial(withoutAccuracy, withoutLoss, rank: 0)) == kept)
    }

    @Test("with the profile deciding: one split fit measured with and without the rank stage, the refit beside it, the same model every time",
          arguments: [2, 1])
    func profileDecisionIsRecordedAndRepeatable(threads: Int) throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0.25
        base.maximumIterations = 20
        base.rankIterations = 10
        base.threads = threads
        let search = SettingsSearch(base: base, fixed: [.iterations, .rankIterations])
        let result = try search.train(Self.manyLabels)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(automatic.budgetSeconds == nil)
        #expect(automatic.trials.map(\.rank) == [0, 10])
        #expect(automatic.trials.allSatisfy { $0.characterMinimum == 2 && $0.minimumCount == 3 && $0.l2 == 5e-7 })
        #expect(automatic.trials.contains { $0.name == automatic.chosen })
        #expect(automatic.reason.contains("data profile"))
        #expect(automatic.reason.contains("rank stage"))
        #expect(automatic.reason.contains("refit on all examples"))
        #expect(automatic.heldOutCount == result.model.metadata.validationExampleCount)
        #expect(result.model.metadata.trainingExampleCount == Self.manyLabels.count)
        #expect(result.model.metadata.temperature != 1)
        #expect((result.model.metadata.training.lowRank != nil)
            == (automatic.trials.last?.name == automatic.chosen))
        #expect(result.model.predictedLabel(for: "word3a thing3 tail3b") == "label3")
        // Reproducible: nothing depends on timing.
        let again = try search.train(Self.manyLabels)
        #expect(again.model.weights == result.model.weights && again.model.biases == result.model.biases)
        #expect(again.model.metadata.temperature == result.model.metadata.temperature)
        #expect(again.model.metadata.automaticSettings?.chosen == automatic.chosen)
        #expect(again.model.metadata.automaticSettings?.trials.map(\.accuracy) == automatic.trials.map(\.accuracy))
    }

    @Test("with the profile deciding, a rank given is kept and the split fit measured once")
    func profileKeepsAGivenRank() throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0.25
        base.maximumIterations = 20
        base.rank = 0
        let result = try SettingsSearch(base: base, fixed: [.iterations, .rank]).train(Self.manyLabels)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(automatic.trials.count == 1 && automatic.trials.first?.rank == 0)
        #expect(automatic.fixed == [.iterations, .rank])
        #expect(result.model.metadata.training.lowRank == nil)
        #expect(result.model.metadata.training.l2 == 5e-7)
    }

    @Test("with a validation file the profile's choice is fitted once, on every example")
    func profileWithValidationFile() throws {
        var base = TrainingConfiguration()
        base.maximumIterations = 20
        base.rankIterations = 10
        let validation = Array(Self.manyLabels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        let result = try SettingsSearch(base: base, fixed: [.iterations, .rankIterations])
            .train(Self.manyLabels, validation: validation)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(automatic.trials.count == 2)
        #expect(!automatic.reason.contains("refit"))
        #expect(result.model.metadata.trainingExampleCount == Self.manyLabels.count)
        #expect(automatic.heldOutCount == validation.count)
    }

    @Test("without a budget every candidate is compared, and the choice is the same every time")
    func everyCandidateWithoutABudget() throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0.25
        let search = SettingsSearch(base: base)
        let result = try search.train(Self.tiny)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(automatic.budgetSeconds == nil)
        #expect(automatic.trials.count == search.candidates(for: DataProfile(of: Self.tiny)).count)
        #expect(!automatic.reason.contains("untried"))
        let again = try #require(try search.train(Self.tiny).model.metadata.automaticSettings)
        #expect(again.chosen == automatic.chosen && again.trials.map(\.accuracy) == automatic.trials.map(\.accuracy))
    }

    @Test("the choice, its reason and every trial are recorded in the model and survive its file")
    func choiceIsRecorded() throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0.25
        base.l2 = 1e-4
        base.maximumIterations = 20
        base.rankIterations = 10
        // Everything but the rank stage held: one candidate, measured before and after the stage.
        let fixed: Set<TunableSetting> = [
            .l2, .iterations, .rankIterations, .characterRange, .minimumCount, .wordBlockWeight,
        ]
        let result = try SettingsSearch(base: base, fixed: fixed, budget: 120).train(Self.manyLabels)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(!automatic.trials.isEmpty)
        #expect(automatic.trials.count == 2)
        #expect(automatic.trials.contains { $0.rank > 0 } && automatic.trials.contains { $0.rank == 0 })
        #expect(automatic.fixed == [.l2, .iterations, .characterRange, .minimumCount, .wordBlockWeight, .rankIterations])
        #expect(result.model.metadata.training.l2 == 1e-4)
        #expect(automatic.trials.contains { $0.name == automatic.chosen })
        #expect(automatic.reason.contains("held-out accuracy"))
        #expect(automatic.heldOutCount == result.model.metadata.validationExampleCount)
        // Refit on every example, the temperature kept from the split.
        #expect(result.model.metadata.trainingExampleCount == Self.manyLabels.count)
        #expect(result.model.metadata.temperature != 1)
        let url = Fixture.temporary("auto.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try result.model.write(to: url)
        #expect(try TextClassifierModel.load(contentsOf: url).metadata.automaticSettings == automatic)
        #expect(result.model.predictedLabel(for: "word3a thing3 tail3b") == "label3")
    }

    @Test("a small budget stops the search after the first trial; a zero budget tries nothing", arguments: [
        (0.0, 0), (0.000_001, 1),
    ])
    func budgetIsRespected(budget: Double, maximumTrialRuns: Int) throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0.25
        base.maximumIterations = 10
        base.rankIterations = 5
        let result = try SettingsSearch(base: base, fixed: [.iterations, .rankIterations], budget: budget)
            .train(Self.manyLabels)
        let automatic = try #require(result.model.metadata.automaticSettings)
        // One run of a rank candidate records two trials (before and after the stage).
        #expect(automatic.trials.count <= maximumTrialRuns * 2)
        #expect(automatic.budgetSeconds == budget)
        if budget > 0 {
            #expect(automatic.reason.contains("untried"))
            #expect(automatic.reason.contains("no time left to refit"))
        }
    }

    @Test("without held-out data nothing is compared")
    func noHeldOutData() throws {
        var base = TrainingConfiguration()
        base.validationFraction = 0
        let result = try SettingsSearch(base: base).train(Self.tiny)
        let automatic = try #require(result.model.metadata.automaticSettings)
        #expect(automatic.trials.isEmpty)
        #expect(automatic.reason.contains("no held-out data"))
    }

    @Test func aNegativeBudgetIsRefused() {
        #expect(throws: TrainingError.self) { try SettingsSearch(budget: -1).train(Self.tiny) }
    }
}
