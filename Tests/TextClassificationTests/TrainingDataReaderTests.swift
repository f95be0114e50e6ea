import Foundation
import Testing
@testable import TextClassification

@Suite("Training data reader")
struct TrainingDataReaderTests {
    @Test func csvWithQuotesNewlinesBOMAndCRLF() throws {
        let data = try TrainingDataReader().read(contentsOf: Fixture.url("quoted.csv"))
        #expect(data.examples == [
            LabeledText(text: "a \"quoted\" hoodie, with comma", label: "valid"),
            LabeledText(text: "two\r\nlines", label: "invalid"),
            LabeledText(text: "plain", label: "valid"),
        ])
        #expect(data.values(ofAttribute: "slice") == ["a", "b", "a"])
    }

    @Test("each format reads", arguments: [
        ("tiny.csv", 16), ("data.json", 2), ("torn.jsonl", 2), ("folder", 3),
    ])
    func formats(name: String, count: Int) throws {
        let data = try TrainingDataReader().read(contentsOf: Fixture.url(name))
        #expect(data.examples.count == count)
        #expect(Set(data.labels) == ["valid", "invalid"])
    }

    @Test func tornLastLineIsAWarning() throws {
        let data = try TrainingDataReader().read(contentsOf: Fixture.url("torn.jsonl"))
        #expect(data.warnings.count == 1)
        #expect(data.warnings.first?.line == 3)
        #expect(data.attributes.first?["model"] == "clothing")
    }

    @Test("malformed files list every problem with its place", arguments: [
        ("bad.csv", [3, 4, 5, 6] as [Int?]),
        ("badutf8.csv", [3]),
        ("bad.json", [nil, nil, nil]),
        ("badline.jsonl", [2]),
    ])
    func malformed(name: String, lines: [Int?]) throws {
        do {
            _ = try TrainingDataReader().read(contentsOf: Fixture.url(name))
            Issue.record("expected an error")
        } catch {
            guard case .invalid(let problems) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(problems.map(\.line) == lines)
            #expect(problems.allSatisfy { $0.file.hasSuffix(name) })
            #expect(error.errorDescription?.contains("--skip-invalid") == true)
        }
    }

    @Test func skipInvalidCounts() throws {
        let data = try TrainingDataReader(skipInvalid: true).read(contentsOf: Fixture.url("bad.csv"))
        #expect(data.examples == [LabeledText(text: "ok row", label: "valid")])
        #expect(data.skippedCount == 4)
    }

    @Test func missingColumnAndMissingFile() throws {
        #expect(throws: DataError.self) {
            try TrainingDataReader(textColumn: "utterance").read(contentsOf: Fixture.url("tiny.csv"))
        }
        #expect(throws: DataError.unreadable(file: "/nonexistent/x.csv", reason: "no such file or folder")) {
            try TrainingDataReader().read(contentsOf: URL(fileURLWithPath: "/nonexistent/x.csv"))
        }
        #expect(throws: DataError.empty(file: "empty")) {
            try TrainingDataReader().read(bytes: [], format: .csv, file: "empty")
        }
    }
}
