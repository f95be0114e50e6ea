import Foundation
import Testing
@testable import Terminal

@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("Café — naïve 👕", "Café — naïve 👕"),
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[38;5;196mbright\u{1B}[m", "bright"),
        ("title\u{1B}]0;pwned\u{07}after", "titleafter"),
        ("link \u{1B}]8;;http://x\u{1B}\\text\u{1B}]8;;\u{1B}\\", "link text"),
        ("\u{1B}Pdevice\u{1B}\\ok", "ok"),
        ("bell\u{07}null\u{00}del\u{7F}", "bellnulldel"),
        ("8-bit \u{9B}2Jcsi", "8-bit csi"),
        ("reset\u{1B}cdone", "resetdone"),
        ("charset\u{1B}(Bok", "charsetok"),
        ("tab\there\nnew", "tab here new"),
        ("cr\r\nlf", "cr  lf"),
        ("dangling\u{1B}", "dangling"),
        ("unterminated\u{1B}]title", "unterminated"),
        ("\u{1B}\u{1B}[1mx", "x"),
        ("", ""),
        ("evil\u{202E}txt.exe", "eviltxt.exe"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}a\u{2066}b\u{2067}c\u{2068}d\u{2069}", "abcd"),
        ("mark\u{200E}\u{200F}\u{061C}s", "marks"),
        ("line\u{2028}sep", "line sep"),
    ])
    func singleLine(input: String, expected: String) {
        let clean = TextSanitizer.sanitize(input)
        #expect(clean == expected)
        #expect(TextSanitizer.isClean(clean))
        #expect(!clean.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func keepsNewlinesWhenAllowed() {
        #expect(TextSanitizer.sanitize("a\nb\tc\r\n", allowNewlines: true) == "a\nb\tc\n")
    }

    @Test func randomScalarsNeverLeaveControls() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<64, using: &generator) {
                let value = UInt32.random(in: 0..<0x200, using: &generator)
                if let s = Unicode.Scalar(value) { scalars.append(s) }
            }
            #expect(TextSanitizer.isClean(TextSanitizer.sanitize(String(scalars), allowNewlines: true)))
        }
    }

    @Test(arguments: [
        (#"{"a":"x\#u{9B}31m"}"#, #"{"a":"x\u009b31m"}"#),
        (#"{"a":"\#u{202E}gnp.exe"}"#, #"{"a":"\u202egnp.exe"}"#),
        (#"{"a":"caf\#u{E9} \#u{2066}"}"#, #"{"a":"caf\#u{E9} \u2066"}"#),
        ("{\"a\":1}\n", "{\"a\":1}\n"),
    ])
    func jsonKeepsTheValueAndEscapesControls(json: String, expected: String) throws {
        let escaped = TextSanitizer.escapingJSON(json)
        #expect(escaped == expected)
        #expect(TextSanitizer.isClean(escaped))
        // The same JSON value before and after.
        #expect(try JSONParser.parse(Data(json.utf8)) == JSONParser.parse(Data(escaped.utf8)))
    }
}
