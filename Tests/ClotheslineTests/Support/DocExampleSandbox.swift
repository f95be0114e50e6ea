import Foundation
import TestSupport

/// A temporary directory for the documentation examples, with one subdirectory per fixture set.
struct DocExampleSandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// `root/name`, filled with `Fixtures/DocExamples/name` and the shipped model as `my.clmodel` on first use.
    func directory(for name: String) throws -> URL {
        let directory = root.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: directory.path) { return directory }
        let fixtures = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/DocExamples/\(name)")
        try FileManager.default.copyItem(at: fixtures, to: directory)
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Models/clothing.clmodel"),
            to: directory.appendingPathComponent("my.clmodel"))
        return directory
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
