import Foundation
import Synchronization

/// Turns a parsed JSON document into a ``Catalog``, collecting every problem with its JSON path.
struct CatalogValidator {
    let file: String
    private var problems: [CatalogProblem] = []

    init(file: String) {
        self.file = file
    }

    static let rootKeys = ["formatVersion", "store", "categories", "products"]
    static let storeKeys = ["name", "currency", "email", "phone", "hours", "url", "policies"]
    /// The members of `store.policies`: one text per topic.
    static let policyKeys = StoreTopic.policyTopics.map(\.rawValue)
    static let categoryKeys = ["name", "synonyms", "kinds"]
    static let productKeys = [
        "id", "name", "category", "price", "brand", "audience", "colors", "sizes", "stock", "materials", "tags",
        "description",
    ]

    func catalog(from document: JSONValue) throws(CatalogError) -> Catalog {
        var copy = self
        return try copy.build(document)
    }

    private mutating func problem(_ path: String, _ message: String) {
        problems.append(CatalogProblem(path: path, message: message))
    }

    private mutating func build(_ document: JSONValue) throws(CatalogError) -> Catalog {
        guard case .object(let members) = document else {
            throw .invalid(file: file, problems: [
                CatalogProblem(path: "$", message: "must be an object with \"formatVersion\", \"store\" and \"products\", found \(document.typeName)"),
            ])
        }
        checkMembers(members, path: "", known: Self.rootKeys)
        if let version = document["formatVersion"] {
            if case .number(let n) = version, n == n.rounded(), n >= 1 {
                if n > Double(Catalog.formatVersion) {
                    // Int(n) would trap on a huge number such as 1e300.
                    throw .unsupportedVersion(file: file, version: n < 1e15 ? Int(n) : Int.max, supported: Catalog.formatVersion)
                }
            } else {
                problem("formatVersion", "must be a whole number ≥ 1 (this program writes \(Catalog.formatVersion)), found \(describe(version))")
            }
        }
        let store = buildStore(document["store"])
        let categories = buildCategories(document["categories"])
        var products: [Product] = []
        switch document["products"] {
        case nil:
            problem("products", "missing; add \"products\": [ … ] with at least the fields id, name, category and price")
        case .array(let items)?:
            products.reserveCapacity(items.count)
            var firstIndexOfID: [String: Int] = [:]
            firstIndexOfID.reserveCapacity(items.count)
            for batch in batches(of: items) {
                var problemStart = 0
                for k in batch.products.indices {
                    let index = batch.start + k
                    problems.append(contentsOf: batch.problems[problemStart..<batch.problemEnds[k]])
                    problemStart = batch.problemEnds[k]
                    if let id = batch.ids[k] {
                        if let first = firstIndexOfID[id] {
                            problem("products[\(index)].id", "duplicate id \"\(id)\" (first used by products[\(first)])")
                        } else {
                            firstIndexOfID[id] = index
                        }
                    }
                    if let product = batch.products[k] { products.append(product) }
                }
            }
        case let other?:
            problem("products", "must be an array of products, found \(other.typeName)")
        }
        guard problems.isEmpty else { throw .invalid(file: file, problems: problems) }
        return Catalog(store: store, categories: categories, products: products)
    }

    /// Validates the products, the two halves of a long array at the same time on two cores.
    private func batches(of items: [JSONValue]) -> [ProductBatch] {
        guard items.count >= 4_000 else { return [batch(items, 0..<items.count)] }
        let middle = items.count / 2
        let halves = Mutex<[ProductBatch?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            let built = batch(items, part == 0 ? 0..<middle : middle..<items.count)
            halves.withLock { $0[part] = built }
        }
        let done = halves.withLock { $0 }
        // concurrentPerform returns after both halves ran; validating here again is a guard that cannot crash.
        return [done[0] ?? batch(items, 0..<middle), done[1] ?? batch(items, middle..<items.count)]
    }

