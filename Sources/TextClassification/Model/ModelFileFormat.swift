import Foundation
import TextSafety

/// The binary model file: a versioned header, JSON metadata, the feature keys and weights, and a checksum.
///
/// Layout (little-endian): magic `CLTXTMDL` (8 bytes), format version (UInt32), word-list length (UInt32),
/// metadata length (UInt64), payload length (UInt64), metadata (UTF-8 JSON), payload, checksum (UInt64 over
/// everything before it). The payload holds `featureCount` keys (UInt64), `classCount` biases (Float32),
/// `featureCount × classCount` weights (Float32, row per feature), then, only when `features.idf` is on
/// (version 3), `featureCount` IDF weights (Float32, each finite and ≥ 1), and the word list: the training
/// words, UTF-8, each followed by a newline, whose character rows the model precomputes when it loads.
enum ModelFileFormat {
    /// The magic bytes at the start of every model file.
    static let magic: [UInt8] = Array("CLTXTMDL".utf8)
    /// The newest format version this code reads. Version 2 adds evidence scaling (`features.evidenceScaling`
    /// in the metadata), which changes the probabilities, so a reader that only knows version 1 must refuse it.
    /// Version 3 adds IDF weights (`features.idf`, and an IDF section in the payload) and separate norms for
    /// word and character features (`features.separateNorms`).
    static let currentVersion: UInt32 = 3

    /// The version a model is written with: the oldest one that describes it exactly (3 with IDF or separate
    /// norms, 2 with evidence scaling, else 1), so files without newer features stay readable by older builds.
    static func version(for metadata: ModelMetadata) -> UInt32 {
        let features = metadata.features
        return features.idf || features.separateNorms ? 3 : (features.evidenceScaling ? 2 : 1)
    }
    /// The size of the fixed header.
    static let headerSize = 32

    /// Encodes a model into file bytes.
    static func encode(
        metadata: ModelMetadata, keys: [UInt64], idf: [Float], biases: [Float], weights: [Float], words: [String]
    ) throws(ModelError) -> [UInt8] {
        guard idf.count == (metadata.features.idf ? keys.count : 0) else {
            throw .malformed(path: "(in memory)", reason: "\(idf.count) IDF weights for \(keys.count) features")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let json: [UInt8]
        do {
            json = [UInt8](try encoder.encode(metadata))
        } catch {
            throw .malformed(path: "(in memory)", reason: "cannot encode metadata: \(error.localizedDescription)")
        }
        var wordList: [UInt8] = []
        for word in words where !word.utf8.contains(0x0A) {
            wordList += Array(word.utf8)
            wordList.append(0x0A)
        }
        guard wordList.count < Int(UInt32.max) else {
            throw .malformed(path: "(in memory)", reason: "the word list is too long")
        }
        let payloadLength = keys.count * 8 + biases.count * 4 + weights.count * 4 + idf.count * 4 + wordList.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + json.count + payloadLength + 8)
        bytes += magic
        append(version(for: metadata), to: &bytes)
        append(UInt32(wordList.count), to: &bytes)
        append(UInt64(json.count), to: &bytes)
        append(UInt64(payloadLength), to: &bytes)
        bytes += json
        keys.withUnsafeBytes { bytes += $0 }
        biases.withUnsafeBytes { bytes += $0 }
        weights.withUnsafeBytes { bytes += $0 }
        idf.withUnsafeBytes { bytes += $0 }
        bytes += wordList
        append(Checksum.of(bytes), to: &bytes)
        return bytes
    }

