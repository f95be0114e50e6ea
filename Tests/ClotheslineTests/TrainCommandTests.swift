import Foundation
import TestSupport
import Testing

@Suite("clothesline train")
struct TrainCommandTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/TextClassificationTests/Fixtures")

    @Test func trainsWritesAndReportsValidation() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("train-\(UUID().uuidString).clmodel")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run([
            "train", Self.fixtures.appendingPathComponent("tiny.csv").path,
            "--feedback", Self.fixtures.appendingPathComponent("torn.jsonl").path,
            "--output", output.path, "--min-count", "1", "--validation-split", "0.25", "--name", "tiny",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("trained 2 labels on "))
        #expect(result.stdout.contains(" examples): accuracy"))
        #expect(result.stdout.contains("ECE"))
        #expect(result.stderr.contains("torn last line"))
        #expect(FileManager.default.fileExists(atPath: output.path))
        let classified = try CLI.run(["classify", "--model", output.path, "--json", "got hoodies?"])
        #expect(classified.status == 0)
        #expect(classified.stdout.contains("\"label\":\"valid\""))
    }

    /// Feature flags, the format version the file gets, and what the summary line says about the features.
    @Test("feature flags reach the model file and the summary", arguments: [
        ([String](), UInt8(3), "IDF, separate word/character norms"),
        (["--no-idf"], UInt8(3), "sublinear tf, separate word/character norms"),
        (["--no-idf", "--no-separate-norms"], UInt8(1), "characters 3–5, sublinear tf)"),
        (["--idf", "--no-separate-norms", "--evidence-scaling"], UInt8(3), "sublinear tf, IDF, evidence scaling)"),
        (["--no-idf", "--no-separate-norms", "--evidence-scaling"], UInt8(2), "sublinear tf, evidence scaling)"),
        (["--word-block-weight", "0.7"], UInt8(3), "separate word/character norms (word block 0.7))"),
    ])
    func featureFlags(flags: [String], version: UInt8, summary: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("train-\(UUID().uuidString).clmodel")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run([
            "train", Self.fixtures.appendingPathComponent("tiny.csv").path, "--output", output.path,
            "--min-count", "1", "--validation-split", "0",
        ] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(summary), "\(result.stdout)")
        let bytes = try Data(contentsOf: output)
        #expect(bytes.count > 8 && bytes[8] == version)
        let classified = try CLI.run(["classify", "--model", output.path, "--json", "got hoodies?"])
        #expect(classified.status == 0)
        #expect(classified.stdout.contains("\"label\":\"valid\""))
    }

    @Test func rankRefinesAndIsRecorded() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("train-\(UUID().uuidString).clmodel")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CLI.run([
            "train", Self.fixtures.appendingPathComponent("tiny.csv").path, "--output", output.path,
            "--min-count", "1", "--validation-split", "0", "--rank", "8", "--rank-iterations", "5",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // Two labels: the rank is capped at 2.
        #expect(result.stdout.contains(", then rank 2: "), "\(result.stdout)")
        let bytes = try Data(contentsOf: output)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"lowRank\""))
        let classified = try CLI.run(["classify", "--model", output.path, "--json", "got hoodies?"])
        #expect(classified.status == 0)
        #expect(classified.stdout.contains("\"label\":\"valid\""))
    }

    @Test("bad input is an error naming the problem", arguments: [
        (["train", "tiny.csv", "--output", "/tmp/x.clmodel", "--rank=-1"], "--rank must be"),
        (["train", "tiny.csv", "--output", "/tmp/x.clmodel", "--rank", "4", "--rank-l2=-1"], "--rank-l2"),
        (["train", "bad.csv", "--output", "/tmp/never.clmodel"], "bad.csv:3: empty text"),
        (["train", "missing.csv", "--output", "/tmp/never.clmodel"], "no such file"),
        (["train", "tiny.csv", "--output", "/tmp/x.clmodel", "--validation-split", "1.5"], "--validation-split"),
        (["train", "tiny.csv", "--output", "/tmp/x.clmodel", "--word-block-weight", "0"], "--word-block-weight"),
        (["train", "tiny.csv", "--output", "/nonexistent-dir/x.clmodel", "--min-count", "1"], "cannot access model file"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let resolved = arguments.map { $0.hasSuffix(".csv") ? Self.fixtures.appendingPathComponent($0).path : $0 }
        let result = try CLI.run(resolved)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
