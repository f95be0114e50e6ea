import Foundation
import Synchronization
import TextSafety

/// Decodes a valid catalog straight from its UTF-8 bytes into ``Product`` values in one pass: no `JSONValue`
/// tree, member names matched as bytes, each string created once.
///
/// It only ever accepts what ``JSONParser`` and ``CatalogValidator`` would accept, and gives the very same
/// ``Catalog``: at the first thing it does not handle itself or that the thorough path would report (any syntax
/// error, any validation problem, a misspelt or repeated member, a newer format, an escaped or non-ASCII member
/// name, deep nesting…) it gives up and returns `nil`, and the caller runs the thorough path, which reports every
/// problem with its JSON path, line and column. Escaped strings are decoded by ``JSONParser`` itself, and numbers
/// outside the exact fast case by `Double(_:)` as the parser does, so the two paths cannot disagree on them.
struct CatalogFastDecoder {
    /// Why decoding stopped; the thorough path finds out what exactly is wrong.
    private struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// Field values that repeat from product to product (categories, brands, colours, tags…), each made once:
    /// equal values then share one string, which also makes comparing them later cheap.
    private var values = TokenTable()
    /// String lists by their exact text (`["Navy Blue"]`), each decoded once and then shared.
    private var lists = TokenTable()
    private var listValues: [[String]] = []
    /// The longest value or list text that is shared (longer ones are seldom repeated).
    private static let longestShared = 96

    /// Nesting accepted inside ignored extension members (the thorough parser allows more; deeper ones go there).
    private static let maximumSkipDepth = 64

    /// The document's data, to share with another core; `nil` in a decoder that must not split its work.
    private let data: Data?
    /// A `products` array of more bytes than this is decoded in two halves at once.
    private let splitAbove: Int

    private init(bytes: UnsafeBufferPointer<UInt8>, position: Int, data: Data?, splitAbove: Int = .max) {
        self.bytes = bytes
        self.position = position
        self.data = data
        self.splitAbove = splitAbove
    }

    /// The catalog in `data`, or `nil` when the thorough path must decide. A `products` array longer than
    /// `splitAbove` bytes (a megabyte, some 4,000 products) is decoded on two cores.
    static func decode(_ data: Data, splitAbove: Int = 1 << 20) -> Catalog? {
        data.withUnsafeBytes { raw -> Catalog? in
            var decoder = CatalogFastDecoder(bytes: raw.bindMemory(to: UInt8.self), position: 0, data: data,
                                             splitAbove: splitAbove)
            return try? decoder.document()
        }
    }

    // MARK: - The document

    private mutating func document() throws(GiveUp) -> Catalog {
        position = ByteOrderMark.length(in: bytes)
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        var store = Store(name: "Store")
        var categories: [CategoryDeclaration] = []
        var products: [Product]?
        var seen: UInt8 = 0
        var unknown: [Range<Int>] = []
        try members { decoder, key throws(GiveUp) in
            let bit: UInt8
            if decoder.matches(key, "formatVersion") { bit = 1 }
            else if decoder.matches(key, "store") { bit = 2 }
            else if decoder.matches(key, "categories") { bit = 4 }
            else if decoder.matches(key, "products") { bit = 8 }
            else {
                try decoder.skipUnknown(key, known: CatalogValidator.rootKeys, earlier: &unknown)
                return
            }
            guard seen & bit == 0 else { throw GiveUp() }
            seen |= bit
            switch bit {
            case 1:
                // Only the current version loads without a word; anything else is for the validator to explain.
                guard try decoder.number() == Double(Catalog.formatVersion) else { throw GiveUp() }
            case 2: store = try decoder.store()
            case 4: categories = try decoder.categories()
            default: products = try decoder.products()
            }
        }
        skipWhitespace()
        guard position == bytes.count, let products else { throw GiveUp() }
        return Catalog(store: store, categories: categories, products: products)
    }

