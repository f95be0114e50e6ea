import Foundation

/// The ISO 8601 `time` field shared by feedback records and logged lines.
enum TimeStamp {
    /// Decodes `key` as an ISO 8601 date-time string, naming the bad value when it is not one.
    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Date {
        let stamp = try container.decode(String.self, forKey: key)
        guard let date = try? Date(stamp, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(stamp)' is not an ISO 8601 date-time")
        }
        return date
    }
}
