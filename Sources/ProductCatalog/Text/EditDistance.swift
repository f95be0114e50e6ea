/// Bounded Damerau–Levenshtein (optimal string alignment) distance, for typo tolerance.
public enum EditDistance {
    /// The distance between `a` and `b` if it is at most `limit`, otherwise `nil`.
    public static func within(_ a: String, _ b: String, limit: Int) -> Int? {
        // The length test needs no copy: most candidates of a typo search end here.
        let countA = a.utf8.count, countB = b.utf8.count
        if abs(countA - countB) > limit { return nil }
        // Each edit adds at most one byte value to the set of those a string holds and takes at most one away, so
        // half the size of the sets' difference is a lower bound of the distance, at the cost of one pass.
        if (letterSet(a) ^ letterSet(b)).nonzeroBitCount > 2 * limit { return nil }
        return measured(a, b, limit: limit)
    }

    /// ``within(_:_:limit:)`` without its cheap tests, for a caller that made them already (``TypoCandidates``).
    static func measured(_ a: String, _ b: String, limit: Int) -> Int? {
        let countA = a.utf8.count, countB = b.utf8.count
        if countA == 0 || countB == 0 { return max(countA, countB) <= limit ? max(countA, countB) : nil }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in within(x, y, limit: limit) } }
    }

    /// The set of byte values (modulo 64) in `text`, as bits: each edit adds one value to it at most and takes
    /// one away at most.
    static func letterSet(_ text: String) -> UInt64 {
        var set: UInt64 = 0
        for byte in text.utf8 { set |= 1 << UInt64(byte & 63) }
        return set
    }

    /// The bounded distance between two UTF-8 byte strings, both non-empty, with three rows of scratch space
    /// taken from the stack.
    private static func within(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let width = y.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            guard let base = rows.baseAddress else { return nil }
            var previous2 = base, previous = base + width, current = base + 2 * width
            for j in 0..<width {
                previous2[j] = 0
                previous[j] = j
                current[j] = 0
            }
            for i in 1...x.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...y.count {
                    let cost = x[i - 1] == y[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                        value = min(value, previous2[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return nil }
                (previous2, previous, current) = (previous, current, previous2)
            }
            let distance = previous[y.count]
            return distance <= limit ? distance : nil
        }
    }

    /// How many typos a word of this length may carry: none below 5 letters, one up to 8, two beyond.
    public static func allowedTypos(forLength length: Int) -> Int {
        length < 5 ? 0 : (length <= 8 ? 1 : 2)
    }
}