    private mutating func store() throws(GiveUp) -> Store {
        try expect(UInt8(ascii: "{"))
        var name: String?
        var currency: String?, email: String?, phone: String?, hours: String?, url: String?
        var policies: StorePolicies?
        var seen: UInt8 = 0
        var unknown: [Range<Int>] = []
        try members { decoder, key throws(GiveUp) in
            let bit: UInt8
            if decoder.matches(key, "name") { bit = 1 }
            else if decoder.matches(key, "currency") { bit = 2 }
            else if decoder.matches(key, "email") { bit = 4 }
            else if decoder.matches(key, "phone") { bit = 8 }
            else if decoder.matches(key, "hours") { bit = 16 }
            else if decoder.matches(key, "url") { bit = 32 }
            else if decoder.matches(key, "policies") { bit = 64 }
            else {
                try decoder.skipUnknown(key, known: CatalogValidator.storeKeys, earlier: &unknown)
                return
            }
            guard seen & bit == 0 else { throw GiveUp() }
            seen |= bit
            switch bit {
            case 1: name = try decoder.requiredString()
            case 2: currency = try decoder.optionalString()
            case 4: email = try decoder.optionalString()
            case 8: phone = try decoder.optionalString()
            case 16: hours = try decoder.optionalString()
            case 32: url = try decoder.optionalString()
            default: policies = try decoder.policies()
            }
        }
        guard let name else { throw GiveUp() }
        var store = Store(name: name)
        if let currency {
            guard currency.count == 3, currency.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
                throw GiveUp()
            }
            store.currency = currency
        }
        store.email = email
        store.phone = phone
        store.hours = hours
        store.url = url
        store.policies = policies
        return store
    }

    /// `store.policies`: `null` or an object of texts keyed by policy topic; any other key, a repeated key or
    /// a value that is not a string is for the validator to explain.
    private mutating func policies() throws(GiveUp) -> StorePolicies? {
        guard position < bytes.count else { throw GiveUp() }
        if bytes[position] == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        try expect(UInt8(ascii: "{"))
        var texts: [StoreTopic: String] = [:]
        var seen = Set<StoreTopic>()
        try members { decoder, key throws(GiveUp) in
            guard let topic = StoreTopic(rawValue: String(decoding: decoder.bytes[key], as: UTF8.self)),
                  StoreTopic.policyTopics.contains(topic), seen.insert(topic).inserted else { throw GiveUp() }
            if let text = try decoder.optionalString() { texts[topic] = text }
        }
        return texts.isEmpty ? nil : StorePolicies(texts)
    }

    private mutating func categories() throws(GiveUp) -> [CategoryDeclaration] {
        var result: [CategoryDeclaration] = []
        var declared = Set<String>()
        try elements { decoder throws(GiveUp) in
            try decoder.expect(UInt8(ascii: "{"))
            var name: String?
            var synonyms: [String] = []
            var kinds: [String: String] = [:]
            var seen: UInt8 = 0
            var unknown: [Range<Int>] = []
            try decoder.members { decoder, key throws(GiveUp) in
                let bit: UInt8
                if decoder.matches(key, "name") { bit = 1 }
                else if decoder.matches(key, "synonyms") { bit = 2 }
                else if decoder.matches(key, "kinds") { bit = 4 }
                else {
                    try decoder.skipUnknown(key, known: CatalogValidator.categoryKeys, earlier: &unknown)
                    return
                }
                guard seen & bit == 0 else { throw GiveUp() }
                seen |= bit
                switch bit {
                case 1: name = try decoder.requiredString()
                case 2: synonyms = try decoder.stringList()
                default: kinds = try decoder.kinds()
                }
            }
            guard let name, declared.insert(name.lowercased()).inserted else { throw GiveUp() }
            result.append(CategoryDeclaration(name: name, synonyms: synonyms, kinds: kinds))
        }
        return result
    }

    /// A category's `kinds`: `null` or an object of non-blank texts with non-blank keys; anything else, or a
    /// repeated key, is for the validator to explain.
    private mutating func kinds() throws(GiveUp) -> [String: String] {
        guard position < bytes.count else { throw GiveUp() }
        if bytes[position] == UInt8(ascii: "n") {
            try literal("null")
            return [:]
        }
        try expect(UInt8(ascii: "{"))
        var kinds: [String: String] = [:]
        try members { decoder, key throws(GiveUp) in
            let word = String(decoding: decoder.bytes[key], as: UTF8.self)
            guard !TextNormalizer.isBlank(word), kinds[word] == nil,
                  let words = try decoder.optionalString(), !TextNormalizer.isBlank(words) else { throw GiveUp() }
            kinds[word] = words
        }
        return kinds
    }

    /// The `products` array.
    ///
    /// A long one is decoded in two halves at once: one core from the start, the other from a product that
    /// seems to begin halfway. The halves are joined only if the first ends exactly there (that proves it is a
    /// product of this array and not, say, text inside a string); otherwise the first half has read on to the
    /// end and the other is dropped. Decoding from the same place in the same state gives the same products.
    private mutating func products() throws(GiveUp) -> [Product] {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1; return [] }
        let run: (products: [Product], end: Int)
        if let data, let split = splitPoint() {
            let start = position
            let halves = Mutex<[(products: [Product], end: Int, stopped: Bool)?]>([nil, nil])
            // concurrentPerform runs both parts on the calling thread when no other one is free.
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                let half = data.withUnsafeBytes { raw -> (products: [Product], end: Int, stopped: Bool)? in
                    var decoder = CatalogFastDecoder(bytes: raw.bindMemory(to: UInt8.self),
                                                     position: part == 0 ? start : split, data: nil)
                    return try? decoder.productRun(stoppingAt: part == 0 ? split : nil)
                }
                halves.withLock { $0[part] = half }
            }
            // Taken out of the lock, so that the first half's array is uniquely owned: appending the second
            // half then copies only the second half's products (a copy retains every field of a product).
            let (first, second) = halves.withLock { ($0[0].take(), $0[1].take()) }
            guard let (firstProducts, firstEnd, stopped) = first else { throw GiveUp() }
            var products = consume firstProducts
            if stopped {
                guard let second else { throw GiveUp() }
                products.append(contentsOf: second.products)
                run = (products, second.end)
            } else {
                run = (products, firstEnd)
            }
        } else {
            let whole = try productRun(stoppingAt: nil)
            run = (whole.products, whole.end)
        }
        var ids = Set<String>()
        ids.reserveCapacity(run.products.count)
        // By index: `for product in` would copy (retain and release) every field of every product.
        for index in run.products.indices {
            guard ids.insert(run.products[index].id).inserted else { throw GiveUp() }
        }
        position = run.end
        return run.products
    }

    /// The products from here to the end of the array (the position after its `]`), or up to `stop` when a
    /// product starts exactly there.
    private mutating func productRun(stoppingAt stop: Int?) throws(GiveUp) -> (products: [Product], end: Int, stopped: Bool) {
        var products: [Product] = []
        // Pretty-printed products with a few fields take about 250 bytes each.
        products.reserveCapacity(((stop ?? bytes.count) - position) / 256)
        while true {
            skipWhitespace()
            if position == stop { return (products, position, true) }
            products.append(try product())
            skipWhitespace()
            guard position < bytes.count else { throw GiveUp() }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "]") { return (products, position, false) }
            guard byte == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// Where to start the second half of a long `products` array: a `{` after `}` and `,` about halfway (or
    /// soon after); `nil` for a short array or when none is found.
    private func splitPoint() -> Int? {
        guard bytes.count - position > splitAbove else { return nil }
        var start = position + (bytes.count - position) / 2
        let limit = min(bytes.count, start + (1 << 20))
        func previous(_ index: Int) -> Int {
            var index = index - 1
            while index > 0, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index -= 1
            }
            return index
        }
        while start < limit {
            if bytes[start] == UInt8(ascii: "{") {
                let comma = previous(start)
                if bytes[comma] == UInt8(ascii: ","), bytes[previous(comma)] == UInt8(ascii: "}") { return start }
            }
            start += 1
        }
        return nil
    }

    private mutating func product() throws(GiveUp) -> Product {
        try expect(UInt8(ascii: "{"))
        // Fields are gathered in locals and the product made once at the end, so that it is never copied.
        var id = "", name = "", category = "", price = 0.0
        var brand: String?, audience: String?, description: String?
        var colors: [String] = [], sizes: [String] = [], materials: [String] = [], tags: [String] = []
        var stock: [(size: String, count: Double)]?
        var seen: UInt16 = 0
        try members { decoder, key throws(GiveUp) in
            let position = CatalogValidator.productMemberPosition(UnsafeBufferPointer(rebasing: decoder.bytes[key]))
            guard position >= 0 else {
                // Repeated unknown members of a product are not reported: only a misspelling stops here.
                var none: [Range<Int>] = []
                try decoder.skipUnknown(key, known: CatalogValidator.productKeys, earlier: &none)
                return
            }
            let bit: UInt16 = 1 << UInt16(position)
            guard seen & bit == 0 else { throw GiveUp() }
            seen |= bit
            switch position {  // the position in CatalogValidator.productKeys
            case 0: id = try decoder.requiredString()
            case 1: name = try decoder.requiredString()
            case 2: category = try decoder.requiredString(shared: true)
            case 3:
                price = try decoder.number()
                guard PriceText.isValid(price) else { throw GiveUp() }
            case 4: brand = try decoder.optionalString(shared: true)
            case 5: audience = try decoder.optionalString(shared: true)
            case 6: colors = try decoder.stringList()
            case 7:
                sizes = try decoder.stringList()
                if sizes.count > 1 {
                    var seenSizes = Set<String>()
                    for size in sizes where !seenSizes.insert(size.lowercased()).inserted { throw GiveUp() }
                }
            case 8: stock = try decoder.stock()
            case 9: materials = try decoder.stringList()
            case 10: tags = try decoder.stringList()
            default: description = try decoder.optionalString()
            }
        }
        guard seen & 0b1111 == 0b1111 else { throw GiveUp() }
        var counts: [String: Int] = [:]
        if let stock {
            // The validator's rules: each size once, only sizes the product lists, whole counts from 0.
            var listed = Set<String>()
            for (size, count) in stock {
                guard listed.insert(size).inserted, sizes.contains(size),
                      count == count.rounded(), count >= 0, count < 1e9 else { throw GiveUp() }
                counts[size] = Int(count)
            }
        }
        return Product(id: id, name: name, category: category, price: price, brand: brand, audience: audience,
                       colors: colors, sizes: sizes, stock: counts, materials: materials, tags: tags,
                       description: description)
    }

    /// The members of a `stock` object, in order; every value must be a number.
    private mutating func stock() throws(GiveUp) -> [(size: String, count: Double)] {
        try expect(UInt8(ascii: "{"))
        var result: [(size: String, count: Double)] = []
        try members { decoder, key throws(GiveUp) in
            // Member names here are plain ASCII: their bytes are the text.
            let size = String(decoding: decoder.bytes[key], as: UTF8.self)
            result.append((size, try decoder.number()))
        }
        return result
    }

    // MARK: - Values with the validator's rules

    /// A string that is not blank (`requiredString` in the validator); `shared` for values that repeat.
    private mutating func requiredString(shared: Bool = false) throws(GiveUp) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw GiveUp() }
        let text = try string(openingAt: position, shared: shared)
        guard !TextNormalizer.isBlank(text) else { throw GiveUp() }
        return text
    }

    /// `null`, a blank string (both `nil`) or a string (`optionalString` in the validator).
    private mutating func optionalString(shared: Bool = false) throws(GiveUp) -> String? {
        guard position < bytes.count else { throw GiveUp() }
        if bytes[position] == UInt8(ascii: "n") {
            try literal("null")
            return nil
        }
        guard bytes[position] == UInt8(ascii: "\"") else { throw GiveUp() }
        let text = try string(openingAt: position, shared: shared)
        return TextNormalizer.isBlank(text) ? nil : text
    }

    /// `null` (empty) or an array of strings that are not blank (`stringList` in the validator).
    ///
    /// A short list written exactly like one decoded before is that list again.
    private mutating func stringList() throws(GiveUp) -> [String] {
        guard position < bytes.count else { throw GiveUp() }
        if bytes[position] == UInt8(ascii: "n") {
            try literal("null")
            return []
        }
        let start = position
        guard let end = flatArrayEnd(from: start) else { return try decodeStringList() }
        let number = Int(lists.number(of: UnsafeBufferPointer(rebasing: bytes[start..<end])))
        if number < listValues.count {
            position = end
            return listValues[number]
        }
        let list = try decodeStringList()
        guard position == end else { throw GiveUp() }
        listValues.append(list)
        return list
    }

    private mutating func decodeStringList() throws(GiveUp) -> [String] {
        var result: [String] = []
        try elements { decoder throws(GiveUp) in result.append(try decoder.requiredString(shared: true)) }
        return result
    }

    /// Where the array at `start` ends (after its `]`) when it is short and holds no arrays or objects.
    private func flatArrayEnd(from start: Int) -> Int? {
        var index = start + 1
        var inString = false
        let limit = min(bytes.count, start + Self.longestShared)
        while index < limit {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "]") {
                return index + 1
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                return nil
            }
            index += 1
        }
        return nil
    }

    // MARK: - JSON structure

    /// Runs `body` for each member of the object whose `{` was just read, with the member name's bytes (between
    /// the quotes) and the position at the start of its value; `body` must read the value.
    private mutating func members(
        _ body: (inout CatalogFastDecoder, Range<Int>) throws(GiveUp) -> Void
    ) throws(GiveUp) {
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") { position += 1; return }
        while true {
            skipWhitespace()
            let key = try memberName()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try body(&self, key)
            skipWhitespace()
            guard position < bytes.count else { throw GiveUp() }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// Runs `body` for each element of the array that starts here; `body` must read the element.
    private mutating func elements(_ body: (inout CatalogFastDecoder) throws(GiveUp) -> Void) throws(GiveUp) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") { position += 1; return }
        while true {
            skipWhitespace()
            try body(&self)
            skipWhitespace()
            guard position < bytes.count else { throw GiveUp() }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "]") { return }
            guard byte == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// A member name of plain ASCII (anything else goes to the thorough path): the range of its bytes.
    private mutating func memberName() throws(GiveUp) -> Range<Int> {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw GiveUp() }
        let start = position + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") else { throw GiveUp() }
            end += 1
        }
        guard end < bytes.count else { throw GiveUp() }
        position = end + 1
        return start..<end
    }

    /// Skips the value of a member this program does not know, unless the name looks like a misspelling of a
    /// known one or repeats one of `earlier` (the validator reports both).
    private mutating func skipUnknown(_ key: Range<Int>, known: [String], earlier: inout [Range<Int>]) throws(GiveUp) {
        let name = String(decoding: bytes[key], as: UTF8.self)
        guard CatalogValidator.suggestion(for: name, known: known) == nil,
              !earlier.contains(where: { bytes[$0].elementsEqual(bytes[key]) }) else { throw GiveUp() }
        earlier.append(key)
        try skipValue(depth: 0)
    }

    /// Reads past any JSON value, checking it as the parser would.
    private mutating func skipValue(depth: Int) throws(GiveUp) {
        guard position < bytes.count, depth < Self.maximumSkipDepth else { throw GiveUp() }
        switch bytes[position] {
        case UInt8(ascii: "\""): _ = try string(openingAt: position)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "["): try elements { decoder throws(GiveUp) in try decoder.skipValue(depth: depth + 1) }
        case UInt8(ascii: "{"):
            position += 1
            try members { decoder, key throws(GiveUp) in try decoder.skipValue(depth: depth + 1) }
        default: _ = try number()
        }
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard position < bytes.count, bytes[position] == byte else { throw GiveUp() }
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws(GiveUp) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw GiveUp() }
        let same = word.withUTF8Buffer { $0.elementsEqual(bytes[position..<(position + count)]) }
        guard same else { throw GiveUp() }
        position += count
    }

    private func matches(_ key: Range<Int>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { $0.elementsEqual(bytes[key]) }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The string whose opening quote is at `open`; leaves the position after its closing quote.
    ///
    /// Plain strings are made from their bytes once; a string with escapes is handed to ``JSONParser`` whole, so
    /// escapes decode exactly as on the thorough path.
    private mutating func string(openingAt open: Int, shared: Bool = false) throws(GiveUp) -> String {
        var end = open + 1
        var plain = true
        var ascii = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { plain = false; end += 2; continue }
            if byte < 0x20 { throw GiveUp() }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        guard end < bytes.count else { throw GiveUp() }
        position = end + 1
        let content = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<end])
        if plain {
            if ascii {
                guard shared && content.count <= Self.longestShared else { return String(decoding: content, as: UTF8.self) }
                let number = Int(values.number(of: content))
                return values.strings[number]
            }
            guard let text = String(validating: content, as: UTF8.self) else { throw GiveUp() }
            return text
        }
        let quoted = Data(UnsafeBufferPointer(rebasing: bytes[open...end]))
        guard case .string(let text)? = try? JSONParser.parse(quoted) else { throw GiveUp() }
        return text
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// A number, with the parser's grammar; the same `Double` as the parser's `Double(text)`.
    ///
    /// Up to 15 significant digits with a decimal exponent within ±22 are exact in a `Double`, and so is the
    /// one multiplication or division that scales them, which therefore rounds correctly (Clinger's fast path);
    /// any other number is converted by `Double(_:)` like the parser does.
    private mutating func number() throws(GiveUp) -> Double {
        let start = position
        var negative = false
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        let integerStart = position
        while position < bytes.count, bytes[position] &- 0x30 < 10 {
            let digit = UInt64(bytes[position] &- 0x30)
            if significant > 0 || digit != 0 { significant += 1 }
            if significant <= 15 { mantissa = mantissa &* 10 &+ digit }
            position += 1
        }
        let integerDigits = position - integerStart
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != 0x30 else { throw GiveUp() }
        if significant > 15 { exponent = significant - 15 }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < bytes.count, bytes[position] &- 0x30 < 10 {
                let digit = UInt64(bytes[position] &- 0x30)
                if significant > 0 || digit != 0 { significant += 1 }
                if significant <= 15 {
                    mantissa = mantissa &* 10 &+ digit
                    exponent -= 1
                }
                position += 1
            }
            guard position > fractionStart else { throw GiveUp() }
        }
        var exact = significant <= 15
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            position += 1
            var exponentNegative = false
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            let digitsStart = position
            var written = 0
            while position < bytes.count, bytes[position] &- 0x30 < 10 {
                if written < 1_000 { written = written * 10 + Int(bytes[position] &- 0x30) }
                position += 1
            }
            guard position > digitsStart else { throw GiveUp() }
            if written >= 1_000 { exact = false }
            exponent += exponentNegative ? -written : written
        }
        let value: Double
        if exact && exponent >= -22 && exponent <= 22 {
            let scale = Self.exactPowersOfTen[abs(exponent)]
            let magnitude = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
            value = negative ? -magnitude : magnitude
        } else {
            guard let converted = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                throw GiveUp()
            }
            value = converted
        }
        guard value.isFinite else { throw GiveUp() }
        return value
    }
}
