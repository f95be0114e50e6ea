/// Turns text into hashed feature keys: word unigrams and bigrams, and the tokens whose character n-grams
/// (inside `<` and `>` word-edge marks) are features too.
///
/// Keys are 64-bit hashes (FNV-1a with a final mix), never 0; each kind of feature uses its own seed so a
/// word and a character n-gram with the same letters are different features.
///
/// Feature vector: word features get `1 + ln(count)` (or 1 if binary); each token occurrence adds its
/// character n-gram counts; with IDF on, every value is multiplied by its feature's IDF weight. The vector is
/// divided by its L2 norm (or, with separate norms, the word part and the character part each by its own),
/// where the character part counts each token occurrence as its own block (n-grams shared by two different
/// words are not merged for the norm).
/// That makes a word's character contribution a fixed row per word, which training and classification
/// precompute: the model is the same function, evaluated an order of magnitude faster.
struct FeatureExtractor: Sendable {
    /// The configuration in force.
    let configuration: FeatureConfiguration
    /// The tokenizer.
    let tokenizer = Tokenizer()

    /// Calls `wordFeature` with every word unigram/bigram key of `text` (repeats included) and `token` with
    /// each token's scalars and word key, in order.
    func forEach(
        in text: String, wordFeature: (UInt64) -> Void, token: (UnsafeBufferPointer<UInt32>, UInt64) -> Void
    ) {
        var previousWord: UInt64 = 0
        tokenizer.forEachToken(in: text) { scalars in
            let word = Self.hash(scalars, seed: 0x9E37_79B9_7F4A_7C15)
            let key = Self.finish(word)
            if configuration.wordUnigrams { wordFeature(key) }
            if configuration.wordBigrams && previousWord != 0 {
                wordFeature(Self.finish(Self.combine(previousWord, word)))
            }
            previousWord = word
            token(scalars, key)
        }
    }

    /// Whether character n-grams are on.
    var usesCharacters: Bool {
        configuration.characterMaximum >= max(1, configuration.characterMinimum)
    }

    /// The word key of a token (its unigram key).
    static func wordKey(of scalars: UnsafeBufferPointer<UInt32>) -> UInt64 {
        finish(hash(scalars, seed: 0x9E37_79B9_7F4A_7C15))
    }

    /// Calls `body` with the key of every character n-gram of `<token>` (repeats included).
    func forEachCharacterKey(of token: UnsafeBufferPointer<UInt32>, _ body: (UInt64) -> Void) {
        let charMin = max(1, configuration.characterMinimum)
        let charMax = configuration.characterMaximum
        guard charMax >= charMin else { return }
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
