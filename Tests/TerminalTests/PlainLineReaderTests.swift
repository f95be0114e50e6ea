import Testing
@testable import Terminal

@Suite("Plain line reader")
struct PlainLineReaderTests {
    /// Reads every event until the end of input.
    static func readAll(_ reader: PlainLineReader) -> [InputLine] {
        var lines: [InputLine] = []
        while case .line(let line) = reader.readLine(prompt: "> ") { lines.append(line) }
        return lines
    }

    @Test(arguments: [1, 3, 4096])
    func splitsLinesAcrossChunks(chunkSize: Int) {
        let input = Array("show me jeans\r\nin black\n\nunder $40".utf8)
        let lines = Self.readAll(PlainLineReader(bytes: input, chunkSize: chunkSize))
        #expect(lines.map(\.text) == ["show me jeans", "in black", "", "under $40"])
    }

    @Test func emptyInputEndsAtOnce() {
        let reader = PlainLineReader(bytes: [])
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test(arguments: [5_000, 100_000, 1_000_000])
    func hugeLinesAreCutAndTheNextLineSurvives(length: Int) {
        let input = Array(String(repeating: "x", count: length).utf8) + Array("\nnext\n".utf8)
        let lines = Self.readAll(PlainLineReader(bytes: input, chunkSize: 65_536))
        #expect(lines.count == 2)
        #expect(lines[0].wasTruncated)
        #expect(lines[0].text.utf8.count == InputLine.maximumBytes)
        #expect(lines[1] == InputLine(text: "next"))
    }

    @Test func hugeLastLineWithoutNewlineIsCut() {
        let lines = Self.readAll(PlainLineReader(bytes: Array(repeating: 0x61, count: 9_000)))
        #expect(lines.count == 1)
        #expect(lines[0].wasTruncated)
    }

    @Test func invalidUTF8AndControlsNeverReachTheText() {
        let input: [UInt8] = [0xC3, 0x28, 0x0A, 0x00, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0x68, 0x69, 0x0A]
        let lines = Self.readAll(PlainLineReader(bytes: input))
        #expect(lines.count == 2)
        #expect(lines[0].hadInvalidUTF8)
        #expect(lines[1].text == "hi")
        #expect(lines.allSatisfy { TextSanitizer.isClean($0.text) })
    }
}
