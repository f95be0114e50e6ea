import Foundation

/// A model file could not be read or written.
public enum ModelError: Error, LocalizedError, Sendable, Equatable {
    /// The file could not be read or written at all.
    case io(path: String, reason: String)
    /// The file is not a Clothesline model (wrong magic bytes).
    case notAModel(path: String)
    /// The file was written by a newer Clothesline.
    case newerVersion(path: String, found: UInt32, supported: UInt32)
    /// The file is shorter than its header says.
    case truncated(path: String, expected: Int, found: Int)
    /// The checksum does not match: the file was damaged.
    case checksumMismatch(path: String)
    /// The header or payload is inconsistent.
    case malformed(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .io(let path, let reason):
            return "cannot access model file \(path): \(reason)"
        case .notAModel(let path):
            return "\(path) is not a Clothesline model file (wrong magic bytes); train one with `clothesline train`"
        case .newerVersion(let path, let found, let supported):
            return "\(path) has model format version \(found), but this clothesline reads up to version "
                + "\(supported); upgrade clothesline or retrain the model"
        case .truncated(let path, let expected, let found):
            return "\(path) is truncated: expected \(expected) bytes, found \(found); copy or retrain the model again"
        case .checksumMismatch(let path):
            return "\(path) is corrupted (checksum mismatch); copy or retrain the model again"
        case .malformed(let path, let reason):
            return "\(path) is not a valid model: \(reason)"
        }
    }
}
