import Foundation
@testable import TextClassification

/// Writes random catalog JSON, mostly valid, with the forms that catalogs meet in practice (escapes, unicode, every
/// number form, nulls, extension members) and now and then a mistake (wrong types, misspelt or repeated members,
/// duplicate ids, blank names, bad numbers). Seeded, so a failing document comes back on every run.
struct CatalogTextGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        // Seeds one apart would give the same sequence one step apart: spread them.
        random = SplitMix64(seed: (seed &+ 1) &* 0xD1B5_4A32_D192_ED03)
    }

    private mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    private mutating func chance(_ percent: Int) -> Bool { below(1_000) < percent * 10 }
    /// About one time in seventy: a mistake.
    private mutating func rare() -> Bool { below(1_000) < 14 }
    private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let goodStrings = [
        "Classic Tee", "Café Crème Jacket", "Jacke für Kinder", "日本のシャツ", "Emoji 😀 Socks", #"12\" Ruler Print"#,
        #"Back\\slash"#, #"Slash\/Top"#, #"\u00c9t\u00e9 Dress"#, #"\ud83d\ude00 Cap"#, "e\u{301}te\u{301}",
        #"Tab\there"#, "Levi's 501", "  padded  ", "A", "Navy Blue", "x-ray", "T-Shirt Bra",
    ]
    static let badStrings = ["", "   ", #"\u0020"#, #"\x"#, #"\ud800"#, "\u{01}"]
    static let goodNumbers = [
        "0", "-0", "1", "19.99", "4.35", "1e2", "1E+2", "2.5e-3", "0.1", "1234567890123456789", "12.50",
        "0.30000000000000004", "1e-400", "100000000000000000000000", "3.14159265358979323846", "999999999999999.9",
    ]
    static let badNumbers = ["-1", "01", "1.", ".5", "1e400", "\"5\"", "null", "-", "+1", "1e"]
    static let farKeys = ["x-note", "sku", "generator", "meta", "rating"]
    static let closeKeys = ["nmae", "Price", "colours", "colour", "catgory", "ID", "prodcts", "stor", "Brand"]

    private mutating func string() -> String {
        "\"" + (rare() ? pick(Self.badStrings) : pick(Self.goodStrings)) + "\""
    }

    private mutating func number() -> String {
        rare() ? pick(Self.badNumbers) : pick(Self.goodNumbers)
    }

    private mutating func list(_ items: [String], _ gap: String) -> String {
        items.isEmpty ? "[]" : "[" + gap + items.joined(separator: "," + gap) + gap + "]"
    }

    private mutating func object(_ members: [(String, String)], _ gap: String) -> String {
        var members = members
        if chance(30) { members.shuffle(using: &random) }
        if rare(), let first = members.first { members.append(first) }  // a repeated member
        if chance(8) { members.append((pick(Self.farKeys), pick(["1", "null", "[1, {\"a\": []}]", "\"x\"", "{}"]))) }
        if rare() { members.append((pick(Self.closeKeys), "1")) }
        let body = members.map { "\"\($0.0)\":" + (gap.isEmpty ? "" : " ") + $0.1 }
        return body.isEmpty ? "{}" : "{" + gap + body.joined(separator: "," + gap) + gap + "}"
    }

    private mutating func product(_ index: Int, _ gap: String) -> String {
        var members: [(String, String)] = []
        let id = rare() ? "p0" : "p\(index)"
        if !rare() { members.append(("id", rare() ? "7" : "\"\(id)\"")) }
        if !rare() { members.append(("name", string())) }
        if !rare() { members.append(("category", pick(["\"Tops\"", "\"Jeans\"", "\"Casual Shoes\""]))) }
        if !rare() { members.append(("price", number())) }
        if chance(50) { members.append(("brand", chance(10) ? "null" : string())) }
        if chance(50) { members.append(("audience", pick(["\"Men\"", "\"women\"", "\"Unisex\"", "null", "\"  \""]))) }
        if chance(50) { members.append(("colors", chance(5) ? "null" : list((0..<below(3)).map { _ in string() }, ""))) }
        if chance(40) {
            let sizes = Array(["S", "M", "L", "10.5", "32x34", "One Size"].shuffled(using: &random).prefix(1 + below(3)))
            var written = sizes.map { "\"\($0)\"" }
            if rare() { written.append("\"\(sizes[0].lowercased())\"") }
            members.append(("sizes", list(written, "")))
            if chance(60) {
                var stock = sizes.filter { _ in chance(70) }.map { ("\($0)", pick(["0", "3", "2.0", "1e1"])) }
                if rare() { stock.append(("XXL", "1")) }
                if rare() { stock.append((sizes[0], "-2")) }
                members.append(("stock", object(stock, "")))
            }
        }
        if chance(20) { members.append(("materials", list(["\"cotton\"", string()], ""))) }
        if chance(30) { members.append(("tags", list(["\"Casual\""], ""))) }
        if chance(20) { members.append(("description", chance(10) ? "null" : string())) }
        return rare() ? pick(["\"just a string\"", "null", "[]"]) : object(members, gap)
    }

    /// One catalog document.
    mutating func document() -> String {
        let gap = chance(50) ? "" : "\n  "
        var root: [(String, String)] = []
        if chance(80) { root.append(("formatVersion", rare() ? pick(["2", "\"1\"", "0", "1e300", "1.5"]) : pick(["1", "1.0", "1e0"]))) }
        if chance(70) {
            var store: [(String, String)] = rare() ? [] : [("name", string())]
            if chance(50) { store.append(("currency", rare() ? pick(["\"usd\"", "\"DOLLARS\"", "3"]) : pick(["\"USD\"", "\"EUR\"", "\"  \""]))) }
            if chance(30) { store.append(("email", chance(20) ? "null" : "\"help@shop.example\"")) }
            if chance(30) {
                // Topic texts: sometimes a misspelt, reserved or repeated topic, a blank or a number.
                let texts = (0..<below(3)).map { _ in
                    (rare() ? pick(["retruns", "hours", "x-note"]) : pick(["returns", "shipping", "giftCards", "repairs"]),
                     chance(10) ? pick(["null", "\"  \"", "5"]) : string())
                }
                store.append(("policies", rare() ? pick(["null", "\"free returns\"", "[]"]) : object(texts, "")))
            }
            root.append(("store", rare() ? "\"Shop\"" : object(store, "")))
        }
        if chance(40) {
            let categories = (0..<below(3)).map { _ in
                object([("name", rare() ? "\"tops\"" : pick(["\"Tops\"", "\"Jeans\"", "\"Bags\""])), ("synonyms", list(["\"tee\""], ""))], "")
            }
            root.append(("categories", list(categories, gap)))
        }
        if !rare() { root.append(("products", list((0..<below(6)).map { product($0, gap) }, gap))) }
        let text = object(root, gap)
        return chance(5) ? "\u{FEFF}" + text : text
    }

    /// Deletes, inserts or replaces one byte, preferring bytes that matter to JSON.
    mutating func mutate(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let interesting = Array(#"{}[]":,\ 0123456789.e-+nutx"#.utf8) + [0x0A, 0x09, 0x01, 0xC3, 0xA9, 0xFF]
        let at = below(bytes.count)
        switch below(3) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(pick(interesting), at: at)
        default: bytes[at] = pick(interesting)
        }
    }
}
