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
    /// words), and how many of them are synonyms; and the terms of two words, each as its first word, its last
    /// word (lowercase) and its phrase key ("short pants" → "short", "pants", "shortpant").
    func entries() -> (
        targets: [String: [String]], synonymCounts: [String: Int],
        twoWordTerms: [(modifier: String, head: String, key: String)]
    ) {
        var targets: [String: [String]] = [:]
        var synonymCounts: [String: Int] = [:]
        var twoWordTerms: [(modifier: String, head: String, key: String)] = []
        for line in lines() {
            guard let first = line.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "~"),
                  let tab = line.utf8.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let term = String(line[..<tab])
            let key = TextNormalizer.phraseKey(term)
            guard !key.isEmpty, targets[key] == nil else { continue }
            // (Only a term with one space is split into its words.)
            if term.utf8.lazy.filter({ $0 == 0x20 }).count == 1 {
                let words = TextNormalizer.tokens(term.lowercased())
                if words.count == 2 { twoWordTerms.append((words[0], words[1], key)) }
            }
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
        return (targets, synonymCounts, twoWordTerms)
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
