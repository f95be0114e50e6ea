import Foundation
import TextSafety

/// Reads transcript files and writes them back atomically (`--update`).
public enum TranscriptFile {
    /// The file extension of transcripts.
    public static let pathExtension = "transcript"

    /// Reads and parses a transcript file.
    public static func load(contentsOf url: URL) throws(TranscriptError) -> Transcript {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(file: url.path) }
        return try Transcript(parsing: ByteOrderMark.stripped(text), file: url.path)
    }

    /// Writes a transcript to a temporary file beside `url`, then renames it over `url`.
    public static func save(_ transcript: Transcript, to url: URL) throws(TranscriptError) {
        do {
            try Data(transcript.text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(file: url.path, reason: error.localizedDescription)
        }
    }
}
