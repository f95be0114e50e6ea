import Foundation
import TestSupport
import Testing

/// `make install`'s layout: `scripts/install.sh` (what `make install` runs after the release build) installs into
/// a temporary prefix, the installed binary runs from `/` and through `PATH` with the installed data, and
/// `scripts/install.sh uninstall` leaves the prefix empty.
///
/// It installs the binary this test run built (debug) instead of a second, release build: the script, the
/// layout and the lookup of `../share/clothesline` are what is tested, and they do not depend on the
/// optimisation level. The man pages are the ones `make man` finished (`make test` runs it first).
@Suite("make install", .serialized)
struct InstallTests {
    static let manPages = CLI.packageRoot.appendingPathComponent(".build/dist/man")
    static var hasManPages: Bool {
        FileManager.default.fileExists(atPath: manPages.appendingPathComponent("clothesline.1").path)
    }

    /// The version as the one Swift constant defines it.
    static func definedVersion() throws -> String {
        let source = try String(
            contentsOf: CLI.packageRoot.appendingPathComponent("Sources/clothesline/Support/ClotheslineVersion.swift"),
            encoding: .utf8)
        let line = source.split(separator: "\n").first { $0.contains("static let current = \"") } ?? ""
        return String(line.split(separator: "\"").dropFirst().first ?? "")
    }

    static func script(_ arguments: [String], prefix: URL) throws -> CLI.Result {
        try CLI.run(
            arguments, stdinData: Data(), environment: ["PREFIX": prefix.path, "DESTDIR": ""],
            currentDirectory: URL(fileURLWithPath: "/"), timeout: 60,
            executable: CLI.packageRoot.appendingPathComponent("scripts/install.sh"))
    }

