import ProductCatalog

/// Writes the plain-text replies: exactly what the non-TTY human output prints.
///
/// Catalog strings are included as they are; the executable sanitises the whole reply when printing.
public struct ReplyWriter: Sendable {
    /// The store, for its name in help texts.
    public var store: Store

    /// Creates a writer for `store`.
    public init(store: Store) {
        self.store = store
    }

    /// A page of results as numbered lines, with relaxation notes and what to say next: the plain layout of
    /// the page's words (``relaxationNotes(_:)``, ``title(_:)``, ``range(_:)``, ``line(for:)``, ``hint(_:)``),
    /// which every other view lays out its own way.
    public func products(_ page: ProductPage, browsing: Bool = false) -> String {
        var page = page
        page.browsing = page.browsing || browsing
        guard let range = Self.range(page) else { return Self.pastTheEnd(page) }
        var lines = (page.lead.map { [$0] } ?? []) + Self.relaxationNotes(page)
        lines.append("\(Self.title(page)) (\(range)):")
        lines += page.items.map(line(for:))
        lines.append(Self.hint(page))
        return lines.joined(separator: "\n")
    }

    /// What had to be relaxed, a sentence each: `Nothing matched all of that: <note>.`
    public static func relaxationNotes(_ page: ProductPage) -> [String] {
        page.relaxed.map { "Nothing matched all of that: " + $0 + "." }
    }

    /// The page's heading: `750 products`, `12 products for black jeans`, `40 products in Shirts` (browsing).
    public static func title(_ page: ProductPage) -> String {
        let noun = page.total == 1 ? "product" : "products"
        let subject = page.query.isEmpty ? "" : page.browsing ? " in \(page.query)" : " for \(page.query)"
        return "\(page.total) \(noun)\(subject)"
    }

    /// Which results the page shows, `showing 1–5`; nil for a page past the end.
    public static func range(_ page: ProductPage) -> String? {
        guard let first = page.items.first, let last = page.items.last else { return nil }
        return "showing " + (first.number == last.number ? "\(first.number)" : "\(first.number)–\(last.number)")
    }

    /// What to say next, from the page's own hints: `Say "more" for the next page or a number for details; …`.
    public static func hint(_ page: ProductPage) -> String {
        var say = page.hasMore ? "Say \"more\" for the next page or a number for details" : "Say a number for details"
        if !page.hints.isEmpty { say += "; narrow it down with " + Self.list(page.hints, conjunction: "or") }
        return say + "."
    }

    /// The reply for a page past the last result.
    public static func pastTheEnd(_ page: ProductPage) -> String {
        "That's all of them (\(page.total) in all). Pick a number for details or refine the search."
    }

    /// The reply when a search finds nothing, even after relaxing.
    public func nothingFound(_ query: String) -> String {
        let subject = query.isEmpty ? "that" : query
        return "I couldn't find anything for \(subject). Try other words, or say \"browse\" to see the categories."
    }

    /// How many sizes a result line lists before "+N more" (details list them all).
    static let sizesPerLine = 6

    /// One numbered result line: `3. Name — Brand — $39.99 — black, navy — sizes S, M`.
    public func line(for item: ProductSummary) -> String {
        var parts = [item.name]
        if let brand = item.brand, !brand.isEmpty { parts.append(brand) }
        parts.append(item.priceText)
        if !item.colors.isEmpty { parts.append(item.colors.joined(separator: ", ")) }
        if !item.sizesInStock.isEmpty {
            let shown = item.sizesInStock.prefix(Self.sizesPerLine).joined(separator: ", ")
            let rest = item.sizesInStock.count - Self.sizesPerLine
            parts.append("sizes " + shown + (rest > 0 ? " +\(rest) more" : ""))
        }
        return "\(item.number). " + parts.joined(separator: " — ")
    }

