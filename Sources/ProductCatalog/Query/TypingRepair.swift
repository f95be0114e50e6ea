/// Words typed in a hurry, put back as meant before anything reads the line: a letter doubled ("jeanss",
/// "cheaperr"), two words run together ("underfifty", "hikingboots", "sizem", "under50") and a number word misspelt
/// after a price word ("under fourty").
///
/// Only a word nobody knows is touched: not a word of the catalog's text, not one the store's parser reads on
/// its own (a typo it corrects itself included), and not one the caller knows (the classifier's vocabulary). A
/// repair is kept only when the store's parser reads the repaired words whole, setting a category, a kind or a
/// filter with no word left over, so the vocabulary is the store's own: another catalog repairs into its own words.
/// English words that read as two run together or as one with a letter doubled ("preferred", "dessert") are in
/// the lexicon's plain words and never repaired.
public struct TypingRepair: Sendable {
    let index: CatalogIndex

    /// The words that open a price limit ("under", "below", "max"…).
    static let priceWords = Set((QueryParser.upperWords + QueryParser.lowerWords).compactMap(\.first))

    /// Words longer than this are never split, nor have a letter or a vowel put back (a pasted string is no pair
    /// of words, nor a word typed in a hurry).
    static let longestSplit = 24

    /// A repairer over `index`'s catalog and parser.
    public init(index: CatalogIndex) {
        self.index = index
    }

    /// `text` with its repairable words repaired (punctuation and everything else as typed), and each repair as
    /// "typed → meant"; `text` itself and no repairs when there is nothing to repair.
    public func repaired(_ text: String, isKnown: (String) -> Bool) -> (text: String, repairs: [String]) {
        var repairs: [String] = []
        var previous: String?
        var changed = false
        let split = text.split(separator: " ", omittingEmptySubsequences: false)
        // The word inside its punctuation ("under50!"), ASCII only: every repair is of letters and digits.
        let cores = split.map { token -> (word: String, range: ClosedRange<Substring.Index>)? in
            let bytes = token.utf8
            guard let first = bytes.firstIndex(where: Self.isWordByte),
                  let last = bytes.lastIndex(where: Self.isWordByte) else { return nil }
            return (String(token[first...last]).lowercased(), first...last)
        }
        let tokens = split.indices.map { k -> String in
            let token = split[k]
            guard let (core, range) = cores[k] else { return String(token) }
            defer { previous = core }
            let next = k + 1 < cores.count ? cores[k + 1]?.word : nil
            guard let meant = repair(core, after: previous, before: next, isKnown: isKnown) else {
                return String(token)
            }
            repairs.append("\(core) → \(meant)")
            changed = true
            return String(token[..<range.lowerBound]) + meant + String(token[token.index(after: range.upperBound)...])
        }
        return changed ? (tokens.joined(separator: " "), repairs) : (text, [])
    }

