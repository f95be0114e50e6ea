import Foundation
import TestSupport
import Testing

@Suite("clothesline search")
struct SearchCommandTests {
    static let fixture = CLI.packageRoot.appendingPathComponent("Tests/ProductCatalogTests/Fixtures/small-catalog.json").path

    @Test func searchesTheShippedCatalogFromArguments() throws {
        let result = try CLI.run(["search", "black", "hoodies", "in", "M"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Understood: category: Hoodies & Sweatshirts · type: hoodies · colour: black · size: M in stock"))
        #expect(result.stdout.contains(" 1. "))
    }

    @Test func findsTheShippedLexiconAndHonoursItsVariable() throws {
        // "haversack" is no word of the shipped catalog: only the lexicon makes it a bag.
        let shipped = try CLI.run(["search", "--json", "haversack"])
        #expect(shipped.status == 0, "\(shipped.stderr)")
        #expect(shipped.stdout.contains("\"category\":\"Bags\""))
        let lexicon = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).tsv")
        defer { try? FileManager.default.removeItem(at: lexicon) }
        try Data("haversack\t\that\n".utf8).write(to: lexicon)
        let overridden = try CLI.run(["search", "--json", "haversack"], environment: ["CLOTHESLINE_LEXICON": lexicon.path])
        #expect(overridden.stdout.contains("\"category\":\"Hats\""))
        let missing = try CLI.run(["search", "--json", "haversack"], environment: ["CLOTHESLINE_LEXICON": "/nonexistent.tsv"])
        #expect(missing.status == 0)
        #expect(missing.stderr.contains("searching without the lexicon"))
    }

    @Test(arguments: [
        ("black hoodies", ["h1"]),
        ("any nike?", ["h3"]),
        ("levis jeans 32x34", ["j1"]),
        ("hoodies in size M", ["h2", "h3"]),
    ] as [(String, [String])])
    func jsonLinesFromStdinInOrder(_ query: String, _ ids: [String]) throws {
        let result = try CLI.run(["search", "--json", "--catalog", Self.fixture], stdin: "\(query)\nred dress\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 2)
        let first = try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any]
        #expect(first?["query"] as? String == query)
        #expect(first?["parsed"] is [String: Any])
        let results = first?["results"] as? [[String: Any]] ?? []
        #expect(results.compactMap { $0["id"] as? String } == ids)
        #expect(results.allSatisfy { $0["why"] is [String] && $0["score"] is Double && $0["name"] is String })
        #expect(first?["relaxed"] is [String])
        let second = try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any]
        #expect((second?["results"] as? [[String: Any]])?.first?["id"] as? String == "d1")
    }

    @Test func relaxationIsReported() throws {
        let result = try CLI.run(["search", "--json", "--catalog", Self.fixture, "black hoodies in M"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let relaxed = object?["relaxed"] as? [String] ?? []
        #expect(relaxed.first?.contains("no black hoodies in size M") == true)
    }

    @Test func plainStdinModeWritesOneLinePerQueryEvenForOddInput() throws {
        var input = Data("hoodies\n\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x0A])   // invalid UTF-8
        input.append(Data(String(repeating: "x", count: 100_000).utf8))
        input.append(Data("\n\u{1B}[2Jtees\n".utf8))
        let result = try CLI.run(["search", "--catalog", Self.fixture, "--limit", "2"], stdinData: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 5)
        #expect(result.lines[0].hasPrefix("hoodies → 3 found"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test(arguments: [["--limit", "0", "x"], ["--catalog", "/nonexistent/catalog.json", "x"]])
    func badInputFailsWithAMessage(_ arguments: [String]) throws {
        let result = try CLI.run(["search"] + arguments)
        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test func invalidCatalogIsReportedWithPaths() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"products": [{"id": "a", "name": "A", "category": "C", "price": -3}]}"#.utf8).write(to: url)
        let result = try CLI.run(["search", "--catalog", url.path, "x"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("products[0].price: must be ≥ 0"))
    }
}
