/// Optional per-turn checks written as `? band=act action=search label=valid`; each key may be left out,
/// and `none` expects that no classification ran (band and label are null for menu answers and the like).
public struct TranscriptExpectation: Sendable, Hashable {
    /// The keys a `?` line may set.
    public static let keys = ["band", "action", "label", "topic"]
    /// The value that stands for "no value" (null).
    public static let none = "none"

    /// Expected values by key, in the order written; `nil` values expect null.
    public var values: [(key: String, value: String?)]

    /// Creates an expectation from key–value pairs.
    public init(values: [(key: String, value: String?)]) {
        self.values = values
    }

    /// Parses the text after `? `; returns the problems (without line numbers) when it is not valid.
    public static func parse(_ text: String) -> Result<TranscriptExpectation, TranscriptProblems> {
        var values: [(key: String, value: String?)] = []
        var problems: [String] = []
        for item in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[1].isEmpty else {
                problems.append("'\(item)' is not key=value (keys: \(keys.joined(separator: ", ")))")
                continue
            }
            let key = String(pair[0]), value = String(pair[1])
            guard keys.contains(key) else {
                problems.append("unknown key '\(key)' (keys: \(keys.joined(separator: ", ")))")
                continue
            }
            guard !values.contains(where: { $0.key == key }) else {
                problems.append("'\(key)' is given twice")
                continue
            }
            if key == "band", value != none, !["act", "confirm", "fallback"].contains(value) {
                problems.append("band must be act, confirm, fallback or none, not '\(value)'")
                continue
            }
            values.append((key, value == none ? nil : value))
        }
        if values.isEmpty && problems.isEmpty {
            problems.append("a '?' line needs at least one of \(keys.joined(separator: ", "))")
        }
        return problems.isEmpty ? .success(TranscriptExpectation(values: values)) : .failure(TranscriptProblems(problems))
    }

    /// The line as written in a transcript file, without the leading `? `.
    public var source: String {
        values.map { "\($0.key)=\($0.value ?? Self.none)" }.joined(separator: " ")
    }

    /// The same keys with the values the turn actually had.
    public func withActualValues(of reply: TranscriptReply) -> TranscriptExpectation {
        TranscriptExpectation(values: values.map { ($0.key, reply.value(forKey: $0.key)) })
    }

    /// Every key whose actual value differs, described for people; empty when all hold.
    public func mismatches(with reply: TranscriptReply) -> [String] {
        values.compactMap { key, expected in
            let actual = reply.value(forKey: key)
            return actual == expected ? nil
                : "\(key): expected \(expected ?? Self.none), got \(actual ?? Self.none)"
        }
    }

    public static func == (a: TranscriptExpectation, b: TranscriptExpectation) -> Bool {
        a.values.map(\.key) == b.values.map(\.key) && a.values.map(\.value) == b.values.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        for (key, value) in values {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
