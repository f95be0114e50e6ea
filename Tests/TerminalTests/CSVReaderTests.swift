import Foundation
import Testing
import TextSafety

/// The one CSV reader (training data and catalog import): every record keeps its line, and every problem is
/// carried on the record it belongs to.
@Suite("CSV reader")
struct CSVReaderTests {
    static func records(_ text: String) -> [CSVRecord] {
        CSVReader.records(Data(text.utf8))
    }

    @Test(arguments: [
        ("a,b\nc,d\n", [1, 2]),
        ("\u{FEFF}a,b\r\nc,d\r\n", [1, 2]),
        ("a,b\r\n\r\n\nc,d", [1, 4]),
        ("a,\"x\ny\"\nc,d\n", [1, 3]),
        ("a,b\rc,d\r", [1, 2]),
    ])
    func recordsKeepTheLineTheyStartOn(text: String, lines: [Int]) {
        #expect(Self.records(text).map(\.line) == lines)
    }

    @Test func quotesEscapesAndEmptyFields() {
        let records = Self.records("\"a \"\"q\"\"\",,\"multi\nline\"\n")
        #expect(records.first?.fields == ["a \"q\"", "", "multi\nline"])
        #expect(records.first?.problem == nil)
    }

    @Test func anUnterminatedQuoteNamesTheLineItOpenedOn() {
        let records = Self.records("a,b\nc,\"never\nclosed\n")
        #expect(records.count == 2)
        #expect(records[1].line == 2)
        #expect(records[1].problem == .unterminatedQuote(line: 2))
        #expect(records[1].problem?.description.contains("opened on line 2") == true)
    }

    @Test func invalidUTF8NamesTheField() {
        var data = Data("a,b\nok,".utf8)
        data.append(contentsOf: [0x66, 0xFF, 0x0A])
        let records = CSVReader.records(data)
        #expect(records[1].line == 2)
        #expect(records[1].problem == .invalidUTF8(field: 2))
        #expect(records[1].hadInvalidUTF8)
        #expect(records[1].fields[1] == "f\u{FFFD}")
    }

    @Test func otherDelimiters() {
        #expect(CSVReader.records(Data("a;b\n".utf8), delimiter: UInt8(ascii: ";")).first?.fields == ["a", "b"])
    }

    @Test(arguments: [([UInt8]([0xEF, 0xBB, 0xBF, 0x41]), 3), ([0xEF, 0xBB], 0), ([0x41], 0), ([], 0)])
    func byteOrderMark(bytes: [UInt8], length: Int) {
        #expect(ByteOrderMark.length(in: bytes) == length)
    }
}
