/// Rows of sparse vectors in compressed sparse row form.
struct SparseMatrix: Sendable {
    /// Row `r` spans `rowStarts[r]..<rowStarts[r + 1]` of `indices` and `values`.
    var rowStarts: [Int] = [0]
    /// Column indices.
    var indices: [Int32] = []
    /// Values.
    var values: [Float] = []

    /// The number of rows.
    var rowCount: Int { rowStarts.count - 1 }

    /// Appends a row.
    mutating func append(_ vector: SparseVector) {
        indices += vector.indices
        values += vector.values
        rowStarts.append(indices.count)
    }

    /// Appends a row scaling its values by `scale`.
    mutating func append(_ vector: SparseVector, scale: Float) {
        indices += vector.indices
        values += vector.values.map { $0 * scale }
        rowStarts.append(indices.count)
    }
}
