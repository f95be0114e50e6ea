import Testing
@testable import ProductCatalog

/// The bounded edit distance behind typo tolerance, and the candidate search that skips keys of another length or
/// another set of letters: both must give what a plain, unbounded computation gives.
@Suite("Edit distance")
struct EditDistanceTests {
    /// Optimal-string-alignment distance, computed in full, as the reference.
    static func reference(_ a: String, _ b: String) -> Int {
        let x = Array(a.utf8), y = Array(b.utf8)
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    static let pairs: [(String, String)] = [
        ("jeans", "jeans"), ("jeens", "jeans"), ("jaens", "jeans"), ("jean", "jeans"), ("jeanss", "jeans"),
        ("lether", "leather"), ("weather", "leather"), ("sneekers", "sneakers"), ("snekaers", "sneakers"),
        ("sandles", "sandals"), ("trosers", "trousers"), ("", "abc"), ("ab", ""), ("", ""), ("a", "b"),
        ("cardigan", "cardigans"), ("niek", "nike"), ("adiddas", "adidas"), ("café", "cafe"), ("ü", "u"),
        ("abcdef", "fedcba"), ("second", "seconds"), ("blouse", "blouses"), ("pyjamas", "pajamas"),
    ]

    @Test("within(limit:) agrees with the full distance", arguments: pairs)
    func agreesWithReference(_ pair: (String, String)) {
        let distance = Self.reference(pair.0, pair.1)
        for limit in 0...3 {
            #expect(EditDistance.within(pair.0, pair.1, limit: limit) == (distance <= limit ? distance : nil),
                    "\(pair) at limit \(limit)")
            #expect(EditDistance.within(pair.1, pair.0, limit: limit) == (distance <= limit ? distance : nil))
        }
    }

    static let keys: [(key: String, value: String)] = [
        ("jeans", "Jeans"), ("jacket", "Jackets"), ("jackets", "Jackets"), ("sandals", "Sandals"),
        ("sandal", "Sandals"), ("sneakers", "Sneakers"), ("sweater", "Sweaters"), ("sweaters", "Sweaters"),
        ("swimsuit", "Swimwear"), ("leggings", "Activewear"), ("hoodie", "Hoodies"), ("hoody", "Hoodies"),
    ]

    @Test("The candidate search finds what a scan of every key finds",
          arguments: ["jeens", "jakcet", "sandle", "sneekers", "sweeter", "swimsiut", "legings", "hoodi", "second",
                      "weather", "j", "", "snkeaers", "sweaterss", "xxxxxxxxxxxx"])
    func candidatesAgreeWithScan(_ word: String) {
        let candidates = TypoCandidates(Self.keys)
        for limit in 1...2 {
            var best: (distance: Int, value: String)?
            for pair in Self.keys.sorted(by: { $0.key < $1.key }) {
                let d = Self.reference(word, pair.key)
                if d <= limit, best.map({ d < $0.distance }) ?? true { best = (d, pair.value) }
            }
            #expect(candidates.closest(to: word, limit: limit) == best?.value, "\(word) at limit \(limit)")
        }
    }
}
