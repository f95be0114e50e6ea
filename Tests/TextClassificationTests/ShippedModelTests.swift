import Foundation
import Testing
@testable import TextClassification

@Suite("Shipped model")
struct ShippedModelTests {
    static let modelURL = Fixture.packageRoot.appendingPathComponent("Models/clothing.clmodel")
    static let dataURL = Fixture.packageRoot.appendingPathComponent("Models/clothing-questions.csv")
    static let handwrittenURL = Fixture.packageRoot.appendingPathComponent("Models/handwritten-questions.csv")
    static let calibrationURL = Fixture.packageRoot.appendingPathComponent("Models/calibration.csv")

    @Test func matchesItsTrainingData() throws {
        let model = try TextClassifierModel.load(contentsOf: Self.modelURL)
        // Trained on the generated file and the hand-written one, in that order (as `make model` does).
        let data = try TrainingDataReader().read(contentsOf: [Self.dataURL, Self.handwrittenURL])
        #expect(model.metadata.labels == ["invalid", "valid"])
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

    @Test func calibrationDataIsSeparateAndVaried() throws {
        let data = try TrainingDataReader().read(contentsOf: [Self.dataURL, Self.handwrittenURL])
        let calibration = try TrainingDataReader().read(contentsOf: Self.calibrationURL).examples
        #expect(calibration.count >= 1000)
        #expect(Set(calibration.map(\.label)) == ["invalid", "valid"])
        let training = Set(data.examples.map { $0.text.lowercased() })
        #expect(calibration.filter { training.contains($0.text.lowercased()) }.isEmpty)
    }

    @Test("obvious cases", arguments: [
        ("Got hoodies?", "valid"), ("Any Nike?", "valid"), ("do these run small", "valid"),
        ("black jeans 32x34", "valid"), ("what's the weather tomorrow", "invalid"),
        ("transfer $50 to checking", "invalid"), ("does this game work offline", "invalid"),
    ])
    func obviousCases(text: String, label: String) throws {
        let model = try TextClassifierModel.load(contentsOf: Self.modelURL)
        #expect(model.predictedLabel(for: text) == label)
    }
}
