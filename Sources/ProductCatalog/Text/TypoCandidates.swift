/// Words a misspelt word may stand for, each with what it means, arranged so that the search for the closest
/// one only measures keys of a near length and a near set of letters.
struct TypoCandidates<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let key: String
        let value: Value
        /// ``EditDistance/letterSet(_:)`` of the key.
        let letters: UInt64
        /// The key's place in key order, which settles ties.
        let order: Int
    }

    /// The keys and their meanings, in key order.
    let pairs: [(key: String, value: Value)]
    /// `byLength[n]`: the entries whose key has `n` UTF-8 bytes.
    private let byLength: [[Entry]]

    init(_ pairs: [(key: String, value: Value)]) {
        let sorted = pairs.sorted { $0.key < $1.key }
        self.pairs = sorted
        var byLength: [[Entry]] = []
        for (order, pair) in sorted.enumerated() {
            let length = pair.key.utf8.count
            while byLength.count <= length { byLength.append([]) }
            byLength[length].append(
                Entry(key: pair.key, value: pair.value, letters: EditDistance.letterSet(pair.key), order: order))
        }
        self.byLength = byLength
    }

    /// The meaning of the key fewest edits from `word`, if one is at most `limit` edits away; among keys as close,
    /// the first in key order.
    func closest(to word: String, limit: Int) -> Value? {
        closestMatch(to: word, limit: limit)?.value
    }

    /// ``closest(to:limit:)`` with the key it found.
    func closestMatch(to word: String, limit: Int) -> (key: String, value: Value)? {
        var best: (distance: Int, entry: Entry)?
        forEachMatch(of: word, limit: limit) { entry, d in
            if let current = best,
               current.distance < d || (current.distance == d && current.entry.order < entry.order) {
                return
            }
            best = (d, entry)
        }
        return best.map { ($0.entry.key, $0.entry.value) }
    }

    /// Every key at most `limit` edits from `word`, with its meaning, in no particular order.
    func matches(of word: String, limit: Int) -> [(key: String, value: Value)] {
        var found: [(key: String, value: Value)] = []
        forEachMatch(of: word, limit: limit) { entry, _ in found.append((entry.key, entry.value)) }
        return found
    }

    private func forEachMatch(of word: String, limit: Int, _ body: (Entry, Int) -> Void) {
        let length = word.utf8.count
        let lowest = max(0, length - limit), highest = min(byLength.count - 1, length + limit)
        guard lowest <= highest else { return }
        let letters = EditDistance.letterSet(word)
        // (The buckets keep the lengths within `limit`, and the letter sets are tested here: only the distance is
        // left to measure.)
        for entries in byLength[lowest...highest] {
            for entry in entries where (entry.letters ^ letters).nonzeroBitCount <= 2 * limit {
                if let d = EditDistance.measured(word, entry.key, limit: limit) { body(entry, d) }
            }
        }
    }
}
