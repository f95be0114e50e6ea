import TextClassification

extension Classification {
    /// This classification with `label` raised to `floor` and the other labels scaled down in proportion, so the
    /// probabilities still sum to one; unchanged when `label` is absent or already at `floor` or above.
    func raising(_ label: String, to floor: Double) -> Classification {
        guard let current = hypotheses.first(where: { $0.label == label }), current.probability < floor else {
            return self
        }
        let rest = 1 - current.probability
        let scale = rest > 0 ? (1 - floor) / rest : 0
        let raised = hypotheses.map { hypothesis in
            LabelHypothesis(
                label: hypothesis.label,
                probability: hypothesis.label == label ? floor : hypothesis.probability * scale)
        }
        return Classification(hypotheses: raised.sorted { $0.probability > $1.probability })
    }
}
