/// Anything that turns a text into label probabilities: the trained model, or a test double.
public protocol TextClassifying: Sendable {
    /// Every label the classifier can produce, in the model's order.
    var labels: [String] { get }

    /// Classifies `text`, returning every label with its calibrated probability.
    func classify(_ text: String) -> Classification
}
