import Foundation
import Testing
@testable import TextClassification

@Suite("Low-rank (trace-norm) training")
struct LowRankTests {
    /// 11 classes (one SIMD block of 8 plus 3 single columns), rank 3, 602 rows (the last group of four is
    /// short), 6 features.
    static func problem(threads: Int) -> LowRankObjective {
        let design = LogisticObjectiveTests.design(rows: 602, classes: 11)
        return LowRankObjective(
            design: design, exampleWeights: (0..<design.rowCount).map { Float(1 + $0 % 3) / 2 }, featureCount: 6,
            rank: 3, classCount: 11, l2: 0.01, threads: threads)
    }

    static func evaluate(_ objective: LowRankObjective, at x: [Float]) -> (Double, [Float]) {
        var gradient = [Float](repeating: 0, count: x.count)
        let value = x.withUnsafeBufferPointer { p in
            gradient.withUnsafeMutableBufferPointer { objective.evaluate(p, gradient: $0) }
        }
        return (value, gradient)
    }

    @Test("gradient matches finite differences", arguments: [1, 2])
    func gradientCheck(threads: Int) {
        let objective = Self.problem(threads: threads)
        var generator = SplitMix64(seed: 13)
        let x = (0..<objective.parameterCount).map { _ in Float(Int(generator.next() % 200) - 100) / 100 }
        let (_, gradient) = Self.evaluate(objective, at: x)
        let h: Float = 1e-2
        for index in 0..<x.count {
            var plus = x, minus = x
            plus[index] += h
            minus[index] -= h
            let numeric = (Self.evaluate(objective, at: plus).0 - Self.evaluate(objective, at: minus).0) / Double(2 * h)
            #expect(abs(numeric - Double(gradient[index])) < 3e-3, "parameter \(index)")
        }
    }

