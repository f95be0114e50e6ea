import Foundation
import TestSupport
import Testing

/// `--help` of every command, compared with the text kept under `Fixtures/help/`: a change to an option or its
/// wording shows up in review. After an intended change, rewrite the snapshots with
/// `UPDATE_HELP_SNAPSHOTS=1 swift test --skip-build --filter HelpSnapshotTests` and read the diff.
@Suite("--help snapshots")
struct HelpSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/help")

    /// Every command and subcommand.
    static let commands: [[String]] = [
        [], ["chat"], ["search"], ["classify"], ["train"], ["evaluate"], ["replay"], ["review"],
        ["catalog"], ["catalog", "validate"], ["catalog", "stats"], ["catalog", "import"],
        ["policy"], ["policy", "compare"], ["policy", "sweep"],
    ]

    @Test(arguments: commands)
    func helpMatchesItsSnapshot(command: [String]) throws {
        let result = try CLI.run(command + ["--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.stderr)")
        let name = (["clothesline"] + command).joined(separator: "-") + ".txt"
        let file = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_HELP_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(result.stdout.utf8).write(to: file)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdout == expected, "clothesline \(command.joined(separator: " ")) --help differs from \(name)")
    }
}