    /// Decodes file bytes; `path` names the file in errors.
    static func decode(
        _ raw: UnsafeRawBufferPointer, path: String
    ) throws(ModelError) -> (
        metadata: ModelMetadata, keys: [UInt64], idf: [Float], biases: [Float], weights: [Float], words: [String]
    ) {
        guard raw.count >= magic.count, Array(raw[0..<magic.count]) == magic else {
            throw .notAModel(path: path)
        }
        guard raw.count >= headerSize + 8 else {
            throw .truncated(path: path, expected: headerSize + 8, found: raw.count)
        }
        let version = raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian
        guard version <= currentVersion else {
            throw .newerVersion(path: path, found: version, supported: currentVersion)
        }
        guard version >= 1 else { throw .malformed(path: path, reason: "format version 0 does not exist") }
        let wordListLength = Int(raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
        let metadataLength = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian
        let payloadLength = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian
        guard metadataLength < 1 << 32, payloadLength < 1 << 40 else {
            throw .malformed(path: path, reason: "section lengths are impossible")
        }
        let expected = headerSize + Int(metadataLength) + Int(payloadLength) + 8
        guard raw.count >= expected else { throw .truncated(path: path, expected: expected, found: raw.count) }
        guard raw.count == expected else {
            throw .malformed(path: path, reason: "\(raw.count - expected) unexpected bytes after the checksum")
        }
        let stored = raw.loadUnaligned(fromByteOffset: expected - 8, as: UInt64.self).littleEndian
        guard Checksum.of(UnsafeRawBufferPointer(rebasing: raw[0..<(expected - 8)])) == stored else {
            throw .checksumMismatch(path: path)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let metadata: ModelMetadata
        do {
            metadata = try decoder.decode(
                ModelMetadata.self,
                from: Data(raw[headerSize..<(headerSize + Int(metadataLength))]))
        } catch {
            throw .malformed(path: path, reason: "unreadable metadata: \(error)")
        }
        let features = metadata.featureCount
        let classes = metadata.labels.count
        guard features >= 0, classes >= 2, Set(metadata.labels).count == classes else {
            throw .malformed(path: path, reason: "a model needs at least two distinct labels")
        }
        guard version >= 2 || !metadata.features.evidenceScaling else {
            throw .malformed(path: path, reason: "evidence scaling needs format version 2, the file says \(version)")
        }
        guard version >= 3 || !metadata.features.idf else {
            throw .malformed(path: path, reason: "IDF weights need format version 3, the file says \(version)")
        }
        guard version >= 3 || !metadata.features.separateNorms else {
            throw .malformed(path: path, reason: "separate norms need format version 3, the file says \(version)")
        }
        guard metadata.features.wordBlockWeight.isFinite, metadata.features.wordBlockWeight > 0 else {
            throw .malformed(path: path, reason: "the word block weight must be a positive number")
        }
        guard metadata.temperature.isFinite, metadata.temperature > 0 else {
            throw .malformed(path: path, reason: "the temperature must be a positive number")
        }
        // Every size comes from the file: checked arithmetic, so a crafted featureCount is an error, not a trap.
        let (product, overflow) = features.multipliedReportingOverflow(by: classes)
        let idfCount = metadata.features.idf ? features : 0
        let sectionSizes = CheckedNumber.sumOfProducts(
            [(features, 8), (classes, 4), (product, 4), (idfCount, 4), (wordListLength, 1)])
        guard !overflow, let sectionSizes, Int(payloadLength) == sectionSizes else {
            throw .malformed(path: path, reason: "the payload size does not match \(features) features × \(classes) labels"
                + (idfCount > 0 ? " with an IDF section of \(idfCount) weights" : ""))
        }
        var offset = headerSize + Int(metadataLength)
        let keys = [UInt64](unsafeUninitializedCapacity: features) { buffer, count in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + features * 8)]))
            count = features
        }
        offset += features * 8
        let biases = [Float](unsafeUninitializedCapacity: classes) { buffer, count in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + classes * 4)]))
            count = classes
        }
        offset += classes * 4
        let weights = [Float](unsafeUninitializedCapacity: product) { buffer, count in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + product * 4)]))
            count = product
        }
        offset += product * 4
        guard !biases.contains(where: { !$0.isFinite }), !weights.contains(where: { !$0.isFinite }) else {
            throw .malformed(path: path, reason: "the weights contain non-finite numbers")
        }
        let idf = [Float](unsafeUninitializedCapacity: idfCount) { buffer, count in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + idfCount * 4)]))
            count = idfCount
        }
        offset += idfCount * 4
        if let bad = idf.firstIndex(where: { !InverseDocumentFrequency.isValid($0) }) {
            let invalid = idf.indices.filter { !InverseDocumentFrequency.isValid(idf[$0]) }.count
            throw .malformed(path: path, reason: "the IDF section holds \(invalid) invalid weight(s), the first at "
                + "feature \(bad) (\(idf[bad])); IDF weights are finite and at least 1")
        }
        let wordBytes = UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + wordListLength)])
        guard wordListLength == 0 || wordBytes.last == 0x0A else {
            throw .malformed(path: path, reason: "the word list does not end with a newline")
        }
        guard let words = decodeWords(wordBytes) else {
            throw .malformed(path: path, reason: "the word list is not valid UTF-8")
        }
        return (metadata, keys, idf, biases, weights, words)
    }

    /// The newline-terminated UTF-8 words of `bytes`, or `nil` when one is not valid UTF-8. A long list is
    /// decoded in two halves on two threads (split at a newline) and joined in order.
    static func decodeWords(_ bytes: UnsafeRawBufferPointer, partSize: Int = 1 << 16) -> [String]? {
        guard bytes.count / 2 >= max(1, partSize) else { return decodeLines(bytes) }
        var split = bytes.count / 2
        while split < bytes.count && bytes[split - 1] != 0x0A { split += 1 }
        let middle = split
        let (first, second) = TwoThreads.run(
            { decodeLines(UnsafeRawBufferPointer(rebasing: bytes[..<middle])) },
            { decodeLines(UnsafeRawBufferPointer(rebasing: bytes[middle...])) })
        guard let first, let second else { return nil }
        return first + second
    }

    /// The non-empty newline-separated UTF-8 lines of `bytes`, or `nil` when one is not valid UTF-8.
    static func decodeLines(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > start {
                guard let line = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                else { return nil }
                lines.append(line)
            }
            start = index + 1
        }
        if start < bytes.count {
            guard let line = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            else { return nil }
            lines.append(line)
        }
        return lines
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
