/// Dense Float32 vector kernels with independent SIMD accumulators (a plain loop's floating-point sum
/// cannot be vectorised by the compiler, since that would reorder additions).
enum VectorMath {
    /// Σ a[i]·b[i], accumulated in SIMD blocks and summed in Double every 64k elements.
    static func dot(_ a: UnsafeBufferPointer<Float>, _ b: UnsafeBufferPointer<Float>) -> Double {
        let n = min(a.count, b.count)
        guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        var total = 0.0
        var acc0 = SIMD8<Float>(), acc1 = SIMD8<Float>()
        var i = 0
        while i + 16 <= n {
            acc0 += ra.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
                * rb.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            acc1 += ra.loadUnaligned(fromByteOffset: (i + 8) * 4, as: SIMD8<Float>.self)
                * rb.loadUnaligned(fromByteOffset: (i + 8) * 4, as: SIMD8<Float>.self)
            i += 16
            if i & 0xFFFF == 0 {
                total += Double((acc0 + acc1).sum())
                acc0 = .zero
                acc1 = .zero
            }
        }
        total += Double((acc0 + acc1).sum())
        while i < n {
            total += Double(pa[i] * pb[i])
            i += 1
        }
        return total
    }

    /// Σ a[i]·b[i] of two arrays.
    static func dot(_ a: [Float], _ b: [Float]) -> Double {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in dot(a, b) } }
    }
}
