import Foundation
import Testing
@testable import TextClassification

@Suite("Crafted model files")
struct CraftedModelFileTests {
    /// tiny-v2.clmodel with `featureCount` replaced in its metadata and the checksum recomputed.
    static func withFeatureCount(_ value: String) throws -> URL {
        let raw = [UInt8](try Data(contentsOf: Fixture.url("tiny-v2.clmodel")))
        let length = Int(raw[16..<24].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
        var metadata = String(decoding: raw[32..<(32 + length)], as: UTF8.self)
        let range = try #require(metadata.range(of: #""featureCount":\d+"#, options: .regularExpression))
        metadata.replaceSubrange(range, with: "\"featureCount\":\(value)")
        var bytes = Array(raw[0..<16]) + withUnsafeBytes(of: UInt64(metadata.utf8.count).littleEndian, Array.init)
            + Array(raw[24..<32]) + Array(metadata.utf8) + Array(raw[(32 + length)..<(raw.count - 8)])
        bytes += withUnsafeBytes(of: Checksum.of(bytes).littleEndian, Array.init)
        let url = Fixture.temporary("crafted.clmodel")
        try Data(bytes).write(to: url)
        return url
    }

    /// 2^59…2^61 overflowed the payload-size arithmetic (a trap); 2^62 and 2^63−1 were already refused.
    @Test(arguments: ["576460752303423488", "1152921504606846976", "2305843009213693952", "4611686018427387904",
                      "9223372036854775807", "831"])
    func featureCountsThatDoNotFitAreRefused(featureCount: String) throws {
        let url = try Self.withFeatureCount(featureCount)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try TextClassifierModel.load(contentsOf: url)
        } throws: { error in
            guard case ModelError.malformed(let path, let reason) = error else { return false }
            return path == url.path && reason.contains("the payload size does not match \(featureCount) features")
        }
    }
}
