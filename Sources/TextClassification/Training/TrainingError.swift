import Foundation

/// Training could not start or finish.
public enum TrainingError: Error, LocalizedError, Sendable, Equatable {
    /// Fewer than two labels in the data.
    case tooFewLabels(found: [String])
    /// No features survived pruning.
    case noFeatures
    /// A setting is out of range.
    case invalidConfiguration(String)
    /// The optimiser produced non-finite numbers.
    case diverged

    public var errorDescription: String? {
        switch self {
        case .tooFewLabels(let found):
            return "training needs at least two labels; the data has \(found.isEmpty ? "none" : found.joined(separator: ", "))"
        case .noFeatures:
            return "no features survived pruning; add data or lower the minimum feature count"
        case .invalidConfiguration(let reason):
            return "invalid training settings: \(reason)"
        case .diverged:
            return "training diverged (non-finite loss); try a larger --l2"
        }
    }
}
