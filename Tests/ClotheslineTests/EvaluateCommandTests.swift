import Foundation
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
