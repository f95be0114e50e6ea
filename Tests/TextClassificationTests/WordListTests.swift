import Testing
@testable import TextClassification

@Suite("Model file word list")
struct WordListTests {
    static func bytes(_ words: [String], corruptAt: Int? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, word) in words.enumerated() {
            bytes += Array(word.utf8)
            if index == corruptAt { bytes.append(0xFF) }  // never valid in UTF-8
            bytes.append(0x0A)
        }
        return bytes
    }

    static let words = (0..<500).map { ["größe", "hoodie", "32x34", "été", "t-shirt", "👟"][$0 % 6] + String($0) }

    @Test("two-thread decode equals one pass", arguments: [1, 7, 64, 1 << 20])
    func halvesEqualOnePass(partSize: Int) {
        let bytes = Self.bytes(Self.words)
        let decoded = bytes.withUnsafeBytes { ModelFileFormat.decodeWords($0, partSize: partSize) }
        #expect(decoded == Self.words)
    }

    @Test("invalid UTF-8 in either half is refused", arguments: [0, 10, 249, 250, 251, 499])
    func invalidWordIsRefused(at index: Int) {
        let bytes = Self.bytes(Self.words, corruptAt: index)
        for partSize in [1, 1 << 20] {
            #expect(bytes.withUnsafeBytes { ModelFileFormat.decodeWords($0, partSize: partSize) } == nil)
        }
    }

    @Test("empty lines are skipped and a last line without newline is kept")
    func edges() {
        let bytes = Array("a\n\nb\nc".utf8)
        #expect(bytes.withUnsafeBytes { ModelFileFormat.decodeLines($0) } == ["a", "b", "c"])
        #expect([UInt8]().withUnsafeBytes { ModelFileFormat.decodeWords($0) } == [])
    }
}
