/// The result of importing a CSV file: the catalog built and every row that was skipped or repaired.
public struct ImportReport: Sendable {
    /// The catalog made of the imported rows.
    public var catalog: Catalog
    /// Data rows read (the header excluded).
    public var rowsRead: Int
    /// Skipped or repaired rows, in file order.
    public var problems: [ImportProblem]
    /// Notes about the whole file ("no price column; every price is 0").
    public var notes: [String]

    /// Rows left out.
    public var skippedCount: Int { problems.filter(\.skipped).count }
}
