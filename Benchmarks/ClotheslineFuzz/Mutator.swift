/// Mutates seed inputs: byte flips, hostile tokens (huge numbers, escape sequences, bidi controls, JSON and CSV
/// punctuation), deletions, duplications, splices and truncations.
enum Mutator {
    /// Tokens that broke programs like this one before: numbers beyond every range, terminal escapes, bidi
    /// overrides, structure characters, invalid UTF-8.
    static let hostileTokens: [[UInt8]] = [
        "1e19", "1e400", "-1e400", "99999999999999999999", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1e-400", "-0", "0.000001", "18446744073709551616", "576460752303423488",
        "2305843009213693952", "1152921504606846976", "4611686018427387904", "$99999999999999999999", "$1e400",
        "under $", "over $", "between 1 and ", "$20-$", "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{9B}31m",
        "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{0}", "\r", "\n", "\t", "\"", "\\", "\\u0000",
        "\\ud800", "{", "}", "[", "]", ",", ":", "null", "true", "\"\"", ",,,,", "\n\n", "\u{FEFF}",
        String(repeating: "a", count: 300), String(repeating: "[", count: 600), String(repeating: "x ", count: 200),
        "size", "men", "black", "jeans", "more", "2", "details 99999999999999999999", ":why", "@preset", "> ", "? ",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]]

    /// `seed` changed by one to four mutations drawn from `random`.
    static func mutate(_ seed: [UInt8], corpus: [[UInt8]], random: inout FuzzRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0...random.below(4) {
            mutateOnce(&bytes, corpus: corpus, random: &random)
        }
        return bytes
    }

    private static func mutateOnce(_ bytes: inout [UInt8], corpus: [[UInt8]], random: inout FuzzRandom) {
        let position = random.below(bytes.count + 1)
        switch random.below(9) {
        case 0 where !bytes.isEmpty:  // flip a bit
            let i = random.below(bytes.count)
            bytes[i] ^= UInt8(1 << random.below(8))
        case 1 where !bytes.isEmpty:  // an interesting byte
            let values: [UInt8] = [0, 0x1B, 0x7F, 0x80, 0x9B, 0xFF, 0x22, 0x2C, 0x0A, 0x30, 0x39, 0x5C]
            bytes[random.below(bytes.count)] = values[random.below(values.count)]
        case 2, 3:  // insert a hostile token
            bytes.insert(contentsOf: hostileTokens[random.below(hostileTokens.count)], at: position)
        case 4 where !bytes.isEmpty:  // replace a number with a hostile one
            if let start = bytes[position...].firstIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) {
                var end = start
                while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == 0x2E { end += 1 }
                let numbers = hostileTokens.prefix(15)
                bytes.replaceSubrange(start..<end, with: numbers[random.below(numbers.count)])
            }
        case 5 where !bytes.isEmpty:  // delete a range
            let length = min(bytes.count - min(position, bytes.count), 1 + random.below(16))
            if position < bytes.count { bytes.removeSubrange(position..<(position + length)) }
        case 6 where !bytes.isEmpty:  // duplicate a range
            let start = random.below(bytes.count)
            let end = min(bytes.count, start + 1 + random.below(64))
            bytes.insert(contentsOf: Array(bytes[start..<end]), at: random.below(bytes.count + 1))
        case 7:  // splice in part of another seed
            let other = corpus[random.below(corpus.count)]
            guard !other.isEmpty else { return }
            let start = random.below(other.count)
            let end = min(other.count, start + 1 + random.below(256))
            bytes.insert(contentsOf: Array(other[start..<end]), at: position)
        default:  // truncate
            if position < bytes.count && random.below(4) == 0 { bytes.removeSubrange(position...) }
        }
    }
}
