/// Limited-memory BFGS with a backtracking (Armijo) line search, in Float32 storage with Double sums.
struct LBFGSOptimizer {
    /// History size.
    var historySize: Int
    /// The most iterations.
    var maximumIterations: Int
    /// Relative improvement below which the run has converged.
    var tolerance: Double

    /// The outcome of a run.
    struct Outcome {
        var iterations: Int
        var converged: Bool
        var loss: Double
    }

    /// Minimises `objective` starting from `parameters` (updated in place).
    ///
    /// `objective(x, g)` returns f(x) and writes ∇f(x) into g. `progress` is called after each iteration.
    func minimize(
        _ parameters: inout [Float],
        objective: (UnsafeBufferPointer<Float>, UnsafeMutableBufferPointer<Float>) -> Double,
        progress: (TrainingProgress) -> Void
    ) -> Outcome? {
        let n = parameters.count
        var gradient = [Float](repeating: 0, count: n)
        var loss = parameters.withUnsafeBufferPointer { x in
            gradient.withUnsafeMutableBufferPointer { g in objective(x, g) }
        }
        guard loss.isFinite else { return nil }
        var sHistory: [[Float]] = []
        var yHistory: [[Float]] = []
        var rhoHistory: [Double] = []
        var direction = [Float](repeating: 0, count: n)
        var candidate = [Float](repeating: 0, count: n)
        var candidateGradient = [Float](repeating: 0, count: n)
        var alphas = [Double](repeating: 0, count: historySize)
        var smallSteps = 0
        for iteration in 1...max(1, maximumIterations) {
            // Two-loop recursion: direction = −H·g.
            Self.negate(gradient, into: &direction)
            let m = sHistory.count
            if m > 0 {
                for k in stride(from: m - 1, through: 0, by: -1) {
                    let alpha = rhoHistory[k] * Self.dot(sHistory[k], direction)
                    alphas[k] = alpha
                    Self.axpy(-alpha, yHistory[k], &direction)
                }
                let gamma = Self.dot(sHistory[m - 1], yHistory[m - 1]) / Self.dot(yHistory[m - 1], yHistory[m - 1])
                Self.scale(&direction, by: Float(gamma))
                for k in 0..<m {
                    let beta = rhoHistory[k] * Self.dot(yHistory[k], direction)
                    Self.axpy(alphas[k] - beta, sHistory[k], &direction)
                }
            }
            var slope = Self.dot(gradient, direction)
            if slope >= 0 {
                // Not a descent direction: restart from steepest descent.
                sHistory.removeAll(); yHistory.removeAll(); rhoHistory.removeAll()
                Self.negate(gradient, into: &direction)
                slope = Self.dot(gradient, direction)
            }
            var step = m == 0 ? min(1, 1 / max(1e-12, Self.dot(gradient, gradient).squareRoot())) : 1.0
            var newLoss = Double.infinity
            var accepted = false
            for _ in 0..<30 {
                Self.step(from: parameters, along: direction, by: Float(step), into: &candidate)
                newLoss = candidate.withUnsafeBufferPointer { x in
                    candidateGradient.withUnsafeMutableBufferPointer { g in objective(x, g) }
                }
                if newLoss.isFinite && newLoss <= loss + 1e-4 * step * slope {
                    accepted = true
                    break
                }
                step *= 0.5
            }
            guard accepted else { return Outcome(iterations: iteration, converged: true, loss: loss) }
            // Update the history with s = x' − x, y = g' − g.
            var s = sHistory.count == historySize ? sHistory.removeFirst() : [Float](repeating: 0, count: n)
            var y = yHistory.count == historySize ? yHistory.removeFirst() : [Float](repeating: 0, count: n)
            if rhoHistory.count == historySize { rhoHistory.removeFirst() }
            Self.difference(candidate, parameters, into: &s)
            Self.difference(candidateGradient, gradient, into: &y)
            let sy = Self.dot(s, y)
            if sy > 1e-12 {
                sHistory.append(s)
                yHistory.append(y)
                rhoHistory.append(1 / sy)
            }
            swap(&parameters, &candidate)
            swap(&gradient, &candidateGradient)
            let improvement = (loss - newLoss) / max(1, abs(newLoss))
            loss = newLoss
            let gradientNorm = Self.dot(gradient, gradient).squareRoot()
            progress(TrainingProgress(iteration: iteration, loss: loss, gradientNorm: gradientNorm))
            smallSteps = improvement < tolerance ? smallSteps + 1 : 0
            if smallSteps >= 3 || gradientNorm < 1e-6 {
                return Outcome(iterations: iteration, converged: true, loss: loss)
            }
        }
        return Outcome(iterations: maximumIterations, converged: false, loss: loss)
    }

    /// Σ a·b in Double.
    static func dot(_ a: [Float], _ b: [Float]) -> Double {
        VectorMath.dot(a, b)
    }

    /// out = −x.
    static func negate(_ x: [Float], into out: inout [Float]) {
        x.withUnsafeBufferPointer { x in
            out.withUnsafeMutableBufferPointer { out in
                for i in 0..<x.count { out[i] = -x[i] }
            }
        }
    }

    /// x *= factor.
    static func scale(_ x: inout [Float], by factor: Float) {
        x.withUnsafeMutableBufferPointer { x in
            for i in 0..<x.count { x[i] *= factor }
        }
    }

    /// out = x + step·d.
    static func step(from x: [Float], along d: [Float], by step: Float, into out: inout [Float]) {
        x.withUnsafeBufferPointer { x in
            d.withUnsafeBufferPointer { d in
                out.withUnsafeMutableBufferPointer { out in
                    for i in 0..<x.count { out[i] = x[i] + step * d[i] }
                }
            }
        }
    }

    /// out = a − b.
    static func difference(_ a: [Float], _ b: [Float], into out: inout [Float]) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { out in
                    for i in 0..<a.count { out[i] = a[i] - b[i] }
                }
            }
        }
    }

    /// y += alpha·x.
    static func axpy(_ alpha: Double, _ x: [Float], _ y: inout [Float]) {
        let a = Float(alpha)
        x.withUnsafeBufferPointer { x in
            y.withUnsafeMutableBufferPointer { y in
                for i in 0..<x.count { y[i] += a * x[i] }
            }
        }
    }
}
