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
    /// `true`: a text's scores (logits) are multiplied by the share of its tokens the model knows (as a word
    /// or a training word), a per-text temperature: the ranking is unchanged, but text made mostly of unknown
    /// words gets flatter probabilities instead of the confidence the L2 normalisation would give its few known
    /// words. Absent in version-1 model files (read as `false`).
    public var evidenceScaling: Bool

    /// Creates a feature configuration.
    public init(
        wordUnigrams: Bool = true, wordBigrams: Bool = true, characterMinimum: Int = 3,
        characterMaximum: Int = 5, minimumCount: Int = 2, binary: Bool = false, evidenceScaling: Bool = false
    ) {
        self.wordUnigrams = wordUnigrams
        self.wordBigrams = wordBigrams
        self.characterMinimum = characterMinimum
        self.characterMaximum = characterMaximum
        self.minimumCount = minimumCount
        self.binary = binary
        self.evidenceScaling = evidenceScaling
    }

    private enum CodingKeys: String, CodingKey {
        case wordUnigrams, wordBigrams, characterMinimum, characterMaximum, minimumCount, binary, evidenceScaling
    }

    /// Decodes a configuration; `evidenceScaling` may be absent (files written before it existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wordUnigrams = try container.decode(Bool.self, forKey: .wordUnigrams)
        wordBigrams = try container.decode(Bool.self, forKey: .wordBigrams)
        characterMinimum = try container.decode(Int.self, forKey: .characterMinimum)
        characterMaximum = try container.decode(Int.self, forKey: .characterMaximum)
        minimumCount = try container.decode(Int.self, forKey: .minimumCount)
        binary = try container.decode(Bool.self, forKey: .binary)
        evidenceScaling = try container.decodeIfPresent(Bool.self, forKey: .evidenceScaling) ?? false
    }

    /// Word unigrams and bigrams plus character 3- to 5-grams, minimum count 2, sublinear weights.
    public static let standard = FeatureConfiguration()
}
