import Assistant
import ProductCatalog
import Testing

/// Answers about one product's fields: worded once, with one article before the name.
@Suite("Fact answers")
struct FactAnswerTests {
    static let writer = ReplyWriter(store: Store(name: "Test"))

    @Test(arguments: [
        ("The North Face Puffer Jacket", "The North Face Puffer Jacket costs $120."),
        ("Marlow Insulated Parka", "The Marlow Insulated Parka costs $120."),
        ("Theory Slim Blazer", "The Theory Slim Blazer costs $120."),
    ])
    func aNameThatStartsWithTheKeepsOneArticle(_ name: String, _ expected: String) {
        let product = Product(id: "p", name: name, category: "Coats", price: 120)
        let detail = ProductDetail(number: 1, product: product, store: Store(name: "Test"))
        #expect(Self.writer.answer(.price, about: detail) == expected)
    }

    /// The category line says who the product is for, and "unisex" as a word of its own.
    @Test(arguments: [
        ("women", "Category: Coats for women"), ("unisex", "Category: Coats, unisex"), ("", "Category: Coats\n"),
    ])
    func theCategoryLineSaysWhoItIsFor(_ audience: String, _ expected: String) {
        let product = Product(id: "p", name: "Marlow Parka", category: "Coats", price: 120, audience: audience)
        let detail = ProductDetail(number: 1, product: product, store: Store(name: "Test"))
        #expect(Self.writer.detail(detail).contains(expected), "\(Self.writer.detail(detail))")
    }
}
