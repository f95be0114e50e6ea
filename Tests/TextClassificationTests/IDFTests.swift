import Foundation
import Testing
@testable import TextClassification

@Suite("IDF weighting")
struct IDFTests {
    /// Five texts: `n = 5` for every IDF below.
    static let corpus = [
        LabeledText(text: "red shirt", label: "valid"),
        LabeledText(text: "red shoes", label: "valid"),
        LabeledText(text: "blue shirt", label: "valid"),
        LabeledText(text: "hello there", label: "invalid"),
        LabeledText(text: "good morning there", label: "invalid"),
    ]

    /// A model on ``corpus`` without a held-out split.
    static func model(
        idf: Bool = true, minimumCount: Int = 1, characters: Bool = true, bigrams: Bool = true,
        separateNorms: Bool = false, wordBlockWeight: Double = 1, evidenceScaling: Bool = false
    ) throws -> TextClassifierModel {
        let features = FeatureConfiguration(
            wordBigrams: bigrams, characterMinimum: characters ? 3 : 0, characterMaximum: characters ? 5 : 0,
            minimumCount: minimumCount, evidenceScaling: evidenceScaling, idf: idf, separateNorms: separateNorms,
            wordBlockWeight: wordBlockWeight)
        return try TextClassifierTrainer(configuration: TrainingConfiguration(
            features: features, l2: 1e-3, validationFraction: 0)
        ).train(corpus, description: .init(name: "idf", createdAt: Date(timeIntervalSince1970: 0))).model
    }

    /// The key of a word unigram (`["red"]`) or bigram (`["red", "shirt"]`).
    static func wordKey(_ words: [String]) -> UInt64 {
        var keys: [UInt64] = []
        FeatureExtractor(configuration: FeatureConfiguration(wordBigrams: true, characterMaximum: 0))
            .forEach(in: words.joined(separator: " "), wordFeature: { keys.append($0) }, token: { _, _ in })
        return keys[words.count == 1 ? 0 : 2]  // "a b" gives a, b, then the pair
    }

    /// The key of the character n-gram at the start of a word: `<` + `prefix` (e.g. `"<sh"` for `"sh"`).
    static func startKey(_ prefix: String) -> UInt64 {
        let length = prefix.unicodeScalars.count + 1
        let extractor = FeatureExtractor(configuration: FeatureConfiguration(
            characterMinimum: length, characterMaximum: length))
        var keys: [UInt64] = []
        let scalars = prefix.unicodeScalars.map(\.value)
        scalars.withUnsafeBufferPointer { extractor.forEachCharacterKey(of: $0) { keys.append($0) } }
        return keys[0]
    }

    @Test("ln((1 + n) / (1 + df)) + 1, by hand", arguments: [
        (1, 1, 1.0), (3, 3, 1.0), (1, 3, 1.6931472), (2, 5, 1.6931472), (1, 5, 2.0986123), (3, 5, 1.4054651),
        (1, 9, 2.6094379), (0, 0, 1.0),
    ])
    func formula(documentFrequency: Int, documentCount: Int, expected: Double) {
        let value = InverseDocumentFrequency.weight(documentFrequency: documentFrequency, documentCount: documentCount)
        #expect(abs(Double(value) - expected) < 1e-6)
        #expect(InverseDocumentFrequency.isValid(value))
    }

    /// Feature, its document frequency in ``corpus`` (of 5 texts), and ln(6 / (1 + df)) + 1 worked out by hand.
    @Test("stored per feature, from the training texts", arguments: [
        ("red", 2, 1.6931472), ("shirt", 2, 1.6931472), ("blue", 1, 2.0986123), ("there", 2, 1.6931472),
        ("red shirt", 1, 2.0986123), ("<sh", 3, 1.4054651), ("<re", 2, 1.6931472), ("<go", 1, 2.0986123),
        ("<bl", 1, 2.0986123),
    ])
    func storedValues(feature: String, documentFrequency: Int, expected: Double) throws {
        let model = try Self.model()
        let key = feature.hasPrefix("<")
            ? Self.startKey(String(feature.dropFirst()))
            : Self.wordKey(feature.split(separator: " ").map(String.init))
        let index = try #require(model.table.index(of: key), "\(feature) is not a feature")
        #expect(model.idf.count == model.metadata.featureCount)
        #expect(abs(Double(model.idf[Int(index)]) - expected) < 1e-6, "\(feature): df \(documentFrequency)")
    }

    @Test func computedAfterPruningOverAllTexts() throws {
        // Minimum count 2: features of one text are pruned; the rest keep ln(6 / (1 + df)) + 1 with n = 5.
        let model = try Self.model(minimumCount: 2)
        #expect(model.table.index(of: Self.wordKey(["blue"])) == nil)
        #expect(model.table.index(of: Self.wordKey(["red", "shirt"])) == nil)
        let red = try #require(model.table.index(of: Self.wordKey(["red"])))
        #expect(abs(Double(model.idf[Int(red)]) - 1.6931472) < 1e-6)
        #expect(model.idf.allSatisfy { $0 >= 1 && $0 <= Float(log(3.0) + 1) + 1e-6 })
    }

