/// Which features a model extracts from text and how they are weighted; stored in the model file.
public struct FeatureConfiguration: Sendable, Hashable, Codable {
    /// Whether word unigrams are features.
    public var wordUnigrams: Bool
    /// Whether pairs of adjacent words are features.
    public var wordBigrams: Bool
    /// The shortest character n-gram taken inside words (with `<` and `>` marking the word's edges).
    public var characterMinimum: Int
    /// The longest character n-gram; `0` turns character n-grams off.
    public var characterMaximum: Int
    /// Features seen in fewer training texts than this are dropped from the vocabulary.
    public var minimumCount: Int
    /// `true`: a feature counts once however often it occurs (binary); `false`: `1 + ln(count)` (sublinear).
    public var binary: Bool

    /// Creates a feature configuration.
    public init(
        wordUnigrams: Bool = true, wordBigrams: Bool = true, characterMinimum: Int = 3,
        characterMaximum: Int = 5, minimumCount: Int = 2, binary: Bool = false
    ) {
        self.wordUnigrams = wordUnigrams
        self.wordBigrams = wordBigrams
        self.characterMinimum = characterMinimum
        self.characterMaximum = characterMaximum
        self.minimumCount = minimumCount
        self.binary = binary
    }

    /// Word unigrams and bigrams plus character 3- to 5-grams, minimum count 2, sublinear weights.
    public static let standard = FeatureConfiguration()
}
