extension Evaluator {
    /// Predictions seen as "`positive` or not", for data labelled with `positive` and one other label when
    /// the model knows more labels (e.g. `store` beside `valid` and `invalid`).
    ///
    /// A text is predicted `positive` when that is the model's top label, with its probability; otherwise
    /// it is predicted `negative` with probability 1 − p(`positive`): every other label counts as "not
    /// `positive`". Texts with no evidence stay unpredicted.
    public func predictions(
        _ model: some TextClassifying, on examples: [LabeledText], positive: String, negative: String
    ) -> [Prediction] {
        examples.map { example in
            let hypotheses = model.classify(example.text).hypotheses
            guard let top = hypotheses.first else {
                return Prediction(gold: example.label, predicted: nil, confidence: 0)
            }
            if top.label == positive {
                return Prediction(gold: example.label, predicted: positive, confidence: top.probability)
            }
            let p = hypotheses.first { $0.label == positive }?.probability ?? 0
            return Prediction(gold: example.label, predicted: negative, confidence: 1 - p)
        }
    }

    /// The one label of `examples` other than `positive`, when the data has exactly two labels and the model
    /// has others too: then ``predictions(_:on:positive:negative:)`` gives the two-label view.
    public static func negativeLabel(
        of examples: [LabeledText], positive: String, modelLabels: [String]
    ) -> String? {
        let gold = Set(examples.map(\.label))
        guard gold.count == 2, gold.contains(positive), let negative = gold.first(where: { $0 != positive }),
              !Set(modelLabels).isSubset(of: gold) else { return nil }
        return negative
    }
}
