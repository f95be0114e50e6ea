/// Many short lists of numbers (one per product) in two flat arrays, so that building and freeing them costs two
/// allocations instead of one per list.
struct FlatLists: Sendable {
    /// Where each list starts in `values`; list `i` ends where list `i + 1` starts.
    private var starts: [Int32] = [0]
    /// Every list's values, one after another.
    private var values: [Int32] = []

    /// An empty collection of lists; `capacity` reserves room for that many lists.
    init(capacity: Int = 0) {
        starts.reserveCapacity(capacity + 1)
        values.reserveCapacity(capacity)
    }

    /// The number of lists.
    var count: Int { starts.count - 1 }

    /// List `i`.
    @inline(__always)
    subscript(i: Int) -> ArraySlice<Int32> {
        values[Int(starts[i])..<Int(starts[i + 1])]
    }

    /// Adds `value` to the last list (call ``closeList()`` to start the next one).
    mutating func append(_ value: Int32) {
        values.append(value)
    }

    /// Ends the list being filled; the next appends go to a new list.
    mutating func closeList() {
        starts.append(Int32(values.count))
    }
}
