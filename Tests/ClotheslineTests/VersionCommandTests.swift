import TestSupport
import Testing

@Suite("clothesline binary")
struct VersionCommandTests {
    @Test func printsVersionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == (try InstallTests.definedVersion()) + "\n")
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE"))
    }
}
