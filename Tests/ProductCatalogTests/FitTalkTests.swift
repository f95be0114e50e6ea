import Testing
@testable import ProductCatalog

/// How shoppers talk about fit: several sizes in one line, sizes written the catalog's way ("L/XL", "2xl", a waist
/// and a length said apart), "short" and "top" as words of fit, "fit" as a verb, and people named who are not the
/// ones dressed.
@Suite("Fit talk")
struct FitTalkTests {
    static let catalog = Catalog(
        store: Store(name: "S"),
        categories: [
            CategoryDeclaration(name: "Shorts", synonyms: ["short", "shorts"]),
            CategoryDeclaration(name: "Tops", synonyms: ["top", "tops"]),
        ],
        products: [
            Product(id: "c1", name: "Wool Overcoat", category: "Coats", price: 120, audience: "women",
                    sizes: ["S", "M", "L", "XL", "XXL"]),
            Product(id: "h1", name: "Packable Beanie", category: "Hats", price: 20, audience: "unisex",
                    sizes: ["S/M", "L/XL"]),
            Product(id: "t1", name: "Tailored Chinos", category: "Trousers", price: 60, audience: "men",
                    sizes: ["36x30", "38x30", "38x32"]),
            Product(id: "s1", name: "Cargo Shorts", category: "Shorts", price: 30, audience: "men", sizes: ["M", "L"]),
            Product(id: "w1", name: "Ribbed Swimsuit", category: "Swimwear", price: 40, audience: "women",
                    sizes: ["S", "M", "XXL"]),
            Product(id: "p1", name: "Flowy Crop Top", category: "Tops", price: 25, audience: "women", sizes: ["S", "M"]),
            Product(id: "l1", name: "Dri-Fit Leggings", category: "Activewear", price: 45, audience: "women",
                    sizes: ["S", "M"]),
            Product(id: "l2", name: "High Waisted Leggings", category: "Activewear", price: 55, audience: "women",
                    sizes: ["S", "M"]),
        ])
    static let parser = CatalogIndex(catalog: catalog).parser

    @Test(arguments: [
        // A size that says which of someone's things it was gives way to the one asked for.
        ("coat, XXL. the XL ones dig in", "XXL"),
        ("coat in large pls, my XL ones squeeze", "L"),
        // Otherwise the last one said counts: a choice, a conversion.
        ("coat, im between M and L so ill go with L", "L"),
        ("coat, im usually a M, which is a large in yours", "L"),
        // "too small", "they run large": how something fits, not a size.
        ("a swimsuit, im a 2XL and most are too small up top", "XXL"),
        ("coat in M, they run large", "M"),
        ("coat, usually 2xl", "XXL"),
        ("beanie in L/XL", "L/XL"),
        ("the XL ones please", "XL"),
        ("chinos, 38 waist but short legs so 30 length", "38x30"),
    ])
    func sizes(_ text: String, _ size: String) {
        #expect(Self.parser.parse(text).size == size)
    }

    @Test(arguments: [
        ("coats always look short on her", "Coats"),
        ("a swimsuit, most are too small up top", "Swimwear"),
        ("trousers for my dad, he has short legs", "Trousers"),
        ("cargo shorts", "Shorts"),
        ("a cargo short for him", "Shorts"),
        ("a crop top", "Tops"),
    ])
    func shortAndTopDescribeUnlessTheyNameTheProducts(_ text: String, _ category: String) {
        #expect(Self.parser.parse(text).category == category)
    }

    @Test(arguments: [
        ("my dad is taking my mum out, he needs chinos", "men"),
        ("my dads taking my mum out for their anniversary, he needs chinos", "men"),
        ("taking my grandson to the pool, he needs shorts", "boys"),
        ("my dad is walking my sister down the aisle and needs a smart coat", "men"),
        ("coats for my nephew and niece", "kids"),
        // "for her age" compares; a relation misspelt still names who it is.
        ("my grandaughter needs a coat, shes small for her age", "girls"),
    ] as [(String, String?)])
    func whoIsTakenOutIsNotWhoIsDressed(_ text: String, _ audience: String?) {
        #expect(Self.parser.parse(text).audience == audience)
    }

    @Test(arguments: [
        ("a beanie for the big sister, shes 3", "girls"),
        ("a coat for my wife, she's 2", "women"),  // a grown-up's size
    ])
    func aBrotherOrSisterOfThreeIsAToddler(_ text: String, _ audience: String) {
        #expect(Self.parser.parse(text).audience == audience)
    }

    @Test func aBabyHadIsNotWhomALineForTheShopperDresses() {
        #expect(Self.parser.parse("had a baby 3 months ago, need comfy leggings for me").audience == nil)
        #expect(Self.parser.parse("we're having a baby boy, need shorts").audience == "boys")
    }

    @Test(arguments: ["show me the top 10 quotes by mark twain", "top rated speakers", "top of the range laptops"])
    func theTopIsNoTop(_ text: String) {
        #expect(Self.parser.parse(text).category == nil)
    }

    @Test(arguments: ["nothing fits, need leggings", "leggings, they never fit me"])
    func fitAsAVerbSelectsNothing(_ text: String) {
        let query = Self.parser.parse(text)
        #expect(!query.types.contains { $0.hasPrefix("fit") })
    }
}
