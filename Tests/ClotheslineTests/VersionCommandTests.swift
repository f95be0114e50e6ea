import Testing

@Suite("clothesline binary")
struct VersionCommandTests {
    @Test func printsVersionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.contains("0.1.0"))
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE"))
    }
}
