import Foundation

/// The weighted softmax cross-entropy of one row of scores, and its gradient.
enum SoftmaxCrossEntropy {
    /// Replaces `scores` (`classes` logits) with `weight · (softmax(scores) − onehot(target))`, the gradient of
    /// the weighted loss with respect to the logits; returns that loss, `−weight · log p(target)`.
    @inline(__always)
    static func gradient(_ scores: UnsafeMutablePointer<Float>, classes: Int, target: Int, weight: Float) -> Double {
        var maximum = scores[0]
        for c in 1..<classes where scores[c] > maximum { maximum = scores[c] }
        var sum: Float = 0
        for c in 0..<classes {
            // Below e^−80 a probability is flushed to zero: it cannot change the sum (which is ≥ 1), and
            // subnormal floats would make every later multiply with it many times slower.
            let shifted = scores[c] - maximum
            let e = shifted < -80 ? 0 : expf(shifted)
            scores[c] = e
            sum += e
        }
        let probability = max(scores[target] / sum, 1e-30)
        let inverse = weight / sum
        for c in 0..<classes { scores[c] *= inverse }
        scores[target] -= weight
        return -Double(weight) * Double(logf(probability))
    }
}
