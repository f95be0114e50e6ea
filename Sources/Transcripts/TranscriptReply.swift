/// What the assistant did with one user line, as a transcript sees it: the plain-text reply and the
/// band, action, label and store topic of the turn (`nil` where none applied).
public struct TranscriptReply: Sendable, Hashable {
    /// The reply text; may span several lines.
    public var text: String
    /// The band (`act`, `confirm`, `fallback`), or `nil` when no classification ran.
    public var band: String?
    /// The action, e.g. `search`, `menu`, `details`.
    public var action: String?
    /// The classifier's top label, or `nil` when no classification ran.
    public var label: String?
    /// The store topic a support turn answered (`returns`, `hours`…), or `nil`.
    public var topic: String?

    /// Creates a reply.
    public init(text: String, band: String? = nil, action: String? = nil, label: String? = nil, topic: String? = nil) {
        self.text = text
        self.band = band
        self.action = action
        self.label = label
        self.topic = topic
    }

    /// The reply as lines, the way transcripts compare it: trailing spaces and trailing empty lines
    /// removed, CR/LF normalised, and control characters other than tab shown as U+FFFD.
    public var lines: [String] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { Self.clean(String($0)) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The value of an expectation key (`band`, `action`, `label`, `topic`).
    public func value(forKey key: String) -> String? {
        switch key {
        case "band": return band
        case "action": return action
        case "label": return label
        case "topic": return topic
        default: return nil
        }
    }

    private static func clean(_ line: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control && scalar != "\t"
            scalars.append(isControl ? "\u{FFFD}" : scalar)
        }
        var cleaned = String(scalars)
        while let last = cleaned.last, last == " " || last == "\t" { cleaned.removeLast() }
        return cleaned
    }
}
