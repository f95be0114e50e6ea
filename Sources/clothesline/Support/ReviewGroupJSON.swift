import Assistant
import Foundation

/// One line of `review --json`: a group with its counts and its lines (keys sorted).
struct ReviewGroupJSON: Encodable {
    var kind: String
    var word: String
    var label: String?
    var title: String
    /// Logged lines, repeats included.
    var count: Int
    /// Distinct lines.
    var distinct: Int
    var uncertainty: Double
    var bands: [String: Int]
    var lines: [ReviewItem]

    init(_ group: ReviewGroup) {
        kind = group.kind.rawValue
        word = group.word
        label = group.label
        title = group.title
        count = group.count
        distinct = group.items.count
        uncertainty = group.uncertainty
        bands = group.bands
        lines = group.items
    }

    /// The object as one line of sorted-key JSON.
    func line() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
