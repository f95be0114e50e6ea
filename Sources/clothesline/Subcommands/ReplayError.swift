import Foundation

/// Why `replay` could not start.
enum ReplayError: Error, LocalizedError {
    /// A path on the command line does not exist.
    case notFound(String)
    /// A folder on the command line holds no transcripts.
    case noTranscripts(folder: String)

    var errorDescription: String? {
        switch self {
        case .notFound(let path):
            return "\(path): no such file or folder"
        case .noTranscripts(let folder):
            return "\(folder): no *.transcript files in this folder"
        }
    }
}
