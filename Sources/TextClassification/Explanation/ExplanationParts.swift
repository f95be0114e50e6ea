/// A text's features grouped by the word or word pair they belong to, with the text's normalisation: the
/// pieces ``TextClassifierModel/explanation(for:label:)`` weighs.
struct ExplanationParts {
    /// One word (its unigram and the character rows of all its occurrences) or one word pair.
    struct Item {
        var text: String
        var kind: FeatureContribution.Kind
        var position: Int
        /// Word features (unigram or bigram) with their weight before the norm (term weight × IDF).
        var wordFeatures: [(index: Int32, value: Float)] = []
        /// Σ over occurrences of the character row (one float per label), before the norm; empty if none.
        var characters: [Float] = []
        var unknown = false
    }

    /// Words then pairs, each in order of first occurrence.
    var items: [Item] = []
    /// The factors the word and character blocks are multiplied by.
    var scales: (word: Float, character: Float) = (0, 0)
    /// The evidence factor: the share of known tokens when the model scales by evidence, else 1.
    var knownShare: Double = 1

    /// Splits `text` the way `model.logits(for:)` sees it.
    init(model: TextClassifierModel, text: String) {
        let classes = model.biases.count
        let configuration = model.metadata.features
        let extractor = model.extractor
        let usesCharacters = extractor.usesCharacters
        var wordItem: [UInt64: Int] = [:]  // word key → item
        var occurrences: [Int32: Int] = [:]  // word feature → how often
        var owner: [Int32: Int] = [:]  // word feature → item
        var pending: [UInt64] = []
        var previousText: String?
        var tokenCount = 0, knownCount = 0
        var characterSquares: Float = 0
        var scratch: [Int32] = []
        var pairs: [Item] = []
        extractor.forEach(in: text, wordFeature: { pending.append($0) }, token: { scalars, key in
            var view = String.UnicodeScalarView()
            for value in scalars { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
            let word = String(view)
            let position = tokenCount
            tokenCount += 1
            let trainingWord = usesCharacters ? model.wordTable.index(of: key) : nil
            let known = trainingWord != nil || (!usesCharacters && model.table.index(of: key) != nil)
            if known { knownCount += 1 }
            let item: Int
            if let existing = wordItem[key] {
                item = existing
            } else {
                item = items.count
                wordItem[key] = item
                items.append(Item(text: word, kind: .word, position: position, unknown: !known))
            }
            var keys = pending[...]
            pending.removeAll(keepingCapacity: true)
            if configuration.wordUnigrams, let unigram = keys.popFirst(), let index = model.table.index(of: unigram) {
                occurrences[index, default: 0] += 1
                if owner[index] == nil { owner[index] = item }
            }
            if configuration.wordBigrams, let bigram = keys.popFirst(), let index = model.table.index(of: bigram) {
                occurrences[index, default: 0] += 1
                if owner[index] == nil {
                    owner[index] = -1 - pairs.count  // pairs are numbered after the words, below
                    pairs.append(Item(text: (previousText ?? "") + " " + word, kind: .pair, position: position - 1))
                }
            }
            previousText = word
            guard usesCharacters else { return }
            if items[item].characters.isEmpty { items[item].characters = [Float](repeating: 0, count: classes) }
            if let row = trainingWord {
                let base = Int(row) * classes
                for c in 0..<classes { items[item].characters[c] += model.wordRows[base + c] }
                characterSquares += model.words.sumOfSquares[Int(row)]
                return
            }
            scratch.removeAll(keepingCapacity: true)
            extractor.forEachCharacterKey(of: scalars) { key in
                if let index = model.table.index(of: key) { scratch.append(index) }
            }
            var vector = SparseVector(occurrences: scratch, weight: { Float($0) })
            vector.scale(by: model.idf)
            for (index, count) in zip(vector.indices, vector.values) {
                let base = Int(index) * classes
                for c in 0..<classes { items[item].characters[c] += count * model.weights[base + c] }
            }
            characterSquares += vector.sumOfSquares
        })
        let wordCount = items.count
        items += pairs
        // Word features in ascending index order, as the classifier sums them.
        var wordSquares: Float = 0
        for index in occurrences.keys.sorted() {
            guard let count = occurrences[index], let target = owner[index] else { continue }
            var value = SparseVector.termWeight(count, binary: configuration.binary)
            if !model.idf.isEmpty { value *= model.idf[Int(index)] }
            wordSquares += value * value
            items[target >= 0 ? target : wordCount + (-1 - target)].wordFeatures.append((index, value))
        }
        scales = Normalization.scales(
            wordSquares: wordSquares, characterSquares: characterSquares, separate: configuration.separateNorms,
            wordWeight: Float(configuration.wordBlockWeight)) ?? (0, 0)
        if configuration.evidenceScaling && knownCount < tokenCount && tokenCount > 0 {
            knownShare = Double(Float(knownCount) / Float(tokenCount))
        }
        items.removeAll { $0.wordFeatures.isEmpty && $0.characters.allSatisfy { $0 == 0 } && !$0.unknown }
    }
}
