import Foundation
import TextSafety

/// Reads labelled examples from CSV, JSON, JSON Lines or a labelled folder.
///
/// Every malformed record is reported with its file, line (or JSON path) and the reason; with
/// `skipInvalid` they are skipped and counted instead. A JSON Lines file whose last line is torn (no final
/// newline and not parseable, as when a writer was interrupted) gives a warning, not an error.
public struct TrainingDataReader: Sendable {
    /// The CSV column (or JSON key) holding the text.
    public var textColumn: String
    /// The CSV column (or JSON key) holding the label.
    public var labelColumn: String
    /// Skip invalid records (counting them) instead of failing.
    public var skipInvalid: Bool

    /// Creates a reader.
    public init(textColumn: String = "text", labelColumn: String = "label", skipInvalid: Bool = false) {
        self.textColumn = textColumn
        self.labelColumn = labelColumn
        self.skipInvalid = skipInvalid
    }

    /// Reads one file or folder; the format is inferred from the path unless given.
    public func read(contentsOf url: URL, format: DataFormat? = nil) throws(DataError) -> DataSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadable(file: url.path, reason: "no such file or folder")
        }
        let format = format ?? DataFormat.infer(path: url.path, isDirectory: isDirectory.boolValue)
        if format == .folder {
            return try finish(readFolder(url), file: url.path)
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try read(bytes: bytes, format: format, file: url.path)
    }

    /// Reads several files or folders into one data set.
    public func read(contentsOf urls: [URL]) throws(DataError) -> DataSet {
        var all = DataSet()
        var problems: [DataProblem] = []
        for url in urls {
            do {
                all.append(try read(contentsOf: url))
            } catch {
                if case .invalid(let found) = error { problems += found } else { throw error }
            }
        }
        if !problems.isEmpty { throw .invalid(problems: problems) }
        return all
    }

    /// Parses data already in memory; `file` names it in messages.
    public func read(bytes: [UInt8], format: DataFormat, file: String) throws(DataError) -> DataSet {
        let parsed: (DataSet, [DataProblem])
        switch format {
        case .csv: parsed = readCSV(bytes, file: file)
        case .json: parsed = readJSONArray(bytes, file: file)
        case .jsonLines: parsed = readJSONLines(bytes, file: file)
        case .folder: throw .unreadable(file: file, reason: "a folder cannot be read from bytes")
        }
        return try finish(parsed, file: file)
    }

    /// Applies `skipInvalid` and rejects empty results.
    private func finish(_ parsed: (DataSet, [DataProblem]), file: String) throws(DataError) -> DataSet {
        var (data, problems) = parsed
        if !problems.isEmpty {
            guard skipInvalid else { throw .invalid(problems: problems) }
            data.skippedCount += problems.count
            data.warnings += problems.map {
                DataProblem(file: $0.file, line: $0.line, reason: "skipped: " + $0.reason)
            }
        }
        if data.examples.isEmpty && data.skippedCount == 0 { throw .empty(file: file) }
        return data
    }

    /// Checks one record's text and label; returns the example or the reason it is invalid.
    private func example(text: String?, label: String?) -> Result<LabeledText, ReasonError> {
        guard let text else { return .failure(ReasonError("missing \(textColumn)")) }
        guard let label else { return .failure(ReasonError("missing \(labelColumn)")) }
        let trimmedText = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let trimmedLabel = label.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedText.isEmpty { return .failure(ReasonError("empty \(textColumn)")) }
        if trimmedLabel.isEmpty { return .failure(ReasonError("empty \(labelColumn)")) }
        if trimmedLabel.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(ReasonError("\(labelColumn) contains control characters"))
        }
        return .success(LabeledText(text: trimmedText, label: trimmedLabel))
    }

    private func readCSV(_ bytes: [UInt8], file: String) -> (DataSet, [DataProblem]) {
        let records = CSVReader.records(bytes)
        var problems: [DataProblem] = []
        guard let header = records.first else { return (DataSet(), []) }
        if let problem = header.problem {
            return (DataSet(), [DataProblem(file: file, line: header.line, reason: "header: " + problem.description)])
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let textIndex = names.firstIndex(of: textColumn), let labelIndex = names.firstIndex(of: labelColumn)
        else {
            let missing = [textColumn, labelColumn].filter { !names.contains($0) }
            return (DataSet(), [DataProblem(
                file: file, line: header.line,
                reason: "the header has no column \(missing.map { "'\($0)'" }.joined(separator: " or ")) "
                    + "(columns: \(names.joined(separator: ", ")); choose others with --text-column/--label-column)")])
        }
        var data = DataSet()
        for record in records.dropFirst() {
            if let problem = record.problem {
                problems.append(DataProblem(file: file, line: record.line, reason: problem.description))
                continue
            }
            guard record.fields.count == names.count else {
                problems.append(DataProblem(
                    file: file, line: record.line,
                    reason: "expected \(names.count) fields, found \(record.fields.count)"))
                continue
            }
            switch example(text: record.fields[textIndex], label: record.fields[labelIndex]) {
            case .success(let example):
                var extra: [String: String] = [:]
                for (index, name) in names.enumerated() where index != textIndex && index != labelIndex {
                    extra[name] = record.fields[index]
                }
                data.examples.append(example)
                data.attributes.append(extra)
            case .failure(let error):
                problems.append(DataProblem(file: file, line: record.line, reason: error.reason))
            }
        }
        return (data, problems)
    }

    private func readJSONArray(_ bytes: [UInt8], file: String) -> (DataSet, [DataProblem]) {
        let object: JSONValue
        do {
            object = try JSONParser.parse(Data(bytes))
        } catch {
            return (DataSet(), [DataProblem(
                file: file, line: error.line, column: error.column, reason: "JSON syntax error: \(error.reason)")])
        }
        guard case .array(let array) = object else {
            return (DataSet(), [DataProblem(file: file, line: nil, reason: "$: expected an array of {\"\(textColumn)\", \"\(labelColumn)\"} objects")])
        }
        var data = DataSet()
        var problems: [DataProblem] = []
        for (index, element) in array.enumerated() {
            switch record(element) {
            case .success(let (example, extra)):
                data.examples.append(example)
                data.attributes.append(extra)
            case .failure(let error):
                problems.append(DataProblem(file: file, line: nil, reason: "$[\(index)]: \(error.reason)"))
            }
        }
        return (data, problems)
    }

    private func readJSONLines(_ bytes: [UInt8], file: String) -> (DataSet, [DataProblem]) {
        var data = DataSet()
        var problems: [DataProblem] = []
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsWithNewline = bytes.last == 0x0A
        if endsWithNewline { lines.removeLast() }
        for (offset, slice) in lines.enumerated() {
            var line = Array(slice)
            if line.last == 0x0D { line.removeLast() }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let isLast = offset == lines.count - 1
            let parsed: JSONValue
            do {
                parsed = try JSONParser.parse(Data(line))
            } catch {
                if isLast && !endsWithNewline {
                    data.warnings.append(DataProblem(
                        file: file, line: offset + 1,
                        reason: "ignored a torn last line (no final newline and not valid JSON; "
                            + "probably an interrupted write)"))
                } else {
                    problems.append(DataProblem(
                        file: file, line: offset + 1, column: error.column, reason: "JSON syntax error: \(error.reason)"))
                }
                continue
            }
            switch record(parsed) {
            case .success(let (example, extra)):
                data.examples.append(example)
                data.attributes.append(extra)
            case .failure(let error):
                problems.append(DataProblem(file: file, line: offset + 1, reason: error.reason))
            }
        }
        return (data, problems)
    }

    /// One JSON object as an example plus its extra string-valued keys (numbers written as text).
    private func record(_ element: JSONValue) -> Result<(LabeledText, [String: String]), ReasonError> {
        guard case .object(let members) = element else {
            return .failure(ReasonError("expected an object with \"\(textColumn)\" and \"\(labelColumn)\""))
        }
        func string(_ key: String) -> Result<String?, ReasonError> {
            switch element[key] {
            case nil: return .success(nil)
            case .string(let text)?: return .success(text)
            case _?: return .failure(ReasonError("\"\(key)\" must be a string"))
            }
        }
        let text: String?, label: String?
        switch (string(textColumn), string(labelColumn)) {
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        case (.success(let t), .success(let l)): (text, label) = (t, l)
        }
        switch example(text: text, label: label) {
        case .success(let example):
            var extra: [String: String] = [:]
            for (key, value) in members where key != textColumn && key != labelColumn {
                switch value {
                case .string(let string): extra[key] = string
                case .number(let number):
                    extra[key] = number.rounded() == number ? CheckedNumber.integer(number).map(String.init) ?? "\(number)" : "\(number)"
                default: break
                }
            }
            return .success((example, extra))
        case .failure(let error):
            return .failure(error)
        }
    }

    private func readFolder(_ url: URL) -> (DataSet, [DataProblem]) {
        var data = DataSet()
        var problems: [DataProblem] = []
        let manager = FileManager.default
        guard let labels = try? manager.contentsOfDirectory(atPath: url.path) else {
            return (data, [DataProblem(file: url.path, line: nil, reason: "cannot list the folder")])
        }
        for label in labels.sorted() where !label.hasPrefix(".") {
            let folder = url.appendingPathComponent(label)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            let files = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.lowercased().hasSuffix(".txt") }.sorted()
            for name in files {
                let path = folder.appendingPathComponent(name).path
                guard let contents = manager.contents(atPath: path) else {
                    problems.append(DataProblem(file: path, line: nil, reason: "cannot read the file"))
                    continue
                }
                guard let text = String(validating: [UInt8](contents), as: UTF8.self) else {
                    problems.append(DataProblem(file: path, line: nil, reason: "invalid UTF-8"))
                    continue
                }
                switch example(text: text, label: label) {
                case .success(let example):
                    data.examples.append(example)
                    data.attributes.append(["file": name])
                case .failure(let error):
                    problems.append(DataProblem(file: path, line: nil, reason: error.reason))
                }
            }
        }
        return (data, problems)
    }
}
