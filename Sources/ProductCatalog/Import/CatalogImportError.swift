import Foundation

/// Why an import could not run at all (problems with single rows are reported in ``ImportReport`` instead).
public enum CatalogImportError: Error, LocalizedError, Sendable, Equatable {
    /// A `--map` entry is malformed.
    case badMapping(String, reason: String)
    /// The file has no header row.
    case emptyFile(file: String)
    /// A mapped column is not in the header.
    case unknownColumn(String, field: CatalogField, header: [String])
    /// A required field has no column and cannot be derived.
    case missingColumn(CatalogField, header: [String])

    /// A message naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .badMapping(let entry, let reason):
            return "bad column mapping \"\(entry)\": \(reason)"
        case .emptyFile(let file):
            return "\(file): the file is empty; expected a header row and one product per row"
        case .unknownColumn(let column, let field, let header):
            return "column \"\(column)\" (for \(field.rawValue)) is not in the header; columns are: "
                + header.joined(separator: ", ")
        case .missingColumn(let field, let header):
            return "no column for \(field.rawValue); map one with --map \(field.rawValue)=COLUMN (columns: "
                + header.joined(separator: ", ") + ")"
        }
    }
}
