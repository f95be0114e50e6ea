/// Distinct byte strings (lowercase ASCII tokens, repeated field values), numbered in first-seen order, found by
/// their bytes: indexing a name costs a hash of its bytes per word instead of a `String` and a dictionary lookup
/// per word.
struct TokenTable {
    /// Every token's bytes, one after another.
    private var arena: [UInt8] = []
    /// Per token: where its bytes start in `arena`, and how many there are.
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    /// Open addressing: token number + 1 per slot, 0 when empty; the count is a power of two.
    private var slots: [Int32] = [Int32](repeating: 0, count: 1 << 14)
    /// Per token, its text.
    private(set) var strings: [String] = []

    /// The number of distinct tokens.
    var count: Int { strings.count }

    /// The number of the token with these bytes, adding it when new (its text is made from the bytes as UTF-8, so
    /// they should be valid UTF-8).
    mutating func number(of token: UnsafeBufferPointer<UInt8>) -> Int32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let (found, slot) = find(token, hash: hash)
        if found >= 0 { return found }
        return add(token, at: slot)
    }

    /// The number of `token` (or -1) and the slot where the search ended; reads only, so the common case of a
    /// token seen before costs no uniqueness checks of the arrays.
    private func find(_ token: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int32, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
                while slots[slot] != 0 {
                    let n = Int(slots[slot] - 1)
                    if Int(lengths[n]) == token.count {
                        let start = Int(starts[n])
                        var same = true
                        for k in 0..<token.count where arena[start + k] != token[k] { same = false; break }
                        if same { return (Int32(n), slot) }
                    }
                    slot = (slot + 1) & mask
                }
                return (-1, slot)
            }
        }
    }

    /// Adds a new token in the empty `slot` its search ended at.
    private mutating func add(_ token: UnsafeBufferPointer<UInt8>, at slot: Int) -> Int32 {
        let n = Int32(strings.count)
        starts.append(Int32(arena.count))
        lengths.append(Int32(token.count))
        arena.append(contentsOf: token)
        strings.append(String(decoding: token, as: UTF8.self))
        slots[slot] = n + 1
        if strings.count * 2 > slots.count { grow() }
        return n
    }

    /// Doubles the slots and places every token again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for n in strings.indices {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let start = Int(starts[n])
            for k in 0..<Int(lengths[n]) { hash = (hash ^ UInt64(arena[start + k])) &* 0x100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(n + 1)
        }
    }
}
