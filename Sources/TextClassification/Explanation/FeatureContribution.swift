/// How much one word (its word feature and its character n-grams together) or one word pair added to a
/// label's score.
public struct FeatureContribution: Sendable, Hashable, Codable {
    /// What kind of feature this is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A word: its unigram feature plus the character n-grams of every occurrence.
        case word
        /// Two adjacent words.
        case pair
    }

    /// The word, or the two words separated by a space, case-folded as the model sees them.
    public var text: String
    /// Word or pair.
    public var kind: Kind
    /// The index of the (first) token where it first occurs; reading order.
    public var position: Int
    /// Its part of the score: positive pushes towards the label, negative against it.
    public var value: Double
    /// `value` over the sum of the absolute values of every part of the score (bias included), in `-1...1`.
    public var share: Double
    /// Whether the model knows nothing about this word (not a training word; only its evidence-free n-grams
    /// or nothing at all). Always `false` for pairs.
    public var unknown: Bool

    /// Creates a contribution.
    public init(text: String, kind: Kind, position: Int, value: Double, share: Double, unknown: Bool = false) {
        self.text = text
        self.kind = kind
        self.position = position
        self.value = value
        self.share = share
        self.unknown = unknown
    }
}
