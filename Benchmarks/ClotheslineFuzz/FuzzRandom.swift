import TextClassification

/// The fuzzer's random numbers: the trainer's SplitMix64, seeded per input, so the same seed gives the same inputs.
struct FuzzRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    /// A generator for input `index` of a run seeded with `seed`, for `stream` (one per format).
    init(seed: UInt64, stream: UInt64, index: Int) {
        generator = SplitMix64(
            seed: seed &+ stream &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9)
        _ = generator.next()
    }

    mutating func next() -> UInt64 {
        generator.next()
    }

    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func below(_ bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}
