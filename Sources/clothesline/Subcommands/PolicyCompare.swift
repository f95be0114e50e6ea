import ArgumentParser
import ConfidencePolicy
import Foundation
import PolicyReport
import Terminal

extension Clothesline {
    /// `clothesline policy compare DATA [--model M] (--preset NAME | --policy FILE)… [--json] [--report FILE.html]`.
    struct PolicyCompare: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Compare policies side by side on labelled data.",
            discussion: """
                For each policy: the share of utterances that act, confirm and fall back; act precision \
                (acted on the right label); wrong-action rate (acted on the wrong label, over all utterances); \
                served directly (the share of utterances whose label routes to search, e.g. `valid`, answered \
                without a question); and the expected cost per utterance: (wrong actions × --cost-wrong-action \
                + confirmations × --cost-confirm + fallbacks × --cost-fallback) / utterances. Without \
                --preset or --policy, the three presets are compared. Presets come first, then policy files.
                """)

        @OptionGroup var options: PolicyDataOptions

        @Option(help: "A preset to compare (balanced, strict, lenient); repeatable.")
        var preset: [String] = []

        @Option(help: ArgumentHelp("A policy file to compare; repeatable.", valueName: "FILE"))
        var policy: [String] = []

        @Flag(help: "One JSON object per policy: policy, act, confirm, fallback, actPrecision, wrongActionRate, servedDirectly, cost.")
        var json = false

        func validate() throws {
            for name in preset {
                do {
                    _ = try Policy.preset(named: name)
                } catch {
                    throw ValidationError(error.localizedDescription)
                }
            }
        }

        func run() throws {
            let loaded = try options.load()
            var policies = try preset.map { name throws(PolicyError) in try Policy.preset(named: name) }
            for file in policy {
                policies.append(try PolicyFile.load(contentsOf: URL(fileURLWithPath: file), knownLabels: loaded.model.labels))
            }
            if policies.isEmpty { policies = Policy.presets }
            let analysis = PolicyAnalysis(predictions: loaded.predictions, policies: policies, costs: options.costs)
            if json {
                for metrics in analysis.metrics {
                    print(try JSONOutput.line(PolicyComparisonRecord(metrics)))
                }
            } else {
                print(Self.table(analysis))
            }
            try options.writeReport(
                analysis, model: loaded.model,
                command: (["clothesline"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
        }

        /// The aligned text table.
        static func table(_ analysis: PolicyAnalysis) -> String {
            let header = ["policy", "act/confirm", "act", "confirm", "fallback", "act precision", "wrong action",
                          "served directly", "cost"]
            let rows = analysis.metrics.map { m in
                [TextSanitizer.sanitize(m.policy),
                 "\(PolicyTable.fixed(m.actThreshold))/\(PolicyTable.fixed(m.confirmThreshold))",
                 PolicyTable.percent(m.act), PolicyTable.percent(m.confirm), PolicyTable.percent(m.fallback),
                 PolicyTable.percent(m.actPrecision), PolicyTable.percent(m.wrongActionRate),
                 PolicyTable.percent(m.servedDirectly), PolicyTable.fixed(m.cost, 3)]
            }
            let costs = analysis.costs
            return PolicyTable.render(header: header, rows: rows)
                + "\n\(analysis.count) utterances; cost per utterance = wrong action × \(PolicyTable.fixed(costs.wrongAction)) "
                + "+ confirm × \(PolicyTable.fixed(costs.confirm)) + fallback × \(PolicyTable.fixed(costs.fallback))"
        }
    }
}
