/// The training texts as the objective sees them: word features, the words whose character rows they
/// use, and each word's n-grams. Values are already divided by each text's norm.
struct DesignMatrix: Sendable {
    /// Row per text: word unigram/bigram feature indices and normalised weights.
    var features = SparseMatrix()
    /// Row per text: word indices (into `words`) and normalised occurrence counts.
    var tokens = SparseMatrix()
    /// The words' character n-grams.
    var words = WordNgrams()
    /// The label index of each row.
    var targets: [Int32] = []

    /// The number of texts.
    var rowCount: Int { targets.count }
}
