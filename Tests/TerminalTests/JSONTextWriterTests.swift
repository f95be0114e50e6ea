import Foundation
import Testing
@testable import Terminal

/// `JSONTextWriter` must write exactly what `JSONEncoder` (sorted keys, slashes unescaped) and
/// `TextSanitizer.escapingJSON` write: `classify --json` output is compared byte for byte across versions.
@Suite("JSONTextWriter")
struct JSONTextWriterTests {
    /// A string and a number, both written as `null` when absent, as `classify --json` writes its members.
    struct Member: Encodable {
        var number: Double?
        var text: String?

        private enum CodingKeys: String, CodingKey { case number, text }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(text, forKey: .text)
        }

        /// What `JSONOutput.line` writes.
        func encoderLine() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return TextSanitizer.escapingJSON(String(decoding: try encoder.encode(self), as: UTF8.self))
        }

        /// The same through the writer; `nil` when it refuses the number.
        func writerLine() -> String? {
            var writer = JSONTextWriter()
            writer.raw(#"{"number":"#)
            guard writer.number(number) else { return nil }
            writer.raw(#","text":"#)
            writer.string(text)
            writer.raw("}")
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }

    static let trickyStrings = [
        "", "plain words", #"say "hi""#, #"back\slash and \"both\""#, "a/b // c",
        "\u{0}\u{1}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{E}\u{1B}[31mred\u{1F}", "del\u{7F}ete",
        "Café — naïve 👕 日本語 😀👩‍👩‍👧", "c1 \u{80} \u{85} \u{9B}2J \u{9F} \u{A0} \u{FF}",
        "bidi \u{202A}\u{202B}\u{202C}\u{202D}\u{202E} \u{2066}\u{2067}\u{2068}\u{2069} \u{200E}\u{200F} \u{61C}",
        "near \u{200D}\u{2010}\u{2019}\u{2027}\u{202F}\u{2065}\u{206A} \u{600}\u{61B}\u{61D} \u{100}",
        "separators \u{2028} and \u{2029}", "\u{FEFF}bom", "\u{10FFFF}\u{E000}", String(repeating: "\"\\", count: 40),
    ]

    @Test(arguments: trickyStrings)
    func stringsMatchJSONEncoder(text: String) throws {
        let member = Member(number: 0.5, text: text)
        #expect(member.writerLine() == (try member.encoderLine()))
    }

    @Test(arguments: [
        0.1, 1e-7, 1.0, 0.0, -0.0, 100.0, 1e15, 1e16, 1e17, 1e21, 1e-5, 2.5e-5, 0.9974399813634169,
        123_456_789_012_345_678.0, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -3.25, 1 / 3.0,
    ])
    func numbersMatchJSONEncoder(value: Double) throws {
        let member = Member(number: value, text: "t")
        #expect(member.writerLine() == (try member.encoderLine()))
    }

    @Test func absentValuesAreNull() throws {
        let member = Member(number: nil, text: nil)
        #expect(member.writerLine() == #"{"number":null,"text":null}"#)
        #expect(member.writerLine() == (try member.encoderLine()))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRefusedLikeJSONEncoder(value: Double) {
        var writer = JSONTextWriter()
        let written = writer.number(value)
        #expect(!written)
        #expect(writer.bytes.isEmpty)
        let member = Member(number: value, text: "t")
        #expect(member.writerLine() == nil)
        #expect(throws: (any Error).self) { try member.encoderLine() }
    }
}
