import Foundation
import Testing
@testable import TextClassification

@Suite("Shipped model")
struct ShippedModelTests {
    static let modelURL = Fixture.packageRoot.appendingPathComponent("Models/clothing.clmodel")
    static let dataURL = Fixture.packageRoot.appendingPathComponent("Models/clothing-questions.csv")
    static let handwrittenURL = Fixture.packageRoot.appendingPathComponent("Models/handwritten-questions.csv")
    static let calibrationURL = Fixture.packageRoot.appendingPathComponent("Models/calibration.csv")
    static let storeURL = Fixture.packageRoot.appendingPathComponent("Models/store-questions.csv")
    static let lookalikesURL = Fixture.packageRoot.appendingPathComponent("Models/store-lookalikes.csv")
    static let shopperChatURL = Fixture.packageRoot.appendingPathComponent("Models/shopper-chat.csv")
    static let casualStoreURL = Fixture.packageRoot.appendingPathComponent("Models/store-casual.csv")
    static let casualLookalikesURL = Fixture.packageRoot.appendingPathComponent("Models/store-casual-lookalikes.csv")
    static let topicModelURL = Fixture.packageRoot.appendingPathComponent("Models/store-topics.clmodel")
    /// Every training file, in the order `make model` passes them.
    static var trainingURLs: [URL] { [dataURL, handwrittenURL, storeURL, lookalikesURL, shopperChatURL, casualLookalikesURL] }

    @Test func matchesItsTrainingData() throws {
        let model = try TextClassifierModel.load(contentsOf: Self.modelURL)
        // Trained on the generated file, the hand-written one and the store files, in that order (as `make model` does).
        let data = try TrainingDataReader().read(contentsOf: Self.trainingURLs)
        #expect(model.metadata.labels == ["invalid", "store", "valid"])
        #expect(model.metadata.trainingDataHash == TextClassifierModel.contentHash(of: data.examples),
                "Models/clothing.clmodel is stale: run `make model`")
        // Trained on all examples, calibrated on the hand-written calibration file (not from the templates).
        let calibration = try TrainingDataReader().read(contentsOf: Self.calibrationURL)
        #expect(model.metadata.trainingExampleCount == data.examples.count)
        #expect(model.metadata.validationExampleCount == calibration.examples.count)
        #expect(model.metadata.features.evidenceScaling)
    }

    @Test func retrainingATinyModelIsDeterministic() throws {
        // The shipped settings (grouped split, refit) on the first 300 rows: two runs give identical bytes.
        let data = try TrainingDataReader().read(contentsOf: Self.dataURL)
        let examples = Array(data.examples.prefix(300))
        let groups = data.values(ofAttribute: "group").prefix(300).map { $0 ?? "" }
        let trainer = TextClassifierTrainer(configuration: TrainingConfiguration(
            l2: 1e-4, maximumIterations: 30, seed: 42, refitOnAllExamples: true))
        let description = TextClassifierTrainer.Description(name: "tiny", createdAt: Date(timeIntervalSince1970: 0))
        let first = try trainer.train(examples, groups: groups, description: description).model
        let second = try trainer.train(examples, groups: groups, description: description).model
        #expect(try first.fileBytes() == second.fileBytes())
        #expect(first.metadata.trainingDataHash == TextClassifierModel.contentHash(of: examples))
    }

    @Test("each training file is large, has both labels and no repeats", arguments: [
        ("Models/clothing-questions.csv", 3000, 1000), ("Models/handwritten-questions.csv", 5000, 2000),
    ])
    func trainingFileIsLargeAndBalancedEnough(path: String, minimum: Int, minimumPerLabel: Int) throws {
        let data = try TrainingDataReader().read(contentsOf: Fixture.packageRoot.appendingPathComponent(path))
        #expect(data.examples.count >= minimum)
        let valid = data.examples.filter { $0.label == "valid" }.count
        #expect(valid >= minimumPerLabel && data.examples.count - valid >= minimumPerLabel)
        #expect(Set(data.examples.map { $0.text.lowercased() }).count == data.examples.count)
    }

    @Test func topicModelMatchesItsTrainingData() throws {
        let model = try TextClassifierModel.load(contentsOf: Self.topicModelURL)
        // The topic model also learns from the casual store questions, which the clothing model does not.
        let data = try TrainingDataReader(labelColumn: "topic").read(contentsOf: [Self.storeURL, Self.casualStoreURL])
        #expect(model.metadata.trainingDataHash == TextClassifierModel.contentHash(of: data.examples),
                "Models/store-topics.clmodel is stale: run `make model`")
        #expect(Set(model.metadata.labels) == ["orders", "shipping", "returns", "exchanges", "refunds", "payment",
                                               "discounts", "giftCards", "accounts", "repairs", "hours", "contact"])
    }

    @Test func storeFilesHoldEveryTopicAndOnlyTheirLabel() throws {
        let store = try TrainingDataReader().read(contentsOf: Self.storeURL)
        #expect(Set(store.examples.map(\.label)) == ["store"])
        var perTopic: [String: Int] = [:]
        for topic in store.values(ofAttribute: "topic") { perTopic[topic ?? "(none)", default: 0] += 1 }
        #expect(perTopic.count == 12 && perTopic.values.allSatisfy { $0 >= 20 }, "\(perTopic)")
        let lookalikes = try TrainingDataReader().read(contentsOf: Self.lookalikesURL).examples
        #expect(lookalikes.count >= 100 && lookalikes.allSatisfy { $0.label == "invalid" })
        let all = (store.examples + lookalikes).map { $0.text.lowercased() }
        #expect(Set(all).count == all.count)
    }

    @Test func calibrationDataIsSeparateAndVaried() throws {
        let data = try TrainingDataReader().read(contentsOf: Self.trainingURLs)
        let calibration = try TrainingDataReader().read(contentsOf: Self.calibrationURL).examples
        #expect(calibration.count >= 1000)
        #expect(Set(calibration.map(\.label)) == ["invalid", "store", "valid"])
        #expect(calibration.filter { $0.label == "store" }.count >= 80)
        let training = Set(data.examples.map { $0.text.lowercased() })
        #expect(calibration.filter { training.contains($0.text.lowercased()) }.isEmpty)
    }

    @Test("obvious cases", arguments: [
        ("Got hoodies?", "valid"), ("Any Nike?", "valid"), ("do these run small", "valid"),
        ("black jeans 32x34", "valid"), ("what's the weather tomorrow", "invalid"),
        ("transfer $50 to checking", "invalid"), ("does this game work offline", "invalid"),
        ("when do you open tomorrow morning", "store"), ("how many days do I have to send an item back", "store"),
        ("do you sell e-gift vouchers", "store"), ("what time is it in Tokyo", "invalid"),
    ])
    func obviousCases(text: String, label: String) throws {
        let model = try TextClassifierModel.load(contentsOf: Self.modelURL)
        #expect(model.predictedLabel(for: text) == label)
    }
}
