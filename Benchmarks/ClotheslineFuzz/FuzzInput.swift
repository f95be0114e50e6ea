/// The inputs of a run: input `index` of a format is the same for the same seed, so any input can be made again.
enum FuzzInput {
    /// Input `index`: a seed from `corpus`, mutated; model files are also resealed (and sometimes given a
    /// hostile `featureCount`) so that mutations get past the checksum.
    static func make(_ format: FuzzFormat, seed: UInt64, index: Int, corpus: [[UInt8]]) -> [UInt8] {
        var random = FuzzRandom(seed: seed, stream: format.stream, index: index)
        let base = corpus[random.below(corpus.count)]
        guard format == .model else { return Mutator.mutate(base, corpus: corpus, random: &random) }
        switch random.below(4) {
        case 0:
            let counts = ModelCrafting.featureCounts
            return ModelCrafting.withFeatureCount(base, counts[random.below(counts.count)])
        case 1:
            return Mutator.mutate(base, corpus: corpus, random: &random)
        default:
            return ModelCrafting.resealed(Mutator.mutate(base, corpus: corpus, random: &random))
        }
    }
}
