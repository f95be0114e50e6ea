/// Bounded Damerau–Levenshtein (optimal string alignment) distance, for typo tolerance.
public enum EditDistance {
    /// The distance between `a` and `b` if it is at most `limit`, otherwise `nil`.
    public static func within(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = Array(a.utf8), y = Array(b.utf8)
        if abs(x.count - y.count) > limit { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) <= limit ? max(x.count, y.count) : nil }
        let width = y.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: width)
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
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        let distance = previous[y.count]
        return distance <= limit ? distance : nil
    }

    /// How many typos a word of this length may carry: none below 5 letters, one up to 8, two beyond.
    public static func allowedTypos(forLength length: Int) -> Int {
        length < 5 ? 0 : (length <= 8 ? 1 : 2)
    }
}
