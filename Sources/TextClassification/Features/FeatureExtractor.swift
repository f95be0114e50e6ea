/// Turns text into hashed feature keys: word unigrams, word bigrams and character n-grams inside words.
///
/// Keys are 64-bit hashes (FNV-1a with a final mix), never 0; each kind of feature uses its own seed so a
/// word and a character n-gram with the same letters are different features.
struct FeatureExtractor: Sendable {
    /// The configuration in force.
    let configuration: FeatureConfiguration
    /// The tokenizer.
    let tokenizer = Tokenizer()

    /// Calls `body` with the key of every feature occurrence in `text` (repeats included).
    func forEachKey(in text: String, _ body: (UInt64) -> Void) {
        let charMin = max(1, configuration.characterMinimum)
        let charMax = configuration.characterMaximum
        var previousWord: UInt64 = 0
        tokenizer.forEachToken(in: text) { token in
            let word = Self.hash(token, seed: 0x9E37_79B9_7F4A_7C15)
            if configuration.wordUnigrams { body(Self.finish(word)) }
            if configuration.wordBigrams && previousWord != 0 {
                body(Self.finish(Self.combine(previousWord, word)))
            }
            previousWord = word
            guard charMax >= charMin else { return }
            // Character n-grams of "<token>", computed incrementally from each start position.
            let length = token.count + 2
            func scalar(at position: Int) -> UInt32 {
                position == 0 ? 0x3C : (position == length - 1 ? 0x3E : token[position - 1])
            }
            for start in 0..<length {
                var state: UInt64 = 0xCBF2_9CE4_8422_2325 &+ 0x51
                var end = start
                while end < length && end - start < charMax {
                    state = Self.step(state, scalar(at: end))
                    end += 1
                    if end - start >= charMin { body(Self.finish(state ^ UInt64(end - start))) }
                }
            }
        }
    }

    /// All feature keys of `text`, repeats included.
    func keys(in text: String) -> [UInt64] {
        var keys: [UInt64] = []
        forEachKey(in: text) { keys.append($0) }
        return keys
    }

    /// One FNV-1a step over a 32-bit value.
    @inline(__always)
    static func step(_ state: UInt64, _ value: UInt32) -> UInt64 {
        (state ^ UInt64(value)) &* 0x0000_0100_0000_01B3
    }

    /// FNV-1a over the scalars of a token, from `seed`.
    static func hash(_ token: UnsafeBufferPointer<UInt32>, seed: UInt64) -> UInt64 {
        var state = 0xCBF2_9CE4_8422_2325 ^ seed
        for value in token { state = step(state, value) }
        return state
    }

    /// The key of the word pair (`first`, `second`).
    @inline(__always)
    static func combine(_ first: UInt64, _ second: UInt64) -> UInt64 {
        (first &* 0x0000_0100_0000_01B3 &+ 0x7F4A_7C15) ^ (second &* 31 &+ 0xB5)
    }

    /// A final avalanche mix (SplitMix64) so that keys spread well in hash tables; never returns 0.
    @inline(__always)
    static func finish(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z = z ^ (z >> 31)
        return z == 0 ? 1 : z
    }
}