    /// One product in full; `moreResults` says whether "more" would show further results.
    public func detail(_ detail: ProductDetail, moreResults: Bool = true) -> String {
        let product = detail.product
        var title = product.name
        if let brand = product.brand, !brand.isEmpty { title += " by \(brand)" }
        if let number = detail.number { title = "\(number). " + title }
        var lines = detail.answer.map { [$0] } ?? []
        lines.append("\(title) — \(detail.priceText)")
        var kind = product.category
        // ("Sandals, unisex": for everyone, not "for unisex".)
        if let audience = product.audience, !audience.isEmpty {
            kind += audience.lowercased() == "unisex" ? ", unisex" : " for \(audience)"
        }
        lines.append("Category: \(kind)")
        if !product.colors.isEmpty { lines.append("Colours: " + product.colors.joined(separator: ", ")) }
        if !product.sizes.isEmpty {
            var sizes = "Sizes in stock: "
                + (detail.sizesInStock.isEmpty ? "none" : detail.sizesInStock.joined(separator: ", "))
            if !detail.sizesSoldOut.isEmpty { sizes += " (sold out: \(detail.sizesSoldOut.joined(separator: ", ")))" }
            lines.append(sizes)
        } else if !product.isInStock {
            lines.append("Sold out")
        }
        if !product.materials.isEmpty { lines.append("Materials: " + product.materials.joined(separator: ", ")) }
        if let description = product.description, !description.isEmpty { lines.append(description) }
        lines.append(moreResults
            ? "Say another number for details, \"more\" for more results, or a refinement."
            : "Say another number for details, or a refinement.")
        return lines.joined(separator: "\n")
    }

    /// The confirm-band question, naming what would be searched.
    public func confirmation(wouldSearch: String) -> String {
        let plan = wouldSearch.isEmpty ? "show you what the store has" : "search for \(wouldSearch)"
        return "Is this a clothing question? If so, I'll \(plan). (yes/no)"
    }

    /// The fallback menu.
    public func menu(intro: String) -> String {
        ([intro] + MenuOption.allCases.map { "\($0.rawValue)) \($0.title)" }
            + ["Choose a number, or just tell me what you're looking for."]).joined(separator: "\n")
    }

    /// The category list with counts.
    public func categories(_ choices: [CategoryChoice]) -> String {
        guard !choices.isEmpty else { return "The catalog has no products yet, so there is nothing to browse." }
        return ([Self.categoriesTitle + ":"] + choices.map { "\($0.number)) \($0.name) (\($0.count))" }
            + [Self.categoriesHint]).joined(separator: "\n")
    }

    /// The heading of the category list.
    public static let categoriesTitle = "Categories"
    /// What to say after the category list.
    public static let categoriesHint = "Pick a number or a name."

    /// The store's contact details.
    public func support(_ store: Store) -> String {
        var lines: [String] = []
        if let email = store.email, !email.isEmpty { lines.append("Email: \(email)") }
        if let phone = store.phone, !phone.isEmpty { lines.append("Phone: \(phone)") }
        if let hours = store.hours, !hours.isEmpty { lines.append("Hours: \(hours)") }
        if let url = store.url, !url.isEmpty { lines.append("Web: \(url)") }
        guard !lines.isEmpty else {
            return "\(store.name) has not listed any contact details, sorry. I can still search or browse for you."
        }
        return (["You can reach \(store.name) customer support here:"] + lines).joined(separator: "\n")
    }

    /// What the assistant can do, for "help".
    public var help: String {
        """
        I can help you find clothes, shoes and accessories at \(store.name).
        Describe what you want, e.g. "black jeans under $50" or "women's running shoes size 8".
        With results on screen: "more" for the next page, a number ("2", "tell me about the second one") \
        for details, or refine: "in black", "under $40", "size L", "cheaper", "what about Adidas?".
        "browse" lists the categories, "support" shows contact details, "start over" begins again.
        """
    }

    /// The short reply for lines that are not clothing questions.
    public var outOfScope: String {
        "Sorry, I can only help with clothing, shoes and accessories at \(store.name). "
            + "Try \"black jeans under $50\", or say \"browse\" for the categories or \"support\" for contact details."
    }

    /// A natural answer to small talk.
    public func smalltalk(_ kind: Smalltalk) -> String {
        switch kind {
        case .greeting: return "Hello! Welcome to \(store.name). What are you looking for today?"
        case .thanks: return "You're welcome! Anything else I can find for you?"
        case .goodbye: return "Goodbye, and thanks for visiting \(store.name)!"
        case .aboutMe:
            return "I'm \(store.name)'s shopping assistant, a program rather than a person. I can search the "
                + "catalog and answer questions about the store; to reach a person, say \"support\"."
        }
    }

    /// Joins `items` as "a, b and c".
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
