import ArgumentParser
import ConfidencePolicy
import Foundation
import PolicyReport
import TextClassification

/// Options shared by `policy compare` and `policy sweep`: the labelled data, the model, costs and the report.
struct PolicyDataOptions: ParsableArguments {
    @Argument(help: "Labelled data (CSV, JSON, JSON Lines or a labelled folder; the formats `train` reads).")
    var data: String

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "CSV column holding the text.") var textColumn: String = "text"
    @Option(help: "CSV column holding the label.") var labelColumn: String = "label"
    @Flag(help: "Skip invalid records (with a warning) instead of failing.") var skipInvalid = false

    @Option(help: "Cost of acting on the wrong label.") var costWrongAction: Double = 5
    @Option(help: "Cost of asking a confirmation question.") var costConfirm: Double = 1
    @Option(help: "Cost of showing the fallback menu.") var costFallback: Double = 2

    @Option(help: ArgumentHelp("Also write a self-contained HTML report with charts.", valueName: "FILE.html"))
    var report: String?

    /// The costs from the options.
    var costs: CostModel {
        CostModel(wrongAction: costWrongAction, confirm: costConfirm, fallback: costFallback)
    }

    func validate() throws {
        if let problem = costs.problems.first { throw ValidationError(problem) }
        if let report, report.isEmpty { throw ValidationError("--report needs a file name") }
    }

    /// The labelled data classified by the model.
    struct Loaded {
        /// One prediction per labelled example, in file order.
        var predictions: [LabeledPrediction]
        /// The model.
        var model: TextClassifierModel
    }

    /// Loads the model and the data and classifies every example.
    func load() throws -> Loaded {
        let classifier = try modelOptions.load()
        let reader = TrainingDataReader(textColumn: textColumn, labelColumn: labelColumn, skipInvalid: skipInvalid)
        let dataSet = try reader.read(contentsOf: URL(fileURLWithPath: data))
        for warning in dataSet.warnings { Diagnostics.warn(warning.description) }
        let unknown = Set(dataSet.examples.map(\.label)).subtracting(classifier.labels).sorted()
        if !unknown.isEmpty {
            Diagnostics.warn(
                "\(data): labels the model does not know (always counted as wrong): \(unknown.joined(separator: ", "))")
        }
        let predictions = dataSet.examples.map {
            LabeledPrediction(trueLabel: $0.label, classification: classifier.classify($0.text))
        }
        return Loaded(predictions: predictions, model: classifier)
    }

    /// Writes the HTML report when `--report` was given, atomically, and says where on standard error.
    func writeReport(_ analysis: PolicyAnalysis, model: TextClassifierModel, command: String) throws {
        guard let report else { return }
        let metadata = model.metadata
        let context = ReportContext(
            title: "Clothesline policy report", dataName: data,
            modelName: "\(metadata.name) \(metadata.version)", command: command,
            generated: ISO8601DateFormatter().string(from: Date()))
        let url = URL(fileURLWithPath: report)
        do {
            try Data(HTMLReport.render(analysis, context: context).utf8).write(to: url, options: .atomic)
        } catch {
            throw PolicyCommandError.cannotWrite(file: report, what: "report", reason: error.localizedDescription)
        }
        Diagnostics.line("report written to \(report)")
    }
}