    @Test(.enabled(if: hasManPages, "needs the man pages in .build/dist/man: run `make man` (make test does)"))
    func installRunFromAnywhereAndUninstall() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: prefix) }

        let install = try Self.script(["install", CLI.binary.path, Self.manPages.path], prefix: prefix)
        #expect(install.status == 0, "\(install.stderr)")

        // The layout: every shipped data file (found generically), man pages, completions, the licence.
        let fm = FileManager.default
        var expected = ["bin/clothesline", "share/man/man1/clothesline.1", "share/man/man1/clothesline.chat.1",
                        "share/bash-completion/completions/clothesline", "share/zsh/site-functions/_clothesline",
                        "share/fish/vendor_completions.d/clothesline.fish", "share/doc/clothesline/LICENSE",
                        "share/clothesline/Models/clothing.clmodel", "share/clothesline/Catalog/catalog.json"]
        let catalog = CLI.packageRoot.appendingPathComponent("Catalog")
        for case let file as String in fm.enumerator(atPath: catalog.path) ?? NSEnumerator()
        where !Self.isDirectory(catalog.appendingPathComponent(file)) {
            expected.append("share/clothesline/Catalog/\(file)")
        }
        for path in expected {
            #expect(fm.fileExists(atPath: prefix.appendingPathComponent(path).path), "installed: \(path)")
        }
        #expect(fm.isExecutableFile(atPath: prefix.appendingPathComponent("bin/clothesline").path))
        for completion in expected where completion.contains("completion") || completion.contains("site-functions") {
            let text = try String(contentsOf: prefix.appendingPathComponent(completion), encoding: .utf8)
            #expect(text.contains("clothesline"), "\(completion) is a completion script for clothesline")
        }

        // From /, by its path: the version defined once.
        let installed = prefix.appendingPathComponent("bin/clothesline")
        let version = try CLI.run(
            ["--version"], stdinData: Data(), currentDirectory: URL(fileURLWithPath: "/"), executable: installed)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == (try Self.definedVersion()))

        // From /, found through PATH, with the installed data: replace the installed catalog with a fixture
        // store and the answers must come from it (not from the source tree the binary was built in).
        try fm.removeItem(at: prefix.appendingPathComponent("share/clothesline/Catalog/catalog.json"))
        try fm.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/chat-catalog.json"),
            to: prefix.appendingPathComponent("share/clothesline/Catalog/catalog.json"))
        let chat = try CLI.run(
            ["-c", "printf 'show me black jeans\\n' | clothesline chat --json --no-feedback"], stdinData: Data(),
            environment: ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin",
                          "CLOTHESLINE_MODEL": "", "CLOTHESLINE_CATALOG": ""],
            currentDirectory: URL(fileURLWithPath: "/"), executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(chat.stdout.contains("\"action\":\"search\""), "\(chat.stdout)")
        #expect(chat.stdout.contains("\"cj-1\""), "answers from the installed catalog: \(chat.stdout)")

        // The manifest lists every file; uninstall leaves the prefix empty.
        let manifest = try String(
            contentsOf: prefix.appendingPathComponent("share/clothesline/install-manifest.txt"), encoding: .utf8)
        for path in expected { #expect(manifest.contains("f \(path)\n"), "manifest lists \(path)") }
        let uninstall = try Self.script(["uninstall"], prefix: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: prefix.path) == [])
    }

    /// Uninstall removes exactly what the install put there: files already in the prefix, and the directories
    /// holding them, stay; installing twice and uninstalling once still leaves nothing of ours.
    @Test(.enabled(if: hasManPages, "needs the man pages in .build/dist/man: run `make man` (make test does)"))
    func uninstallKeepsWhatItDidNotInstall() throws {
        let fm = FileManager.default
        let prefix = fm.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        let other = prefix.appendingPathComponent("share/man/man1/other.1")
        try fm.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("other\n".utf8).write(to: other)
        defer { try? fm.removeItem(at: prefix) }
        for _ in 0..<2 {
            let install = try Self.script(["install", CLI.binary.path, Self.manPages.path], prefix: prefix)
            #expect(install.status == 0, "\(install.stderr)")
        }
        let uninstall = try Self.script(["uninstall"], prefix: prefix)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try fm.contentsOfDirectory(atPath: prefix.path) == ["share"])
        #expect(try fm.contentsOfDirectory(atPath: prefix.appendingPathComponent("share").path) == ["man"])
        #expect(try fm.contentsOfDirectory(atPath: other.deletingLastPathComponent().path) == ["other.1"])
        let again = try Self.script(["uninstall"], prefix: prefix)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("clothesline: error: no manifest at "))
    }

    @Test(.enabled(if: hasManPages, "needs the man pages in .build/dist/man: run `make man` (make test does)"))
    func manPagesCarryTheVersionAndOurSections() throws {
        let version = try Self.definedVersion()
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.manPages.path).filter { $0.hasSuffix(".1") }
        #expect(pages.count >= 10)
        for page in pages {
            let text = try String(contentsOf: Self.manPages.appendingPathComponent(page), encoding: .utf8)
            #expect(text.contains(".Os clothesline \(version)"), "\(page) carries the version")
            for section in ["ENVIRONMENT", "FILES", "EXIT STATUS"] {
                #expect(text.contains(".Sh \(section)"), "\(page) has \(section)")
            }
            #expect(text.contains("CLOTHESLINE_MODEL") && text.contains("Ex -std") == false)
        }
    }

    /// `man -l` (or groff, when man is not installed) renders the main page.
    @Test(.enabled(if: hasManPages && (Self.which("man") != nil || Self.which("groff") != nil),
                   "needs the man pages and man or groff"))
    func mainPageRenders() throws {
        let page = Self.manPages.appendingPathComponent("clothesline.1").path
        let result: CLI.Result
        if let man = Self.which("man") {
            result = try CLI.run(["-l", page], stdinData: Data(), environment: ["MANPAGER": "cat", "MANWIDTH": "80"],
                                 executable: man)
        } else {
            result = try CLI.run(["-mandoc", "-Tutf8", page], stdinData: Data(), executable: Self.which("groff") ?? URL(fileURLWithPath: "/usr/bin/groff"))
        }
        #expect(result.status == 0, "\(result.stderr)")
        for heading in ["NAME", "SYNOPSIS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(result.stdout.contains(heading), "rendered page has \(heading)")
        }
        #expect(result.stdout.contains("clothesline \(try Self.definedVersion())"))
    }

    static func which(_ tool: String) -> URL? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { URL(fileURLWithPath: $0).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
