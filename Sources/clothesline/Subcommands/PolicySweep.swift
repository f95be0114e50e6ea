import ArgumentParser
import ConfidencePolicy
import Foundation
import PolicyReport

extension Clothesline {
    /// `clothesline policy sweep DATA [--model M] [--min-precision P] [--report FILE.html]`.
    struct PolicySweep: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sweep",
            abstract: "Tabulate act thresholds against coverage, precision and recall; recommend thresholds.",
            discussion: """
                Acting on every utterance whose top probability is at least the threshold: coverage is the \
                share acted on, precision the share of those with the right label, recall the share of all \
                utterances acted on with the right label. With --min-precision P it recommends the lowest act \
                threshold (on a 0.01 grid) whose precision on the data is at least P, and the confirm threshold \
                below it with the lowest expected cost (a question costs --cost-confirm, plus --cost-fallback \
                when the shopper says no; the menu costs --cost-fallback), and prints them as a policy file \
                (also written to --output). Exits 1 when no threshold reaches P.
                """)

        @OptionGroup var options: PolicyDataOptions

        @Option(help: ArgumentHelp("Recommend thresholds for this act precision (0…1).", valueName: "P"))
        var minPrecision: Double?

        @Option(help: "The lowest threshold shown in the table.") var from: Double = 0.5
        @Option(help: "The step between rows of the table (the recommendation always uses a 0.01 grid).")
        var step: Double = 0.05

        @Option(help: ArgumentHelp("Write the recommended policy file here (atomically).", valueName: "FILE"))
        var output: String?

        @Option(help: "The name of the recommended policy.") var name: String?

        func validate() throws {
            if let minPrecision, !(minPrecision.isFinite && (0...1).contains(minPrecision)) {
                throw ValidationError("--min-precision must be between 0 and 1")
            }
            guard from.isFinite, (0...1).contains(from) else { throw ValidationError("--from must be between 0 and 1") }
            guard step.isFinite, step >= 0.01, step <= 1 else { throw ValidationError("--step must be between 0.01 and 1") }
            if output != nil && minPrecision == nil { throw ValidationError("--output needs --min-precision") }
        }

        func run() throws {
            let loaded = try options.load()
            let analysis = PolicyAnalysis(
                predictions: loaded.predictions, policies: Policy.presets, costs: options.costs,
                minPrecision: minPrecision)
            let shown = stride(from: (from * 100).rounded(), through: 100, by: (step * 100).rounded()).map { $0 / 100 }
            var thresholds = Set(shown.map { Int(($0 * 100).rounded()) })
            if let recommendation = analysis.recommendation { thresholds.insert(Int((recommendation.act * 100).rounded())) }
            let rows = analysis.sweep.points.filter { thresholds.contains(Int(($0.threshold * 100).rounded())) }.map { point in
                let mark = analysis.recommendation.map { abs($0.act - point.threshold) < 1e-9 } == true ? "← recommended" : ""
                return ["\(PolicyTable.fixed(point.threshold))", PolicyTable.percent(point.coverage),
                        PolicyTable.percent(point.precision), PolicyTable.percent(point.recall), "\(point.acted)", mark]
            }
            print(PolicyTable.render(
                header: ["act ≥", "coverage", "precision", "recall", "acted", ""], rows: rows))
            print("\(analysis.count) utterances")
            try options.writeReport(
                analysis, model: loaded.model,
                command: (["clothesline"] + CommandLine.arguments.dropFirst()).joined(separator: " "))

            guard let minPrecision else { return }
            guard let recommendation = analysis.recommendation else {
                let best = analysis.sweep.points.compactMap { p in p.precision.map { (p.threshold, $0) } }
                    .max { $0.1 < $1.1 }
                throw PolicyCommandError.precisionUnreachable(
                    target: PolicyTable.percent(minPrecision), data: options.data,
                    best: best.map { "\(PolicyTable.percent($0.1)) at \(PolicyTable.fixed($0.0))" })
            }
            let policy = recommendation.policy(name: name)
            print("")
            print("Recommended for act precision ≥ \(PolicyTable.percent(minPrecision)): act ≥ "
                  + "\(PolicyTable.fixed(recommendation.act)) (precision \(PolicyTable.percent(recommendation.point.precision)), "
                  + "coverage \(PolicyTable.percent(recommendation.point.coverage))), confirm ≥ \(PolicyTable.fixed(recommendation.confirm)):")
            let file = PolicyFile.encode(policy)
            print(String(decoding: file, as: UTF8.self))
            if let output {
                do {
                    try file.write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw PolicyCommandError.cannotWrite(
                        file: output, what: "policy file", reason: error.localizedDescription)
                }
            }
        }
    }
}
