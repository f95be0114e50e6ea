/// An open-addressing hash table from feature keys to dense feature indices.
///
/// Built once (from a model file or a training vocabulary) and read-only afterwards, so it is `Sendable`.
/// Each slot holds the key and its index side by side, so a lookup touches one cache line.
struct FeatureTable: Sendable {
    /// The keys in index order: `keys[i]` is the feature with index `i`.
    let keys: [UInt64]
    /// Slot keys and indices, interleaved: `slots[2s]` is a key (0 = empty), `slots[2s + 1]` its index.
    private let slots: [UInt64]
    /// The number of slots minus one (the slot count is a power of two).
    private let mask: Int

    /// Builds the table; duplicate keys keep the first index.
    init(keys: [UInt64]) {
        self.keys = keys
        var capacity = 16
        while capacity < keys.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity * 2)
        let mask = capacity - 1
        for (index, key) in keys.enumerated() where key != 0 {
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[2 * slot] != 0 && slots[2 * slot] != key { slot = (slot + 1) & mask }
            if slots[2 * slot] == 0 {
                slots[2 * slot] = key
                slots[2 * slot + 1] = UInt64(index)
            }
        }
        self.slots = slots
        self.mask = mask
    }

    /// The number of features.
    var count: Int { keys.count }

    /// The index of `key`, or `nil` when the key is not a feature.
    @inline(__always)
    func index(of key: UInt64) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: key) & mask
            while true {
                let found = slots[2 * slot]
                if found == key { return Int32(truncatingIfNeeded: slots[2 * slot + 1]) }
                if found == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }
}
