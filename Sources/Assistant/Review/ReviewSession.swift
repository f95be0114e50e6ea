import Foundation

/// The labelling loop of `review` as a pure state machine: one key in, one effect out (no I/O).
///
/// Label keys (by default `v` valid, `i` invalid) label the current line and move on; `s` skips it; `u` undoes
/// the last label or skip and goes back to that line; `q` quits. Everything written so far stays written, so
/// quitting and starting again resumes where the labels end.
public struct ReviewSession: Sendable {
    /// What the caller has to do after a key.
    public enum Effect: Sendable, Hashable {
        /// Append this label to the labels file.
        case write(ReviewLabel)
        /// Remove the last label written in this session.
        case unwrite
        /// Nothing to store (a skip, an undone skip, an unknown key).
        case none
        /// The person quit.
        case quit
    }

    /// The lines, in review order, with the index of their group.
    public let items: [(item: ReviewItem, group: Int)]
    /// The groups.
    public let groups: [ReviewGroup]
    /// Key → label.
    public let labelKeys: [(key: Character, label: String)]
    /// The line on screen; `items.count` when every line has been seen.
    public private(set) var position = 0
    /// What each step did (a label, or `nil` for a skip), to undo it.
    private var steps: [String?] = []

    /// A session over `queue` with `labelKeys` (key → label).
    public init(queue: ReviewQueue, labelKeys: [(key: Character, label: String)]) {
        groups = queue.groups
        items = queue.groups.enumerated().flatMap { index, group in group.items.map { ($0, index) } }
        self.labelKeys = labelKeys
    }

    /// Whether every line has been labelled or skipped.
    public var isFinished: Bool { position >= items.count }

    /// Labels written in this session.
    public var labelled: Int { steps.compactMap { $0 }.count }

    /// Lines skipped in this session.
    public var skipped: Int { steps.filter { $0 == nil }.count }

    /// Handles one key pressed at `now`.
    public mutating func press(_ key: Character, now: Date) -> Effect {
        switch key {
        case "q", "Q":
            return .quit
        case "u", "U":
            guard let last = steps.popLast() else { return .none }
            position -= 1
            return last == nil ? .none : .unwrite
        case "s", "S", " ":
            guard !isFinished else { return .none }
            steps.append(nil)
            position += 1
            return .none
        default:
            guard !isFinished, let label = labelKeys.first(where: { $0.key == key })?.label else { return .none }
            let item = items[position].item
            steps.append(label)
            position += 1
            return .write(ReviewLabel(
                text: item.text, label: label, predicted: item.label, confidence: item.confidence, time: now))
        }
    }
}
