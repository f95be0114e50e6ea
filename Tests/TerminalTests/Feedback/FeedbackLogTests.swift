import Assistant
import Foundation
import Testing
@testable import Persistence
@testable import Terminal

@Suite("Feedback log: append-only JSON Lines")
struct FeedbackLogTests {
    static func record(_ text: String, label: String = "valid", answer: Answer = .yes) -> FeedbackRecord {
        FeedbackRecord(
            text: text, label: label, predicted: "valid", confidence: 0.61, answer: answer,
            model: ModelIdentity(name: "clothing", version: "1.0"), time: Date(timeIntervalSince1970: 1_800_000_000))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("clothesline-feedback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func appendsOneLinePerRecordAndReadsThemBack() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/state/feedback.jsonl")
        let log = FeedbackLog(url: url)
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing is created before a record")
        let records = [Self.record("a wedding outfit"), Self.record("my order", label: "invalid", answer: .no)]
        for record in records { #expect(log.append(record) == nil) }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        #expect(text.hasSuffix("\n"))
        let file = try FeedbackFile.read(contentsOf: url)
        #expect(file.records == records)
        #expect(file.warnings.isEmpty)
    }

    @Test func appendingKeepsEarlierRecords() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("feedback.jsonl")
        _ = FeedbackLog(url: url).append(Self.record("first session"))
        _ = FeedbackLog(url: url).append(Self.record("second session"))
        #expect(try FeedbackFile.read(contentsOf: url).records.map(\.text) == ["first session", "second session"])
    }

    @Test func tornLastLineIsSkippedWithAWarningAndNeverGluedToTheNextRecord() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("feedback.jsonl")
        _ = FeedbackLog(url: url).append(Self.record("complete"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"text\":\"torn wri".utf8))
        try handle.close()
        var file = try FeedbackFile.read(contentsOf: url)
        #expect(file.records.map(\.text) == ["complete"])
        #expect(file.warnings.count == 1)
        #expect(file.warnings.first?.contains("line 2") == true)
        // A later session appends after a newline, so the torn line stays a bad line of its own.
        #expect(FeedbackLog(url: url).append(Self.record("after the crash")) == nil)
        do {
            file = try FeedbackFile.read(contentsOf: url)
            Issue.record("a torn line in the middle must be an error, got \(file)")
        } catch {
            guard case .malformed(_, let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems == ["line 2: not valid JSON"])
        }
    }

    @Test func unwritableFileWarnsOnceAndKeepsGoing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A regular file where the folder should be: nothing can be created below it.
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let log = FeedbackLog(url: blocker.appendingPathComponent("feedback.jsonl"))
        let first = log.append(Self.record("one"))
        #expect(first != nil)
        #expect(first?.localizedDescription.contains("--no-feedback") == true)
        #expect(log.append(Self.record("two")) == nil, "the failure is reported once")
        #expect(log.isDisabled)
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        var name: String
        var content: String
        var problems: [String]
        var testDescription: String { name }
    }

    static let good = #"{"answer":"yes","confidence":0.6,"label":"valid","model":"m","modelVersion":"1","predicted":"valid","text":"t","time":"2027-01-15T08:00:00Z"}"#

    @Test(arguments: [
        BadFile(name: "not JSON", content: "\(good)\nhello\n\(good)\n", problems: ["line 2: not valid JSON"]),
        BadFile(name: "missing field and bad time",
                content: #"{"text":"t"}"# + "\n" + good.replacingOccurrences(of: "2027-01-15T08:00:00Z", with: "yesterday") + "\n",
                problems: ["line 1: label: required field is missing", "line 2: time: 'yesterday' is not an ISO 8601 date-time"]),
        BadFile(name: "wrong type", content: good.replacingOccurrences(of: "0.6", with: "\"high\"") + "\n",
                problems: ["line 1: confidence: expected Double"]),
    ])
    func malformedLinesAreAllReported(_ bad: BadFile) {
        do {
            let file = try FeedbackFile.parse(Data(bad.content.utf8), file: "f.jsonl")
            Issue.record("expected an error, got \(file)")
        } catch {
            #expect(error == .malformed(file: "f.jsonl", problems: bad.problems))
        }
    }

    @Test func blankLinesAndCRLFAreFine() throws {
        let file = try FeedbackFile.parse(Data("\n\(Self.good)\r\n\n".utf8), file: "f")
        #expect(file.records.count == 1)
    }

    @Test(arguments: [
        (["XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/clothesline/feedback.jsonl"),
        (["XDG_STATE_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/state/clothesline/feedback.jsonl"),
        (["HOME": "/home/u"], "/home/u/.local/state/clothesline/feedback.jsonl"),
        ([:], nil),
    ])
    func defaultLocation(_ environment: [String: String], _ expected: String?) {
        #expect(StateFile.feedback.url(environment: environment)?.path == expected)
    }
}
