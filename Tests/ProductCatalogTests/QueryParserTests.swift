import Testing
@testable import ProductCatalog

/// One parser case: the utterance and the fields expected (nil = must be absent).
struct ParseCase: CustomTestStringConvertible, Sendable {
    var text: String
    var category: String? = nil
    var brand: String? = nil
    var colors: [String] = []
    var size: String? = nil
    var audience: String? = nil
    var minPrice: Double? = nil
    var maxPrice: Double? = nil
    var direction: PriceDirection? = nil
    var inStock = false
    var keywords: [String] = []
    var testDescription: String { text }
}

@Suite("QueryParser")
struct QueryParserTests {
    static let parser = QueryParser(catalog: Fixture.catalog)

    static let cases: [ParseCase] = [
        // Categories: names, synonyms, plural/singular and spelling variants.
        ParseCase(text: "hoodies", category: "Hoodies"),
        ParseCase(text: "hoodie", category: "Hoodies"),
        ParseCase(text: "hoody", category: "Hoodies"),
        ParseCase(text: "a sweatshirt", category: "Hoodies"),
        ParseCase(text: "tee", category: "T-Shirts"),
        ParseCase(text: "tees", category: "T-Shirts"),
        ParseCase(text: "t-shirts", category: "T-Shirts"),
        ParseCase(text: "tshirt", category: "T-Shirts"),
        ParseCase(text: "T Shirts", category: "T-Shirts"),
        ParseCase(text: "jeans", category: "Jeans"),
        ParseCase(text: "denim", category: "Jeans"),
        ParseCase(text: "trainers", category: "Sneakers"),
        ParseCase(text: "sneaker", category: "Sneakers"),
        ParseCase(text: "dress", category: "Dresses"),
        ParseCase(text: "DRESSES!!", category: "Dresses"),
        ParseCase(text: "hodies", category: "Hoodies"),
        // Brands: any case, one typo in longer names.
        ParseCase(text: "any nike?", brand: "Nike"),
        ParseCase(text: "ADIDAS hoodies", category: "Hoodies", brand: "Adidas"),
        ParseCase(text: "what about Adidas?", brand: "Adidas"),
        ParseCase(text: "addidas", brand: "Adidas"),
        ParseCase(text: "levis jeans", category: "Jeans", brand: "Levi's"),
        ParseCase(text: "levi's", brand: "Levi's"),
        ParseCase(text: "northwnd tees", category: "T-Shirts", brand: "Northwind"),
        ParseCase(text: "pumas", brand: "Puma"),
        // Colours and families.
        ParseCase(text: "black hoodies", category: "Hoodies", colors: ["black"]),
        ParseCase(text: "got tees in navy?", category: "T-Shirts", colors: ["navy blue"]),
        ParseCase(text: "navy blue tees", category: "T-Shirts", colors: ["navy blue"]),
        ParseCase(text: "gray jeans", category: "Jeans", colors: ["grey"]),
        ParseCase(text: "charcoal grey hoodie", category: "Hoodies", colors: ["charcoal"]),
        ParseCase(text: "red or white tees", category: "T-Shirts", colors: ["red", "white"]),
        ParseCase(text: "in black", colors: ["black"]),
        ParseCase(text: "light blue jeans", category: "Jeans", colors: ["light blue"]),
        // Sizes.
        ParseCase(text: "do you have hoodies in size M?", category: "Hoodies", size: "M"),
        ParseCase(text: "hoodies in M", category: "Hoodies", size: "M"),
        ParseCase(text: "size L", size: "L"),
        ParseCase(text: "tees in a medium", category: "T-Shirts", size: "M"),
        ParseCase(text: "small hoodie", category: "Hoodies", size: "S"),
        ParseCase(text: "extra large tee", category: "T-Shirts", size: "XL"),
        ParseCase(text: "xl tees", category: "T-Shirts", size: "XL"),
        ParseCase(text: "jeans 32x34", category: "Jeans", size: "32x34"),
        ParseCase(text: "jeans 32 x 34", category: "Jeans", size: "32x34"),
        ParseCase(text: "jeans waist 32", category: "Jeans", size: "32"),
        ParseCase(text: "jeans w32 l34", category: "Jeans", size: "32x34"),
        ParseCase(text: "sneakers 10.5", category: "Sneakers", size: "10.5"),
        ParseCase(text: "sneakers size 10", category: "Sneakers", size: "10"),
        ParseCase(text: "size xs dress", category: "Dresses", size: "XS"),
        ParseCase(text: "size xxl tee", category: "T-Shirts", size: "XXL"),
        // Audiences.
        ParseCase(text: "men's hoodies", category: "Hoodies", audience: "men"),
        ParseCase(text: "mens jeans", category: "Jeans", audience: "men"),
        ParseCase(text: "jeans for men", category: "Jeans", audience: "men"),
        ParseCase(text: "something for her", audience: "women"),
        ParseCase(text: "a gift for him", audience: "men", keywords: []),
        ParseCase(text: "ladies tees", category: "T-Shirts", audience: "women"),
        ParseCase(text: "women's dresses", category: "Dresses", audience: "women"),
        ParseCase(text: "kids sneakers", category: "Sneakers", audience: "kids"),
        ParseCase(text: "for women", audience: "women"),
        ParseCase(text: "girls dress", category: "Dresses", audience: "girls"),
        ParseCase(text: "unisex hoodie", category: "Hoodies", audience: "unisex"),
        // Prices.
        ParseCase(text: "under $50", maxPrice: 50),
        ParseCase(text: "black jeans under $40 for men", category: "Jeans", colors: ["black"], audience: "men", maxPrice: 40),
        ParseCase(text: "less than 40 dollars", maxPrice: 40),
        ParseCase(text: "between 20 and 40", minPrice: 20, maxPrice: 40),
        ParseCase(text: "$20-$40 tees", category: "T-Shirts", minPrice: 20, maxPrice: 40),
        ParseCase(text: "tees 20-40 dollars", category: "T-Shirts", minPrice: 20, maxPrice: 40),
        ParseCase(text: "from $20 to $40", minPrice: 20, maxPrice: 40),
        ParseCase(text: "over 100", minPrice: 100),
        ParseCase(text: "at least $30", minPrice: 30),
        ParseCase(text: "up to 25 bucks", maxPrice: 25),
        ParseCase(text: "hoodies below 60", category: "Hoodies", maxPrice: 60),
        ParseCase(text: "$30 jeans", category: "Jeans", maxPrice: 30),
        ParseCase(text: "cheap hoodies", category: "Hoodies", direction: .lower),
        ParseCase(text: "cheaper", direction: .lower),
        ParseCase(text: "anything less expensive?", direction: .lower),
        ParseCase(text: "something more expensive", direction: .higher),
        ParseCase(text: "premium jeans", category: "Jeans", direction: .higher),
        ParseCase(text: "affordable dresses", category: "Dresses", direction: .lower),
        // Stock.
        ParseCase(text: "hoodies in stock", category: "Hoodies", inStock: true),
        ParseCase(text: "sneakers available now", category: "Sneakers", inStock: true),
        // Everything at once, and leftovers.
        ParseCase(text: "Black Nike hoodie in size M under $60 for men in stock", category: "Hoodies", brand: "Nike",
                  colors: ["black"], size: "M", audience: "men", maxPrice: 60, inStock: true),
        ParseCase(text: "ferrari logo tee", category: "T-Shirts", keywords: ["ferrari", "logo"]),
        ParseCase(text: "warm fleece", keywords: ["warm", "fleece"]),
        ParseCase(text: "short sleeve tee", category: "T-Shirts", keywords: ["short", "sleeve"]),
        ParseCase(text: "show me some kangaroo pocket hoodies please", category: "Hoodies", keywords: ["kangaroo", "pocket"]),
        ParseCase(text: "", keywords: []),
        ParseCase(text: "   ?!  ", keywords: []),
        ParseCase(text: "\u{1B}[31mred\u{1B}[0m dress", category: "Dresses", colors: ["red"]),
        ParseCase(text: "robe d'été", keywords: ["robe", "dete"]),
        ParseCase(text: "crème tees", category: "T-Shirts", keywords: ["creme"]),
        // An age is who it is for, not a size or a price; a brand in the plural is the brand.
        ParseCase(text: "hoodie for my 5 yr old", category: "Hoodies", audience: "kids"),
        ParseCase(text: "tees for a 7 year old", category: "T-Shirts", audience: "kids"),
        ParseCase(text: "jeans for my 12 years old", category: "Jeans", audience: "kids"),
        ParseCase(text: "nikes under 40", brand: "Nike", maxPrice: 40),
        // A category the shopper turns away names nothing.
        ParseCase(text: "the hoodies not the jeans", category: "Hoodies"),
        ParseCase(text: "jeans, not hoodies", category: "Jeans"),
        // A waist and a leg said number first.
        ParseCase(text: "jeans 32 waist 34 leg", category: "Jeans", size: "32x34"),
        ParseCase(text: "jeans, 30 waist", category: "Jeans", size: "30"),
        // An upper bound said after the number, or as a budget.
        ParseCase(text: "jeans 60 max", category: "Jeans", maxPrice: 60),
        ParseCase(text: "jeans, 50 or less", category: "Jeans", maxPrice: 50),
        ParseCase(text: "my budget is 80 for jeans", category: "Jeans", maxPrice: 80),
        ParseCase(text: "hoodies, want to spend about 70", category: "Hoodies", maxPrice: 70),
    ]

