import TextClassification

/// The evaluation summary's JSON with the out-of-scope detector beside it (`outOfScopeDetector`: `score`,
/// `rule` {`label`, `threshold`}, and the validation accuracy and recall it was chosen with).
struct EvaluateJSONSummary: Encodable {
    var summary: EvaluationSummary
    var detector: OutOfScopeDetector?

    private enum CodingKeys: String, CodingKey { case outOfScopeDetector }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(detector, forKey: .outOfScopeDetector)
    }
}