    @Test func parallelGradientEqualsSerial() {
        let serial = Self.problem(threads: 1), parallel = Self.problem(threads: 2)
        let x = (0..<serial.parameterCount).map { Float($0 % 7) / 10 - 0.3 }
        let (f1, g1) = Self.evaluate(serial, at: x)
        let (f2, g2) = Self.evaluate(parallel, at: x)
        #expect(abs(f1 - f2) < 1e-9)
        for (a, b) in zip(g1, g2) { #expect(abs(a - b) < 1e-5) }
    }

    /// Symmetric matrices (row-major) whose decomposition must reconstruct them.
    static let matrices: [(name: String, size: Int, values: [Double])] = [
        ("1 × 1", 1, [4]),
        ("diagonal", 3, [1, 0, 0, 0, 5, 0, 0, 0, 3]),
        ("repeated eigenvalue", 3, [2, 0, 0, 0, 2, 0, 0, 0, 1]),
        ("dense", 4, [4, 1, -2, 2, 1, 2, 0, 1, -2, 0, 3, -2, 2, 1, -2, -1]),
        ("zero", 2, [0, 0, 0, 0]),
    ]

    @Test("Jacobi eigen decomposition reconstructs the matrix", arguments: matrices)
    func eigen(_ matrix: (name: String, size: Int, values: [Double])) {
        let n = matrix.size
        let eigen = SymmetricEigen(matrix.values, size: n)
        #expect(eigen.values == eigen.values.sorted(by: >), "\(matrix.name): sorted largest first")
        for i in 0..<n {
            for j in 0..<n {
                var rebuilt = 0.0, inner = 0.0
                for k in 0..<n {
                    rebuilt += eigen.vector(k, i) * eigen.values[k] * eigen.vector(k, j)
                    inner += eigen.vector(i, k) * eigen.vector(j, k)
                }
                #expect(abs(rebuilt - matrix.values[i * n + j]) < 1e-9, "\(matrix.name) (\(i), \(j))")
                #expect(abs(inner - (i == j ? 1 : 0)) < 1e-9, "\(matrix.name): orthonormal vectors")
            }
        }
    }

    /// A random 300 × 7 weight matrix.
    static func weights() -> [Float] {
        var generator = SplitMix64(seed: 5)
        return (0..<(300 * 7)).map { _ in Float(Int(generator.next() % 2001) - 1000) / 1000 }
    }

    @Test("full-rank factors multiply back to the weights; biases are kept", arguments: [1, 2])
    func fullRankRoundTrip(threads: Int) {
        let weights = Self.weights()
        let biases: [Float] = [1, -2, 3, 0, 0.5, -0.5, 2]
        let factorization = LowRankFactorization(features: 300, classes: 7, rank: 7, threads: threads)
        let parameters = factorization.factor(weights: weights, biases: biases)
        #expect(parameters.count == 300 * 7 + 7 * 7 + 7)
        #expect(factorization.biases(parameters) == biases)
        let product = factorization.product(parameters)
        for (a, b) in zip(product, weights) { #expect(abs(a - b) < 1e-4) }
    }

    @Test("truncated factors are the best approximation of their rank (Eckart–Young)")
    func truncation() {
        let weights = Self.weights()
        let factorization = LowRankFactorization(features: 300, classes: 7, rank: 3, threads: 2)
        let product = factorization.product(factorization.factor(weights: weights, biases: [Float](repeating: 0, count: 7)))
        var error = 0.0
        for (a, b) in zip(product, weights) { error += Double(a - b) * Double(a - b) }
        // ‖W − W₃‖² is the sum of the discarded squared singular values, the smaller eigenvalues of WᵀW.
        let eigen = SymmetricEigen(factorization.gram(weights), size: 7)
        let discarded = eigen.values[3...].reduce(0, +)
        #expect(abs(error - discarded) < 1e-3 * discarded)
    }

    /// Five labels, each with its own words; enough to train quickly.
    static func examples() -> [LabeledText] {
        let topics: [(String, [String])] = [
            ("weather", ["rain", "sunny", "forecast", "storm"]),
            ("music", ["song", "album", "guitar", "playlist"]),
            ("food", ["pizza", "recipe", "dinner", "pasta"]),
            ("travel", ["flight", "hotel", "passport", "trip"]),
            ("money", ["bank", "transfer", "balance", "loan"]),
        ]
        var examples: [LabeledText] = []
        for (label, words) in topics {
            for (i, first) in words.enumerated() {
                for second in words[(i + 1)...] {
                    examples.append(LabeledText(text: "tell me about the \(first) and \(second)", label: label))
                    examples.append(LabeledText(text: "\(second) \(first) please", label: label))
                }
            }
        }
        return examples
    }

    @Test func trainingWithRankIsDeterministicAndRecorded() throws {
        let configuration = TrainingConfiguration(
            l2: 1e-3, maximumIterations: 20, seed: 3, validationFraction: 0.2, rank: 2, rankL2: 1e-3,
            rankIterations: 15)
        let trainer = TextClassifierTrainer(configuration: configuration)
        let date = Date(timeIntervalSince1970: 0)
        let first = try trainer.train(Self.examples(), description: .init(createdAt: date)).model
        let second = try trainer.train(Self.examples(), description: .init(createdAt: date)).model
        #expect(try first.fileBytes() == second.fileBytes())
        let lowRank = try #require(first.metadata.training.lowRank)
        #expect(lowRank.rank == 2)
        #expect(lowRank.l2 == 1e-3)
        #expect(lowRank.iterations >= 1 && lowRank.iterations <= 15)
        #expect(first.predictedLabel(for: "is a storm in the forecast") == "weather")
        let total = first.classify("guitar playlist").hypotheses.reduce(0) { $0 + $1.probability }
        #expect(abs(total - 1) < 1e-9)
        // The file holds the product, so it reads back as an ordinary model with the same answers.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("low-rank-\(UUID().uuidString).clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try first.write(to: url)
        let loaded = try TextClassifierModel.load(contentsOf: url)
        #expect(loaded.metadata == first.metadata)
        #expect(loaded.classify("hotel passport") == first.classify("hotel passport"))
    }

    @Test func rankIsCappedAtTheLabelCount() throws {
        let configuration = TrainingConfiguration(
            l2: 1e-3, maximumIterations: 10, validationFraction: 0, rank: 50, rankIterations: 5)
        let model = try TextClassifierTrainer(configuration: configuration).train(Self.examples()).model
        #expect(model.metadata.training.lowRank?.rank == 5)
    }

    @Test func withoutRankNothingIsRecorded() throws {
        let configuration = TrainingConfiguration(l2: 1e-3, maximumIterations: 10, validationFraction: 0)
        let model = try TextClassifierTrainer(configuration: configuration).train(Self.examples()).model
        #expect(model.metadata.training.lowRank == nil)
    }

    @Test("invalid rank settings are refused", arguments: [(-1, 1e-4), (4, -1.0), (4, Double.nan)])
    func invalidSettings(_ setting: (rank: Int, l2: Double)) {
        let configuration = TrainingConfiguration(rank: setting.rank, rankL2: setting.l2)
        #expect(throws: TrainingError.self) {
            try TextClassifierTrainer(configuration: configuration).train(Self.examples())
        }
    }
}
