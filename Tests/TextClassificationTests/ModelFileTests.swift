import Foundation
import Testing
@testable import TextClassification

@Suite("Model file")
struct ModelFileTests {
    /// What to do to a good model file, and which error that must give.
    enum Damage: String, CaseIterable, Sendable {
        case empty, truncatedHeader, truncatedPayload, flippedByte, foreign, newerVersion, trailingBytes

        func apply(_ bytes: [UInt8]) -> [UInt8] {
            var bytes = bytes
            switch self {
            case .empty: return []
            case .truncatedHeader: return Array(bytes.prefix(20))
            case .truncatedPayload: return Array(bytes.prefix(bytes.count - 100))
            case .flippedByte: bytes[bytes.count / 2] ^= 0x40
            case .foreign: return Array("PK\u{3}\u{4} this is a zip file, not a model at all".utf8)
            case .newerVersion: bytes[8] = 9
            case .trailingBytes: bytes += [0, 0, 0]
            }
            return bytes
        }

        func matches(_ error: ModelError) -> Bool {
            switch (self, error) {
            case (.empty, .notAModel), (.foreign, .notAModel), (.truncatedHeader, .truncated),
                 (.truncatedPayload, .truncated), (.flippedByte, .checksumMismatch),
                 (.trailingBytes, .malformed):
                return true
            case (.newerVersion, .newerVersion(_, 9, let supported)):
                return supported == ModelFileFormat.currentVersion
            default:
                return false
            }
        }
    }

    @Test("damaged files are refused with their own error", arguments: Damage.allCases)
    func damaged(damage: Damage) throws {
        let model = try TextClassifierModelTests.train().model
        try Self.expectRefused(damage.apply(try model.fileBytes()), damage: damage.rawValue, damage.matches)
    }

    /// Writes `bytes` to a temporary model file and expects loading it to fail with an error that `matches`
    /// and names the file.
    static func expectRefused(_ bytes: [UInt8], damage: String, _ matches: (ModelError) -> Bool) throws {
        let url = Fixture.temporary("damaged.clmodel")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        do {
            _ = try TextClassifierModel.load(contentsOf: url)
            Issue.record("\(damage) was accepted")
        } catch {
            #expect(matches(error), "\(damage) gave \(error)")
            #expect(error.errorDescription?.contains(url.path) == true)
        }
    }

    @Test func missingFile() {
        #expect(throws: ModelError.self) {
            try TextClassifierModel.load(contentsOf: URL(fileURLWithPath: "/nonexistent/model.clmodel"))
        }
    }
}
