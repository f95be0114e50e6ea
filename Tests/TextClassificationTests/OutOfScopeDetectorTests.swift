import Foundation
import Testing
@testable import TextClassification

@Suite("out-of-scope detectors")
struct OutOfScopeDetectorTests {
    @Test("each score maps a distribution into 0...1, higher for a more confident one", arguments: OutOfScopeScore.allCases)
    func scoresAreOrdered(score: OutOfScopeScore) {
        let sure = score.value(probabilities: [0.9, 0.05, 0.05], scaledLogits: [5, 2.1, 2.1], outOfScopeIndex: 2)
        let unsure = score.value(probabilities: [0.4, 0.35, 0.25], scaledLogits: [0.5, 0.37, 0.03], outOfScopeIndex: 2)
        #expect((0...1).contains(sure) && (0...1).contains(unsure))
        #expect(sure > unsure)
    }

    @Test("the detector and its threshold are chosen on the validation data given, and recorded")
    func chosenOnValidation() throws {
        let training = SettingsSearchTests.manyLabels + (0..<12).map {
            LabeledText(text: "random chatter \($0) about nothing", label: "oos")
        }
        var configuration = TrainingConfiguration()
        configuration.validationFraction = 0
        configuration.features.minimumCount = 1
        let model = try TextClassifierTrainer(configuration: configuration).train(training).model
        let validation = [
            LabeledText(text: "word1a thing1 tail1b", label: "label1"),
            LabeledText(text: "word2a thing2", label: "label2"),
            LabeledText(text: "what a lovely day", label: "oos"),
            LabeledText(text: "tell me a joke", label: "oos"),
        ]
        let detector = OutOfScopeDetector.best(label: "oos", model: model, on: validation)
        #expect(detector.label == "oos")
        #expect(detector.validationAccuracy != nil)
        // Whatever the score, the chosen one is at least as good on validation as the plain probability.
        let plain = OutOfScopeDetector.best(label: "oos", model: model, on: validation, scores: [.probability])
        #expect((detector.validationAccuracy ?? 0) >= (plain.validationAccuracy ?? 0))
        #expect(detector.label(for: "word1a thing1 tail1b", model: model) == "label1")
        let encoded = try JSONEncoder().encode(detector)
        #expect(try JSONDecoder().decode(OutOfScopeDetector.self, from: encoded) == detector)
        #expect(detector.summary.contains("→ oos"))
    }

    @Test("a recall floor is met when it can be", arguments: [0.5, 1.0])
    func recallFloor(minimum: Double) throws {
        var configuration = TrainingConfiguration()
        configuration.validationFraction = 0
        configuration.features.minimumCount = 1
        let model = try TextClassifierTrainer(configuration: configuration).train(SettingsSearchTests.manyLabels).model
        let validation = [
            LabeledText(text: "word1a thing1 tail1b", label: "label1"),
            LabeledText(text: "word4a", label: "label4"),
            LabeledText(text: "zzz qqq", label: "oos"),
            LabeledText(text: "word5a word6a", label: "oos"),
        ]
        let detector = OutOfScopeDetector.best(label: "oos", model: model, on: validation, minimumRecall: minimum)
        #expect((detector.validationRecall ?? 0) >= minimum)
    }
}

@Suite("out-of-scope detectors recorded by training")
struct TrainedOutOfScopeDetectorTests {
    @Test("training with an out-of-scope label stores the detector chosen on the held-out data", arguments: [
        (Optional("oos"), true), (nil, false),
    ])
    func recorded(label: String?, expectsDetector: Bool) throws {
        let training = SettingsSearchTests.manyLabels + (0..<12).map {
            LabeledText(text: "random chatter \($0) about nothing", label: "oos")
        }
        var configuration = TrainingConfiguration()
        configuration.validationFraction = 0.25
        configuration.features.minimumCount = 1
        configuration.outOfScopeLabel = label
        let model = try TextClassifierTrainer(configuration: configuration).train(training).model
        #expect((model.metadata.outOfScopeDetector != nil) == expectsDetector)
        if let detector = model.metadata.outOfScopeDetector {
            #expect(detector.label == "oos")
            let url = Fixture.temporary("detector.clmodel")
            defer { try? FileManager.default.removeItem(at: url) }
            try model.write(to: url)
            #expect(try TextClassifierModel.load(contentsOf: url).metadata.outOfScopeDetector == detector)
        }
    }
}
