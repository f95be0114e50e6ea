import Foundation

/// Locates test fixtures beside this file.
enum Fixture {
    /// The fixtures folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The URL of a fixture.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The package root (for `Models/`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh temporary file path.
    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("clothesline-tests-\(UUID().uuidString)-\(name)")
    }
}