    /// Validates `items[range]` with a validator of its own.
    private func batch(_ items: [JSONValue], _ range: Range<Int>) -> ProductBatch {
        var validator = CatalogValidator(file: file)
        var batch = ProductBatch(start: range.lowerBound)
        batch.products.reserveCapacity(range.count)
        batch.ids.reserveCapacity(range.count)
        batch.problemEnds.reserveCapacity(range.count)
        for index in range {
            let item = items[index]
            batch.products.append(validator.buildProduct(item, index: index))
            if case .string(let id)? = item["id"] { batch.ids.append(id) } else { batch.ids.append(nil) }
            batch.problemEnds.append(validator.problems.count)
        }
        batch.problems = validator.problems
        return batch
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return String(b)
        default: return value.typeName
        }
    }

    /// Reports duplicate members and misspelt member names (unknown names far from every known one are
    /// extensions and are ignored).
    private mutating func checkMembers(_ members: [(key: String, value: JSONValue)], path: @autoclosure () -> String, known: [String]) {
        for (position, member) in members.enumerated() {
            if known.contains(member.key) && !members[..<position].contains(where: { $0.key == member.key }) { continue }
            let prefix = path()
            let memberPath = prefix.isEmpty ? member.key : "\(prefix).\(member.key)"
            // Objects here have a dozen members at most: a linear scan beats hashing.
            if members[..<position].contains(where: { $0.key == member.key }) {
                problem(memberPath, "appears more than once in the same object")
                continue
            }
            if known.contains(member.key) { continue }
            if let close = Self.suggestion(for: member.key, known: known) {
                problem(memberPath, "unknown member; did you mean \"\(close)\"?")
            }
        }
    }

    /// The members of an object whose keys it has not had before: each repeat is reported at `path.key` and left
    /// out (objects of texts by a key, such as `store.policies` and a category's `kinds`).
    private mutating func firstOfEachKey(
        _ members: [(key: String, value: JSONValue)], path: String
    ) -> [(key: String, value: JSONValue)] {
        members.enumerated().compactMap { position, member in
            guard members[..<position].contains(where: { $0.key == member.key }) else { return member }
            problem("\(path).\(member.key)", "appears more than once in the same object")
            return nil
        }
    }

    /// The known member name an unknown `key` is probably a misspelling of, or `nil` when it is far from every
    /// one (an extension, which is ignored).
    static func suggestion(for key: String, known: [String]) -> String? {
        let lower = key.lowercased()
        return known.first(where: {
            $0.lowercased() == lower || EditDistance.within($0.lowercased(), lower, limit: 2) != nil
                || ($0 == "colors" && lower == "colours") || ($0 == "colors" && lower == "colour")
        })
    }

    private mutating func buildStore(_ value: JSONValue?) -> Store {
        guard let value else { return Store(name: "Store") }
        guard case .object(let members) = value else {
            problem("store", "must be an object like {\"name\": \"…\", \"currency\": \"USD\"}, found \(value.typeName)")
            return Store(name: "Store")
        }
        checkMembers(members, path: "store", known: Self.storeKeys)
        let name = requiredString(value["name"], path: "store.name") ?? "Store"
        var store = Store(name: name)
        if let currency = optionalString(value["currency"], path: "store.currency") {
            let letters = currency.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
            if currency.count == 3 && letters {
                store.currency = currency
            } else {
                problem("store.currency", "must be a three-letter ISO 4217 code such as \"USD\", \"EUR\" or \"INR\", found \"\(currency)\"")
            }
        }
        store.email = optionalString(value["email"], path: "store.email")
        store.phone = optionalString(value["phone"], path: "store.phone")
        store.hours = optionalString(value["hours"], path: "store.hours")
        store.url = optionalString(value["url"], path: "store.url")
        store.policies = buildPolicies(value["policies"])
        return store
    }

    /// `store.policies`: texts by topic. Unlike extension members elsewhere, every key must be a topic, since
    /// a text under any other name would never be shown.
    private mutating func buildPolicies(_ value: JSONValue?) -> StorePolicies? {
        guard let value else { return nil }
        if case .null = value { return nil }
        guard case .object(let members) = value else {
            problem("store.policies", "must be an object of texts by topic like {\"returns\": \"…\"}, found \(value.typeName)")
            return nil
        }
        var texts: [StoreTopic: String] = [:]
        for member in firstOfEachKey(members, path: "store.policies") {
            let path = "store.policies.\(member.key)"
            guard let topic = StoreTopic(rawValue: member.key), StoreTopic.policyTopics.contains(topic) else {
                if member.key == StoreTopic.hours.rawValue || member.key == StoreTopic.contact.rawValue {
                    problem(path, "not a policy topic; opening hours and contact details go in store.hours, email, phone and url")
                } else if let close = Self.suggestion(for: member.key, known: Self.policyKeys) {
                    problem(path, "unknown topic; did you mean \"\(close)\"?")
                } else {
                    problem(path, "unknown topic; topics are \(Self.policyKeys.joined(separator: ", "))")
                }
                continue
            }
            if let text = optionalString(member.value, path: path) { texts[topic] = text }
        }
        return texts.isEmpty ? nil : StorePolicies(texts)
    }

    private mutating func buildCategories(_ value: JSONValue?) -> [CategoryDeclaration] {
        guard let value else { return [] }
        guard case .array(let items) = value else {
            problem("categories", "must be an array of {\"name\", \"synonyms\"}, found \(value.typeName)")
            return []
        }
        var result: [CategoryDeclaration] = []
        var seen: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let path = "categories[\(index)]"
            guard case .object(let members) = item else {
                problem(path, "must be an object {\"name\": \"…\", \"synonyms\": [\"…\"]}, found \(item.typeName)")
                continue
            }
            checkMembers(members, path: path, known: Self.categoryKeys)
            guard let name = requiredString(item["name"], path: "\(path).name") else { continue }
            if let first = seen[name.lowercased()] {
                problem("\(path).name", "category \"\(name)\" is already declared by categories[\(first)]")
                continue
            }
            seen[name.lowercased()] = index
            let synonyms = stringList(item["synonyms"], path: "\(path).synonyms")
            let kinds = buildKinds(item["kinds"], path: "\(path).kinds")
            result.append(CategoryDeclaration(name: name, synonyms: synonyms, kinds: kinds))
        }
        return result
    }

    /// A category's `kinds`: shoppers' words, each with the words the products' names use for that kind.
    private mutating func buildKinds(_ value: JSONValue?, path: String) -> [String: String] {
        guard let value else { return [:] }
        if case .null = value { return [:] }
        guard case .object(let members) = value else {
            problem(path, "must be an object of shoppers' words and the names' words, like {\"wellies\": \"rain boots\"}, "
                + "found \(value.typeName)")
            return [:]
        }
        var kinds: [String: String] = [:]
        for member in firstOfEachKey(members, path: path) {
            let memberPath = "\(path).\(member.key)"
            guard !TextNormalizer.isBlank(member.key) else {
                problem(memberPath, "a shopper's word must not be empty")
                continue
            }
            guard case .string(let words) = member.value, !TextNormalizer.isBlank(words) else {
                problem(memberPath, "must be the non-empty words the products' names use, like \"rain boots\", "
                    + "found \(describe(member.value))")
                continue
            }
            kinds[member.key] = words
        }
        return kinds
    }

    private mutating func buildProduct(_ value: JSONValue, index: Int) -> Product? {
        var path: String { "products[\(index)]" }  // built only when a problem is reported
        guard case .object(let members) = value else {
            problem(path, "must be an object with id, name, category and price, found \(value.typeName)")
            return nil
        }
        var id: String?
        var name: String?
        var category: String?
        var price: Double?
        var product = Product(id: "", name: "", category: "", price: 0)
        var stockValue: JSONValue?
        var seen: UInt16 = 0
        for member in members {
            // One bit per known member, to catch repeats without hashing.
            let bit = Self.productMemberBit(member.key)
            if bit == 0 {
                checkMembers([member], path: path, known: Self.productKeys)
                continue
            }
            if seen & bit != 0 {
                problem("\(path).\(member.key)", "appears more than once in the same object")
                continue
            }
            seen |= bit
            switch bit.trailingZeroBitCount {  // the position in productKeys
            case 0 /* id */:
                if case .number(let n) = member.value {
                    problem("\(path).id", "must be a string; write it in quotes: \"\(describe(.number(n)))\"")
                } else {
                    id = requiredString(member.value, path: "\(path).id")
                }
            case 1 /* name */: name = requiredString(member.value, path: "\(path).name")
            case 2 /* category */: category = requiredString(member.value, path: "\(path).category")
            case 3 /* price */:
                if case .number(let n) = member.value {
                    if n < 0 {
                        problem("\(path).price", "must be ≥ 0, found \(describe(member.value))")
                    } else if !PriceText.isValid(n) {
                        problem("\(path).price", "must be at most \(PriceText.format(PriceText.maximum)), found \(describe(member.value))")
                    } else {
                        price = n
                    }
                } else {
                    problem("\(path).price", "must be a number ≥ 0 (no currency sign or quotes), found \(describe(member.value))")
                }
            case 4 /* brand */: product.brand = optionalString(member.value, path: "\(path).brand")
            case 5 /* audience */: product.audience = optionalString(member.value, path: "\(path).audience")
            case 6 /* colors */: product.colors = stringList(member.value, path: "\(path).colors")
            case 7 /* sizes */:
                product.sizes = stringList(member.value, path: "\(path).sizes")
                if product.sizes.count > 1 {
                    var seenSizes = Set<String>()
                    for (k, size) in product.sizes.enumerated() where !seenSizes.insert(size.lowercased()).inserted {
                        problem("\(path).sizes[\(k)]", "size \"\(size)\" is listed twice")
                    }
                }
            case 8 /* stock */: stockValue = member.value
            case 9 /* materials */: product.materials = stringList(member.value, path: "\(path).materials")
            case 10 /* tags */: product.tags = stringList(member.value, path: "\(path).tags")
            case 11 /* description */: product.description = optionalString(member.value, path: "\(path).description")
            default: break
            }
        }
        if seen & (1 << 0) == 0 { problem("\(path).id", "missing; every product needs a unique string id") }
        if seen & (1 << 1) == 0 { problem("\(path).name", "missing; every product needs a name") }
        if seen & (1 << 2) == 0 { problem("\(path).category", "missing; every product needs a category") }
        if seen & (1 << 3) == 0 { problem("\(path).price", "missing; every product needs a price (a number ≥ 0)") }
        if let stockValue { product.stock = buildStock(stockValue, sizes: product.sizes, path: "\(path).stock") }
        guard let id, let name, let category, let price else { return nil }
        product.id = id
        product.name = name
        product.category = category
        product.price = price
        return product
    }

    /// The bit of a known product member (its position in ``productKeys``), or 0 for any other name.
    static func productMemberBit(_ key: String) -> UInt16 {
        var key = key
        let position = key.withUTF8(productMemberPosition)
        return position < 0 ? 0 : 1 << UInt16(position)
    }

    /// The position in ``productKeys`` of the member named by these UTF-8 bytes, or -1 for any other name.
    ///
    /// Dispatches on the length and first letter, then confirms with one comparison: a `switch` over strings
    /// would compare the name with every case in turn, 44k products × a dozen members.
    static func productMemberPosition(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = utf8.first else { return -1 }
        let position: Int
        switch (utf8.count, first) {
        case (2, UInt8(ascii: "i")): position = 0
        case (4, UInt8(ascii: "n")): position = 1
        case (8, UInt8(ascii: "c")): position = 2
        case (5, UInt8(ascii: "p")): position = 3
        case (5, UInt8(ascii: "b")): position = 4
        case (8, UInt8(ascii: "a")): position = 5
        case (6, UInt8(ascii: "c")): position = 6
        case (5, UInt8(ascii: "s")): position = utf8[1] == UInt8(ascii: "i") ? 7 : 8
        case (9, UInt8(ascii: "m")): position = 9
        case (4, UInt8(ascii: "t")): position = 10
        case (11, UInt8(ascii: "d")): position = 11
        default: return -1
        }
        let name = productKeyBytes[position]
        guard name.count == utf8.count else { return -1 }
        for k in 0..<name.count where name[k] != utf8[k] { return -1 }
        return position
    }

    /// ``productKeys`` as bytes, to compare with names still in the file's bytes.
    private static let productKeyBytes = productKeys.map { Array($0.utf8) }

    private mutating func buildStock(_ value: JSONValue, sizes: [String], path pathText: @autoclosure () -> String) -> [String: Int] {
        guard case .object(let members) = value else {
            problem(pathText(), "must be an object of size → count, like {\"M\": 3}, found \(value.typeName)")
            return [:]
        }
        var stock: [String: Int] = [:]
        var seen = Set<String>()
        for member in members {
            let memberPath = "\(pathText()).\(member.key)"
            if !seen.insert(member.key).inserted { problem(memberPath, "appears more than once"); continue }
            if !sizes.contains(member.key) {
                let listed = sizes.isEmpty ? "the product lists no sizes" : "sizes are \(sizes.joined(separator: ", "))"
                problem(memberPath, "unknown size \"\(member.key)\" in stock; \(listed)")
                continue
            }
            guard case .number(let n) = member.value, n == n.rounded(), n >= 0, n < 1e9 else {
                problem(memberPath, "must be a whole number ≥ 0, found \(describe(member.value))")
                continue
            }
            stock[member.key] = Int(n)
        }
        return stock
    }

    private mutating func requiredString(_ value: JSONValue?, path pathText: @autoclosure () -> String) -> String? {
        guard let value else { problem(pathText(), "missing"); return nil }
        guard case .string(let s) = value else {
            problem(pathText(), "must be a string, found \(describe(value))")
            return nil
        }
        if TextNormalizer.isBlank(s) {
            problem(pathText(), "must not be empty")
            return nil
        }
        return s
    }

    private mutating func optionalString(_ value: JSONValue?, path pathText: @autoclosure () -> String) -> String? {
        guard let value else { return nil }
        switch value {
        case .null: return nil
        case .string(let s):
            return TextNormalizer.isBlank(s) ? nil : s
        default:
            problem(pathText(), "must be a string, found \(describe(value))")
            return nil
        }
    }

    private mutating func stringList(_ value: JSONValue?, path pathText: @autoclosure () -> String) -> [String] {
        guard let value else { return [] }
        switch value {
        case .null: return []
        case .array(let items):
            var result: [String] = []
            for (index, item) in items.enumerated() {
                if case .string(let s) = item, !TextNormalizer.isBlank(s) {
                    result.append(s)
                } else {
                    problem("\(pathText())[\(index)]", "must be a non-empty string, found \(describe(item))")
                }
            }
            return result
        default:
            problem(pathText(), "must be an array of strings, like [\"black\"], found \(describe(value))")
            return []
        }
    }
}
