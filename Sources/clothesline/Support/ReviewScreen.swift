import Assistant
import Foundation
import Terminal

/// What `review` prints: the summary of the groups (without a terminal) and the labelling screen.
struct ReviewScreen {
    /// Clears the screen and puts the cursor at the top.
    static let clear = "\u{1B}[H\u{1B}[2J"

    var queue: ReviewQueue
    var labelsFile: String
    var alreadyLabelled: Int
    var keys: [(key: Character, label: String)]
    var width: Int

    /// `1,234 lines to review (312 distinct) in 87 groups; 42 already labelled.`
    var headline: String {
        "\(queue.count) lines to review (\(queue.items.count) distinct) in \(queue.groups.count) groups; "
            + "\(alreadyLabelled) already labelled."
    }

    /// The groups, biggest and most uncertain first, with up to three lines each.
    func summary(limit: Int) -> [String] {
        var lines = [headline]
        for (index, group) in queue.groups.prefix(limit).enumerated() {
            lines.append("\(index + 1). " + describe(group))
            for item in group.items.prefix(3) { lines.append("     " + describe(item)) }
            if group.items.count > 3 { lines.append("     … \(group.items.count - 3) more") }
        }
        if queue.groups.count > limit { lines.append("… \(queue.groups.count - limit) more groups (--limit, --json)") }
        lines.append("Run review on a terminal to label them (labels go to \(labelsFile)).")
        return lines
    }

    /// The labelling screen for the line `session` is on.
    func render(_ session: ReviewSession, message: String) -> [String] {
        var lines = [
            "clothesline review — " + headline,
            "labelled \(session.labelled), skipped \(session.skipped) this session; labels go to \(labelsFile)",
            "",
        ]
        guard !session.isFinished else {
            lines.append("Every line has been seen. u undoes the last step, q quits.")
            if !message.isEmpty { lines.append(message) }
            return lines
        }
        let (item, groupIndex) = session.items[session.position]
        let group = session.groups[groupIndex]
        let first = session.items.firstIndex { $0.group == groupIndex } ?? session.position
        lines.append("group \(groupIndex + 1) of \(session.groups.count): " + describe(group))
        lines.append("line \(session.position - first + 1) of \(group.items.count) in this group; "
            + "\(session.position + 1) of \(session.items.count) in all")
        lines.append("")
        lines.append("  \"" + clip(TextSanitizer.sanitize(item.text), to: width - 4) + "\"" + (item.count > 1 ? "  ×\(item.count)" : ""))
        lines.append("  model: " + verdict(item))
        if !item.towards.isEmpty { lines.append("  towards \(item.label ?? "it"): " + quoted(item.towards)) }
        if !item.against.isEmpty { lines.append("  against \(item.label ?? "it"): " + quoted(item.against)) }
        if !item.unknown.isEmpty { lines.append("  unknown words: " + quoted(item.unknown)) }
        lines.append("")
        lines.append(keys.map { "[\($0.key)] \($0.label)" }.joined(separator: "  ") + "  [s] skip  [u] undo  [q] quit")
        if !message.isEmpty { lines.append(message) }
        return lines
    }

    /// The line printed when the session ends.
    func farewell(_ session: ReviewSession) -> String {
        "Labelled \(session.labelled) and skipped \(session.skipped) lines; labels are in \(labelsFile) "
            + "(train … \(labelsFile) adds them)."
    }

    private func describe(_ group: ReviewGroup) -> String {
        let bands = ["confirm", "fallback", "act"].compactMap { band in group.bands[band].map { "\(band) \($0)" } }
        return TextSanitizer.sanitize(group.title) + " — \(group.count) lines, \(group.items.count) distinct ("
            + bands.joined(separator: ", ") + "), uncertainty " + String(format: "%.2f", group.uncertainty)
    }

    private func describe(_ item: ReviewItem) -> String {
        "\"" + clip(TextSanitizer.sanitize(item.text), to: max(20, width - 40)) + "\""
            + (item.count > 1 ? " ×\(item.count)" : "") + "  " + verdict(item)
    }

    private func verdict(_ item: ReviewItem) -> String {
        guard let label = item.label, let confidence = item.confidence else { return "no evidence, \(item.band)" }
        return TextSanitizer.sanitize(label) + " " + String(format: "%.2f", confidence) + ", \(item.band)"
    }

    private func quoted(_ words: [String]) -> String {
        words.map { "\"\(TextSanitizer.sanitize($0))\"" }.joined(separator: " ")
    }

    private func clip(_ text: String, to width: Int) -> String {
        DisplayWidth.truncate(text, to: max(10, width))
    }
}
