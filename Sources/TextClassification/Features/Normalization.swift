/// The L2 normalisation of a text's feature vector: one norm over everything, or one per block (word
/// features; character n-grams), as a union of two separately normalised vectors would give.
enum Normalization {
    /// The factors that multiply the word features and the character n-grams of a text whose blocks have
    /// these sums of squares, or `nil` when the text has no features at all.
    ///
    /// Joint: both `1 / √(words + characters)`. Separate: each block `1 / √(its own sum)` (0 for an empty
    /// block), the word block's times `wordWeight`, so words and character n-grams keep a fixed balance however
    /// many n-grams the words have.
    @inline(__always)
    static func scales(wordSquares: Float, characterSquares: Float, separate: Bool, wordWeight: Float = 1)
        -> (word: Float, character: Float)?
    {
        let total = wordSquares + characterSquares
        guard total > 0 else { return nil }
        guard separate else {
            let scale = 1 / total.squareRoot()
            return (scale, scale)
        }
        return (wordSquares > 0 ? wordWeight / wordSquares.squareRoot() : 0,
                characterSquares > 0 ? 1 / characterSquares.squareRoot() : 0)
    }
}
