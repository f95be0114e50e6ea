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
    /// `true`: each feature's weight is multiplied by its smoothed inverse document frequency
    /// `ln((1 + n) / (1 + df)) + 1` (`n` training texts, `df` of them containing the feature), computed on the
    /// training set after vocabulary pruning and applied before L2 normalisation; the values are stored per
    /// feature in the model file (format version 3). Absent in older model files (read as `false`).
    public var idf: Bool
    /// `true`: the word features and the character n-grams are L2-normalised each on its own (like a union of
    /// a word and a character vectorizer), so both blocks weigh the same; `false`: one norm over both, where
    /// the many n-grams of each word dominate. Stored in the metadata (format version 3); absent in older
    /// files (read as `false`).
    public var separateNorms: Bool
    /// With separate norms, the length of the word block next to the character block's 1 (1: equal weight;
    /// smaller leans on the character n-grams). Ignored with one norm. Absent in older files (read as 1).
    public var wordBlockWeight: Double

    /// Creates a feature configuration.
    public init(
        wordUnigrams: Bool = true, wordBigrams: Bool = true, characterMinimum: Int = 3,
        characterMaximum: Int = 5, minimumCount: Int = 2, binary: Bool = false, evidenceScaling: Bool = false,
        idf: Bool = false, separateNorms: Bool = false, wordBlockWeight: Double = 1
    ) {
        self.wordUnigrams = wordUnigrams
        self.wordBigrams = wordBigrams
        self.characterMinimum = characterMinimum
        self.characterMaximum = characterMaximum
        self.minimumCount = minimumCount
        self.binary = binary
        self.evidenceScaling = evidenceScaling
        self.idf = idf
        self.separateNorms = separateNorms
        self.wordBlockWeight = wordBlockWeight
    }

    private enum CodingKeys: String, CodingKey {
        case wordUnigrams, wordBigrams, characterMinimum, characterMaximum, minimumCount, binary, evidenceScaling
        case idf, separateNorms, wordBlockWeight
    }

    /// Decodes a configuration; `evidenceScaling`, `idf`, `separateNorms` and `wordBlockWeight` may be absent
    /// (files written before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wordUnigrams = try container.decode(Bool.self, forKey: .wordUnigrams)
        wordBigrams = try container.decode(Bool.self, forKey: .wordBigrams)
        characterMinimum = try container.decode(Int.self, forKey: .characterMinimum)
        characterMaximum = try container.decode(Int.self, forKey: .characterMaximum)
        minimumCount = try container.decode(Int.self, forKey: .minimumCount)
        binary = try container.decode(Bool.self, forKey: .binary)
        evidenceScaling = try container.decodeIfPresent(Bool.self, forKey: .evidenceScaling) ?? false
        idf = try container.decodeIfPresent(Bool.self, forKey: .idf) ?? false
        separateNorms = try container.decodeIfPresent(Bool.self, forKey: .separateNorms) ?? false
        wordBlockWeight = try container.decodeIfPresent(Double.self, forKey: .wordBlockWeight) ?? 1
    }

    /// Encodes a configuration; `idf`, `separateNorms` and `wordBlockWeight` are written only when not at their
    /// defaults, so models without them keep the metadata (and the bytes) that older versions wrote.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wordUnigrams, forKey: .wordUnigrams)
        try container.encode(wordBigrams, forKey: .wordBigrams)
        try container.encode(characterMinimum, forKey: .characterMinimum)
        try container.encode(characterMaximum, forKey: .characterMaximum)
        try container.encode(minimumCount, forKey: .minimumCount)
        try container.encode(binary, forKey: .binary)
        try container.encode(evidenceScaling, forKey: .evidenceScaling)
        if idf { try container.encode(idf, forKey: .idf) }
        if separateNorms { try container.encode(separateNorms, forKey: .separateNorms) }
        if wordBlockWeight != 1 { try container.encode(wordBlockWeight, forKey: .wordBlockWeight) }
    }

    /// Word unigrams and bigrams plus character 3- to 5-grams, minimum count 2, sublinear weights.
    public static let standard = FeatureConfiguration()
}
