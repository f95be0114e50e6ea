import Foundation
import TextClassification

/// Training refused the data: the trainer's reason, prefixed with the data files it was read from.
struct TrainDataError: Error, LocalizedError {
    /// The training data files and feedback files, as given on the command line.
    var files: [String]
    /// What the trainer said.
    var underlying: TrainingError

    var errorDescription: String? {
        let reason = underlying.errorDescription ?? "\(underlying)"
        return "\(files.joined(separator: ", ")): \(reason)"
    }
}
