/// The completion candidates, computed on the first Tab (counting a large catalog is not free, and most
/// sessions never press Tab).
final class CompletionWords {
    /// Where the words come from; set once the REPL exists.
    var source: () -> [String] = { [] }
    private var cached: [String]?

    /// The words, computed once.
    var value: [String] {
        if let cached { return cached }
        let words = source()
        cached = words
        return words
    }
}
