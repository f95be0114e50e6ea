/// Words typed without one of their vowels ("ordr", "undr", "retrn"): the words they may have been.
public enum MissingVowel {
    /// Every distinct word `word` (lowercase ASCII letters) becomes with one vowel put in after its first letter,
    /// in order; none for a word with other characters.
    public static func candidates(of word: String) -> [String] {
        let bytes = Array(word.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
        var found: [String] = []
        for i in 1...bytes.count {
            // (A vowel before the same vowel gives the word the next position gives too.)
            for vowel in "aeiou".utf8 where i == bytes.count || bytes[i] != vowel {
                var longer = bytes
                longer.insert(vowel, at: i)
                found.append(String(decoding: longer, as: UTF8.self))
            }
        }
        return found
    }
}
