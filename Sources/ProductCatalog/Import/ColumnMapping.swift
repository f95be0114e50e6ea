import Foundation

/// Which CSV column fills which product field.
public struct ColumnMapping: Sendable, Hashable {
    /// Field → column name (as written in the header).
    public var columns: [CatalogField: String]

    /// Creates a mapping.
    public init(columns: [CatalogField: String] = [:]) {
        self.columns = columns
    }

    /// Parses `field=Column,field=Column` (e.g. `name=productDisplayName,category=articleType`).
    public static func parse(_ text: String) throws(CatalogImportError) -> ColumnMapping {
        var columns: [CatalogField: String] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else { throw .badMapping(String(pair), reason: "write field=Column") }
            guard let field = CatalogField(rawValue: parts[0].lowercased()) else {
                throw .badMapping(String(pair), reason: "unknown field \"\(parts[0])\"; fields are "
                    + CatalogField.allCases.map(\.rawValue).joined(separator: ", "))
            }
            columns[field] = parts[1]
        }
        return ColumnMapping(columns: columns)
    }

    /// Fills the fields not mapped explicitly from recognisable header names.
    func completed(with header: [String]) -> ColumnMapping {
        var columns = self.columns
        let mapped = Set(columns.values)
        for field in CatalogField.allCases where columns[field] == nil {
            // The field's preferred names first: "articleType" beats "subCategory" for the category.
            for name in field.headerNames {
                if let column = header.first(where: { !mapped.contains($0) && Self.squash($0) == name }) {
                    columns[field] = column
                    break
                }
            }
        }
        return ColumnMapping(columns: columns)
    }

    /// "Price (INR)" → "priceinr".
    static func squash(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
