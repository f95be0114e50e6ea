import ArgumentParser
import Foundation
import TextClassification

/// The `--model FILE` flag shared by every command that classifies.
struct ModelOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The classifier model file (default: $CLOTHESLINE_MODEL, then the shipped Models/clothing.clmodel).",
        valueName: "file"))
    var model: String?

    /// The chosen model file; throws at once when it is missing.
    func url() throws -> URL {
        try ShippedFile.model.resolve(explicit: model)
    }

    /// Loads the chosen model.
    func load() throws -> TextClassifierModel {
        try TextClassifierModel.load(contentsOf: url())
    }
}
