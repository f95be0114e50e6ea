import Foundation

/// Fits the softmax temperature that minimises log-loss on held-out data (temperature scaling).
enum TemperatureScaling {
    /// The temperature in `0.05...20` minimising the mean negative log-likelihood of `targets` given
    /// `logits` (one array per example), found by golden-section search on log T.
    static func fit(logits: [[Float]], targets: [Int]) -> Double {
        guard !logits.isEmpty else { return 1 }
        func loss(_ logT: Double) -> Double {
            let t = exp(logT)
            var total = 0.0
            for (row, target) in zip(logits, targets) {
                let scaled = row.map { Double($0) / t }
                let maximum = scaled.max() ?? 0
                let sum = scaled.reduce(0) { $0 + exp($1 - maximum) }
                total += (log(sum) + maximum) - scaled[target]
            }
            return total / Double(logits.count)
        }
        var low = log(0.05), high = log(20.0)
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = high - ratio * (high - low), b = low + ratio * (high - low)
        var fa = loss(a), fb = loss(b)
        for _ in 0..<60 {
            if fa < fb {
                high = b; b = a; fb = fa
                a = high - ratio * (high - low); fa = loss(a)
            } else {
                low = a; a = b; fa = fb
                b = low + ratio * (high - low); fb = loss(b)
            }
        }
        return exp((low + high) / 2)
    }
}
