import Foundation
import Testing
@testable import TextClassification

@Suite("Evidence scaling")
struct EvidenceScalingTests {
    /// The tiny model without a held-out split (temperature 1), with and without evidence scaling.
    static func models() throws -> (plain: TextClassifierModel, scaled: TextClassifierModel) {
        func train(_ scaling: Bool) throws -> TextClassifierModel {
            let configuration = TrainingConfiguration(
                features: FeatureConfiguration(minimumCount: 1, evidenceScaling: scaling), l2: 1e-3,
                validationFraction: 0)
            return try TextClassifierTrainer(configuration: configuration).train(
                try TextClassifierModelTests.tinyExamples(),
                description: .init(name: "tiny", createdAt: Date(timeIntervalSince1970: 0))).model
        }
        return (try train(false), try train(true))
    }

    @Test("unknown words flatten the probabilities but keep the ranking", arguments: [
        ("any hoodies in xl?", "qwzx vbnq plokj"), ("what's the weather", "zzyzx qqvv"), ("jeans", "xxqq wwzz yyvv"),
    ])
    func unknownWordsFlatten(text: String, unknown: String) throws {
        let (plain, scaled) = try Self.models()
        let padded = text + " " + unknown
        let plainTop = try #require(plain.labelHypotheses(for: padded, maximumCount: 1).first)
        let scaledTop = try #require(scaled.labelHypotheses(for: padded, maximumCount: 1).first)
        #expect(plainTop.label == scaledTop.label)
        #expect(scaledTop.probability < plainTop.probability)
        // Only known words: the same probabilities.
        let known = try #require(plain.probabilities(for: text))
        let knownScaled = try #require(scaled.probabilities(for: text))
        for (a, b) in zip(known, knownScaled) { #expect(abs(a - b) < 1e-9) }
    }

    @Test func versionFollowsTheFeatures() throws {
        let (plain, scaled) = try Self.models()
        #expect(try plain.fileBytes()[8] == 1)
        #expect(try scaled.fileBytes()[8] == 2)
        let url = Fixture.temporary("scaled.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(try scaled.fileBytes()).write(to: url)
        let loaded = try TextClassifierModel.load(contentsOf: url)
        #expect(loaded.metadata.features.evidenceScaling)
        #expect(loaded.probabilities(for: "any hoodies qwzx") == scaled.probabilities(for: "any hoodies qwzx"))
    }

    @Test func versionOneFileClaimingEvidenceScalingIsRefused() throws {
        let (_, scaled) = try Self.models()
        var bytes = try scaled.fileBytes()
        bytes[8] = 1
        bytes.removeLast(8)
        let checksum = Checksum.of(bytes)
        withUnsafeBytes(of: checksum.littleEndian) { bytes += $0 }
        let url = Fixture.temporary("v1-scaled.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        #expect {
            _ = try TextClassifierModel.load(contentsOf: url)
        } throws: { error in
            guard case .malformed(_, let reason) = error as? ModelError else { return false }
            return reason.contains("version 2")
        }
    }

    @Test func configurationsWrittenBeforeEvidenceScalingDecode() throws {
        let json = #"{"wordUnigrams":true,"wordBigrams":true,"characterMinimum":3,"characterMaximum":5,"minimumCount":2,"binary":false}"#
        let configuration = try JSONDecoder().decode(FeatureConfiguration.self, from: Data(json.utf8))
        #expect(configuration == .standard)
        #expect(!configuration.evidenceScaling)
    }
}
