import Foundation

/// Sorted distinct indices with weights: a row of a sparse matrix.
struct SparseVector: Sendable, Hashable {
    /// Indices, ascending and distinct.
    var indices: [Int32]
    /// Weights, parallel to `indices`.
    var values: [Float]

    /// Merges index occurrences (repeats count) into distinct indices weighted by `weight(count)`.
    init(occurrences: [Int32], weight: (Int) -> Float) {
        var sorted = occurrences
        sorted.sort()
        var indices: [Int32] = []
        var values: [Float] = []
        indices.reserveCapacity(sorted.count)
        values.reserveCapacity(sorted.count)
        sorted.withUnsafeBufferPointer { sorted in
            Self.forEachRun(sorted) { index, run in
                indices.append(index)
                values.append(weight(run))
            }
        }
        self.indices = indices
        self.values = values
    }

    /// The term weight of a word feature seen `count` times: 1 if binary, else `1 + ln(count)`.
    static func termWeight(_ count: Int, binary: Bool) -> Float {
        binary ? 1 : 1 + log(Float(count))
    }

    /// Multiplies each value by `factors[index]` (per-feature IDF weights); no change when `factors` is empty.
    mutating func scale(by factors: [Float]) {
        guard !factors.isEmpty else { return }
        for position in values.indices { values[position] *= factors[Int(indices[position])] }
    }

    /// Calls `body` with each distinct index of sorted `occurrences` and how many times it occurs.
    @inline(__always)
    static func forEachRun(_ occurrences: UnsafeBufferPointer<Int32>, _ body: (Int32, Int) -> Void) {
        var position = 0
        while position < occurrences.count {
            let index = occurrences[position]
            var run = 1
            while position + run < occurrences.count && occurrences[position + run] == index { run += 1 }
            position += run
            body(index, run)
        }
    }

    /// Σ value².
    var sumOfSquares: Float { values.reduce(0) { $0 + $1 * $1 } }

    /// Whether the vector has no entries.
    var isEmpty: Bool { indices.isEmpty }
}
