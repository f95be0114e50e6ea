/// Lines that share what decided them: the same unknown word, or the same word pushing the same way.
public struct ReviewGroup: Sendable, Hashable, Codable {
    /// What the lines share.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A word the model did not know.
        case unknown
        /// A word that pushed towards the model's label.
        case towards
        /// A word that pushed against it.
        case against
        /// Nothing shared with another line.
        case other
    }

    /// What the lines share.
    public var kind: Kind
    /// The shared word (or word pair); empty for `other`.
    public var word: String
    /// For `towards`/`against`: the label it pushed towards or against.
    public var label: String?
    /// The distinct lines, most uncertain first.
    public var items: [ReviewItem]

    /// Creates a group.
    public init(kind: Kind, word: String, label: String?, items: [ReviewItem]) {
        self.kind = kind
        self.word = word
        self.label = label
        self.items = items
    }

    /// Logged lines in the group, repeats included.
    public var count: Int { items.reduce(0) { $0 + $1.count } }

    /// The mean uncertainty of its logged lines.
    public var uncertainty: Double {
        let total = items.reduce(0.0) { $0 + $1.uncertainty * Double($1.count) }
        return count == 0 ? 0 : total / Double(count)
    }

    /// How many logged lines fell in each band.
    public var bands: [String: Int] {
        items.reduce(into: [:]) { $0[$1.band, default: 0] += $1.count }
    }

    /// A title for people, e.g. `unknown word "hoddie"` or `"watch" pushing towards invalid`.
    public var title: String {
        switch kind {
        case .unknown: return "unknown word \"\(word)\""
        case .towards: return "\"\(word)\" pushing towards \(label ?? "the label")"
        case .against: return "\"\(word)\" pushing against \(label ?? "the label")"
        case .other: return "nothing shared with another line"
        }
    }
}
