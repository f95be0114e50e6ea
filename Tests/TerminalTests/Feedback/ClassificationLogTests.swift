import Assistant
import Foundation
import Testing
import TextClassification
@testable import Persistence
@testable import Terminal

@Suite("Log of classified lines: append-only JSON Lines, owner-only")
struct ClassificationLogTests {
    static func line(_ text: String, band: String = "confirm", unknown: [String] = []) -> ClassifiedLine {
        ClassifiedLine(
            text: text, label: "valid", confidence: 0.61,
            hypotheses: [LabelHypothesis(label: "valid", probability: 0.61), LabelHypothesis(label: "invalid", probability: 0.39)],
            band: band, reason: "confirm: valid 0.61 in [0.50, 0.80)", action: "confirm", towards: ["jeans"],
            against: ["watch"], unknown: unknown, model: ModelIdentity(name: "clothing", version: "2.0"),
            time: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func appendsReadsBackAndIsPrivate() throws {
        let folder = try FeedbackLogTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("state/classified.jsonl")
        let log = ClassificationLog(url: url)
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is created before a record")
        let lines = [Self.line("jeans for a wedding"), Self.line("qqzx jeans", band: "fallback", unknown: ["qqzx"])]
        for line in lines { #expect(log.append(line) == nil) }
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let file = try ClassificationLogFile.read(contentsOf: url)
        #expect(file.records == lines)
        #expect(file.warnings.isEmpty)
    }

    @Test func tornLastLineIsSkippedAndTheNextSessionStartsOnANewLine() throws {
        let folder = try FeedbackLogTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("classified.jsonl")
        _ = ClassificationLog(url: url).append(Self.line("complete"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"text\":\"torn".utf8))
        try handle.close()
        let torn = try ClassificationLogFile.read(contentsOf: url)
        #expect(torn.records.map(\.text) == ["complete"])
        #expect(torn.warnings.first?.contains("line 2") == true)
        #expect(ClassificationLog(url: url).append(Self.line("after the crash")) == nil)
        let later = try ClassificationLogFile.read(contentsOf: url)
        #expect(later.records.map(\.text) == ["complete", "after the crash"], "a torn record never stops review")
        #expect(later.warnings == ["\(url.path): line 2: incomplete record (a torn write?) skipped"])
    }

    @Test func badLinesAreListedWithTheirNumbers() throws {
        let text = """
            {"text":"a","band":"act","action":"search","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00Z"}
            {"text":"b","band":"act","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00Z"}
            not json }

            """
        #expect(throws: ClassificationLogError.malformed(file: "x.jsonl", problems: [
            "line 2: action: required field is missing", "line 3: not valid JSON",
        ])) { try ClassificationLogFile.parse(Data(text.utf8), file: "x.jsonl") }
    }

    @Test func unwritableLogWarnsOnceThenStaysQuiet() throws {
        let folder = try FeedbackLogTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let log = ClassificationLog(url: blocker.appendingPathComponent("classified.jsonl"))
        let first = log.append(Self.line("a"))
        #expect(first?.localizedDescription.contains("--no-log") == true)
        #expect(log.append(Self.line("b")) == nil)
        #expect(log.isDisabled)
    }

    /// The fast reader must agree with `JSONDecoder` on every line it accepts.
    @Test("fast path agrees with JSONDecoder", arguments: [
        #"{"action":"confirm","against":["a"],"band":"confirm","confidence":0.6066077551637548,"hypotheses":[{"label":"valid","probability":0.6066077551637548},{"label":"invalid","probability":3.9e-1}],"label":"valid","model":"clothing","modelVersion":"2.0","reason":"r","text":"something for a wedding","time":"2026-11-25T09:20:12Z","towards":[],"unknown":[]}"#,
        #"{"text":"caf\u00e9 \"quoted\" \\ \/ \n\t \ud83d\ude00 naïve","band":"fallback","action":"menu","model":"m","modelVersion":"1","time":"2024-02-29T23:59:59Z"}"#,
        #"{"text":"x","label":null,"confidence":-1E-3,"band":"act","action":"search","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00Z","unknown":["zz"]}"#,
        #"{"text":"x","band":"act","action":"search","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00.5Z"}"#,
        #"{"text":"x","band":"act","action":"search","model":"m","modelVersion":"1","time":"2026-13-01T00:00:00Z"}"#,
        #"{"text":"x","band":7,"action":"search","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00Z"}"#,
        #"{"text":"x","band":"act","action":"search","model":"m","modelVersion":"1","time":"2026-01-01T00:00:00Z"} x"#,
    ])
    func fastPathAgrees(line: String) throws {
        let bytes = Array(line.utf8)
        let fast = bytes.withUnsafeBytes { ClassificationLogFile.fastRecord($0) }
        let slow = try? JSONDecoder().decode(ClassifiedLine.self, from: Data(bytes))
        if let fast { #expect(fast == slow) }
        if slow == nil { #expect(fast == nil) }
        if line.contains("naïve") { #expect(fast?.text == "café \"quoted\" \\ / \n\t 😀 naïve") }
    }

    @Test func fastTimestampsMatchFoundation() throws {
        for stamp in ["1970-01-01T00:00:00Z", "2000-02-29T12:34:56Z", "2026-11-25T09:20:12Z", "1999-12-31T23:59:59Z"] {
            #expect(FastJSON.timestamp(stamp) == (try Date(stamp, strategy: .iso8601)))
        }
        #expect(FastJSON.timestamp("2023-02-29T00:00:00Z") == nil)
    }

    @Test func handWrittenEncodingDecodesToTheSameRecord() throws {
        var line = Self.line("caf\u{E9} \"quoted\" \\ / \n\t\u{1} 😀", unknown: ["zz"])
        line.classified = "context: it"
        line.hypotheses.append(LabelHypothesis(label: "store", probability: 1.5e-7))
        let data = ClassifiedLineEncoder.encode(line)
        #expect(try JSONDecoder().decode(ClassifiedLine.self, from: data) == line)
        #expect(data.withUnsafeBytes { ClassificationLogFile.fastRecord($0) } == line)
        var bare = Self.line("no evidence")
        (bare.label, bare.confidence, bare.reason, bare.hypotheses) = (nil, nil, nil, [])
        #expect(try JSONDecoder().decode(ClassifiedLine.self, from: ClassifiedLineEncoder.encode(bare)) == bare)
    }

    @Test func largeFilesReadInTwoHalvesKeepOrderAndLineNumbers() throws {
        var text = ""
        for index in 1...6_000 {
            var line = Self.line("line \(index)")
            line.time = Date(timeIntervalSince1970: Double(index))
            text += index == 4_321 ? "not json }\n" : String(decoding: ClassifiedLineEncoder.encode(line), as: UTF8.self) + "\n"
        }
        let data = Data(text.utf8)
        #expect(data.count > 1 << 20)
        #expect(throws: ClassificationLogError.malformed(file: "big", problems: ["line 4321: not valid JSON"])) {
            try ClassificationLogFile.parse(data, file: "big")
        }
        let fixed = Data(text.replacingOccurrences(of: "not json }\n", with: "").utf8)
        let file = try ClassificationLogFile.parse(fixed, file: "big")
        #expect(file.records.map(\.text) == (1...6_000).filter { $0 != 4_321 }.map { "line \($0)" })
    }
}