    @Test(arguments: cases)
    func parses(_ c: ParseCase) {
        let q = Self.parser.parse(c.text)
        #expect(q.category == c.category)
        #expect(q.brand == c.brand)
        #expect(q.colors == c.colors)
        #expect(q.size == c.size)
        #expect(q.audience == c.audience)
        #expect(q.minPrice == c.minPrice)
        #expect(q.maxPrice == c.maxPrice)
        #expect(q.priceDirection == c.direction)
        #expect(q.inStockOnly == c.inStock)
        if !c.keywords.isEmpty || c.text.trimmingCharacters(in: .whitespaces).isEmpty {
            #expect(q.keywords == c.keywords)
        }
    }

    @Test(arguments: [
        ("in black", true), ("under $40", true), ("size L", true), ("what about Adidas?", true), ("for women", true),
        ("cheaper", true), ("black hoodies", false), ("ferrari logo", false), ("hello", false), ("", false),
    ])
    func refinementOnly(_ text: String, _ expected: Bool) {
        #expect(Self.parser.parse(text).isRefinementOnly == expected)
    }

    @Test func hugeInputIsBoundedAndDoesNotCrash() {
        let text = String(repeating: "black hoodie ", count: 50_000)
        let q = Self.parser.parse(text)
        #expect(q.category == "Hoodies")
        #expect(q.keywords.count < 300)
    }

    @Test func understoodListsEveryFilter() {
        let q = Self.parser.parse("black nike hoodies in M under $60 addidas")
        #expect(q.understood.contains("category: Hoodies"))
        #expect(q.understood.contains("colour: black"))
        #expect(q.understood.contains("size: M in stock"))
        #expect(q.understood.contains("price: at most 60"))
    }
}
