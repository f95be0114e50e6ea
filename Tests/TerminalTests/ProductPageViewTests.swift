import Assistant
import ProductCatalog
import Testing
@testable import Terminal

/// The REPL lays out the same words as the plain reply: the heading, the relaxation notes and the hint.
@Suite("Product pages in the REPL and in plain text")
struct ProductPageViewTests {
    static func page(query: String, browsing: Bool = false, hints: [String] = [], relaxed: [String] = [])
        -> ProductPage
    {
        let items = (1...2).map { number in
            ProductSummary(
                number: number, id: "p\(number)", name: "Shirt \(number)", brand: nil, price: 20,
                priceText: "$20.00", colors: [], sizesInStock: [], why: [])
        }
        return ProductPage(query: query, items: items, total: 750, relaxed: relaxed, hints: hints, browsing: browsing)
    }

    static func views(_ page: ProductPage) -> (repl: String, plain: String) {
        let writer = ReplyWriter(store: Store(name: "Test"))
        let plain = writer.products(page)
        let turn = Turn(utterance: "x", action: .search, content: .products(page), reply: plain)
        let repl = TurnRenderer(styler: Styler(isEnabled: false), width: 100).render(turn).joined(separator: "\n")
        return (repl, plain)
    }

    /// `printf 'what do you have\nyes\n' | clothesline chat --repl` printed "750 products for  (showing 1–5)".
    @Test func anEmptyQueryHasNoDanglingFor() {
        let (repl, plain) = Self.views(Self.page(query: ""))
        #expect(repl.contains("750 products (showing 1–2)"), "\(repl)")
        #expect(plain.contains("750 products (showing 1–2):"))
        #expect(!repl.contains("for  ") && !repl.contains(" for ("))
    }

    /// Browsing said "for shirts" on a terminal and "in shirts" when piped.
    @Test(arguments: [(false, "750 products for shirts"), (true, "750 products in shirts")])
    func browsingSaysInEverywhere(browsing: Bool, heading: String) {
        let (repl, plain) = Self.views(Self.page(query: "shirts", browsing: browsing))
        #expect(repl.contains(heading), "\(repl)")
        #expect(plain.contains(heading), "\(plain)")
    }

    /// The hint line said "under $40" whatever the results; it now offers the page's own hints.
    @Test func theHintComesFromThePage() {
        let (repl, plain) = Self.views(Self.page(query: "shirts", hints: ["\"in blue\"", "\"size L\""]))
        let hint = "narrow it down with \"in blue\" or \"size L\"."
        #expect(repl.contains(hint), "\(repl)")
        #expect(plain.contains(hint))
        #expect(!repl.contains("under $40"))
    }

    @Test func relaxationIsWordedOnce() {
        let (repl, plain) = Self.views(Self.page(query: "shirts", relaxed: ["no red shirts, so any colour"]))
        let note = "Nothing matched all of that: no red shirts, so any colour."
        #expect(repl.contains(note), "\(repl)")
        #expect(plain.contains(note))
    }
}
