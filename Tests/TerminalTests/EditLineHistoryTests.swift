import Foundation
import Synchronization
import Testing
@testable import Persistence
@testable import Terminal

@Suite("History file")
struct EditLineHistoryTests {
    static func temporaryPath() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cl-history-\(UUID().uuidString)")
        return dir.appendingPathComponent("state/clothesline/history").path
    }

    /// Removes the scratch directory under the temporary directory that holds `path`.
    static func removeScratch(above path: String) {
        var url = URL(fileURLWithPath: path)
        while !url.lastPathComponent.hasPrefix("cl-history-") && url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        if url.lastPathComponent.hasPrefix("cl-history-") { try? FileManager.default.removeItem(at: url) }
    }

    @Test func savesWithMode0600AndLoadsBack() throws {
        let path = Self.temporaryPath()
        defer { Self.removeScratch(above: path) }
        do {
            let history = try #require(EditLineHistory(path: path))
            for line in ["show me jeans", "show me jeans", "in black", "under $40", "in black"] { history.add(line) }
            #expect(history.entries == ["show me jeans", "in black", "under $40", "in black"])
            try history.save()
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let reloaded = try #require(EditLineHistory(path: path))
        #expect(reloaded.loadError == nil)
        #expect(reloaded.entries == ["show me jeans", "in black", "under $40", "in black"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        // No temporary file is left; the lock file stays (removing it could let two savers lock different files).
        #expect(leftovers.sorted() == ["history", "history.lock"])
    }

    @Test func keepsTheNewestThousand() throws {
        let path = Self.temporaryPath()
        defer { Self.removeScratch(above: path) }
        let history = try #require(EditLineHistory(path: path))
        for i in 0..<1_200 { history.add("query \(i)") }
        try history.save()
        let reloaded = try #require(EditLineHistory(path: path))
        #expect(reloaded.entries.count == EditLineHistory.capacity)
        #expect(reloaded.entries.first == "query 200")
        #expect(reloaded.entries.last == "query 1199")
    }

    @Test func twoSessionsMergeOnSave() throws {
        let path = Self.temporaryPath()
        defer { Self.removeScratch(above: path) }
        let first = try #require(EditLineHistory(path: path))
        let second = try #require(EditLineHistory(path: path))
        first.add("from first")
        second.add("from second")
        try first.save()
        try second.save()
        #expect(try #require(EditLineHistory(path: path)).entries == ["from first", "from second"])
    }

    @Test func sessionsSavingAtTheSameMomentAllKeepTheirLines() throws {
        let path = Self.temporaryPath()
        defer { Self.removeScratch(above: path) }
        // Six sessions saving at once: without the lock, each one's read-merge-rename can overwrite another's.
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 6) { n in
            guard let history = EditLineHistory(path: path) else { failures.withLock { $0 += 1 }; return }
            for line in 0..<20 { history.add("session \(n) line \(line)") }
            do { try history.save() } catch { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
        let merged = Set(try #require(EditLineHistory(path: path)).entries)
        for n in 0..<6 {
            for line in 0..<20 { #expect(merged.contains("session \(n) line \(line)")) }
        }
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
    }

    @Test func entriesWithSpacesAndUnicodeRoundTrip() throws {
        let path = Self.temporaryPath()
        defer { Self.removeScratch(above: path) }
        let history = try #require(EditLineHistory(path: path))
        let lines = ["a  b", "tab\tinside", "back\\slash", "Café 👕 T恤"]
        for line in lines { history.add(line) }
        try history.save()
        #expect(try #require(EditLineHistory(path: path)).entries == lines)
    }

    @Test func unwritableDirectoryIsATypedError() throws {
        let history = try #require(EditLineHistory(path: "/proc/forbidden/clothesline/history"))
        history.add("x")
        #expect(throws: HistoryFileError.self) { try history.save() }
    }

    @Test(arguments: [
        (["XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/clothesline/history"),
        (["XDG_STATE_HOME": "/state/", "HOME": "/home/u"], "/state/clothesline/history"),
        (["XDG_STATE_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/state/clothesline/history"),
        (["HOME": "/home/u"], "/home/u/.local/state/clothesline/history"),
    ])
    func location(environment: [String: String], expected: String) {
        #expect(StateFile.history.url(environment: environment)?.path == expected)
    }

    /// Every state file agrees: no absolute folder, no file (a relative HOME used to count for feedback).
    @Test(arguments: StateFile.allCases)
    func noLocationWithoutAnAbsoluteFolder(file: StateFile) {
        #expect(file.url(environment: [:]) == nil)
        #expect(file.url(environment: ["HOME": "relative/home"]) == nil)
        #expect(file.url(environment: ["XDG_STATE_HOME": "state", "HOME": ""]) == nil)
    }
}
