import Foundation

/// Smoothed inverse document frequency: how much rarer-than-usual features weigh (scikit-learn's
/// `smooth_idf=True` formula).
enum InverseDocumentFrequency {
    /// `ln((1 + documentCount) / (1 + documentFrequency)) + 1`: 1 for a feature in every text, more for rarer
    /// ones; never below 1 while `documentFrequency ≤ documentCount`.
    static func weight(documentFrequency: Int, documentCount: Int) -> Float {
        Float(log(Double(1 + documentCount) / Double(1 + documentFrequency)) + 1)
    }

    /// Whether `value` can be a stored IDF weight: finite and at least 1 (the smallest the formula gives).
    static func isValid(_ value: Float) -> Bool {
        value.isFinite && value >= 1
    }
}
