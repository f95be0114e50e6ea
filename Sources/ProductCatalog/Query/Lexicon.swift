import Foundation

/// Everyday words for kinds of products and what they are: synonyms, then broader words nearest first
/// ("necktie" → tie, neckwear; "rucksack" → backpack, bag; "kurta" → shirt, garment).
///
/// The shipped one, `Catalog/lexicon.tsv`, is derived from WordNet 3.0 by `scripts/build-lexicon.py`. A
/// ``Vocabulary`` maps each term to the first of its targets that names one of the catalog's categories.
public struct Lexicon: Sendable {
    /// The lexicon's text, parsed when a vocabulary is built (on the core that builds it, next to the text
    /// index), not when the file is read.
    let text: String

    /// A lexicon that knows no words.
    public static let empty = Lexicon(tsv: "")

    /// A lexicon in the tab-separated format: `term<TAB>synonym, synonym, …<TAB>broader, broader, …` per line
    /// (the third column may be left out); `#` lines are comments; `~word` lines list English words never to
    /// correct as typos. Lines without a tab are ignored: a lexicon only adds words, so a damaged line costs only
    /// that line.
    public init(tsv text: String) {
        self.text = text
    }

    /// The parsed entries: phrase key of a term → phrase keys of its targets in order (synonyms, then broader
    /// words), and how many of them are synonyms.
    func entries() -> (targets: [String: [String]], synonymCounts: [String: Int]) {
        var targets: [String: [String]] = [:]
        var synonymCounts: [String: Int] = [:]
        for line in lines() {
            guard let first = line.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "~"),
                  let tab = line.utf8.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let key = TextNormalizer.phraseKey(String(line[..<tab]))
            guard !key.isEmpty, targets[key] == nil else { continue }
            let columns = line[line.index(after: tab)...].split(separator: "\t", omittingEmptySubsequences: false)
            func keys(_ column: Int) -> [String] {
                guard column < columns.count else { return [] }
                return columns[column].split(separator: ",").map { TextNormalizer.phraseKey(String($0)) }
                    .filter { !$0.isEmpty && $0 != key }
            }
            let synonyms = keys(0), broader = keys(1)
            guard !synonyms.isEmpty || !broader.isEmpty else { continue }
            targets[key] = synonyms + broader
            synonymCounts[key] = synonyms.count
        }
        return (targets, synonymCounts)
    }

    /// Two-word terms said with another word for their head, as phrase keys, each with the term's key:
    /// "short trousers" for WordNet's "short pants", "bathing shorts" for its "bathing trunks". The other words
    /// are the head's one-word synonyms, either way round (the head listing them, or they listing the head),
    /// compared without their plural ("pants" and "pant").
    func headVariants() -> [(variant: String, term: String, modifier: String)] {
        var synonyms: [String: [String]] = [:]
        var compounds: [(modifier: String, head: String, key: String)] = []
        for line in lines() {
            guard let first = line.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "~"),
                  let tab = line.utf8.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let term = String(line[..<tab]).lowercased()
            let words = TextNormalizer.tokens(term)
            let rest = line[line.index(after: tab)...]
            let listed = (rest.split(separator: "\t", omittingEmptySubsequences: false).first ?? "")
                .split(separator: ",").map { TextNormalizer.tokens(String($0).lowercased()) }
                .filter { $0.count == 1 }.map { $0[0] }
            if words.count == 1 {
                synonyms[TextNormalizer.stem(words[0]), default: []] += listed.map(TextNormalizer.stem)
            } else if words.count == 2 {
                compounds.append((words[0], words[1], TextNormalizer.phraseKey(words)))
            }
        }
        var others: [String: Set<String>] = [:]
        for (word, listed) in synonyms {
            for synonym in listed where synonym != word {
                others[word, default: []].insert(synonym)
                others[synonym, default: []].insert(word)
            }
        }
        var variants: [(variant: String, term: String, modifier: String)] = []
        for compound in compounds {
            for other in (others[TextNormalizer.stem(compound.head)] ?? []).sorted() {
                variants.append((TextNormalizer.phraseKey([compound.modifier, other]), compound.key, compound.modifier))
            }
        }
        return variants
    }

    /// The English words listed as `~word` lines: real words one typo away from a word the search corrects
    /// towards ("skint" near skirt), which are meant as written and never corrected.
    func plainWords() -> Set<String> {
        var words = Set<String>()
        for line in lines() where line.utf8.first == UInt8(ascii: "~") {
            let bytes = line.utf8.dropFirst()
            let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            guard let start = bytes.firstIndex(where: { !blank($0) }),
                  let end = bytes.lastIndex(where: { !blank($0) }) else { continue }
            let word = bytes[start...end]
            // (ASCII, as WordNet's words are, lowered byte by byte; anything else the slow way.)
            if word.allSatisfy({ $0 < 0x80 }) {
                words.insert(String(decoding: word.map(TextNormalizer.lowercased), as: UTF8.self))
            } else {
                words.insert(String(Substring(word)).lowercased())
            }
        }
        return words
    }

    /// The text's non-empty lines, split on its bytes (the shipped file has thousands).
    private func lines() -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { Substring($0) }
    }

    /// Loads a lexicon file.
    public static func load(contentsOf url: URL) throws(LexiconError) -> Lexicon {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(file: url.path) }
        return Lexicon(tsv: text)
    }

    /// The number of terms (parses the text).
    public var count: Int { entries().targets.count }
}
