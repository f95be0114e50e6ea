/// What training produced: the model, and how it did on the held-out data.
public struct TrainingResult: Sendable {
    /// The trained, calibrated model.
    public var model: TextClassifierModel
    /// The evaluation on the validation split (after calibration), when one was held out.
    public var validation: EvaluationReport?
    /// Expected calibration error on the validation split before temperature scaling.
    public var eceBeforeCalibration: Double?
}
