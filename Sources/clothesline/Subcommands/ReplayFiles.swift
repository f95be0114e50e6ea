import Assistant
import Foundation
import Transcripts

/// Expands `replay`'s arguments into transcript files: files as given, folders searched (recursively) for
/// `*.transcript`, each list sorted so runs are repeatable.
enum ReplayFiles {
    /// The transcript files named by `paths`, in order, without duplicates.
    static func expand(_ paths: [String]) throws(ReplayError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .notFound(path)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = transcripts(in: path)
            guard !found.isEmpty else { throw .noTranscripts(folder: path) }
            files += found
        }
        var seen = Set<String>()
        return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    private static func transcripts(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("." + TranscriptFile.pathExtension) {
                found.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return found.sorted()
    }
}
