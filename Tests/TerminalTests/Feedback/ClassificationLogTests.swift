import Assistant
import Foundation
import Testing
import TextClassification
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
}
