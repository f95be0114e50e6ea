/// What the automatic settings look at in the training data before trying anything.
public struct DataProfile: Sendable, Hashable, Codable {
    /// Training examples.
    public var examples: Int
    /// Distinct labels.
    public var labels: Int
    /// The fewest examples of one label.
    public var smallestLabel: Int
    /// The median number of examples per label.
    public var medianPerLabel: Int
    /// The most examples of one label.
    public var largestLabel: Int
    /// The mean number of words per text.
    public var meanWords: Double

    /// Creates a profile.
    public init(examples: Int, labels: Int, smallestLabel: Int, medianPerLabel: Int, largestLabel: Int,
                meanWords: Double) {
        self.examples = examples
        self.labels = labels
        self.smallestLabel = smallestLabel
        self.medianPerLabel = medianPerLabel
        self.largestLabel = largestLabel
        self.meanWords = meanWords
    }

    /// The profile of `examples`.
    public init(of examples: [LabeledText]) {
        var counts: [String: Int] = [:]
        var words = 0
        for example in examples {
            counts[example.label, default: 0] += 1
            words += example.text.split(whereSeparator: { $0.isWhitespace }).count
        }
        let sorted = counts.values.sorted()
        self.init(
            examples: examples.count, labels: counts.count, smallestLabel: sorted.first ?? 0,
            medianPerLabel: sorted.isEmpty ? 0 : sorted[sorted.count / 2], largestLabel: sorted.last ?? 0,
            meanWords: examples.isEmpty ? 0 : Double(words) / Double(examples.count))
    }

    /// Many labels with few examples each: the labels gain from sharing directions (the rank stage) and from
    /// the character n-grams' help with rare words.
    public var manyLabelsFewExamples: Bool { labels >= 16 && medianPerLabel <= 400 }

    /// Short texts (a sentence or less).
    public var shortTexts: Bool { meanWords <= 15 }

    /// One line for the report, e.g. `151 labels, 15,100 examples (median 100 a label, 100–100), 8.3 words a text`.
    public var summary: String {
        "\(labels) labels, \(examples) examples (median \(medianPerLabel) a label, \(smallestLabel)–\(largestLabel)), "
            + String(format: "%.1f words a text", meanWords)
    }
}
