import TextClassification

/// Structure-aware edits of model files: a new `featureCount` in the metadata, and a recomputed checksum so
/// that a mutated file gets past the checksum check and reaches the parser behind it.
enum ModelCrafting {
    /// Feature counts that overflow size arithmetic (2^59…2^63), or are negative, zero or just wrong.
    static let featureCounts: [String] = [
        "576460752303423488", "1152921504606846976", "2305843009213693952", "4611686018427387904",
        "9223372036854775807", "-1", "0", "1", "831", "4294967296", "1e3",
    ]

    /// `bytes` with the metadata's `featureCount` replaced by `value`, the header's metadata length updated.
    static func withFeatureCount(_ bytes: [UInt8], _ value: String) -> [UInt8] {
        guard bytes.count >= 40 else { return bytes }
        let length = bytes[16..<24].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length < UInt64(bytes.count - 32) else { return bytes }
        let end = 32 + Int(length)
        var metadata = Array(bytes[32..<end])
        let key = Array("\"featureCount\":".utf8)
        guard let start = metadata.firstRange(of: key)?.upperBound else { return bytes }
        var stop = start
        while stop < metadata.count, metadata[stop] != UInt8(ascii: ","), metadata[stop] != UInt8(ascii: "}") { stop += 1 }
        metadata.replaceSubrange(start..<stop, with: Array(value.utf8))
        var result = Array(bytes[0..<32]) + metadata + Array(bytes[end...])
        let newLength = UInt64(metadata.count)
        for k in 0..<8 { result[16 + k] = UInt8(truncatingIfNeeded: newLength >> (8 * UInt64(k))) }
        return resealed(result)
    }

    /// `bytes` with its last eight bytes replaced by the checksum of everything before them.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 8 else { return bytes }
        var result = bytes
        let checksum = TextClassifierModel.fileChecksum(of: Array(bytes[0..<(bytes.count - 8)]))
        for k in 0..<8 { result[bytes.count - 8 + k] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(k))) }
        return result
    }
}
