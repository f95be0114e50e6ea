import Foundation

/// The seed inputs of each format: the repository's own fixtures, plus a few written here.
enum FuzzSeeds {
    /// The seeds for `format`, read relative to the repository root `root`.
    static func corpus(for format: FuzzFormat, root: URL) -> [[UInt8]] {
        func file(_ path: String) -> [UInt8]? {
            (try? Data(contentsOf: root.appendingPathComponent(path))).map { [UInt8]($0) }
        }
        func files(_ paths: [String]) -> [[UInt8]] { paths.compactMap(file) }
        var seeds: [[UInt8]]
        switch format {
        case .model:
            seeds = files(["Tests/TextClassificationTests/Fixtures/tiny-v2.clmodel"])
        case .catalog:
            seeds = files(["Tests/ProductCatalogTests/Fixtures/small-catalog.json",
                           "Tests/ProductCatalogTests/Fixtures/extensions-and-escapes.json",
                           "Tests/ProductCatalogTests/Fixtures/every-problem.json"])
        case .csvImport:
            seeds = files(["Tests/ProductCatalogTests/Fixtures/styles-like.csv",
                           "Tests/ProductCatalogTests/Fixtures/myntra-like.csv"])
            seeds.append(Array("id,name,category,price,brand,colors,sizes\n1,\"Black, Tee\",Tees,19.99,Acme,black,S|M\n".utf8))
        case .trainingCSV:
            seeds = files(["Tests/TextClassificationTests/Fixtures/tiny.csv",
                           "Tests/TextClassificationTests/Fixtures/quoted.csv"])
        case .trainingJSON:
            seeds = files(["Tests/TextClassificationTests/Fixtures/data.json"])
            seeds.append(Array(#"[{"text":"red dress","label":"valid"},{"text":"weather today","label":"invalid"}]"#.utf8))
        case .trainingJSONL:
            seeds = files(["Tests/TextClassificationTests/Fixtures/torn.jsonl"])
            seeds.append(Array("{\"text\":\"red dress\",\"label\":\"valid\"}\n{\"text\":\"weather\",\"label\":\"invalid\"}\n".utf8))
        case .trainingFolder:
            // One example per line: `label<TAB>text`; the harness writes label/N.txt files.
            seeds = [Array("valid\tblack jeans please\nvalid\tany hoodies\ninvalid\tplay some jazz\ninvalid\tweather\n".utf8)]
        case .policy:
            seeds = [
                Array(#"{"name": "fuzz", "act": 0.8, "confirm": 0.5, "margin": 0.1, "routes": {"valid": "search", "invalid": "fallback"}}"#.utf8),
                Array(#"{"act": 0.9, "confirm": 0.6}"#.utf8),
            ]
        case .transcript:
            seeds = files(["Tests/AssistantTests/Fixtures/Transcripts/sample.transcript",
                           "Tests/Dialogues/07-refine-by-price-and-cheaper.transcript",
                           "Tests/Dialogues/31-strict-preset.transcript"])
        case .chatLines:
            seeds = [
                "show me black jeans\nunder $60\nmore\ntell me about 2\nstart over\n",
                "do you have hoodies?\nyes\nsize M\ncheaper\n:why\n", "hi\nwhat's the weather\n1\n2\nbye\n",
                "jeans under $40\nbetween 20 and 30 dollars\n$20-$30 shoes\nover 100\n",
            ].map { Array($0.utf8) }
        case .searchLines:
            seeds = [
                "black hoodies in M under $50\n", "jeans between 20 and 40 dollars\n", "nike running shoes size 10\n",
                "red dress for women over $30\n", "$20-$30 t-shirts in stock\n", "addidas sneakers\n",
            ].map { Array($0.utf8) }
        }
        return seeds.isEmpty ? [Array("seed".utf8)] : seeds
    }
}
