import Foundation

/// Fits the softmax temperature that minimises log-loss on held-out data (temperature scaling).
enum TemperatureScaling {
    /// The temperature in `0.05...20` minimising the mean negative log-likelihood of `targets` given
    /// `logits` (one array per example), found by golden-section search on log T.
    static func fit(logits: [[Float]], targets: [Int]) -> Double {
        guard !logits.isEmpty else { return 1 }
        // The two halves of the rows on two threads, added in order (deterministic).
        let middle = logits.count / 2
        func loss(_ logT: Double) -> Double {
            let t = exp(logT)
            let (first, second) = TwoThreads.run(
                { partialLoss(logits[..<middle], targets[..<middle], temperature: t) },
                { partialLoss(logits[middle...], targets[middle...], temperature: t) })
            return (first + second) / Double(logits.count)
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

    /// Σ −log softmax(row / t)[target] over the rows (two passes per row, no allocation).
    private static func partialLoss(_ logits: ArraySlice<[Float]>, _ targets: ArraySlice<Int>, temperature t: Double)
        -> Double
    {
        var total = 0.0
        for (row, target) in zip(logits, targets) {
            guard var maximum = row.first.map({ Double($0) / t }) else { continue }
            for value in row.dropFirst() { maximum = max(maximum, Double(value) / t) }
            var sum = 0.0
            for value in row { sum += exp(Double(value) / t - maximum) }
            total += (log(sum) + maximum) - Double(row[target]) / t
        }
        return total
    }
}
