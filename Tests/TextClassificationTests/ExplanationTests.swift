import Foundation
import Testing
@testable import TextClassification

@Suite("Explanations: a label's score split into words and word pairs")
struct ExplanationTests {
    /// Three labels, so centring over labels matters; written for this test.
    static let corpus: [LabeledText] = [
        ("red shirt in medium", "clothing"), ("blue jeans for men", "clothing"), ("any hoodies in xl", "clothing"),
        ("black leather boots", "clothing"), ("a warm wool coat", "clothing"), ("shirt with long sleeves", "clothing"),
        ("where is my order", "store"), ("can i return these", "store"), ("when do you open", "store"),
        ("track my parcel please", "store"), ("store opening hours", "store"), ("refund for my order", "store"),
        ("what is the weather", "other"), ("tell me a joke", "other"), ("set a timer for ten minutes", "other"),
        ("play some music", "other"), ("how old is the moon", "other"), ("weather in paris tomorrow", "other"),
    ].map { LabeledText(text: $0.0, label: $0.1) }

    static func model(_ features: FeatureConfiguration, validation: Double = 0) throws -> TextClassifierModel {
        try TextClassifierTrainer(configuration: TrainingConfiguration(
            features: features, l2: 1e-3, validationFraction: validation)
        ).train(corpus, description: .init(name: "explain", createdAt: Date(timeIntervalSince1970: 0))).model
    }

    /// Every feature option that changes the scoring path.
    static let configurations: [FeatureConfiguration] = [
        FeatureConfiguration(minimumCount: 1),
        FeatureConfiguration(minimumCount: 1, binary: true),
        FeatureConfiguration(characterMinimum: 0, characterMaximum: 0, minimumCount: 1),
        FeatureConfiguration(wordBigrams: false, minimumCount: 1, idf: true),
        FeatureConfiguration(minimumCount: 1, evidenceScaling: true, idf: true, separateNorms: true),
        FeatureConfiguration(minimumCount: 1, idf: true, separateNorms: true, wordBlockWeight: 0.7),
        FeatureConfiguration(wordUnigrams: false, minimumCount: 1, evidenceScaling: true),
    ]

    static let texts = [
        "red shirt red shirt", "where is my ordr", "weather for the hoodies", "zzqx shirt", "blue", "my my my order",
        "Tell me: is the STORE open?",
    ]

    /// The score the softmax sees: log p(label) − mean log p.
    static func centredLogProbability(_ model: TextClassifierModel, _ text: String, label: String) -> Double? {
        guard let probabilities = model.probabilities(for: text), let index = model.labels.firstIndex(of: label)
        else { return nil }
        let logs = probabilities.map { log($0) }
        return logs[index] - logs.reduce(0, +) / Double(logs.count)
    }

    static func expectExact(_ model: TextClassifierModel, _ text: String, label: String? = nil) throws {
        let explanation = try #require(model.explanation(for: text, label: label), "\(text)")
        let parts = explanation.contributions.reduce(explanation.bias) { $0 + $1.value }
        #expect(abs(parts - explanation.score) < 1e-9)
        let expected = try #require(centredLogProbability(model, text, label: explanation.label))
        #expect(abs(explanation.score - expected) < 1e-4 * max(1, abs(expected)), "\(text): \(explanation.score) vs \(expected)")
        let shares = explanation.contributions.reduce(abs(explanation.bias) / max(1e-300, explanation.contributions
            .reduce(abs(explanation.bias)) { $0 + abs($1.value) })) { $0 + abs($1.share) }
        #expect(abs(shares - 1) < 1e-9 || explanation.contributions.isEmpty)
    }

    @Test("contributions and bias add up to the score, for every scoring option", arguments: configurations)
    func partsAddUpToTheScore(features: FeatureConfiguration) throws {
        let model = try Self.model(features)
        for text in Self.texts where model.probabilities(for: text) != nil {
            try Self.expectExact(model, text)
            for label in model.labels { try Self.expectExact(model, text, label: label) }
        }
    }

    @Test func temperatureFromAHeldOutSplitIsIncluded() throws {
        let model = try Self.model(FeatureConfiguration(minimumCount: 1, idf: true, separateNorms: true), validation: 0.34)
        #expect(model.metadata.temperature != 1)
        for text in Self.texts where model.probabilities(for: text) != nil { try Self.expectExact(model, text) }
    }

    @Test func shippedModelAddsUp() throws {
        let model = try TextClassifierModel.load(contentsOf: Fixture.packageRoot.appendingPathComponent("Models/clothing.clmodel"))
        for text in ["watch the news tonight", "any hoodies in xl?", "do you have a black belt in karate",
                     "hoddie for my son", "qwzx plokj jeans"] {
            try Self.expectExact(model, text)
        }
    }

    @Test func wordsAreFoldedListedOnceAndInReadingOrder() throws {
        let model = try Self.model(FeatureConfiguration(minimumCount: 1))
        let explanation = try #require(model.explanation(for: "red shirt red shirt"))
        let words = explanation.contributions.filter { $0.kind == .word }
        #expect(words.map(\.text) == ["red", "shirt"])
        #expect(words.map(\.position) == [0, 1])
        let pairs = explanation.contributions.filter { $0.kind == .pair }.map(\.text)
        #expect(pairs == ["red shirt"], "\"shirt red\" is not in the vocabulary; the repeated pair counts once")
        let order = explanation.contributions.map(\.position)
        #expect(explanation.towards(limit: 10).map(\.position) == explanation.towards(limit: 10).map(\.position).sorted())
        #expect(order == [0, 0, 1])
    }

    @Test func unknownWordsAreMarkedAndTowardsAgainstAreSigned() throws {
        let model = try Self.model(FeatureConfiguration(minimumCount: 1, evidenceScaling: true))
        let explanation = try #require(model.explanation(for: "qqzx shirt"))
        #expect(explanation.label == "clothing")
        #expect(explanation.unknownWords == ["qqzx"])
        #expect(explanation.knownShare == 0.5)
        #expect(explanation.towards().contains { $0.text == "shirt" })
        #expect(explanation.towards().allSatisfy { $0.value > 0 })
        #expect(explanation.against().allSatisfy { $0.value < 0 })
    }

    @Test func unknownLabelAndNoEvidenceGiveNil() throws {
        let model = try Self.model(FeatureConfiguration(minimumCount: 1))
        #expect(model.explanation(for: "red shirt", label: "nope") == nil)
        #expect(model.explanation(for: "   ?! ") == nil)
    }
}
