/// Which model made a prediction, as recorded with feedback.
public struct ModelIdentity: Sendable, Hashable, Codable {
    /// The model's name (e.g. `clothing`).
    public var name: String
    /// The model's version string.
    public var version: String

    /// Creates an identity.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// Used when the classifier does not say what it is (test doubles).
    public static let unknown = ModelIdentity(name: "unknown", version: "0")
}
