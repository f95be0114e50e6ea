/// What a report is about, shown in its header: the data, the model and how it was made.
public struct ReportContext: Sendable, Hashable {
    /// The page title.
    public var title: String
    /// The labelled data, e.g. its file name.
    public var dataName: String
    /// The model, e.g. its name and version.
    public var modelName: String
    /// The command line that produced the report, if known.
    public var command: String?
    /// When it was made, already formatted (the report itself reads no clock).
    public var generated: String?

    /// Creates a context.
    public init(title: String, dataName: String, modelName: String, command: String? = nil, generated: String? = nil) {
        self.title = title
        self.dataName = dataName
        self.modelName = modelName
        self.command = command
        self.generated = generated
    }
}
