import Testing
@testable import ProductCatalog

@Suite("Text index builder")
struct TextIndexBuilderTests {
    /// Names are split on their bytes, without TextNormalizer: both must agree token for token.
    @Test(arguments: [
        "Classic Pullover Hoodie", "Men's Slim-Fit T-Shirt", "Size 10.5 sneakers", "v1.2.3 ...x. 7.", "a'b 'c d'",
        "Café Crème Écharpe", "UPPER lower MiXeD", "", "   ", "2-pack tee (navy/white)", "12.5.6", "x.5 5.x",
    ])
    func nameTokensMatchTheNormalizer(_ name: String) {
        var builder = TextIndexBuilder()
        let numbers = builder.nameTokenNumbers(name)
        #expect(numbers.map { builder.nameTokenTable.strings[Int($0)] } == TextNormalizer.tokens(name))
        // The same words get the same numbers the second time round.
        #expect(builder.nameTokenNumbers(name) == numbers)
    }

    @Test func tokenTableKeepsThousandsOfTokensApart() {
        var table = TokenTable()
        let words = (0..<20_000).map { "w\($0)" }
        let numbers = words.map { word in Array(word.utf8).withUnsafeBufferPointer { table.number(of: $0) } }
        #expect(numbers == (0..<20_000).map { Int32($0) })
        #expect(table.strings == words)
        let again = words.map { word in Array(word.utf8).withUnsafeBufferPointer { table.number(of: $0) } }
        #expect(again == numbers)
    }
}