    @Test func withoutIDFNothingIsStored() throws {
        let model = try Self.model(idf: false)
        #expect(model.idf.isEmpty)
        #expect(try model.fileBytes()[8] == 1)
    }

    /// Word unigrams only: the logits are b + Σ tf·idf·W / ‖tf·idf‖, worked out from the model's parameters.
    @Test("applied before the L2 normalisation", arguments: ["red red shirt", "hello there there there", "shirt"])
    func appliedBeforeNormalisation(text: String) throws {
        let model = try Self.model(characters: false, bigrams: false)
        let classes = model.labels.count
        var counts: [String: Int] = [:]
        for word in text.split(separator: " ") { counts[String(word), default: 0] += 1 }
        var sums = [Double](repeating: 0, count: classes)
        var squares = 0.0
        for (word, count) in counts {
            let index = Int(try #require(model.table.index(of: Self.wordKey([word]))))
            let value = (1 + log(Double(count))) * Double(model.idf[index])
            squares += value * value
            for c in 0..<classes { sums[c] += value * Double(model.weights[index * classes + c]) }
        }
        let logits = try #require(model.logits(for: text))
        #expect(sums.contains { abs($0) > 1e-3 }, "the word weights were learned")
        for c in 0..<classes {
            let expected = Double(model.biases[c]) + sums[c] / squares.squareRoot()
            #expect(abs(Double(logits[c]) - expected) < 1e-5)
        }
    }

    /// Words and character n-grams (IDF on both): joint norm b + (W·w + W·c) / √(‖w‖² + ‖c‖²) (the word
    /// block weight ignored); separate norms b + α·W·w / ‖w‖ + W·c / ‖c‖ — worked out from the model's parameters.
    @Test("word and character parts, one norm or one each", arguments: [
        (false, 1.0), (false, 0.5), (true, 1), (true, 0.4),
    ])
    func normalisation(separate: Bool, wordWeight: Double) throws {
        let model = try Self.model(separateNorms: separate, wordBlockWeight: wordWeight)
        let classes = model.labels.count
        let text = "red shirt"
        let keys: [UInt64] = [Self.wordKey(["red"]), Self.wordKey(["shirt"]), Self.wordKey(["red", "shirt"])]
        var characterKeys: [UInt64] = []
        for word in ["red", "shirt"] {
            let scalars = word.unicodeScalars.map(\.value)
            scalars.withUnsafeBufferPointer { model.extractor.forEachCharacterKey(of: $0) { characterKeys.append($0) } }
        }
        func part(_ keys: [UInt64]) throws -> (sums: [Double], squares: Double) {
            var counts: [Int: Double] = [:]
            for key in keys { counts[Int(try #require(model.table.index(of: key))), default: 0] += 1 }
            var sums = [Double](repeating: 0, count: classes)
            var squares = 0.0
            for (index, count) in counts {
                let value = count * Double(model.idf[index])
                squares += value * value
                for c in 0..<classes { sums[c] += value * Double(model.weights[index * classes + c]) }
            }
            return (sums, squares)
        }
        let words = try part(keys), characters = try part(characterKeys)
        let logits = try #require(model.logits(for: text))
        for c in 0..<classes {
            let expected = separate
                ? wordWeight * words.sums[c] / words.squares.squareRoot()
                    + characters.sums[c] / characters.squares.squareRoot()
                : (words.sums[c] + characters.sums[c]) / (words.squares + characters.squares).squareRoot()
            #expect(abs(Double(logits[c]) - (Double(model.biases[c]) + expected)) < 1e-5)
        }
    }

    @Test("save/load round trip", arguments: [(false, 1.0), (true, 1), (true, 0.6)])
    func roundTrip(separateNorms: Bool, wordBlockWeight: Double) throws {
        let model = try Self.model(
            separateNorms: separateNorms, wordBlockWeight: wordBlockWeight, evidenceScaling: true)
        let bytes = try model.fileBytes()
        #expect(bytes[8] == 3)
        let url = Fixture.temporary("idf.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try model.write(to: url)
        let loaded = try TextClassifierModel.load(contentsOf: url)
        #expect(loaded.metadata == model.metadata)
        #expect(loaded.metadata.features.idf)
        #expect(loaded.idf == model.idf)
        for text in Self.corpus.map(\.text) + ["red shirts for a morning", "qqq", "blu shirt"] {
            #expect(loaded.classify(text) == model.classify(text))
        }
        #expect(try loaded.fileBytes() == bytes)
    }

    @Test func separateNormsWithoutIDFIsVersionThree() throws {
        let model = try Self.model(idf: false, separateNorms: true)
        #expect(try model.fileBytes()[8] == 3)
        #expect(model.idf.isEmpty)
    }

    /// The texts the version-2 fixture was checked with, and the valid probability the code before IDF gave.
    @Test("a version-2 file written before IDF still loads and classifies as before", arguments: [
        ("any hoodies in xl?", 0.9686471766633006), ("what's the weather", 0.07206125195707169),
    ])
    func versionTwoFixture(text: String, valid: Double) throws {
        // tiny-v2.clmodel: `clothesline train tiny.csv --validation-split 0 --min-count 1 --l2 1e-3
        // --evidence-scaling` built from main before format version 3 existed.
        let url = Fixture.url("tiny-v2.clmodel")
        let original = try Data(contentsOf: url)
        #expect(original[8] == 2)
        let model = try TextClassifierModel.load(contentsOf: url)
        #expect(!model.metadata.features.idf)
        #expect(!model.metadata.features.separateNorms)
        #expect(model.metadata.features.evidenceScaling)
        #expect(model.idf.isEmpty)
        let probability = try #require(model.labelHypotheses(for: text, maximumCount: 2).first { $0.label == "valid" })
        #expect(abs(probability.probability - valid) < 1e-6)
        // Written again, it is the same file: version 2 and no IDF key in the metadata.
        #expect(try model.fileBytes() == [UInt8](original))
    }

    /// What to do to the IDF section of a good version-3 file (checksum fixed up), and what the error says.
    enum Damage: String, CaseIterable, Sendable {
        case belowOne, notANumber, infinite, sectionMissing, versionTwo, truncated

        func apply(_ bytes: [UInt8], model: TextClassifierModel) -> [UInt8] {
            var bytes = Array(bytes.dropLast(8))
            let metadataLength = Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 16, as: UInt64.self) })
            let features = model.metadata.featureCount, classes = model.labels.count
            let idfStart = ModelFileFormat.headerSize + metadataLength + features * 8 + classes * 4
                + features * classes * 4
            func store(_ value: Float, at feature: Int) {
                withUnsafeBytes(of: value.bitPattern.littleEndian) { raw in
                    for (offset, byte) in raw.enumerated() { bytes[idfStart + feature * 4 + offset] = byte }
                }
            }
            switch self {
            case .belowOne: store(0.5, at: 3)
            case .notANumber: store(.nan, at: 0)
            case .infinite: store(.infinity, at: features - 1)
            case .sectionMissing:
                bytes.removeSubrange(idfStart..<(idfStart + features * 4))
                let payload = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 24, as: UInt64.self) }
                withUnsafeBytes(of: (payload - UInt64(features * 4)).littleEndian) { raw in
                    for (offset, byte) in raw.enumerated() { bytes[24 + offset] = byte }
                }
            case .versionTwo: bytes[8] = 2
            case .truncated: return Array(bytes.prefix(idfStart + 10))
            }
            withUnsafeBytes(of: Checksum.of(bytes).littleEndian) { bytes += $0 }
            return bytes
        }

        func matches(_ error: ModelError) -> Bool {
            switch (self, error) {
            case (.belowOne, .malformed(_, let reason)), (.notANumber, .malformed(_, let reason)),
                 (.infinite, .malformed(_, let reason)):
                return reason.contains("IDF section holds 1 invalid weight")
            case (.sectionMissing, .malformed(_, let reason)):
                return reason.contains("IDF section")
            case (.versionTwo, .malformed(_, let reason)):
                return reason.contains("IDF weights need format version 3")
            case (.truncated, .truncated):
                return true
            default:
                return false
            }
        }
    }

