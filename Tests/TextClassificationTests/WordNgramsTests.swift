import Testing
@testable import TextClassification

@Suite("Word n-gram rows")
struct WordNgramsTests {
    /// Words of several lengths and scripts, some repeated n-grams, a few unknown to the table.
    static func words(_ count: Int) -> [String] {
        let stems = ["hoodie", "jeans", "größe", "sneaker", "xl", "t-shirt", "32x34", "été", "washer", "q"]
        return (0..<count).map { "\(stems[$0 % stems.count])\($0 % 7 == 0 ? "" : String($0))" }
    }

    @Test("two-thread build equals one pass", arguments: [0, 1, 7, 8, 9, 100, 1001])
    func twoHalvesEqualOnePass(count: Int) {
        let extractor = FeatureExtractor(configuration: FeatureConfiguration(characterMinimum: 2, characterMaximum: 4))
        let words = Self.words(count)
        // A table holding the n-grams of every other word only, so some n-grams are unknown.
        var keys: [UInt64] = []
        for (index, word) in words.enumerated() where index % 2 == 0 {
            let scalars = word.unicodeScalars.map(\.value)
            scalars.withUnsafeBufferPointer { extractor.forEachCharacterKey(of: $0) { keys.append($0) } }
        }
        let table = FeatureTable(keys: Array(Set(keys)).sorted())
        let idf = (0..<table.count).map { 1 + Float($0 % 5) / 4 }
        let serial = WordNgrams(words: words, extractor: extractor, table: table, idf: idf, partSize: .max)
        let parallel = WordNgrams(words: words, extractor: extractor, table: table, idf: idf, partSize: 4)
        #expect(serial.count == words.count)
        #expect(parallel.words == words)
        #expect(parallel.keys == serial.keys)
        #expect(parallel.words == serial.words)
        #expect(parallel.sumOfSquares == serial.sumOfSquares)
        #expect(parallel.matrix.rowStarts == serial.matrix.rowStarts)
        #expect(parallel.matrix.indices == serial.matrix.indices)
        #expect(parallel.matrix.values == serial.matrix.values)
    }
}
