import Foundation
import TestSupport
import Testing

@Suite("clothesline evaluate")
struct EvaluateCommandTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/TextClassificationTests/Fixtures")

    @Test func reportsMetricsSlicesAndCalibration() throws {
        let result = try CLI.run([
            "evaluate", Self.fixtures.appendingPathComponent("quoted.csv").path, "--positive-label", "valid",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for part in ["accuracy", "macro-F1", "ECE", "per slice:", "reliability", "confidence histogram", "act ≥ 0.80"] {
            #expect(result.stdout.contains(part), "missing \(part)")
        }
    }

    @Test func jsonIsOneObject() throws {
        let result = try CLI.run([
            "evaluate", Self.fixtures.appendingPathComponent("tiny.csv").path, "--json",
            "--oos-label", "invalid", "--threshold", "0.6",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let report = object?["report"] as? [String: Any]
        #expect(report?["count"] as? Int == 16)
        #expect((object?["outOfScope"] as? [String: Any])?["threshold"] as? Double == 0.6)
    }

    @Test func badArguments() throws {
        let result = try CLI.run(["evaluate", Self.fixtures.appendingPathComponent("tiny.csv").path, "--threshold", "0.5"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--oos-label"))
    }

    @Test("a recall floor on --threshold-from is honoured", arguments: [1.0, 0.5])
    func recallFloor(minimum: Double) throws {
        let tiny = Self.fixtures.appendingPathComponent("tiny.csv").path
        let result = try CLI.run([
            "evaluate", tiny, "--json", "--oos-label", "invalid", "--threshold-from", tiny,
            "--minimum-oos-recall", String(minimum),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let recall = (object?["outOfScope"] as? [String: Any])?["outOfScopeRecall"] as? Double
        #expect((recall ?? 0) >= minimum)
    }

    @Test func aRecallFloorNeedsThresholdFrom() throws {
        let result = try CLI.run([
            "evaluate", Self.fixtures.appendingPathComponent("tiny.csv").path, "--oos-label", "invalid",
            "--minimum-oos-recall", "0.5",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--minimum-oos-recall needs --threshold-from"), "\(result.stderr)")
    }

    @Test(.enabled(if: CLI.hasSharedData))
    func sharedDevSetBalancedAccuracy() throws {
        let dev = CLI.sharedData.appendingPathComponent("clothing-questions/dev.csv")
        let result = try CLI.run(["evaluate", dev.path, "--json", "--positive-label", "valid"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let report = object?["report"] as? [String: Any]
        #expect((report?["balancedAccuracy"] as? Double ?? 0) > 0.85)
    }
}
