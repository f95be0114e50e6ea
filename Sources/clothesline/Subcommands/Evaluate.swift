import ArgumentParser
import ConfidencePolicy
import Foundation
import TextClassification

extension Clothesline {
    /// `clothesline evaluate [--model M] DATA [--json]`: measures a model on labelled data.
    struct Evaluate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Evaluate a model on labelled data: accuracy, F1, confusions, calibration.",
            discussion: """
                Reports accuracy, balanced accuracy, macro-F1, per-label precision/recall/F1/support, the \
                confusion matrix (the most frequent confusions for many labels), ECE with a reliability \
                table and a confidence histogram. With a slice column (default `slice`, when present) it adds \
                per-slice accuracy. --oos-label with --threshold, --threshold-from VAL (with --detector, a score chosen on VAL: auto) or the detector stored by `train --oos-label` applies an \
                out-of-scope confidence threshold (CLINC150 protocol). --positive-label with --act reports \
                how many examples reach the act band as that label; on data with that label and one other, \
                the model's further labels (e.g. store) count as the other one. --compare OLD NEW DATA puts two models \
                side by side under a policy (--preset/--policy): accuracy, act precision, the band mix, and \
                every line whose decision changed, with its old and new band.
                """)

        @OptionGroup var modelOptions: ModelOptions

        @Argument(help: "Labelled data (CSV, JSON, JSON Lines or a labelled folder).")
        var data: String?

        @Option(parsing: .upToNextOption, help: ArgumentHelp(
            "Compare two models: --compare OLD.clmodel NEW.clmodel DATA.", valueName: "old new"))
        var compare: [String] = []

        @OptionGroup var policyOptions: PolicyOptions

        @Flag(help: "Print the report as one JSON object.")
        var json = false

        @Option(help: "CSV column holding the text.") var textColumn: String = "text"
        @Option(help: "CSV column holding the label.") var labelColumn: String = "label"
        @Option(help: "Column naming each example's slice, for per-slice accuracy.") var sliceColumn: String = "slice"
        @Flag(help: "Skip invalid records instead of failing.") var skipInvalid = false

        @Option(help: "The out-of-scope label; predictions below the threshold become it.")
        var oosLabel: String?
        @Option(help: "The out-of-scope confidence threshold.")
        var threshold: Double?
        @Option(help: "Choose the out-of-scope threshold by best accuracy on this labelled data.")
        var thresholdFrom: String?
        @Option(help: "With --threshold-from, only thresholds catching at least this share of its out-of-scope examples.")
        var minimumOosRecall: Double = 0
        @Option(help: ArgumentHelp(
            "With --threshold-from, what is thresholded: auto (chosen on that data), \(Self.detectorNames).",
            valueName: "score"))
        var detector: String = "auto"

        @Option(help: "The label acted on (e.g. valid) for the act-band report.")
        var positiveLabel: String?
        @Option(help: "The act threshold for the act-band report.")
        var act: Double = 0.8

        func validate() throws {
            if !compare.isEmpty {
                guard compare.count == 2 || (compare.count == 3 && data == nil) else {
                    throw ValidationError("--compare takes two model files, then the data: --compare OLD NEW DATA")
                }
                if modelOptions.model != nil { throw ValidationError("--compare names both models; leave out --model") }
            } else if data == nil {
                throw ValidationError("Missing expected argument '<data>'")
            }
            if threshold != nil || thresholdFrom != nil, oosLabel == nil {
                throw ValidationError("--threshold and --threshold-from need --oos-label")
            }
            if threshold != nil && thresholdFrom != nil {
                throw ValidationError("give either --threshold or --threshold-from, not both")
            }
            if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be in 0...1") }
            guard (0...1).contains(minimumOosRecall) else { throw ValidationError("--minimum-oos-recall must be in 0...1") }
            if minimumOosRecall > 0, thresholdFrom == nil {
                throw ValidationError("--minimum-oos-recall needs --threshold-from")
            }
            guard detector == "auto" || OutOfScopeScore(rawValue: detector) != nil else {
                throw ValidationError("--detector must be auto or one of \(Self.detectorNames)")
            }
            if detector != "auto", thresholdFrom == nil {
                throw ValidationError("--detector needs --threshold-from")
            }
            guard (0...1).contains(act) else { throw ValidationError("--act must be in 0...1") }
        }

        func run() throws {
            if !compare.isEmpty { return try runComparison() }
            guard let data else { throw ValidationError("Missing expected argument '<data>'") }
            let classifier = try modelOptions.load()
            let reader = TrainingDataReader(textColumn: textColumn, labelColumn: labelColumn, skipInvalid: skipInvalid)
            let dataSet = try reader.read(contentsOf: URL(fileURLWithPath: data))
            for warning in dataSet.warnings { Diagnostics.warn(warning.description) }
            let evaluator = Evaluator()
            var predictions = evaluator.predictions(classifier, on: dataSet.examples)
            // With --positive-label on two-label data, a model's other labels (store) count as the negative one.
            if let positiveLabel, let negative = Evaluator.negativeLabel(
                of: dataSet.examples, positive: positiveLabel, modelLabels: classifier.labels) {
                predictions = evaluator.predictions(classifier, on: dataSet.examples, positive: positiveLabel, negative: negative)
            }
            var summary = EvaluationSummary(data: data, model: classifier.metadata.name, report: evaluator.report(predictions))

            var detector: OutOfScopeDetector?
            if let oosLabel {
                let chosen = try outOfScopeDetector(
                    label: oosLabel, model: classifier, reader: reader)
                detector = chosen
                // The rule is applied to the detector's score; the report keeps each prediction's probability.
                let scored = OutOfScopeDetector.predictions(
                    classifier, on: dataSet.examples, score: chosen.score, outOfScopeLabel: oosLabel)
                let scores = chosen.rule.scores(scored)
                summary.outOfScope = .init(
                    label: oosLabel, threshold: chosen.rule.threshold, inScopeAccuracy: scores.inScopeAccuracy,
                    outOfScopeRecall: scores.outOfScopeRecall)
                predictions = zip(predictions, scored).map { original, scored in
                    var applied = chosen.rule.apply(scored)
                    applied.confidence = original.confidence
                    return applied
                }
                summary.report = evaluator.report(predictions)
            }
            let slices = dataSet.values(ofAttribute: sliceColumn)
            if slices.contains(where: { $0 != nil }) {
                var bySlice: [String: [Prediction]] = [:]
                for (prediction, slice) in zip(predictions, slices) { bySlice[slice ?? "(none)", default: []].append(prediction) }
                summary.slices = bySlice.keys.sorted().map { name in
                    let members = bySlice[name] ?? []
                    let correct = members.filter(\.isCorrect).count
                    let goldLabels = Set(members.map(\.gold)).sorted()
                    return .init(name: name, gold: goldLabels.joined(separator: "/"), count: members.count,
                                 accuracy: Double(correct) / Double(max(1, members.count)))
                }
            }
            if let positiveLabel {
                let acted = predictions.filter { $0.predicted == positiveLabel && $0.confidence >= act }
                let negatives = predictions.filter { $0.gold != positiveLabel }
                let falseActs = negatives.filter { $0.predicted == positiveLabel && $0.confidence >= act }.count
                summary.act = .init(
                    label: positiveLabel, threshold: act, acted: acted.count,
                    actedPrecision: acted.isEmpty ? 1 : Double(acted.filter(\.isCorrect).count) / Double(acted.count),
                    negativesReachingAct: negatives.isEmpty ? 0 : Double(falseActs) / Double(negatives.count),
                    positivesReachingAct: {
                        let positives = predictions.filter { $0.gold == positiveLabel }
                        return positives.isEmpty ? 0 : Double(acted.filter(\.isCorrect).count) / Double(positives.count)
                    }())
            }
            var histogram = [Int](repeating: 0, count: 10)
            for prediction in predictions where prediction.predicted != nil {
                histogram[min(9, Int(prediction.confidence * 10))] += 1
            }
            summary.confidenceHistogram = histogram
            if json {
                print(try JSONOutput.line(EvaluateJSONSummary(summary: summary, detector: detector)))
            } else {
                print(summary.text())
                if let detector { print("out-of-scope detector: " + detector.summary) }
            }
        }

        /// `--compare OLD NEW DATA`: both models under the policy, and the lines whose decision changed.
        private func runComparison() throws {
            guard let dataFile = compare.count == 3 ? compare[2] : data else { return }
            let old = try TextClassifierModel.load(contentsOf: URL(fileURLWithPath: compare[0]))
            let new = try TextClassifierModel.load(contentsOf: URL(fileURLWithPath: compare[1]))
            let policy = try policyOptions.resolve(knownLabels: Array(Set(old.labels).intersection(new.labels)))
            let reader = TrainingDataReader(
                textColumn: textColumn, labelColumn: labelColumn, skipInvalid: skipInvalid)
            let dataSet = try reader.read(contentsOf: URL(fileURLWithPath: dataFile))
            for warning in dataSet.warnings { Diagnostics.warn(warning.description) }
            let comparison = ModelComparison(
                old: (compare[0], old), new: (compare[1], new), examples: dataSet.examples, data: dataFile,
                policy: policy)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(comparison), as: UTF8.self))
            } else {
                print(comparison.text())
            }
        }
    }
}
