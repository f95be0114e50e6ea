import Terminal
import TextClassification

/// One line of `classify --json` output.
struct ClassificationRecord: Encodable {
    /// The utterance as given.
    var text: String
    /// The most probable label, or `nil` (JSON null) when there is no evidence.
    var label: String?
    /// Its probability, or `nil` when there is no evidence.
    var confidence: Double?
    /// The top hypotheses, most probable first.
    var hypotheses: [LabelHypothesis]
    /// With `--explain`: the top label's score split into words and word pairs.
    var explanation: ScoreExplanation? = nil

    private enum CodingKeys: String, CodingKey { case text, label, confidence, hypotheses, explanation }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(label, forKey: .label)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(hypotheses, forKey: .hypotheses)
        try container.encodeIfPresent(explanation, forKey: .explanation)
    }
}

extension ClassificationRecord {
    /// Appends the record as one line of JSON (no newline), byte for byte what ``JSONOutput/line(_:)`` writes for
    /// it, and returns `true`; returns `false` with nothing written when that needs `JSONEncoder` (an explanation,
    /// or a probability that is not finite, which it refuses).
    func write(to writer: inout JSONTextWriter) -> Bool {
        guard explanation == nil else { return false }
        let start = writer.bytes.count
        writer.raw(#"{"confidence":"#)
        var finite = writer.number(confidence)
        writer.raw(#","hypotheses":["#)
        for (index, hypothesis) in hypotheses.enumerated() where finite {
            writer.raw(index == 0 ? #"{"label":"# : #",{"label":"#)
            writer.string(hypothesis.label)
            writer.raw(#","probability":"#)
            finite = writer.number(hypothesis.probability)
            writer.raw("}")
        }
        writer.raw(#"],"label":"#)
        writer.string(label)
        writer.raw(#","text":"#)
        writer.string(text)
        writer.raw("}")
        if !finite { writer.bytes.removeSubrange(start...) }
        return finite
    }
}
