/// Limited-memory BFGS with a backtracking (Armijo) line search, in Float32 storage with Double sums.
///
/// The vectors are as long as the model (millions of floats for many labels), so the run is bound by memory
/// traffic: every pass is fused with the dot product the next step needs (the two-loop recursion reads each
/// history vector once per loop), curvature products are kept with the history, and passes are split over
/// `threads` contiguous pieces whose partial sums are added in piece order (deterministic).
struct LBFGSOptimizer {
    /// History size.
    var historySize: Int
    /// The most iterations.
    var maximumIterations: Int
    /// Relative improvement below which the run has converged.
    var tolerance: Double
    /// Threads for the vector passes.
    var threads: Int = 1

    /// The outcome of a run.
    struct Outcome {
        var iterations: Int
        var converged: Bool
        var loss: Double
    }

    /// One stored correction pair with its curvature products.
    private struct Pair {
        var s: [Float]
        var y: [Float]
        /// 1 / (s·y).
        var rho: Double
        /// y·y.
        var yy: Double
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
        guard n > 0 else { return nil }
        let kernels = LBFGSKernels(threads: max(1, threads))
        var gradient = [Float](repeating: 0, count: n)
        var loss = parameters.withUnsafeBufferPointer { x in
            gradient.withUnsafeMutableBufferPointer { g in objective(x, g) }
        }
        guard loss.isFinite else { return nil }
        var history: [Pair] = []
        var direction = [Float](repeating: 0, count: n)
        var candidate = [Float](repeating: 0, count: n)
        var candidateGradient = [Float](repeating: 0, count: n)
        var alphas = [Double](repeating: 0, count: historySize)
        var spare: Pair?
        var gradientSquared = VectorMath.dot(gradient, gradient)
        var smallSteps = 0
        for iteration in 1...max(1, maximumIterations) {
            // Two-loop recursion: direction = −H·g, each pass fused with the next dot product.
            let m = history.count
            var slope: Double
            if m == 0 {
                slope = kernels.update(&direction, from: gradient, scale: -1, dot: gradient)
            } else {
                var product = kernels.update(&direction, from: gradient, scale: -1, dot: history[m - 1].s)
                for k in stride(from: m - 1, through: 0, by: -1) {
                    let alpha = history[k].rho * product
                    alphas[k] = alpha
                    if k > 0 {
                        product = kernels.axpy(-alpha, history[k].y, &direction, then: 1, dot: history[k - 1].s)
                    } else {
                        let gamma = 1 / (history[m - 1].rho * history[m - 1].yy)
                        product = kernels.axpy(-alpha, history[k].y, &direction, then: Float(gamma), dot: history[0].y)
                    }
                }
                slope = 0
                for k in 0..<m {
                    let beta = history[k].rho * product
                    if k + 1 < m {
                        product = kernels.axpy(alphas[k] - beta, history[k].s, &direction, then: 1, dot: history[k + 1].y)
                    } else {
                        slope = kernels.axpy(alphas[k] - beta, history[k].s, &direction, then: 1, dot: gradient)
                    }
                }
            }
            if slope >= 0 {
                // Not a descent direction: restart from steepest descent.
                history.removeAll()
                slope = kernels.update(&direction, from: gradient, scale: -1, dot: gradient)
            }
            var step = history.isEmpty ? min(1, 1 / max(1e-12, gradientSquared.squareRoot())) : 1.0
            var newLoss = Double.infinity
            var accepted = false
            for _ in 0..<30 {
                kernels.step(from: parameters, along: direction, by: Float(step), into: &candidate)
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
            // Update the history with s = x' − x, y = g' − g (reusing the oldest pair's storage).
            var pair = spare ?? Pair(s: [Float](repeating: 0, count: n), y: [Float](repeating: 0, count: n), rho: 0, yy: 0)
            spare = nil
            let products = kernels.corrections(
                parameters: parameters, candidate: candidate, gradient: gradient, candidateGradient: candidateGradient,
                s: &pair.s, y: &pair.y)
            if products.sy > 1e-12 {
                pair.rho = 1 / products.sy
                pair.yy = products.yy
                if history.count == historySize { spare = history.removeFirst() }
                history.append(pair)
            } else {
                spare = pair
            }
            swap(&parameters, &candidate)
            swap(&gradient, &candidateGradient)
            gradientSquared = products.gg
            let improvement = (loss - newLoss) / max(1, abs(newLoss))
            loss = newLoss
            let gradientNorm = gradientSquared.squareRoot()
            progress(TrainingProgress(iteration: iteration, loss: loss, gradientNorm: gradientNorm))
            smallSteps = improvement < tolerance ? smallSteps + 1 : 0
            if smallSteps >= 3 || gradientNorm < 1e-6 {
                return Outcome(iterations: iteration, converged: true, loss: loss)
            }
        }
        return Outcome(iterations: maximumIterations, converged: false, loss: loss)
    }
}
