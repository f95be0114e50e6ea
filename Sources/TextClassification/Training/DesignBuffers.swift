/// The compressed rows of a ``DesignMatrix`` as buffer pointers, for the objectives' inner loops.
struct DesignBuffers {
    /// Per row, where its word features start in `featureIndices` (one more entry than rows).
    let featureStarts: UnsafeBufferPointer<Int>
    /// Word feature indices.
    let featureIndices: UnsafeBufferPointer<Int32>
    /// Word feature values (normalised).
    let featureValues: UnsafeBufferPointer<Float>
    /// Per row, where its words start in `tokenIndices`.
    let tokenStarts: UnsafeBufferPointer<Int>
    /// Word indices (rows of the character-row matrix).
    let tokenIndices: UnsafeBufferPointer<Int32>
    /// Word occurrence values (normalised).
    let tokenValues: UnsafeBufferPointer<Float>

    /// Calls `body` with the buffers of `design`, valid only during the call.
    static func with<Result>(_ design: DesignMatrix, _ body: (DesignBuffers) -> Result) -> Result {
        let features = design.features, tokens = design.tokens
        return features.rowStarts.withUnsafeBufferPointer { featureStarts in
            features.indices.withUnsafeBufferPointer { featureIndices in
                features.values.withUnsafeBufferPointer { featureValues in
                    tokens.rowStarts.withUnsafeBufferPointer { tokenStarts in
                        tokens.indices.withUnsafeBufferPointer { tokenIndices in
                            tokens.values.withUnsafeBufferPointer { tokenValues in
                                body(DesignBuffers(
                                    featureStarts: featureStarts, featureIndices: featureIndices,
                                    featureValues: featureValues, tokenStarts: tokenStarts,
                                    tokenIndices: tokenIndices, tokenValues: tokenValues))
                            }
                        }
                    }
                }
            }
        }
    }
}
