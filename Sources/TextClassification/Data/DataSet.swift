/// Examples read from one or more data files, with the extra columns, warnings and skipped records.
public struct DataSet: Sendable, Hashable {
    /// The examples, in file order.
    public var examples: [LabeledText]
    /// Extra fields of each example (CSV columns or JSON keys other than text and label), parallel to
    /// `examples`; e.g. `attributes[i]["slice"]` for the shared clothing-questions data.
    public var attributes: [[String: String]]
    /// Problems that did not stop reading (a torn last line in a JSON Lines file, skipped records).
    public var warnings: [DataProblem]
    /// How many invalid records were skipped (with `skipInvalid`).
    public var skippedCount: Int

    /// Creates a data set.
    public init(
        examples: [LabeledText] = [], attributes: [[String: String]]? = nil, warnings: [DataProblem] = [],
        skippedCount: Int = 0
    ) {
        self.examples = examples
        self.attributes = attributes ?? Array(repeating: [:], count: examples.count)
        self.warnings = warnings
        self.skippedCount = skippedCount
    }

    /// The value of an extra column for every example (`nil` where absent).
    public func values(ofAttribute name: String) -> [String?] {
        attributes.map { $0[name] }
    }

    /// Appends another data set.
    public mutating func append(_ other: DataSet) {
        examples += other.examples
        attributes += other.attributes
        warnings += other.warnings
        skippedCount += other.skippedCount
    }

    /// The distinct labels, sorted.
    public var labels: [String] { Array(Set(examples.map(\.label))).sorted() }
}
