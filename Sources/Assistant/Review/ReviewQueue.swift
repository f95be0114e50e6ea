import Foundation

/// Builds what `review` shows from logged lines: the lines in the confirm and fallback bands and the acted-on
/// lines within `near` of the act threshold, minus those already labelled, one entry per distinct line,
/// grouped by what they share, biggest and most uncertain groups first.
public struct ReviewQueue: Sendable {
    /// The groups, in the order to review them.
    public var groups: [ReviewGroup]
    /// Logged lines that were candidates but are already labelled (repeats included).
    public var alreadyLabelled: Int

    /// Groups `lines`, leaving out those whose ``ReviewItem/key(of:)`` is in `labelled`.
    ///
    /// Each distinct line joins one group: among its unknown words, then the words pushing towards its label,
    /// then those pushing against it, the one most candidate lines share (a word no other line shares puts
    /// the line in `other`).
    public init(lines: [ClassifiedLine], labelled: Set<String>, act: Double, near: Double) {
        var order: [String] = []
        var items: [String: ReviewItem] = [:]
        var skipped = 0
        var keys: [String: String] = [:]  // text → key: texts repeat, and folding case is the costly part
        for line in lines {
            let isCandidate = line.band == "confirm" || line.band == "fallback"
                || (line.band == "act" && (line.confidence ?? 0) < act + near)
            guard isCandidate else { continue }
            let key: String
            if let known = keys[line.text] {
                key = known
            } else {
                key = ReviewItem.key(of: line.text)
                keys[line.text] = key
            }
            if labelled.contains(key) {
                skipped += 1
                continue
            }
            if var item = items[key] {
                item.count += 1
                item.text = line.text
                Self.update(&item, from: line)
                items[key] = item
            } else {
                var item = ReviewItem(
                    text: line.text, count: 1, label: nil, confidence: nil, band: line.band, uncertainty: 1,
                    towards: [], against: [], unknown: [])
                Self.update(&item, from: line)
                items[key] = item
                order.append(key)
            }
        }
        alreadyLabelled = skipped
        // How many logged lines share each feature.
        var shared: [Feature: Int] = [:]
        for key in order {
            guard let item = items[key] else { continue }
            for feature in Set(Self.features(of: item)) { shared[feature, default: 0] += item.count }
        }
        var members: [Feature: [ReviewItem]] = [:]
        var other: [ReviewItem] = []
        for key in order {
            guard let item = items[key] else { continue }
            var best: (feature: Feature, count: Int)?
            for feature in Self.features(of: item) {
                let count = shared[feature] ?? 0
                if count > item.count, count > (best?.count ?? 0) { best = (feature, count) }
            }
            if let best { members[best.feature, default: []].append(item) } else { other.append(item) }
        }
        var groups = members.map { feature, items in
            ReviewGroup(kind: feature.kind, word: feature.word, label: feature.label, items: Self.sorted(items))
        }
        groups.sort { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.uncertainty != b.uncertainty { return a.uncertainty > b.uncertainty }
            return (a.kind.rawValue, a.word) < (b.kind.rawValue, b.word)
        }
        if !other.isEmpty { groups.append(ReviewGroup(kind: .other, word: "", label: nil, items: Self.sorted(other))) }
        self.groups = groups
    }

    /// Every distinct line, in review order.
    public var items: [ReviewItem] { groups.flatMap(\.items) }

    /// Logged lines to review, repeats included.
    public var count: Int { groups.reduce(0) { $0 + $1.count } }

    private struct Feature: Hashable {
        var kind: ReviewGroup.Kind
        var word: String
        var label: String?
    }

    private static func features(of item: ReviewItem) -> [Feature] {
        item.unknown.map { Feature(kind: .unknown, word: $0, label: nil) }
            + item.towards.map { Feature(kind: .towards, word: $0, label: item.label) }
            + item.against.map { Feature(kind: .against, word: $0, label: item.label) }
    }

    private static func update(_ item: inout ReviewItem, from line: ClassifiedLine) {
        item.label = line.label
        item.confidence = line.confidence
        item.band = line.band
        let first = line.hypotheses.first?.probability ?? 0
        let second = line.hypotheses.count > 1 ? line.hypotheses[1].probability : 0
        item.uncertainty = line.hypotheses.isEmpty ? 1 : 1 - (first - second)
        item.towards = line.towards
        item.against = line.against
        item.unknown = line.unknown
    }

    private static func sorted(_ items: [ReviewItem]) -> [ReviewItem] {
        items.sorted { a, b in
            if a.uncertainty != b.uncertainty { return a.uncertainty > b.uncertainty }
            if a.count != b.count { return a.count > b.count }
            return a.text < b.text
        }
    }
}