    @Test("a damaged IDF section is refused", arguments: Damage.allCases)
    func damagedSection(damage: Damage) throws {
        let model = try Self.model()
        try ModelFileTests.expectRefused(
            damage.apply(try model.fileBytes(), model: model), damage: damage.rawValue, damage.matches)
    }

    @Test func nonPositiveWordBlockWeightIsRefused() throws {
        let model = try Self.model(separateNorms: true, wordBlockWeight: 0.6)
        var bytes = Array(try model.fileBytes().dropLast(8))
        let from = Array(#""wordBlockWeight":0.6"#.utf8), to = Array(#""wordBlockWeight":0.0"#.utf8)
        let start = try #require((0...(bytes.count - from.count)).first { Array(bytes[$0..<($0 + from.count)]) == from })
        bytes.replaceSubrange(start..<(start + from.count), with: to)
        withUnsafeBytes(of: Checksum.of(bytes).littleEndian) { bytes += $0 }
        try ModelFileTests.expectRefused(bytes, damage: "word block weight 0") { error in
            guard case .malformed(_, let reason) = error else { return false }
            return reason.contains("word block weight")
        }
    }

    @Test func configurationsWrittenBeforeIDFDecode() throws {
        let json = #"{"wordUnigrams":true,"wordBigrams":true,"characterMinimum":3,"characterMaximum":5,"minimumCount":2,"binary":false,"evidenceScaling":true}"#
        let configuration = try JSONDecoder().decode(FeatureConfiguration.self, from: Data(json.utf8))
        #expect(!configuration.idf)
        #expect(!configuration.separateNorms)
        #expect(configuration == FeatureConfiguration(evidenceScaling: true))
    }
}
