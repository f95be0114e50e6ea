import Foundation
import ProductCatalog

/// Search quality on a query set over the converted 44k styles catalog: attribute precision@10 and known-item
/// hit@10, with the definitions of ../shared/data/README.md.
struct SearchQuality {
    var precisions: [Double] = []
    var found = 0
    var knownItems = 0
    /// The queries that fell short, for reading (attribute precision below 1, known items missed).
    var misses: [String] = []

    var precision: Double { precisions.reduce(0, +) / Double(max(1, precisions.count)) }

    func lines(label: String, targets: String, knownTarget: String) -> String {
        String(format: "quality (%@): attribute precision@10 %.3f over %d queries (%@)\n", label, precision,
               precisions.count, targets)
            + String(format: "quality (%@): known-item in top 10 %.1f%% (%d of %d; %@)", label,
                     100 * Double(found) / Double(max(1, knownItems)), found, knownItems, knownTarget)
            + (ProcessInfo.processInfo.environment["CLOTHESLINE_BENCH_MISSES"] == nil ? ""
                : "\n" + misses.map { "  miss: " + $0 }.joined(separator: "\n"))
    }

    /// Scores queries that carry their relevant ids or target names (the dev file's format).
    static func dev(_ queries: [(kind: String, query: String, relevant: [String], target: String?)],
                    index: CatalogIndex) -> SearchQuality {
        var quality = SearchQuality()
        for query in queries {
            let hits = index.search(query.query, limit: 10).hits
            if query.kind == "attributes" {
                quality.addAttribute(query.query, hits: hits, relevant: Set(query.relevant))
            } else if let target = query.target {
                quality.addKnownItem(query.query, target: target, hits: hits)
            }
        }
        return quality
    }

    mutating func addAttribute(_ query: String, hits: [SearchHit], relevant: Set<String>) {
        let good = hits.filter { relevant.contains($0.product.id) }.count
        let p = Double(good) / Double(max(1, min(10, relevant.count)))
        precisions.append(p)
        if p < 1 { misses.append(String(format: "%.1f %@ → %@", p, query, hits.prefix(3).map(\.product.name).joined(separator: " | "))) }
    }

    mutating func addKnownItem(_ query: String, target: String, hits: [SearchHit]) {
        knownItems += 1
        if hits.contains(where: { $0.product.name == target }) { found += 1 } else {
            misses.append("known \(query) ≠ \(target) → \(hits.first?.product.name ?? "nothing")")
        }
    }

    /// Our own query set (Benchmarks/Queries/own-queries.jsonl), written without looking at the dev file.
    ///
    /// Attribute lines name the category, colour and audience the shopper means; the relevant products are
    /// computed here from the catalog's fields. Known-item lines name a pick number and a shopper habit; the query
    /// is made here from that product's name, so no catalog text is copied into the repository.
    static func own(_ url: URL, catalog: Catalog, index: CatalogIndex) throws -> SearchQuality {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        var quality = SearchQuality()
        let products = catalog.products
        for line in lines {
            guard let entry = try? JSONDecoder().decode(OwnQuery.self, from: Data(line.utf8)) else { continue }
            if entry.kind == "attributes", let query = entry.query, let category = entry.category,
               let color = entry.color {
                let relevant = Set(products.filter { product in
                    product.category == category && Self.colorMatches(product.colors.first ?? "", color)
                        && Self.audienceMatches(product.audience, entry.audience)
                }.map(\.id))
                quality.addAttribute(query, hits: index.search(query, limit: 10).hits, relevant: relevant)
            } else if entry.kind == "known-item", let pick = entry.pick, let habit = entry.habit, !products.isEmpty {
                guard let (query, target) = knownItem(pick: pick, habit: habit, products: products) else { continue }
                quality.addKnownItem(query, target: target, hits: index.search(query, limit: 10).hits)
            }
        }
        return quality
    }

    /// The README's colour families: blue ⊇ navy/turquoise blue, grey ⊇ grey melange/charcoal, green ⊇
    /// olive/sea/lime/fluorescent green, brown ⊇ coffee/mushroom brown/tan.
    static func colorMatches(_ product: String, _ wanted: String) -> Bool {
        let families: [String: Set<String>] = [
            "blue": ["navy blue", "turquoise blue"], "grey": ["grey melange", "charcoal"],
            "green": ["olive", "sea green", "lime green", "fluorescent green"],
            "brown": ["coffee brown", "mushroom brown", "tan"],
        ]
        let p = product.lowercased(), w = wanted.lowercased()
        return p == w || families[w]?.contains(p) == true
    }

