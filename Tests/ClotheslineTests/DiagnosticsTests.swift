import Foundation
import TestSupport
import Testing

/// Every error and warning speaks with one voice: `clothesline: error: …` / `clothesline: warning: …`, with the
/// documented exit status (64 for usage errors, 1 for failures), naming the file or variable involved.
@Suite("diagnostics")
struct DiagnosticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var environment: [String: String] = [:]
        var stdin = ""
        var status: Int32
        var mentions: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badCatalog = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/broken.transcript").path

    static let cases: [Case] = [
        Case(arguments: ["--no-such-flag"], status: 64, mentions: ["Unknown option '--no-such-flag'", "--help"]),
        Case(arguments: ["chat", "--json", "--repl"], status: 64, mentions: ["--repl", "--json"]),
        Case(arguments: ["classify", "--model", "/nonexistent/m.clmodel", "hi"], status: 1,
             mentions: ["/nonexistent/m.clmodel", "CLOTHESLINE_MODEL"]),
        Case(arguments: ["search", "jeans"], environment: ["CLOTHESLINE_CATALOG": "/nonexistent/c.json"], status: 1,
             mentions: ["/nonexistent/c.json (from CLOTHESLINE_CATALOG)", "set CLOTHESLINE_CATALOG=FILE"]),
        Case(arguments: ["catalog", "validate", badCatalog], status: 1, mentions: [badCatalog]),
        Case(arguments: ["chat"], stdin: String(repeating: "x", count: 5000) + "\n", status: 0,
             mentions: ["clothesline: warning: line 1 is longer than"]),
    ]

    @Test(arguments: cases)
    func oneVoice(_ test: Case) throws {
        let result = try CLI.run(
            test.arguments + (test.arguments.first == "chat" && test.status == 0 ? ["--no-feedback"] : []),
            stdin: test.stdin, environment: test.environment)
        #expect(result.status == test.status, "\(result.stderr)")
        let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(test.status == 0 ? "clothesline: warning: " : "clothesline: error: "), "\(result.stderr)")
        for text in test.mentions { #expect(result.stderr.contains(text), "\(result.stderr)") }
        // No other voice: no argument-parser "Error:" and no bare "warning:" lines.
        for line in result.stderr.split(separator: "\n") {
            #expect(!line.hasPrefix("Error:") && !line.hasPrefix("warning:"), "\(line)")
        }
    }
}
