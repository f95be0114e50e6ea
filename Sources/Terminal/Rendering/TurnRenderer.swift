import Assistant
import ConfidencePolicy

/// Renders a ``Assistant/Turn`` for a person at a terminal: a confidence badge, tables that fit the width,
/// and colour when the ``Styler`` allows it. The words are the ``Assistant/ReplyWriter``'s, as in the plain
/// reply; only the layout differs.
///
/// Everything from the catalog or the user goes through ``TextSanitizer`` before it is returned.
public struct TurnRenderer: Sendable {
    /// Colours (or not).
    public var styler: Styler
    /// The terminal width in columns.
    public var width: Int

    /// A renderer for `width` columns.
    public init(styler: Styler, width: Int) {
        self.styler = styler
        self.width = max(20, width)
    }

    /// The lines to print for `turn` (without trailing newlines).
    public func render(_ turn: Turn) -> [String] {
        var lines: [String] = []
        if turn.action == .command {
            // A `:` command's output, already worded and styled for this terminal by the chat driver.
            return turn.reply.isEmpty ? [] : turn.reply.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        if let badge = badgeLine(turn) { lines.append(badge) }
        switch turn.content {
        case .products(let page):
            lines += products(page, reply: turn.reply)
        case .product:
            lines += titled(turn.reply)
        case .confirmation:
            lines += clean(turn.reply).map { styler.apply(.orange, $0) }
        case .categories(let choices) where !choices.isEmpty:
            lines += categories(choices)
        case .menu, .support, .message, .categories:
            lines += clean(turn.reply)
        }
        return lines
    }

    /// `[valid 0.93] act` for classified turns, nil otherwise.
    func badgeLine(_ turn: Turn) -> String? {
        guard let decision = turn.decision else { return nil }
        guard let confidence = decision.confidence else {
            return styler.apply(.dim, "[no evidence] \(decision.band.rawValue)")
        }
        let badge = ConfidenceBadge(label: decision.label, confidence: confidence).rendered(with: styler)
        return badge + " " + styler.apply(.dim, decision.band.rawValue)
    }

    /// A page of products as a table, with the relaxation note above and the hint below.
    func products(_ page: ProductPage, reply: String) -> [String] {
        guard let range = ReplyWriter.range(page) else { return clean(reply) }
        var lines = page.lead.map(clean) ?? []
        lines += ReplyWriter.relaxationNotes(page).flatMap { note in
            TextWrapper.wrap(TextSanitizer.sanitize(note), width: width).map { styler.apply(.yellow, $0) }
        }
        lines.append(styler.apply(.bold, TextSanitizer.sanitize(ReplyWriter.title(page)))
            + styler.apply(.dim, " (\(range))"))
        let table = TableRenderer(columns: [
            .init("#", alignRight: true),
            .init("Name", isFlexible: true, minimumWidth: 12, importance: 3),
            .init("Brand", isFlexible: true, minimumWidth: 5, isOptional: true, importance: 1.5),
            .init("Price", alignRight: true),
            .init("Colours", isFlexible: true, minimumWidth: 6, isOptional: true),
            .init("In stock", isFlexible: true, minimumWidth: 5, isOptional: true, importance: 0.7),
        ])
        let rows = page.items.map { item in
            [
                "\(item.number)", item.name, item.brand ?? "", item.priceText,
                item.colors.joined(separator: ", "), item.sizesInStock.joined(separator: " "),
            ]
        }
        lines += table.render(rows, width: width, styler: styler)
        lines += TextWrapper.wrap(TextSanitizer.sanitize(ReplyWriter.hint(page)), width: width)
            .map { styler.apply(.dim, $0) }
        return lines
    }

    /// Categories with their counts as a table.
    func categories(_ choices: [CategoryChoice]) -> [String] {
        let table = TableRenderer(columns: [
            .init("#", alignRight: true), .init("Category", isFlexible: true), .init("Products", alignRight: true),
        ])
        let rows = choices.map { ["\($0.number)", $0.name, "\($0.count)"] }
        return [styler.apply(.bold, ReplyWriter.categoriesTitle)] + table.render(rows, width: width, styler: styler)
            + [styler.apply(.dim, ReplyWriter.categoriesHint)]
    }

    /// Plain reply text with its first line in bold (product details).
    func titled(_ reply: String) -> [String] {
        var lines = clean(reply)
        if !lines.isEmpty { lines[0] = styler.apply(.bold, lines[0]) }
        return lines
    }

    /// The reply's lines, sanitised and wrapped to the width.
    func clean(_ reply: String) -> [String] {
        TextSanitizer.sanitize(reply, allowNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWrapper.wrap(String($0), width: width) }
    }
}
