import Foundation

/// A feature vector: sorted distinct feature indices with their weights, L2-normalised.
struct SparseVector: Sendable, Hashable {
    /// Feature indices, ascending and distinct.
    var indices: [Int32]
    /// Weights, parallel to `indices`.
    var values: [Float]

    /// Builds the weighted, L2-normalised vector from feature index occurrences (repeats count).
    ///
    /// `binary` weights each distinct feature 1; otherwise `1 + ln(count)`.
    init(occurrences: [Int32], binary: Bool) {
        var sorted = occurrences
        sorted.sort()
        var indices: [Int32] = []
        var values: [Float] = []
        indices.reserveCapacity(sorted.count)
        values.reserveCapacity(sorted.count)
        var position = 0
        var sumOfSquares: Float = 0
        while position < sorted.count {
            let index = sorted[position]
            var run = 1
            while position + run < sorted.count && sorted[position + run] == index { run += 1 }
            let weight: Float = binary ? 1 : 1 + log(Float(run))
            indices.append(index)
            values.append(weight)
            sumOfSquares += weight * weight
            position += run
        }
        if sumOfSquares > 0 {
            let scale = 1 / sumOfSquares.squareRoot()
            for i in values.indices { values[i] *= scale }
        }
        self.indices = indices
        self.values = values
    }

    /// Whether the vector has no features (no evidence).
    var isEmpty: Bool { indices.isEmpty }
}
