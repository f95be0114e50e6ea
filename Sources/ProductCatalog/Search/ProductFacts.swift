/// What the catalog index knows about each product from its fields alone (category, brand, audience, colours,
/// price, stock), gathered in one pass; built next to the text index, on another core.
struct ProductFacts: Sendable {
    /// Category name → number, in catalog order.
    var categoryNumber: [String: Int32] = [:]
    /// Per category number: the products filed under it, in order.
    var productsInCategory: [[Int32]] = []
    /// Product id → position of its first product.
    var positionOfID: [String: Int] = [:]
    var categoryOf: [Int32] = []
    var brandKeyOf: [String?] = []
    var productsOfBrand: [String: [Int32]] = [:]
    /// Canonical audience per product (`nil` when not given).
    var audienceOf: [String?] = []
    /// The distinct canonical audiences in use.
    var audiences: Set<String> = []
    /// Colour or family name → code.
    var colorCodes: [String: Int32] = [:]
    /// Per product: codes of its listed colours, and of their families (-1 for none), parallel.
    var colorCodesOf: FlatLists
    var familyCodesOf: FlatLists
    /// Colour or family → the products listing it (or a shade of it), in order.
    var productsOfColor: [String: [Int32]] = [:]
    var prices: [Double] = []
    var inStock: [Bool] = []

    /// Gathers the facts of `products`; `categoryNames` gives the category numbers.
    init(products: [Product], categoryNames: [String]) {
        colorCodesOf = FlatLists(capacity: products.count)
        familyCodesOf = FlatLists(capacity: products.count)
        for name in categoryNames {
            categoryNumber[name] = Int32(productsInCategory.count)
            productsInCategory.append([])
        }
        positionOfID.reserveCapacity(products.count)
        categoryOf.reserveCapacity(products.count)
        brandKeyOf.reserveCapacity(products.count)
        audienceOf.reserveCapacity(products.count)
        prices.reserveCapacity(products.count)
        inStock.reserveCapacity(products.count)
        // Each distinct spelling is normalised once.
        var brandKeys: [String: String] = [:]
        var canonicalAudience: [String: String] = [:]
        var colors: [String: (name: String, family: String?, code: Int32, familyCode: Int32)] = [:]
        var lastCategory: (name: String, number: Int32)?
        // Per colour code: the products listing it (or a shade of it); made into productsOfColor at the end.
        var productsOfColorCode: [[Int32]] = []
        func add(_ document: Int32, toColor code: Int32) {
            while productsOfColorCode.count <= Int(code) { productsOfColorCode.append([]) }
            productsOfColorCode[Int(code)].append(document)
        }
        for index in products.indices {
            let document = Int32(index)
            // Fields are read in place: copying the whole product would retain and release each of them.
            let id = products[index].id, category = products[index].category
            if positionOfID[id] == nil { positionOfID[id] = index }
            // Products of a category often follow each other: skip the lookup when it is the previous one.
            let number: Int32
            if let lastCategory, lastCategory.name == category {
                number = lastCategory.number
            } else {
                number = categoryNumber[category] ?? 0
                lastCategory = (category, number)
            }
            categoryOf.append(number)
            productsInCategory[Int(number)].append(document)
            var brandKey: String?
            if let brand = products[index].brand {
                if let known = brandKeys[brand] { brandKey = known } else {
                    let key = TextNormalizer.phraseKey(brand)
                    brandKeys[brand] = key
                    brandKey = key
                }
            }
            brandKeyOf.append(brandKey)
            if let brandKey { productsOfBrand[brandKey, default: []].append(document) }
            if let audience = products[index].audience {
                if let known = canonicalAudience[audience] { audienceOf.append(known) } else {
                    let canonical = Audience.canonical(audience)
                    canonicalAudience[audience] = canonical
                    audiences.insert(canonical)
                    audienceOf.append(canonical)
                }
            } else {
                audienceOf.append(nil)
            }
            for raw in products[index].colors {
                let entry: (name: String, family: String?, code: Int32, familyCode: Int32)
                if let known = colors[raw] { entry = known } else {
                    let canonical = ColorPalette.canonical(raw)
                    let family = ColorPalette.family(of: canonical)
                    entry = (canonical, family, code(canonical), family.map { code($0) } ?? -1)
                    colors[raw] = entry
                }
                colorCodesOf.append(entry.code)
                familyCodesOf.append(entry.familyCode)
                add(document, toColor: entry.code)
                if let family = entry.family, family != entry.name { add(document, toColor: entry.familyCode) }
            }
            colorCodesOf.closeList()
            familyCodesOf.closeList()
            prices.append(products[index].price)
            // (Asking a product without stock counts would copy it first.)
            inStock.append(products[index].stock.isEmpty || products[index].isInStock)
        }
        var colorNames = [String](repeating: "", count: colorCodes.count)
        for (name, code) in colorCodes { colorNames[Int(code)] = name }
        for code in productsOfColorCode.indices where !productsOfColorCode[code].isEmpty {
            productsOfColor[colorNames[code]] = productsOfColorCode[code]
        }
    }

    /// The code of a colour or family name, adding it when new.
    mutating func code(_ name: String) -> Int32 {
        if let known = colorCodes[name] { return known }
        let n = Int32(colorCodes.count)
        colorCodes[name] = n
        return n
    }
}
