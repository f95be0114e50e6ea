import Foundation

/// What a model file says about itself: provenance, labels, features, calibration and validation results.
public struct ModelMetadata: Sendable, Hashable, Codable {
    /// A short name, e.g. `clothing`.
    public var name: String
    /// The model's own version, e.g. `1.0`.
    public var version: String
    /// Who trained it.
    public var author: String
    /// The licence the model is distributed under.
    public var license: String
    /// What it is for.
    public var description: String
    /// When it was trained.
    public var createdAt: Date
    /// The labels, in the model's order.
    public var labels: [String]
    /// The feature configuration used to train it (and to classify with it).
    public var features: FeatureConfiguration
    /// How many features survived pruning.
    public var featureCount: Int
    /// How many examples it was trained on (the validation split excluded).
    public var trainingExampleCount: Int
    /// How many examples were held out for calibration and validation.
    public var validationExampleCount: Int
    /// The softmax temperature fitted on held-out data (1 = uncalibrated).
    public var temperature: Double
    /// A content hash of the training data (FNV-1a 64 over texts and labels), to check a model against it.
    public var trainingDataHash: String
    /// The training settings: regularisation, seed, iterations.
    public var training: TrainingSummary
    /// Validation results, when data was held out.
    public var validation: ValidationSummary?
    /// The program and version that trained it, e.g. `clothesline 0.2.0` (nil in files written before it was kept).
    public var producer: String? = nil
    /// What `train` chose by itself and why, when it chose its settings (nil when they were all given).
    public var automaticSettings: AutomaticSettings? = nil
    /// The out-of-scope detector chosen on held-out data when trained with an out-of-scope label.
    public var outOfScopeDetector: OutOfScopeDetector? = nil

    /// Creates metadata.
    public init(
        name: String, version: String, author: String, license: String, description: String,
        createdAt: Date, labels: [String], features: FeatureConfiguration, featureCount: Int,
        trainingExampleCount: Int, validationExampleCount: Int, temperature: Double,
        trainingDataHash: String, training: TrainingSummary, validation: ValidationSummary?
    ) {
        self.name = name
        self.version = version
        self.author = author
        self.license = license
        self.description = description
        self.createdAt = createdAt
        self.labels = labels
        self.features = features
        self.featureCount = featureCount
        self.trainingExampleCount = trainingExampleCount
        self.validationExampleCount = validationExampleCount
        self.temperature = temperature
        self.trainingDataHash = trainingDataHash
        self.training = training
        self.validation = validation
    }
}
