/// The fused vector passes of `LBFGSOptimizer`, split over threads in contiguous pieces; partial sums are
/// accumulated in Float SIMD blocks, flushed to Double per block of 64k elements and added in piece order.
struct LBFGSKernels {
    /// Threads for each pass.
    let threads: Int

    /// out = scale·x; returns out·z.
    func update(_ out: inout [Float], from x: [Float], scale: Float, dot z: [Float]) -> Double {
        let n = out.count
        return x.withUnsafeBufferPointer { x in
            z.withUnsafeBufferPointer { z in
                out.withUnsafeMutableBufferPointer { out in
                    guard let px = x.baseAddress, let pz = z.baseAddress, let po = out.baseAddress else { return 0 }
                    return sum(count: n) { range in
                        var total = 0.0
                        Self.blocks(range) { i, end in
                            var acc = SIMD8<Float>()
                            var i = i
                            while i &+ 8 <= end {
                                let v = SIMD8<Float>(repeating: scale) * Self.load(px, i)
                                Self.store(v, po, i)
                                acc += v * Self.load(pz, i)
                                i &+= 8
                            }
                            var tail: Float = 0
                            while i < end {
                                let v = scale * px[i]
                                po[i] = v
                                tail += v * pz[i]
                                i &+= 1
                            }
                            total += Double(acc.sum() + tail)
                        }
                        return total
                    }
                }
            }
        }
    }

    /// q = (q + a·x)·c; returns q·z.
    func axpy(_ a: Double, _ x: [Float], _ q: inout [Float], then c: Float, dot z: [Float]) -> Double {
        let n = q.count
        let af = Float(a)
        return x.withUnsafeBufferPointer { x in
            z.withUnsafeBufferPointer { z in
                q.withUnsafeMutableBufferPointer { q in
                    guard let px = x.baseAddress, let pz = z.baseAddress, let pq = q.baseAddress else { return 0 }
                    return sum(count: n) { range in
                        var total = 0.0
                        Self.blocks(range) { i, end in
                            var acc = SIMD8<Float>()
                            var i = i
                            let va = SIMD8<Float>(repeating: af), vc = SIMD8<Float>(repeating: c)
                            while i &+ 8 <= end {
                                let v = (Self.load(pq, i) + va * Self.load(px, i)) * vc
                                Self.store(v, pq, i)
                                acc += v * Self.load(pz, i)
                                i &+= 8
                            }
                            var tail: Float = 0
                            while i < end {
                                let v = (pq[i] + af * px[i]) * c
                                pq[i] = v
                                tail += v * pz[i]
                                i &+= 1
                            }
                            total += Double(acc.sum() + tail)
                        }
                        return total
                    }
                }
            }
        }
    }

    /// out = x + step·d.
    func step(from x: [Float], along d: [Float], by step: Float, into out: inout [Float]) {
        let n = out.count
        x.withUnsafeBufferPointer { x in
            d.withUnsafeBufferPointer { d in
                out.withUnsafeMutableBufferPointer { out in
                    guard let px = x.baseAddress, let pd = d.baseAddress, let po = out.baseAddress else { return }
                    _ = sum(count: n) { range in
                        let vs = SIMD8<Float>(repeating: step)
                        var i = range.lowerBound
                        while i &+ 8 <= range.upperBound {
                            Self.store(Self.load(px, i) + vs * Self.load(pd, i), po, i)
                            i &+= 8
                        }
                        while i < range.upperBound {
                            po[i] = px[i] + step * pd[i]
                            i &+= 1
                        }
                        return 0
                    }
                }
            }
        }
    }

    /// s = x' − x and y = g' − g; returns s·y, y·y and g'·g'.
    func corrections(
        parameters: [Float], candidate: [Float], gradient: [Float], candidateGradient: [Float],
        s: inout [Float], y: inout [Float]
    ) -> (sy: Double, yy: Double, gg: Double) {
        let n = s.count
        var partials = [Double](repeating: 0, count: 3 * VectorMath.pieceCount(count: n, parts: threads))
        parameters.withUnsafeBufferPointer { x in
        candidate.withUnsafeBufferPointer { x2 in
        gradient.withUnsafeBufferPointer { g in
        candidateGradient.withUnsafeBufferPointer { g2 in
        s.withUnsafeMutableBufferPointer { s in
        y.withUnsafeMutableBufferPointer { y in
        partials.withUnsafeMutableBufferPointer { partials in
            guard let px = x.baseAddress, let px2 = x2.baseAddress, let pg = g.baseAddress,
                  let pg2 = g2.baseAddress, let ps = s.baseAddress, let py = y.baseAddress,
                  let out = partials.baseAddress
            else { return }
            VectorMath.parallel(count: n, parts: threads) { piece, range in
                var sy = 0.0, yy = 0.0, gg = 0.0
                Self.blocks(range) { i, end in
                    var accSY = SIMD8<Float>(), accYY = SIMD8<Float>(), accGG = SIMD8<Float>()
                    var i = i
                    while i &+ 8 <= end {
                        let newGradient = Self.load(pg2, i)
                        let vs = Self.load(px2, i) - Self.load(px, i)
                        let vy = newGradient - Self.load(pg, i)
                        Self.store(vs, ps, i)
                        Self.store(vy, py, i)
                        accSY += vs * vy
                        accYY += vy * vy
                        accGG += newGradient * newGradient
                        i &+= 8
                    }
                    var tSY: Float = 0, tYY: Float = 0, tGG: Float = 0
                    while i < end {
                        let vs = px2[i] - px[i], vy = pg2[i] - pg[i]
                        ps[i] = vs
                        py[i] = vy
                        tSY += vs * vy
                        tYY += vy * vy
                        tGG += pg2[i] * pg2[i]
                        i &+= 1
                    }
                    sy += Double(accSY.sum() + tSY)
                    yy += Double(accYY.sum() + tYY)
                    gg += Double(accGG.sum() + tGG)
                }
                out[3 * piece] = sy
                out[3 * piece + 1] = yy
                out[3 * piece + 2] = gg
            }
        }
        }
        }
        }
        }
        }
        }
        var result = (sy: 0.0, yy: 0.0, gg: 0.0)
        for piece in 0..<(partials.count / 3) {
            result.sy += partials[3 * piece]
            result.yy += partials[3 * piece + 1]
            result.gg += partials[3 * piece + 2]
        }
        return result
    }

    /// Runs `body` on each piece of `0..<count` and adds the results in piece order.
    private func sum(count: Int, _ body: (Range<Int>) -> Double) -> Double {
        var partials = [Double](repeating: 0, count: VectorMath.pieceCount(count: count, parts: threads))
        partials.withUnsafeMutableBufferPointer { partials in
            guard let out = partials.baseAddress else { return }
            VectorMath.parallel(count: count, parts: threads) { piece, range in out[piece] = body(range) }
        }
        return partials.reduce(0, +)
    }

    /// Calls `body(start, end)` for consecutive blocks of at most 65,536 elements of `range`.
    @inline(__always)
    private static func blocks(_ range: Range<Int>, _ body: (Int, Int) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start &+ 65_536)
            body(start, end)
            start = end
        }
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<Float>, _ index: Int) -> SIMD8<Float> {
        UnsafeRawPointer(pointer + index).loadUnaligned(as: SIMD8<Float>.self)
    }

    @inline(__always)
    private static func store(_ value: SIMD8<Float>, _ pointer: UnsafeMutablePointer<Float>, _ index: Int) {
        UnsafeMutableRawPointer(pointer + index).storeBytes(of: value, as: SIMD8<Float>.self)
    }
}
