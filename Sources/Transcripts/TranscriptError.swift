import Foundation

/// Why a transcript file could not be read or written.
public enum TranscriptError: Error, LocalizedError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)
    /// The file does not follow the transcript format; each problem names its line.
    case malformed(file: String, problems: [String])
    /// The file could not be written.
    case unwritable(file: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read transcript: \(reason)"
        case .notUTF8(let file):
            return "\(file): not a UTF-8 text file; save it as UTF-8"
        case .malformed(let file, let problems):
            return "\(file): not a valid transcript:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
        case .unwritable(let file, let reason):
            return "\(file): cannot write transcript: \(reason)"
        }
    }
}
