import Foundation
import TestSupport
import Testing

@Suite("Fuzzing: saved crash inputs and a short seeded run of clothesline-fuzz")
struct FuzzTests {
    static let fuzzer = CLI.product("clothesline-fuzz")
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/fuzz")
    /// Every format the fuzzer must cover.
    static let formats = [
        "model", "catalog", "csv-import", "training-csv", "training-json", "training-jsonl", "training-folder",
        "policy", "transcript", "chat-lines", "search-lines",
    ]

    /// The formats with saved inputs (a folder each under Fixtures/fuzz).
    static var savedFormats: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Each saved input (every crash the fuzzer or the audit found) now runs to the end, with errors that name
    /// the file and output free of controls.
    @Test(arguments: savedFormats)
    func savedInputsRunClean(format: String) throws {
        #expect(Self.formats.contains(format))
        let folder = Self.fixtures.appendingPathComponent(format)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { folder.appendingPathComponent($0).path }
        let result = try CLI.run(["--replay", format] + files, currentDirectory: CLI.packageRoot, timeout: 300,
                                 executable: Self.fuzzer)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.lines.count == files.count)
    }

    /// A few hundred seeded inputs per format: no crash, no hang, every error names its file, nothing leaks.
    @Test func shortSeededRunFindsNothing() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cl-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let count = 200
        let result = try CLI.run(["--count", "\(count)", "--seed", "20261125", "--fixtures", out.path],
                                 currentDirectory: CLI.packageRoot, timeout: 900, executable: Self.fuzzer)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for format in Self.formats {
            let row = result.lines.first { $0.hasPrefix(format + " ") }?.split(separator: " ").map(String.init)
            // format, inputs, crashes, hangs, nameless, leaks, slowest, ms
            #expect(row?.count == 8, "no report line for \(format)")
            guard let row, row.count == 8 else { continue }
            #expect(row[1] == "\(count)", "\(format) tried \(row[1]) inputs")
            #expect(row[2...5] == ["0", "0", "0", "0"], "\(format): \(row)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "crash inputs were saved in \(out.path)")
    }

    /// A worker that crashes or hangs is replaced; the run goes on after the input, which is saved as a fixture.
    @Test(arguments: [("crash:5", 1, 0), ("hang:7", 0, 1)])
    func aCrashOrHangDoesNotStopTheRun(selfTest: String, crashes: Int, hangs: Int) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cl-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(
            ["--format", "search-lines", "--count", "20", "--hang-seconds", "2", "--fixtures", out.path],
            environment: ["CLOTHESLINE_FUZZ_SELF_TEST": selfTest], currentDirectory: CLI.packageRoot, timeout: 300,
            executable: Self.fuzzer)
        #expect(result.status == 1)
        let row = result.lines.first { $0.hasPrefix("search-lines ") }?.split(separator: " ").map(String.init)
        #expect(row.map { Array($0[1...3]) } == ["20", "\(crashes)", "\(hangs)"], "\(result.stdout)")
        let index = selfTest.split(separator: ":")[1]
        let kind = crashes > 0 ? "crash" : "hang"
        let saved = out.appendingPathComponent("search-lines/\(kind)-seed1-input\(index).bin")
        #expect(FileManager.default.fileExists(atPath: saved.path), "\(result.stdout)")
    }
}
