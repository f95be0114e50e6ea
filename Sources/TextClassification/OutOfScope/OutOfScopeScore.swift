import Foundation

/// A way to score how in-scope a text looks from the model's whole output, higher meaning more in scope;
/// an ``OutOfScopeDetector`` turns the prediction into the out-of-scope label below a threshold on it.
///
/// Every score lies in 0...1 so that one threshold sweep serves them all (a monotone map does not change
/// which texts fall below a threshold).
public enum OutOfScopeScore: String, Sendable, Hashable, Codable, CaseIterable {
    /// The top label's calibrated probability (the classic single threshold).
    case probability
    /// The top probability minus the second's: low when two labels compete, whatever the rest.
    case margin
    /// The negative free energy `log Σ exp(logit / T)` of the calibrated logits (Liu et al., NeurIPS 2020),
    /// mapped monotonically into 0...1: it keeps the size of the evidence that the softmax normalises away.
    case energy
    /// One minus the entropy of the calibrated distribution over its maximum `ln(labels)`: low when the
    /// probability is spread over many labels.
    case entropy
    /// One minus the probability of the out-of-scope label itself (models trained with one): the model's own
    /// out-of-scope class as the detector.
    case outOfScopeLabel

    /// The score of a distribution: calibrated `probabilities` (model order), the matching logits already
    /// divided by the temperature, and the index of the out-of-scope label when the model has one.
    public func value(probabilities: [Double], scaledLogits: [Double], outOfScopeIndex: Int?) -> Double {
        guard !probabilities.isEmpty else { return 0 }
        switch self {
        case .probability:
            return probabilities.max() ?? 0
        case .margin:
            var first = 0.0, second = 0.0
            for p in probabilities {
                if p > first { (first, second) = (p, first) } else if p > second { second = p }
            }
            return first - second
        case .energy:
            let maximum = scaledLogits.max() ?? 0
            let sum = scaledLogits.reduce(0) { $0 + exp($1 - maximum) }
            let energy = maximum + log(sum)
            // Monotone into 0...1 without the saturation of a logistic curve (scores can be large).
            return 0.5 + 0.5 * energy / (1 + abs(energy))
        case .entropy:
            guard probabilities.count > 1 else { return 1 }
            let entropy = probabilities.reduce(0) { $1 > 0 ? $0 - $1 * log($1) : $0 }
            return max(0, 1 - entropy / log(Double(probabilities.count)))
        case .outOfScopeLabel:
            guard let outOfScopeIndex, probabilities.indices.contains(outOfScopeIndex) else {
                return probabilities.max() ?? 0
            }
            return 1 - probabilities[outOfScopeIndex]
        }
    }

    /// A few words for reports and the `:why` view.
    public var summary: String {
        switch self {
        case .probability: "top probability"
        case .margin: "margin between the two most probable labels"
        case .energy: "energy (log-sum-exp of the calibrated scores)"
        case .entropy: "spread of the probability over the labels (entropy)"
        case .outOfScopeLabel: "probability of the out-of-scope label"
        }
    }
}
