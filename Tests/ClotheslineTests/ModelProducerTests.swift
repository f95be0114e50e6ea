import Foundation
import TestSupport
import Testing

/// `train` writes the version (defined once) into the model's metadata and `:model` shows it; the shipped model
/// loads whether or not it was trained since the field existed.
@Suite("model producer")
struct ModelProducerTests {
    @Test func trainedModelsCarryTheVersion() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("producer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("m.clmodel").path
        let data = CLI.packageRoot.appendingPathComponent("Tests/ClotheslineTests/Fixtures/DocExamples/default/data.csv")
        let train = try CLI.run(["train", data.path, "-o", model, "--quiet"])
        #expect(train.status == 0, "\(train.stderr)")
        let version = try InstallTests.definedVersion()

        let trained = try CLI.run(["chat", "--repl", "--model", model, "--no-feedback"], stdin: ":model\n")
        #expect(trained.lines.contains { $0.hasPrefix("trained by") && $0.hasSuffix("clothesline \(version)") },
                "\(trained.stdout)")

        let shipped = try CLI.run(["chat", "--repl", "--no-feedback"], stdin: ":model\n")
        #expect(shipped.status == 0, "\(shipped.stderr)")
        // The shipped model is retrained with `make model`; one written before `producer` existed loads too.
        #expect(shipped.lines.contains { $0.hasPrefix("name") }, "\(shipped.stdout)")
    }
}