    /// What `word` (lowercased) was meant to be, or `nil` when it is known or no repair reads whole.
    func repair(_ word: String, after previous: String?, before next: String? = nil, isKnown: (String) -> Bool)
        -> String? {
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) }),
              bytes.contains(where: Self.isLetter), !QueryParser.stopWords.contains(word),
              QueryParser.numberWords[word] == nil, !index.mentions(word),
              !index.parser.vocabulary.plainWords.contains(word), !isKnown(word) else { return nil }
        let alone = index.parser.parse(word)
        if alone.namesCategory || alone.setsFilterOrKind || !alone.corrections.isEmpty {
            // Read already: by a typo of its own ("sandels"), or whole. A compound the lexicon reads whole still
            // splits when the words apart say more: "hikingboots" is boots, "hiking boots" hiking boots.
            // (The last word names the category alone, as "boots" does: "underpants" are no "under pants".)
            guard alone.corrections.isEmpty, let parts = split(bytes),
                  parts.split(separator: " ").allSatisfy({ index.mentions(String($0)) }),
                  index.parser.parse(parts).understood.count > alone.understood.count,
                  parts.split(separator: " ").last.map({ index.parser.parse(String($0)).category }) == alone.category
            else { return nil }
            return parts
        }
        if let single = collapsedDouble(bytes) { return single }
        if let filled = vowelFilled(bytes, before: next) { return filled }
        if bytes.allSatisfy(Self.isLetter), let number = misspeltNumber(word), let previous {
            let priced = index.parser.parse("\(previous) \(number)")
            if priced.maxPrice != nil || priced.minPrice != nil { return number }
        }
        return split(bytes)
    }

    /// Whether the parser reads `text` whole: a category, a kind or a filter, no word left over for ranking
    /// only, and no typo of its own to correct.
    private func readsWhole(_ text: String) -> Bool {
        let query = index.parser.parse(text)
        return (query.namesCategory || query.setsFilterOrKind) && query.corrections.isEmpty
            && query.keywords.allSatisfy(query.types.contains)
    }

    /// `word` with one letter of a doubled (or longer) run left out, when that reads whole: "jeanss" → jeans,
    /// "cheaperr" → cheaper. The first run that gives one wins. (A name is no typo of a word the model knows:
    /// "jenn", "penn".)
    private func collapsedDouble(_ bytes: [UInt8]) -> String? {
        guard bytes.count <= Self.longestSplit else { return nil }
        for i in bytes.indices.dropFirst() where bytes[i] == bytes[i - 1] && Self.isLetter(bytes[i]) {
            var shorter = bytes
            shorter.remove(at: i)
            let candidate = String(decoding: shorter, as: UTF8.self)
            if readsWhole(candidate) { return candidate }
        }
        return nil
    }

    /// `word` with the one vowel it lacks put back, when exactly one such word reads whole, or is a price word
    /// before the number that follows it: "undr 80" → under ("chpr" lacks two; a vowelless category word,
    /// "jckt", is the parser's own rule).
    private func vowelFilled(_ bytes: [UInt8], before next: String?) -> String? {
        // (A pasted string is no word typed in a hurry.)
        guard bytes.count <= Self.longestSplit else { return nil }
        let priced = next.map { word in word.utf8.allSatisfy(Self.isDigit) || QueryParser.numberWords[word] != nil }
            ?? false
        // (Only a word the store reads is worth parsing: one of its products' words, or of a price.)
        let read = MissingVowel.candidates(of: String(decoding: bytes, as: UTF8.self)).filter { candidate in
            guard index.parser.knows(candidate) || Self.priceWords.contains(candidate) else { return false }
            return readsWhole(candidate)
                || (priced && next.map { next in
                    let query = index.parser.parse("\(candidate) \(next)")
                    return query.maxPrice != nil || query.minPrice != nil
                } ?? false)
        }
        return read.count == 1 ? read.first : nil
    }

    /// The one number word of five letters or more that `word` is one typo from ("fourty" → forty).
    private func misspeltNumber(_ word: String) -> String? {
        guard word.utf8.count >= 5 else { return nil }
        let close = QueryParser.numberWords.keys.filter {
            $0.utf8.count >= 5 && EditDistance.within(word, $0, limit: 1) != nil
        }
        return close.count == 1 ? close.first : nil
    }

    /// Two words run together, split where both read whole together ("underfifty" → under fifty, "hikingboots" →
    /// hiking boots, "sizem" → size m, "under50" → under 50): each part two characters or more (one, after
    /// "size"), the most even split first.
    private func split(_ bytes: [UInt8]) -> String? {
        guard bytes.count <= Self.longestSplit else { return nil }
        let points = (1..<bytes.count).sorted {
            (min($0, bytes.count - $0), $0) > (min($1, bytes.count - $1), $1)
        }
        for point in points {
            let left = String(decoding: bytes[..<point], as: UTF8.self)
            let right = String(decoding: bytes[point...], as: UTF8.self)
            guard (left.utf8.count >= 2 && right.utf8.count >= 2) || left == "size" else { continue }
            let candidate = "\(left) \(right)"
            if readsWhole(candidate) { return candidate }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    /// An ASCII letter (either case) or digit.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || isDigit(byte)
    }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
