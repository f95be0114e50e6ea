import Dispatch

/// Dense Float32 vector kernels with independent SIMD accumulators (a plain loop's floating-point sum
/// cannot be vectorised by the compiler, since that would reorder additions, and index arithmetic with
/// overflow checks keeps it from vectorising row updates).
enum VectorMath {
    /// Σ a[i]·b[i], accumulated in SIMD blocks and summed in Double every 64k elements.
    static func dot(_ a: UnsafeBufferPointer<Float>, _ b: UnsafeBufferPointer<Float>) -> Double {
        let n = min(a.count, b.count)
        guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        var total = 0.0
        var acc0 = SIMD8<Float>(), acc1 = SIMD8<Float>()
        var i = 0
        while i &+ 16 <= n {
            acc0 += ra.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
                * rb.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
            acc1 += ra.loadUnaligned(fromByteOffset: (i &+ 8) &* 4, as: SIMD8<Float>.self)
                * rb.loadUnaligned(fromByteOffset: (i &+ 8) &* 4, as: SIMD8<Float>.self)
            i &+= 16
            if i & 0xFFFF == 0 {
                total += Double((acc0 + acc1).sum())
                acc0 = .zero
                acc1 = .zero
            }
        }
        total += Double((acc0 + acc1).sum())
        while i < n {
            total += Double(pa[i] * pb[i])
            i &+= 1
        }
        return total
    }

    /// Σ a[i]·b[i] of two arrays.
    static func dot(_ a: [Float], _ b: [Float]) -> Double {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in dot(a, b) } }
    }

    /// y[i] += a · x[i] for i in 0..<count.
    @inline(__always)
    static func axpy(_ a: Float, _ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>, count: Int) {
        let rx = UnsafeRawPointer(x), ry = UnsafeMutableRawPointer(y)
        let scale = SIMD8<Float>(repeating: a)
        var i = 0
        while i &+ 8 <= count {
            let offset = i &* 4
            let sum = ry.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                + scale * rx.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            ry.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
            i &+= 8
        }
        while i < count {
            y[i] += a * x[i]
            i &+= 1
        }
    }

    /// y[i] += a · x[i] for i in 0..<count, fused with the dot product Σ x[i] · z[i] (returned).
    @inline(__always)
    static func axpyDot(
        _ a: Float, _ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>, dot z: UnsafePointer<Float>, count: Int
    ) -> Float {
        let rx = UnsafeRawPointer(x), ry = UnsafeMutableRawPointer(y), rz = UnsafeRawPointer(z)
        let scale = SIMD8<Float>(repeating: a)
        var acc = SIMD8<Float>()
        var i = 0
        while i &+ 8 <= count {
            let offset = i &* 4
            let value = rx.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            let sum = ry.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self) + scale * value
            ry.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
            acc += value * rz.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            i &+= 8
        }
        var tail: Float = 0
        while i < count {
            y[i] += a * x[i]
            tail += x[i] * z[i]
            i &+= 1
        }
        return acc.sum() + tail
    }

    /// y[i] += x[i] for i in 0..<count.
    @inline(__always)
    static func add(_ x: UnsafePointer<Float>, _ y: UnsafeMutablePointer<Float>, count: Int) {
        let rx = UnsafeRawPointer(x), ry = UnsafeMutableRawPointer(y)
        var i = 0
        while i &+ 8 <= count {
            let offset = i &* 4
            let sum = ry.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                + rx.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
            ry.storeBytes(of: sum, toByteOffset: offset, as: SIMD8<Float>.self)
            i &+= 8
        }
        while i < count {
            y[i] += x[i]
            i &+= 1
        }
    }

    /// y[i] = (y[i] + z[i]) · scale + a · x[i] for i in 0..<count (z optional); returns Σ x[i]².
    ///
    /// The gradient's last step in one pass: the second chunk's part, the 1/N scale and the L2 term.
    static func combine(
        _ y: UnsafeMutablePointer<Float>, plus z: UnsafePointer<Float>?, scale: Float, adding a: Float,
        times x: UnsafePointer<Float>, count: Int
    ) -> Double {
        let rx = UnsafeRawPointer(x), ry = UnsafeMutableRawPointer(y)
        let rz = z.map { UnsafeRawPointer($0) }
        let vs = SIMD8<Float>(repeating: scale), va = SIMD8<Float>(repeating: a)
        var total = 0.0
        var start = 0
        while start < count {
            let end = min(count, start &+ 65_536)
            var acc = SIMD8<Float>()
            var i = start
            while i &+ 8 <= end {
                let offset = i &* 4
                var value = ry.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                if let rz { value += rz.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self) }
                let weight = rx.loadUnaligned(fromByteOffset: offset, as: SIMD8<Float>.self)
                ry.storeBytes(of: value * vs + va * weight, toByteOffset: offset, as: SIMD8<Float>.self)
                acc += weight * weight
                i &+= 8
            }
            var tail: Float = 0
            while i < end {
                let value = y[i] + (z?[i] ?? 0)
                y[i] = value * scale + a * x[i]
                tail += x[i] * x[i]
                i &+= 1
            }
            total += Double(acc.sum() + tail)
            start = end
        }
        return total
    }

    /// How many pieces `parallel(count:parts:grain:_:)` splits `count` elements into: at most `parts`, each
    /// of at least `grain` elements.
    static func pieceCount(count: Int, parts: Int, grain: Int = 65_536) -> Int {
        max(1, min(parts, count / max(1, grain)))
    }

    /// Runs `body(piece, range)` on `pieceCount(count:parts:grain:)` contiguous pieces of `0..<count`,
    /// concurrently when there is more than one.
    static func parallel(count: Int, parts: Int, grain: Int = 65_536, _ body: (Int, Range<Int>) -> Void) {
        let pieces = pieceCount(count: count, parts: parts, grain: grain)
        if pieces == 1 {
            body(0, 0..<count)
            return
        }
        withoutActuallyEscaping(body) { body in
            let box = RangeBody(body: body)
            DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                box.body(piece, (count * piece / pieces)..<(count * (piece + 1) / pieces))
            }
        }
    }

    /// Carries a non-Sendable closure into `concurrentPerform`; callers only touch disjoint ranges.
    private struct RangeBody: @unchecked Sendable {
        let body: (Int, Range<Int>) -> Void
    }
}
