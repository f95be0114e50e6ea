import Testing
@testable import Terminal

@Suite("Input lines")
struct InputLineTests {
    @Test(arguments: [
        (Array("red shirts".utf8), "red shirts", false),
        (Array("  padded  ".utf8), "padded", false),
        (Array("crlf\r".utf8), "crlf", false),
        (Array("nul\u{0}byte".utf8), "nulbyte", false),
        (Array("esc \u{1B}[2Jclear".utf8), "esc clear", false),
        (Array("tab\tsep".utf8), "tab sep", false),
        ([0x62, 0x61, 0x64, 0xFF, 0xFE, 0x21], "bad\u{FFFD}\u{FFFD}!", true),
        (Array("Café".utf8), "Café", false),
        ([], "", false),
    ])
    func cleansRawBytes(raw: [UInt8], text: String, invalid: Bool) {
        let line = InputLine(rawBytes: raw)
        #expect(line.text == text)
        #expect(line.hadInvalidUTF8 == invalid)
        #expect(!line.wasTruncated)
    }

    @Test(arguments: [4096, 4097, 10_000])
    func cutsLongLinesAtACharacterBoundary(length: Int) {
        // "é" is two bytes: an odd limit would split one unless the cut backs up.
        let raw = Array(String(repeating: "é", count: length / 2 + 1).utf8.prefix(length))
        let line = InputLine(rawBytes: raw)
        #expect(line.wasTruncated == (raw.count > InputLine.maximumBytes))
        #expect(line.text.utf8.count <= InputLine.maximumBytes)
        #expect(!line.text.contains("\u{FFFD}") || raw.count % 2 == 1)
    }
}
