import ArgumentParser
import ConfidencePolicy
import Foundation

/// `--policy FILE | --preset NAME`: which confidence policy routes the utterances (default: balanced).
struct PolicyOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A policy file (JSON: name, act, confirm, margin, routes).", valueName: "file"))
    var policy: String?

    @Option(name: .long, help: ArgumentHelp("A policy preset: balanced, strict or lenient.", valueName: "name"))
    var preset: String?

    func validate() throws {
        if policy != nil && preset != nil {
            throw ValidationError("Use either --policy FILE or --preset NAME, not both.")
        }
        if let preset {
            do {
                _ = try Policy.preset(named: preset)
            } catch {
                throw ValidationError(error.localizedDescription)
            }
        }
    }

    /// The chosen policy, checked against the model's labels.
    func resolve(knownLabels: [String]) throws(PolicyError) -> Policy {
        if let policy {
            return try PolicyFile.load(contentsOf: URL(fileURLWithPath: policy), knownLabels: knownLabels)
        }
        let chosen = try preset.map { name throws(PolicyError) in try Policy.preset(named: name) } ?? .balanced
        return try chosen.validated(knownLabels: knownLabels, file: "preset \(chosen.name)")
    }
}
