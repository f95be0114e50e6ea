/// Counts of true label against the classifier's top label.
public struct ConfusionMatrix: Sendable, Hashable {
    /// The column used for utterances the classifier had no evidence for.
    public static let noEvidenceLabel = "(no evidence)"

    /// Row labels (true labels), sorted.
    public var trueLabels: [String]
    /// Column labels (predicted labels), sorted, with ``noEvidenceLabel`` last when it occurs.
    public var predictedLabels: [String]
    /// `counts[row][column]`.
    public var counts: [[Int]]

    /// Tallies the predictions.
    public init(predictions: [LabeledPrediction]) {
        let truths = Set(predictions.map(\.trueLabel))
        var predicted = Set(predictions.compactMap(\.predictedLabel))
        predicted.formUnion(truths)
        var columns = predicted.sorted()
        if predictions.contains(where: { $0.predictedLabel == nil }) {
            columns.append(Self.noEvidenceLabel)
        }
        let rows = truths.sorted()
        let rowIndex = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1, $0) })
        let columnIndex = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
        var counts = Array(repeating: Array(repeating: 0, count: columns.count), count: rows.count)
        for prediction in predictions {
            guard let row = rowIndex[prediction.trueLabel],
                  let column = columnIndex[prediction.predictedLabel ?? Self.noEvidenceLabel] else { continue }
            counts[row][column] += 1
        }
        trueLabels = rows
        predictedLabels = columns
        self.counts = counts
    }

    /// The count for a true and a predicted label (0 when either is unknown).
    public func count(trueLabel: String, predicted: String) -> Int {
        guard let row = trueLabels.firstIndex(of: trueLabel),
              let column = predictedLabels.firstIndex(of: predicted) else { return 0 }
        return counts[row][column]
    }
}
