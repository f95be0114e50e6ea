extension TextClassifierModel {
    /// The score of `label` (the most probable one when `nil`) split into the parts each word and word pair of
    /// `text` added, or `nil` when the text has no evidence or the label is unknown.
    ///
    /// Follows the classification path exactly: term weights, IDF, the word and character norms, the
    /// precomputed character rows of training words (and the n-grams of other words), the bias, evidence
    /// scaling and the temperature. Character n-grams are folded into their word.
    public func explanation(for text: String, label: String? = nil) -> ScoreExplanation? {
        guard let logits = logits(for: text) else { return nil }
        let classes = biases.count
        let chosen: Int
        if let label {
            guard let index = labels.firstIndex(of: label) else { return nil }
            chosen = index
        } else {
            var best = 0
            for c in 1..<max(1, classes) where logits[c] > logits[best] { best = c }
            chosen = best
        }
        let parts = ExplanationParts(model: self, text: text)
        // A part's value: its row for the chosen label minus the row's mean over labels (softmax only sees
        // differences), times the evidence factor, over the temperature.
        let factor = parts.knownShare / metadata.temperature
        func centred(_ row: UnsafeBufferPointer<Float>) -> Double {
            var total = 0.0
            for value in row { total += Double(value) }
            return (Double(row[chosen]) - total / Double(classes)) * factor
        }
        var values = [Double](repeating: 0, count: parts.items.count)
        var row = [Float](repeating: 0, count: classes)
        weights.withUnsafeBufferPointer { weights in
            for (position, item) in parts.items.enumerated() {
                var sum = 0.0
                for (feature, value) in item.wordFeatures {
                    let base = Int(feature) * classes
                    for c in 0..<classes { row[c] = value * parts.scales.word * weights[base + c] }
                    sum += row.withUnsafeBufferPointer(centred)
                }
                if !item.characters.isEmpty {
                    for c in 0..<classes { row[c] = item.characters[c] * parts.scales.character }
                    sum += row.withUnsafeBufferPointer(centred)
                }
                values[position] = sum
            }
        }
        let bias = biases.withUnsafeBufferPointer(centred)
        let total = values.reduce(abs(bias)) { $0 + abs($1) }
        let contributions = zip(parts.items, values).map { item, value in
            FeatureContribution(
                text: item.text, kind: item.kind, position: item.position, value: value,
                share: total > 0 ? value / total : 0, unknown: item.unknown)
        }.sorted { ($0.position, $0.kind == .word ? 0 : 1) < ($1.position, $1.kind == .word ? 0 : 1) }
        return ScoreExplanation(
            label: labels[chosen], score: values.reduce(bias, +), bias: bias, contributions: contributions,
            knownShare: parts.knownShare)
    }
}
