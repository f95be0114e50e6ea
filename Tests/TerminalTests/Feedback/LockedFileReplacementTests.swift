import Foundation
import Persistence
import Testing

/// The one place state files are locked and replaced: whole new contents or the old file, never a torn one.
@Suite("Locked file replacement")
struct LockedFileReplacementTests {
    static func scratch() -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("locked-\(UUID().uuidString)", isDirectory: true)
        return directory.appendingPathComponent("nested/state.txt").path
    }

    /// Removes the scratch directory under the temporary directory that holds `path`.
    static func removeScratch(above path: String) {
        var url = URL(fileURLWithPath: path)
        while !url.lastPathComponent.hasPrefix("locked-") && url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        if url.lastPathComponent.hasPrefix("locked-") { try? FileManager.default.removeItem(at: url) }
    }

    @Test(arguments: ["first\n", "a much longer second text\nwith two lines\n", ""])
    func replacesTheWholeFileUnderTheLock(_ text: String) throws {
        let path = Self.scratch()
        defer { Self.removeScratch(above: path) }
        try LockedFileReplacement.withExclusiveLock(on: path) { () throws(LockedFileError) in
            try LockedFileReplacement.replace(path) { stream in fputs("old contents\n", stream) >= 0 }
            try LockedFileReplacement.replace(path) { stream in text.isEmpty || fputs(text, stream) >= 0 }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers.sorted() == ["state.txt", "state.txt.lock"], "no temporary file is left behind")
    }

    @Test func aFailedWriteLeavesTheOldFile() throws {
        let path = Self.scratch()
        defer { Self.removeScratch(above: path) }
        try LockedFileReplacement.withExclusiveLock(on: path) { () throws(LockedFileError) in
            try LockedFileReplacement.replace(path) { stream in fputs("kept\n", stream) >= 0 }
        }
        #expect(throws: LockedFileError.self) {
            try LockedFileReplacement.replace(path) { stream in
                fputs("torn", stream)
                return false
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")
    }

    @Test func aDirectoryThatCannotBeCreatedIsNamed() {
        #expect(throws: LockedFileError.self) {
            try LockedFileReplacement.withExclusiveLock(on: "/proc/clothesline-test/state.txt") { () throws(LockedFileError) in }
        }
    }
}
