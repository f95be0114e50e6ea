import Foundation
import Testing
@testable import TextClassification

@Suite("Text classifier model")
struct TextClassifierModelTests {
    static func tinyExamples() throws -> [LabeledText] {
        try TrainingDataReader().read(contentsOf: Fixture.url("tiny.csv")).examples
    }

    static func train(seed: UInt64 = 42, validation: Double = 0.25) throws -> TrainingResult {
        let configuration = TrainingConfiguration(
            features: FeatureConfiguration(minimumCount: 1), l2: 1e-3, seed: seed, validationFraction: validation)
        return try TextClassifierTrainer(configuration: configuration).train(
            try tinyExamples(), description: .init(name: "tiny", createdAt: Date(timeIntervalSince1970: 0)))
    }

    @Test("probabilities are sorted and sum to 1", arguments: [
        "any hoodies in xl?", "what's the weather", "jeans", "sneakers sneakers sneakers", "Größe dress 👗",
    ])
    func probabilitiesSumToOne(text: String) throws {
        let model = try Self.train().model
        let hypotheses = model.labelHypotheses(for: text, maximumCount: 10)
        try #require(hypotheses.count == 2)
        #expect(abs(hypotheses.map(\.probability).reduce(0, +) - 1) < 1e-9)
        #expect(hypotheses[0].probability >= hypotheses[1].probability)
        #expect(model.predictedLabel(for: text) == hypotheses[0].label)
        #expect(model.classify(text).hypotheses == hypotheses)
        #expect(model.labelHypotheses(for: text, maximumCount: 1).count == 1)
    }

    @Test("no usable features means no evidence", arguments: ["", "   ", "?!?", "\u{0}\u{1B}", "👗👗"])
    func noEvidence(text: String) throws {
        let model = try Self.train().model
        #expect(model.classify(text) == .noEvidence)
        #expect(model.predictedLabel(for: text) == nil)
    }

    @Test func learnsTheTinySet() throws {
        let model = try Self.train(validation: 0).model
        #expect(model.predictedLabel(for: "do you have hoodies") == "valid")
        #expect(model.predictedLabel(for: "transfer money to savings") == "invalid")
        #expect(model.metadata.temperature == 1)
        #expect(model.metadata.labels == ["invalid", "valid"])
    }

    @Test("learns with any feature set", arguments: [
        FeatureConfiguration(characterMaximum: 0, minimumCount: 1),
        FeatureConfiguration(wordBigrams: false, characterMaximum: 0, minimumCount: 1),
        FeatureConfiguration(characterMinimum: 4, characterMaximum: 4, minimumCount: 1),
    ])
    func learnsWithAnyFeatureSet(features: FeatureConfiguration) throws {
        // Word features alone once stopped training after one step (no word rows → no gradient).
        let configuration = TrainingConfiguration(features: features, l2: 1e-3, seed: 42, validationFraction: 0)
        let result = try TextClassifierTrainer(configuration: configuration).train(
            try Self.tinyExamples(), description: .init(name: "tiny", createdAt: Date(timeIntervalSince1970: 0)))
        let examples = try Self.tinyExamples()
        let correct = examples.filter { result.model.predictedLabel(for: $0.text) == $0.label }.count
        #expect(Double(correct) / Double(examples.count) > 0.9)
        #expect(result.model.metadata.training.iterations > 1)
    }

    @Test func sameSeedSameModel() throws {
        let first = try Self.train(seed: 5).model.fileBytes()
        let second = try Self.train(seed: 5).model.fileBytes()
        #expect(first == second)
        let other = try Self.train(seed: 6).model.metadata
        #expect(other.training.seed == 6)
    }

    @Test func calibrationIsRecorded() throws {
        let result = try Self.train()
        let metadata = result.model.metadata
        #expect(metadata.validationExampleCount == 4)
        #expect(metadata.temperature > 0)
        #expect(metadata.validation?.eceBeforeCalibration == result.eceBeforeCalibration)
        #expect(metadata.trainingDataHash == TextClassifierModel.contentHash(of: try Self.tinyExamples()))
    }

    @Test func saveLoadRoundTrip() throws {
        let model = try Self.train().model
        let url = Fixture.temporary("model.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try model.write(to: url)
        let loaded = try TextClassifierModel.load(contentsOf: url)
        #expect(loaded.metadata == model.metadata)
        for example in try Self.tinyExamples() + [LabeledText(text: "unseen words here", label: "?")] {
            #expect(loaded.classify(example.text) == model.classify(example.text))
        }
        #expect(try loaded.fileBytes() == model.fileBytes())
    }

    @Test func trainingErrors() throws {
        #expect(throws: TrainingError.tooFewLabels(found: ["valid"])) {
            try TextClassifierTrainer().train([LabeledText(text: "a b", label: "valid")])
        }
        #expect(throws: TrainingError.noFeatures) {
            try TextClassifierTrainer().train([
                LabeledText(text: "?", label: "valid"), LabeledText(text: "!", label: "invalid"),
            ])
        }
    }
}
