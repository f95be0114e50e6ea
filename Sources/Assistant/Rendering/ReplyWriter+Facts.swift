import Foundation
import ProductCatalog

extension ReplyWriter {
    /// The confirm-band question for a question about a product on screen.
    public func confirmation(wouldShow number: Int, name: String) -> String {
        let which = name.isEmpty ? "number \(number)" : "number \(number), \(name)"
        return "Is this a clothing question? If so, I'll tell you about \(which). (yes/no)"
    }

    /// The answer to a question about one product, from its catalog fields; says so when they do not tell.
    public func answer(_ fact: ProductFact, about detail: ProductDetail) -> String {
        let product = detail.product
        // Every answer puts "the" before the name: a name that starts with it ("The North Face …") keeps one.
        let name = product.name.hasPrefix("The ") ? String(product.name.dropFirst(4)) : product.name
        switch fact {
        case .sizes(let asked?):
            if let size = detail.sizeInStock(matching: asked) {
                return "Yes, the \(name) is in stock in size \(size)."
            }
            if let size = detail.sizesSoldOut.first(where: { $0.uppercased() == asked.uppercased() }) {
                return "The \(name) is sold out in size \(size)" + inStock(detail) + "."
            }
            return "The \(name) doesn't come in size \(asked)" + inStock(detail) + "."
        case .sizes(nil):
            guard !product.sizes.isEmpty else { return "The catalog lists no sizes for the \(name)." }
            return detail.sizesInStock.isEmpty
                ? "The \(name) is sold out in every size (\(product.sizes.joined(separator: ", ")))."
                : "The \(name) is in stock in sizes \(detail.sizesInStock.joined(separator: ", "))."
        case .colors(let asked?):
            if let family = detail.color(matching: asked) { return "Yes, the \(name) comes in \(family)." }
            return product.colors.isEmpty
                ? "The catalog doesn't list colours for the \(name)."
                : "The \(name) doesn't come in \(asked); it comes in \(Self.list(product.colors))."
        case .colors(nil):
            return product.colors.isEmpty
                ? "The catalog doesn't list colours for the \(name)."
                : "The \(name) comes in \(Self.list(product.colors))."
        case .price:
            return "The \(name) costs \(detail.priceText)."
        case .materials(let asked):
            guard !product.materials.isEmpty else { return "The catalog doesn't say what the \(name) is made of." }
            if let asked, !product.materials.contains(where: { $0.lowercased().contains(asked.lowercased()) }) {
                return "The \(name) is not \(asked): it is made of \(Self.list(product.materials))."
            }
            return "The \(name) is made of \(Self.list(product.materials))."
        case .stock:
            return detail.sizesInStock.isEmpty && (!product.sizes.isEmpty || !product.isInStock)
                ? "The \(name) is sold out right now."
                : "Yes, the \(name) is in stock" + (detail.sizesInStock.isEmpty ? "." : " in sizes \(detail.sizesInStock.joined(separator: ", ")).")
        case .brand:
            guard let brand = product.brand, !brand.isEmpty else { return "The catalog doesn't name a brand for the \(name)." }
            return "The \(name) is made by \(brand)."
        case .care:
            if let sentence = Self.sentence(in: product, mentioning: ["wash", "dry clean", "care", "tumble", "iron"]) {
                return "The catalog says: \(sentence)"
            }
            let materials = product.materials.isEmpty ? "" : " It is made of \(Self.list(product.materials)); check the care label."
            return "The catalog doesn't give care instructions for the \(name).\(materials)"
        case .property(let word):
            if let sentence = Self.sentence(in: product, mentioning: [word]) {
                return "The catalog says: \(sentence)"
            }
            let tagged = product.tags.filter { $0.lowercased().contains(word.lowercased()) }
            if !tagged.isEmpty {
                return "Yes: the \(name) is tagged \(tagged.joined(separator: ", "))."
            }
            return "The catalog doesn't say whether the \(name) is \(word). Here is what it does say:"
        }
    }

    /// ", in stock in M, L" or "" when nothing is.
    private func inStock(_ detail: ProductDetail) -> String {
        detail.sizesInStock.isEmpty ? "" : "; in stock: \(detail.sizesInStock.joined(separator: ", "))"
    }

    /// The first sentence of the product's description, tags or name that mentions one of `words` (a prefix of
    /// a word counts: "waterproof" finds "waterproofed").
    static func sentence(in product: Product, mentioning words: [String]) -> String? {
        let sentences = (product.description ?? "").split(whereSeparator: { ".!?".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let wanted = words.map { $0.lowercased() }
        return sentences.first { sentence in
            let lower = sentence.lowercased()
            return wanted.contains { lower.contains($0) }
        }.map { $0 + "." }
    }
}
