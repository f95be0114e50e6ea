/// Anything that turns a text into label probabilities: the trained model, or a test double.
public protocol TextClassifying: Sendable {
    /// Every label the classifier can produce, in the model's order.
    var labels: [String] { get }

    /// Classifies `text`, returning every label with its calibrated probability.
    func classify(_ text: String) -> Classification

    /// Whether `word` is a word the classifier learnt from its training data (so a spelling correction of it
    /// would change what it means to the classifier, not fix it).
    func knowsWord(_ word: String) -> Bool
}

extension TextClassifying {
    /// Classifiers that cannot tell know no words.
    public func knowsWord(_ word: String) -> Bool { false }
}
