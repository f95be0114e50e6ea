/// Anything that turns a text into label probabilities: the trained model, or a test double.
public protocol TextClassifying: Sendable {
    /// Every label the classifier can produce, in the model's order.
    var labels: [String] { get }

    /// Classifies `text`, returning every label with its calibrated probability.
    func classify(_ text: String) -> Classification

    /// Whether `word` is a word the classifier learnt from its training data (so a spelling correction of it
    /// would change what it means to the classifier, not fix it).
    func knowsWord(_ word: String) -> Bool

    /// The score of `label` (the top one when `nil`) split into the parts the words and word pairs of `text`
    /// added, or `nil` when the classifier cannot explain itself or the text has no evidence.
    func explanation(for text: String, label: String?) -> ScoreExplanation?
}

extension TextClassifying {
    /// Classifiers that cannot tell know no words.
    public func knowsWord(_ word: String) -> Bool { false }

    /// Classifiers that are not linear models cannot explain themselves: `nil`.
    public func explanation(for text: String, label: String?) -> ScoreExplanation? { nil }
}
