/// Results on the held-out validation data, as recorded in the model file.
public struct ValidationSummary: Sendable, Hashable, Codable {
    /// Accuracy on the validation data.
    public var accuracy: Double
    /// Macro-averaged F1.
    public var macroF1: Double
    /// Expected calibration error before temperature scaling.
    public var eceBeforeCalibration: Double
    /// Expected calibration error after temperature scaling.
    public var eceAfterCalibration: Double

    /// Creates a summary.
    public init(accuracy: Double, macroF1: Double, eceBeforeCalibration: Double, eceAfterCalibration: Double) {
        self.accuracy = accuracy
        self.macroF1 = macroF1
        self.eceBeforeCalibration = eceBeforeCalibration
        self.eceAfterCalibration = eceAfterCalibration
    }
}
