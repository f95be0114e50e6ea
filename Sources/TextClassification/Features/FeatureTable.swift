/// An open-addressing hash table from feature keys to dense feature indices.
///
/// Built once (from a model file or a training vocabulary) and read-only afterwards, so it is `Sendable`.
struct FeatureTable: Sendable {
    /// The keys in index order: `keys[i]` is the feature with index `i`.
    let keys: [UInt64]
    /// Slot keys (0 = empty).
    private let slotKeys: [UInt64]
    /// Slot indices, parallel to `slotKeys`.
    private let slotIndices: [Int32]
    /// `slotKeys.count - 1` (the capacity is a power of two).
    private let mask: Int

    /// Builds the table; duplicate keys keep the first index.
    init(keys: [UInt64]) {
        self.keys = keys
        var capacity = 16
        while capacity < keys.count * 2 { capacity <<= 1 }
        var slotKeys = [UInt64](repeating: 0, count: capacity)
        var slotIndices = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, key) in keys.enumerated() where key != 0 {
            var slot = Int(truncatingIfNeeded: key) & mask
            while slotKeys[slot] != 0 && slotKeys[slot] != key { slot = (slot + 1) & mask }
            if slotKeys[slot] == 0 {
                slotKeys[slot] = key
                slotIndices[slot] = Int32(index)
            }
        }
        self.slotKeys = slotKeys
        self.slotIndices = slotIndices
        self.mask = mask
    }

    /// The number of features.
    var count: Int { keys.count }

    /// The index of `key`, or `nil` when the key is not a feature.
    @inline(__always)
    func index(of key: UInt64) -> Int32? {
        slotKeys.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: key) & mask
            while true {
                let found = slots[slot]
                if found == key { return slotIndices[slot] }
                if found == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }
}
