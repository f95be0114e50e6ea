/// Rows of feature vectors in compressed sparse row form, for training.
struct SparseMatrix: Sendable {
    /// Row `r` spans `rowStarts[r]..<rowStarts[r + 1]` of `indices` and `values`.
    var rowStarts: [Int] = [0]
    /// Feature indices.
    var indices: [Int32] = []
    /// Feature weights.
    var values: [Float] = []

    /// The number of rows.
    var rowCount: Int { rowStarts.count - 1 }

    /// Appends a row.
    mutating func append(_ vector: SparseVector) {
        indices += vector.indices
        values += vector.values
        rowStarts.append(indices.count)
    }
}
