import Foundation

/// Why a lexicon file could not be read.
public enum LexiconError: Error, LocalizedError, Sendable, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not UTF-8 text.
    case notUTF8(file: String)

    /// A message naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read the lexicon: \(reason); regenerate it with `make lexicon`"
        case .notUTF8(let file):
            return "\(file): the lexicon is not UTF-8 text; regenerate it with `make lexicon`"
        }
    }
}
