/// The dense part of ``LowRankObjective`` for four rows at a time: scores `S = Z·B + b` and, given the score
/// gradients `D`, the factor gradients `gB += Zᵀ·D` and `dZ = D·Bᵀ`.
///
/// Four rows share each load of a row of B (and of its gradient), so the work is bound by arithmetic rather
/// than by loads and stores, as a row-at-a-time loop is. Columns go in SIMD blocks of 8, the last few one by one.
struct LowRankKernel {
    /// B: `rank × classes`, row per factor.
    let factors: UnsafePointer<Float>
    /// B's gradient, same layout.
    let factorGradients: UnsafeMutablePointer<Float>
    /// The inner dimension.
    let rank: Int
    /// The number of classes.
    let classes: Int

    private typealias Block = SIMD8<Float>

    /// `scores[r] = biases + Σ_k z[r][k] · B[k]` for the four rows of `z` (`4 × rank`) into `4 × classes`.
    @inline(__always)
    func scores(of z: UnsafePointer<Float>, biases: UnsafePointer<Float>, into scores: UnsafeMutablePointer<Float>) {
        let rank = rank, classes = classes
        let z0 = z, z1 = z + rank, z2 = z + 2 * rank, z3 = z + 3 * rank
        let s0 = scores, s1 = scores + classes, s2 = scores + 2 * classes, s3 = scores + 3 * classes
        var column = 0
        while column &+ 8 <= classes {
            let bias = load(biases + column)
            var a0 = bias, a1 = bias, a2 = bias, a3 = bias
            for k in 0..<rank {
                let b = load(factors + (k &* classes &+ column))
                a0 += z0[k] * b
                a1 += z1[k] * b
                a2 += z2[k] * b
                a3 += z3[k] * b
            }
            store(a0, s0 + column)
            store(a1, s1 + column)
            store(a2, s2 + column)
            store(a3, s3 + column)
            column &+= 8
        }
        while column < classes {
            var a0 = biases[column], a1 = a0, a2 = a0, a3 = a0
            for k in 0..<rank {
                let b = factors[k &* classes &+ column]
                a0 += z0[k] * b
                a1 += z1[k] * b
                a2 += z2[k] * b
                a3 += z3[k] * b
            }
            s0[column] = a0
            s1[column] = a1
            s2[column] = a2
            s3[column] = a3
            column &+= 1
        }
    }

    /// `gB[k] += Σ_r z[r][k] · d[r]` and `dz[r][k] = B[k] · d[r]` for the four rows.
    @inline(__always)
    func backward(
        factors z: UnsafePointer<Float>, scoreGradients d: UnsafePointer<Float>,
        into dz: UnsafeMutablePointer<Float>
    ) {
        let rank = rank, classes = classes
        let d0 = d, d1 = d + classes, d2 = d + 2 * classes, d3 = d + 3 * classes
        for k in 0..<rank {
            let b = factors + k &* classes, g = factorGradients + k &* classes
            let w0 = z[k], w1 = z[rank &+ k], w2 = z[2 &* rank &+ k], w3 = z[3 &* rank &+ k]
            let v0 = Block(repeating: w0), v1 = Block(repeating: w1), v2 = Block(repeating: w2)
            let v3 = Block(repeating: w3)
            var a0 = Block(), a1 = Block(), a2 = Block(), a3 = Block()
            var column = 0
            while column &+ 8 <= classes {
                let e0 = load(d0 + column), e1 = load(d1 + column), e2 = load(d2 + column), e3 = load(d3 + column)
                let bk = load(b + column)
                store(load(g + column) + v0 * e0 + v1 * e1 + v2 * e2 + v3 * e3, g + column)
                a0 += bk * e0
                a1 += bk * e1
                a2 += bk * e2
                a3 += bk * e3
                column &+= 8
            }
            var t0: Float = 0, t1: Float = 0, t2: Float = 0, t3: Float = 0
            while column < classes {
                let e0 = d0[column], e1 = d1[column], e2 = d2[column], e3 = d3[column]
                let bk = b[column]
                g[column] += w0 * e0 + w1 * e1 + w2 * e2 + w3 * e3
                t0 += bk * e0
                t1 += bk * e1
                t2 += bk * e2
                t3 += bk * e3
                column &+= 1
            }
            dz[k] = a0.sum() + t0
            dz[rank &+ k] = a1.sum() + t1
            dz[2 &* rank &+ k] = a2.sum() + t2
            dz[3 &* rank &+ k] = a3.sum() + t3
        }
    }

    @inline(__always)
    private func load(_ pointer: UnsafePointer<Float>) -> Block {
        UnsafeRawPointer(pointer).loadUnaligned(as: Block.self)
    }

    @inline(__always)
    private func load(_ pointer: UnsafeMutablePointer<Float>) -> Block {
        UnsafeRawPointer(pointer).loadUnaligned(as: Block.self)
    }

    @inline(__always)
    private func store(_ value: Block, _ pointer: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: Block.self)
    }
}
