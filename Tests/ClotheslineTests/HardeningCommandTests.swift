import Foundation
import TestSupport
import Testing

/// The issue-13 reproductions, end to end: hostile prices, catalogs, model files and data files neither crash
/// the program nor reach the terminal raw, and every error names its file.
@Suite("Hostile input through the binary")
struct HardeningCommandTests {
    static let fuzzFixtures = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/fuzz")
    static let smallCatalog = CLI.packageRoot.appendingPathComponent("Tests/ProductCatalogTests/Fixtures/small-catalog.json")

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    /// Whether `text` holds anything that can drive a terminal: C0 (but newline and tab), DEL, C1, bidi controls.
    static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            (s.value < 0x20 && s.value != 0x0A && s.value != 0x09) || (0x7F...0x9F).contains(s.value)
                || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
                || [0x200E, 0x200F, 0x061C].contains(s.value)
        }
    }

    static let hugePrices = [
        "jeans under $99999999999999999999", "jeans under $1e400", "over $99999999999999999999",
        "between 1 and 99999999999999999999", "$20-$99999999999999999999 jeans", "over $1e400",
    ]

    @Test(arguments: hugePrices)
    func searchSaysWhatItUnderstoodOfAHugePrice(line: String) throws {
        let result = try CLI.run(["search", line])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Understood: "))
        let json = try CLI.run(["search", "--json", line])
        #expect(json.status == 0, "\(json.stderr)")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
    }

    @Test func chatKeepsGoingAfterHugePrices() throws {
        let lines = Self.hugePrices.joined(separator: "\n") + "\nbye\n"
        for flags in [[], ["--json"]] {
            let result = try CLI.run(["chat"] + flags, stdin: lines)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count >= Self.hugePrices.count + 1)
        }
    }

    @Test func validateRejectsAPriceItCannotShow() throws {
        let file = Self.fuzzFixtures.appendingPathComponent("catalog/price-1e19.json").path
        let result = try CLI.run(["catalog", "validate", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file): 1 problem"))
        #expect(result.stderr.contains("products[0].price: must be at most 1000000000000, found 1e+19"))
    }

    @Test(arguments: ["59", "60", "61"])
    func craftedFeatureCountIsAnError(exponent: String) throws {
        let file = Self.fuzzFixtures.appendingPathComponent("model/feature-count-2e\(exponent).clmodel").path
        let result = try CLI.run(["classify", "--model", file, "black jeans"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(file))
        #expect(result.stderr.contains("the payload size does not match"))
    }

    /// A catalog whose category, names and ids carry escape sequences, 8-bit CSI and bidi overrides.
    func hostileCatalog() throws -> URL {
        var text = String(decoding: try Data(contentsOf: Self.smallCatalog), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"Hoodies\"", with: #""Hoodies\u001b[2J\u202e""#)
        text = text.replacingOccurrences(of: "Classic Pullover Hoodie", with: #"Classic \u009b31m Pullover \u2066Hoodie"#)
        let url = temporary("hostile.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func noControlsReachTheOutputFromACatalog() throws {
        let catalog = try hostileCatalog()
        defer { try? FileManager.default.removeItem(at: catalog) }
        for arguments in [["search", "--catalog", catalog.path, "hoodies"],
                          ["search", "--catalog", catalog.path, "--json", "classic hoodie"],
                          ["catalog", "stats", catalog.path]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(Self.isSafe(result.stdout), "\(arguments): \(result.stdout.debugDescription)")
            #expect(Self.isSafe(result.stderr))
        }
        let json = try CLI.run(["search", "--catalog", catalog.path, "--json", "classic hoodie"])
        #expect(json.stdout.contains(#"\u009b"#))
        let chat = try CLI.run(["chat", "--catalog", catalog.path, "--json"], stdin: "hoodies\n2\n")
        #expect(Self.isSafe(chat.stdout), "\(chat.stdout.debugDescription)")
    }

    @Test func duplicateIdWithEscapesIsPrintedSafely() throws {
        let url = temporary("dup.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"products": [{"id": "a\u001b[2J\u202e", "name": "A", "category": "C", "price": 1}, {"id": "a\u001b[2J\u202e", "name": "B", "category": "C", "price": 1}]}"#.utf8).write(to: url)
        let result = try CLI.run(["catalog", "validate", url.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("duplicate id"))
        #expect(Self.isSafe(result.stderr), "\(result.stderr.debugDescription)")
    }

    @Test func importWithoutANameColumnNamesTheFileAndDoesNotDumpIt() throws {
        let url = temporary("broken.csv")
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = (1...2000).map { "\($0),Black Tee \u{1B}[2J number \($0),\($0).99" }.joined(separator: "\n")
        try Data("id,\"title,price\n\(rows)\n".utf8).write(to: url)
        let result = try CLI.run(["catalog", "import", url.path, "-o", temporary("out.json").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains(url.path))
        #expect(result.stderr.contains("unterminated quote"))
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.utf8.count) bytes of error")
        #expect(Self.isSafe(result.stderr))
    }

    @Test func trainOnOneLabelNamesTheFile() throws {
        let url = temporary("one-label.csv")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("text,label\nblack jeans,valid\nred dress,valid\n".utf8).write(to: url)
        let result = try CLI.run(["train", url.path, "--output", temporary("m.clmodel").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(url.path): training needs at least two labels"))
    }

    @Test func jsonSyntaxErrorsGiveFileLineAndColumn() throws {
        let policy = Self.fuzzFixtures.appendingPathComponent("policy/syntax-error.json").path
        let data = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/policy-sample.csv").path
        let compared = try CLI.run(["policy", "compare", data, "--policy", policy])
        #expect(compared.status != 0)
        #expect(compared.stderr.contains("\(policy):2:17: JSON syntax error"))
        let training = Self.fuzzFixtures.appendingPathComponent("training-json/syntax-error.json").path
        let trained = try CLI.run(["train", training, "--output", temporary("m.clmodel").path])
        #expect(trained.status != 0)
        #expect(trained.stderr.contains("\(training):2:21: JSON syntax error"))
    }
}