    /// Unisex products count for men and women.
    static func audienceMatches(_ product: String?, _ wanted: String?) -> Bool {
        guard let wanted else { return true }
        guard let product else { return false }
        return product == wanted || (product == "Unisex" && (wanted == "Men" || wanted == "Women"))
    }

    static let genderWords: Set<String> = ["men", "women", "men's", "women's", "boys", "girls", "unisex", "mens",
                                           "womens", "boy's", "girl's", "kids"]
    static let colorWords: Set<String> = ["black", "white", "grey", "gray", "blue", "red", "green", "pink", "navy",
                                          "yellow", "brown", "purple", "orange", "maroon", "beige", "olive",
                                          "silver", "gold", "cream", "khaki", "charcoal", "tan", "steel"]
    /// Everyday words for the category word a name ends with.
    static let everydayWords: [String: String] = [
        "tshirt": "tee", "t-shirt": "tee", "tshirts": "tees", "t-shirts": "tees", "watch": "wrist watch",
        "sunglasses": "sun glasses", "trousers": "pants", "backpack": "rucksack", "jeans": "denims",
        "shorts": "short pants", "sweatshirt": "sweat shirt", "handbag": "purse", "wallet": "billfold",
        "tie": "necktie", "flip-flops": "flip flops", "sneakers": "trainers",
    ]

    /// The query a shopper with `habit` types for product number `pick`, and the name it must find.
    static func knownItem(pick: Int, habit: String, products: [Product]) -> (String, String)? {
        let count = products.count
        for step in 0..<500 {
            let product = products[(pick * 5_527 + step * 13) % count]
            let words = product.name.split(separator: " ").map(String.init)
                .filter { !genderWords.contains($0.lowercased()) }
            guard words.count >= 3 else { continue }
            var query = words
            switch habit {
            case "plain":
                break
            case "brand-typo":
                // One letter dropped from a brand of five letters or more (two from one of eight or more).
                let brand = Array(query[0])
                guard brand.count >= 5 else { continue }
                var typo = brand
                typo.remove(at: brand.count / 2)
                if brand.count >= 8 { typo.remove(at: 1) }
                query[0] = String(typo)
            case "category-typo":
                let last = Array(query[query.count - 1])
                guard last.count >= 5, last.allSatisfy(\.isLetter) else { continue }
                var typo = last
                typo.insert(last[last.count / 2], at: last.count / 2)
                query[query.count - 1] = String(typo)
            case "hyphen-colours", "slash-colours":
                let joiner = habit == "hyphen-colours" ? "-" : "/"
                // Two colour words side by side, or already joined: typed joined by the habit's mark.
                let lower = query.map { $0.lowercased() }
                if let k = lower.indices.dropLast().first(where: { colorWords.contains(lower[$0]) && colorWords.contains(lower[$0 + 1]) }),
                   lower[k] != "navy" {
                    query[k] = query[k] + joiner + query[k + 1]
                    query.remove(at: k + 1)
                } else if let k = lower.indices.first(where: { word in
                    let parts = lower[word].split(whereSeparator: { $0 == "-" || $0 == "/" })
                    return parts.count == 2 && parts.allSatisfy { colorWords.contains(String($0)) }
                }) {
                    query[k] = query[k].replacingOccurrences(of: "/", with: joiner).replacingOccurrences(of: "-", with: joiner)
                } else {
                    continue
                }
            case "lowercase-dropped-word":
                guard query.count >= 5 else { continue }
                query.remove(at: 1)
                query = query.map { $0.lowercased() }
            case "audience-phrase":
                let phrase: String
                switch product.audience {
                case "Men": phrase = "for guys"
                case "Women": phrase = "for a lady"
                case "Boys": phrase = "for my son"
                case "Girls": phrase = "for my daughter"
                default: continue
                }
                query.append(phrase)
            case "category-synonym":
                guard let k = query.indices.last(where: { everydayWords[query[$0].lowercased()] != nil }) else { continue }
                query[k] = everydayWords[query[k].lowercased()] ?? query[k]
            default:
                return nil
            }
            return (query.joined(separator: " "), product.name)
        }
        return nil
    }
}

/// One line of own-queries.jsonl.
private struct OwnQuery: Decodable {
    var kind: String
    var query: String?
    var category: String?
    var color: String?
    var audience: String?
    var pick: Int?
    var habit: String?
}
