/// A fast 64-bit checksum over bytes (FNV-1a style over 8-byte words), used by model files and data hashes.
enum Checksum {
    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        let words = bytes.count / 8
        for index in 0..<words {
            let word = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            state = (state ^ word) &* 0x0000_0100_0000_01B3
            state ^= state >> 29
        }
        for index in (words * 8)..<bytes.count {
            state = (state ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        return state ^ UInt64(bytes.count)
    }

    /// The checksum of a byte array.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// A content hash of labelled examples (order matters), as 16 hex digits.
    static func contentHash(of examples: [LabeledText]) -> String {
        var bytes: [UInt8] = []
        for example in examples {
            bytes += Array(example.text.utf8)
            bytes.append(0x1F)
            bytes += Array(example.label.utf8)
            bytes.append(0x1E)
        }
        let value = of(bytes)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
