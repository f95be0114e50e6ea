import Foundation
import TestSupport
import Testing

/// Every command example in README.md and docs/*.md runs, in order, page by page, against the built binary.
///
/// Each page runs in its own temporary directory holding `Fixtures/DocExamples/<set>` (the files the examples
/// name, e.g. `data.csv`, `my.json`) and a copy of the shipped model as `my.clmodel`; `clothesline` is the built
/// binary, first on `PATH`. A command must exit 0 without a `clothesline: error:`; a `console` block's output
/// must match what the page shows. Blocks marked `<!-- examples: skip (REASON) -->` are listed, not run;
/// commands naming `../shared` run from the package root when the evaluation data is there.
@Suite("documentation examples")
struct DocumentationExamplesTests {
    static let pages: [String] = {
        let docs = CLI.packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static func examples(in page: String) throws -> [DocExample] {
        let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(page), encoding: .utf8)
        return DocExample.parse(text, file: page)
    }

    @Test func everyDocsPageIsChecked() throws {
        #expect(Self.pages.count >= 6, "README.md and the five docs pages")
        let all = try Self.pages.flatMap { try Self.examples(in: $0) }
        #expect(all.filter { $0.skipReason == nil }.count >= 20)
        for skipped in all where skipped.skipReason != nil {
            #expect(skipped.skipReason?.isEmpty == false, "a skipped block states why: \(skipped)")
            #expect(skipped.command.hasPrefix("make "), "only make targets are skipped: \(skipped)")
        }
    }

    @Test(arguments: pages)
    func examplesRun(page: String) throws {
        let examples = try Self.examples(in: page).filter { $0.skipReason == nil }
        let sandbox = try DocExampleSandbox()
        defer { sandbox.remove() }
        for example in examples where !example.needsSharedData {
            let result = try Self.run(example, in: try sandbox.directory(for: example.fixtures), state: sandbox.root)
            #expect(result.status == 0, "\(example)\nexit \(result.status)\n\(result.stderr)")
            #expect(!result.stderr.contains("clothesline: error:"), "\(example)\n\(result.stderr)")
            if let expected = example.expectedOutput {
                #expect(DocExample.matches(result.lines, expected),
                        "\(example)\nshown:\n\(expected.joined(separator: "\n"))\nactual:\n\(result.stdout)")
            }
        }
    }

    /// The examples naming `../shared`, run from the package root.
    @Test(.enabled(if: CLI.hasSharedData, "the examples naming ../shared need the evaluation data beside the repository"))
    func sharedDataExamplesRun() throws {
        let shared = try Self.pages.flatMap { try Self.examples(in: $0) }
            .filter { $0.needsSharedData && $0.skipReason == nil }
        #expect(!shared.isEmpty)
        let sandbox = try DocExampleSandbox()
        defer { sandbox.remove() }
        for example in shared {
            let result = try Self.run(example, in: CLI.packageRoot, state: sandbox.root)
            #expect(result.status == 0, "\(example)\nexit \(result.status)\n\(result.stderr)")
            #expect(!result.stderr.contains("clothesline: error:"), "\(example)\n\(result.stderr)")
        }
    }

    /// The runner fails a wrong example: a flag that does not exist, output that is not what is shown.
    @Test func aBrokenExampleFails() throws {
        let page = """
            ```sh
            clothesline classify --no-such-flag "hi"
            ```

            ```console
            $ clothesline classify "Got hoodies?"
            invalid 0.99\tGot hoodies?
            ```
            """
        let examples = DocExample.parse(page, file: "broken.md")
        #expect(examples.count == 2)
        let sandbox = try DocExampleSandbox()
        defer { sandbox.remove() }
        let directory = try sandbox.directory(for: "default")
        let flag = try Self.run(examples[0], in: directory, state: sandbox.root)
        #expect(flag.status == 64)
        let output = try Self.run(examples[1], in: directory, state: sandbox.root)
        #expect(output.status == 0)
        #expect(!DocExample.matches(output.lines, examples[1].expectedOutput ?? []))
    }

    @Test func parsesContinuationsQuotesAndWildcards() {
        let page = """
            <!-- examples: fixtures clinc -->
            ```sh
            # a comment
            printf 'a
            b
            ' | clothesline chat   # it's prose
            clothesline train a.csv \\
                -o b.clmodel
            ```
            """
        let examples = DocExample.parse(page, file: "p.md")
        #expect(examples.map(\.command) == ["printf 'a\nb\n' | clothesline chat   # it's prose",
                                            "clothesline train a.csv \\\n    -o b.clmodel"])
        #expect(examples.allSatisfy { $0.fixtures == "clinc" })
        #expect(DocExample.matches(["a", "b", "c"], ["a", "...", "c"]))
        #expect(DocExample.matches(["a", "c"], ["a", "...", "c"]))
        #expect(!DocExample.matches(["a", "b"], ["a", "c"]))
    }

    /// Runs `example.command` with `sh -c` in `directory`, the built binary first on PATH, history and feedback
    /// under `state`, and no model or catalog from the environment.
    static func run(_ example: DocExample, in directory: URL, state: URL) throws -> CLI.Result {
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CLI.run(
            ["-c", example.command], stdinData: Data(),
            environment: [
                "PATH": path, "XDG_STATE_HOME": state.appendingPathComponent("state").path,
                "CLOTHESLINE_MODEL": "", "CLOTHESLINE_CATALOG": "", "COLUMNS": "120",
            ],
            currentDirectory: directory, timeout: 120, executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
