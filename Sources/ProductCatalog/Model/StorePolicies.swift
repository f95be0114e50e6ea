/// The store's own texts per topic (returns, delivery, payment…): the `store.policies` object of a catalog.
///
/// Written in the file as `{"returns": "…", "giftCards": "…"}`; keys are ``StoreTopic/policyTopics`` raw values.
public struct StorePolicies: Sendable, Hashable, Codable {
    /// The text for each topic the store describes.
    public var texts: [StoreTopic: String]

    /// Creates the texts; `hours` and `contact` entries are ignored (they come from the store's own fields).
    public init(_ texts: [StoreTopic: String] = [:]) {
        self.texts = texts.filter { StoreTopic.policyTopics.contains($0.key) }
    }

    /// The text for `topic`, or `nil` when the store has none.
    public subscript(topic: StoreTopic) -> String? { texts[topic] }

    /// Whether the store describes no topic at all.
    public var isEmpty: Bool { texts.isEmpty }

    /// Reads the object, keeping the members named after a policy topic.
    public init(from decoder: any Decoder) throws {
        let raw = try [String: String](from: decoder)
        var texts: [StoreTopic: String] = [:]
        for (key, text) in raw {
            if let topic = StoreTopic(rawValue: key) { texts[topic] = text }
        }
        self.init(texts)
    }

    /// Writes the object with the topics as member names.
    public func encode(to encoder: any Encoder) throws {
        var raw: [String: String] = [:]
        for (topic, text) in texts { raw[topic.rawValue] = text }
        try raw.encode(to: encoder)
    }
}
