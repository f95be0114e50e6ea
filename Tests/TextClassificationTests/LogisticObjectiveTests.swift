import Testing
@testable import TextClassification

@Suite("Logistic objective")
struct LogisticObjectiveTests {
    /// A small random design: `rows` rows over 6 features and 4 words made of those features, `classes` labels.
    static func design(rows: Int = 600, classes: Int = 3) -> DesignMatrix {
        var generator = SplitMix64(seed: 7)
        var design = DesignMatrix()
        for _ in 0..<4 {
            let ngrams = (0..<3).map { _ in Int32(generator.next() % 6) }
            let row = SparseVector(occurrences: ngrams, weight: { Float($0) })
            design.words.keys.append(generator.next())
            design.words.words.append("w")
            design.words.matrix.append(row)
            design.words.sumOfSquares.append(row.sumOfSquares)
        }
        for _ in 0..<rows {
            let features = SparseVector(occurrences: (0..<3).map { _ in Int32(generator.next() % 6) }, weight: { Float($0) })
            let tokens = SparseVector(occurrences: (0..<2).map { _ in Int32(generator.next() % 4) }, weight: { Float($0) })
            design.features.append(features, scale: 0.3)
            design.tokens.append(tokens, scale: 0.2)
            design.targets.append(Int32(generator.next() % UInt64(classes)))
        }
        return design
    }

    /// A small random problem: 3 classes, 6 features, 600 rows using 4 words made of those features.
    static func problem(threads: Int, weights: [Float]? = nil) -> LogisticObjective {
        let design = design()
        return LogisticObjective(
            design: design, exampleWeights: weights ?? [Float](repeating: 1, count: design.rowCount),
            featureCount: 6, classCount: 3, l2: 0.01, threads: threads)
    }

    @Test("gradient matches finite differences", arguments: [1, 2])
    func gradientCheck(threads: Int) {
        let objective = Self.problem(threads: threads)
        var generator = SplitMix64(seed: 11)
        let x = (0..<objective.parameterCount).map { _ in Float(Int(generator.next() % 200) - 100) / 100 }
        var gradient = [Float](repeating: 0, count: x.count)
        _ = x.withUnsafeBufferPointer { p in gradient.withUnsafeMutableBufferPointer { objective.evaluate(p, gradient: $0) } }
        let h: Float = 1e-2
        for index in 0..<x.count {
            var plus = x, minus = x
            plus[index] += h
            minus[index] -= h
            var scratch = [Float](repeating: 0, count: x.count)
            let fPlus = plus.withUnsafeBufferPointer { p in scratch.withUnsafeMutableBufferPointer { objective.evaluate(p, gradient: $0) } }
            let fMinus = minus.withUnsafeBufferPointer { p in scratch.withUnsafeMutableBufferPointer { objective.evaluate(p, gradient: $0) } }
            let numeric = (fPlus - fMinus) / Double(2 * h)
            #expect(abs(numeric - Double(gradient[index])) < 2e-3, "parameter \(index)")
        }
    }

    @Test func parallelGradientEqualsSerial() {
        let serial = Self.problem(threads: 1), parallel = Self.problem(threads: 2)
        let x = [Float](repeating: 0.1, count: serial.parameterCount)
        var g1 = x, g2 = x
        let f1 = x.withUnsafeBufferPointer { p in g1.withUnsafeMutableBufferPointer { serial.evaluate(p, gradient: $0) } }
        let f2 = x.withUnsafeBufferPointer { p in g2.withUnsafeMutableBufferPointer { parallel.evaluate(p, gradient: $0) } }
        #expect(abs(f1 - f2) < 1e-9)
        for (a, b) in zip(g1, g2) { #expect(abs(a - b) < 1e-5) }
    }
}
