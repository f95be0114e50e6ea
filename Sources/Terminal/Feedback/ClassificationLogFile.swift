import Assistant
import Foundation
import TextClassification

/// The records read from a log of classified lines, with warnings about what was skipped.
public struct ClassificationLogFile: Sendable {
    /// Every complete record, in file order.
    public var records: [ClassifiedLine]
    /// Things skipped without failing, e.g. a torn last line.
    public var warnings: [String]

    /// Creates a result.
    public init(records: [ClassifiedLine], warnings: [String]) {
        self.records = records
        self.warnings = warnings
    }

    /// Reads the log at `url`: torn records (the last line, or any line cut short before its closing `}` by a
    /// crash) are skipped with a warning; any other bad line is an error listing every bad line.
    public static func read(contentsOf url: URL) throws(ClassificationLogError) -> ClassificationLogFile {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try parse(data, file: url.path)
    }

    /// Parses log JSON Lines; `file` names the source in messages.
    public static func parse(_ data: Data, file: String) throws(ClassificationLogError) -> ClassificationLogFile {
        let (records, warnings, problems) = JSONLinesReader.decode(
            ClassifiedLine.self, from: data, file: file, kind: "log record", tornLinesAnywhere: true,
            fastPath: fastRecord)
        guard problems.isEmpty else { throw .malformed(file: file, problems: problems) }
        return ClassificationLogFile(records: records, warnings: warnings)
    }

    /// The record on one line, read by ``FastJSON``; `nil` (so `JSONDecoder` decides) for anything unusual.
    static func fastRecord(_ bytes: UnsafeRawBufferPointer) -> ClassifiedLine? {
        guard let members = FastJSON.object(bytes) else { return nil }
        func string(_ key: String) -> String?? {
            switch members[key] {
            case .string(let value)?: return .some(value)
            case nil, .null?: return .some(nil)
            default: return nil
            }
        }
        func number(_ key: String) -> Double?? {
            switch members[key] {
            case .number(let value)?: return .some(value)
            case nil, .null?: return .some(nil)
            default: return nil
            }
        }
        func strings(_ key: String) -> [String]? {
            switch members[key] {
            case nil, .null?: return []
            case .array(let values)?:
                var result: [String] = []
                for value in values {
                    guard case .string(let text) = value else { return nil }
                    result.append(text)
                }
                return result
            default: return nil
            }
        }
        var hypotheses: [LabelHypothesis] = []
        switch members["hypotheses"] {
        case nil, .null?: break
        case .array(let values)?:
            for value in values {
                guard case .object(let pair) = value, case .string(let label)? = pair["label"],
                      case .number(let probability)? = pair["probability"] else { return nil }
                hypotheses.append(LabelHypothesis(label: label, probability: probability))
            }
        default: return nil
        }
        guard case .some(.some(let text)) = string("text"), case .some(let classified) = string("classified"),
              case .some(let label) = string("label"), case .some(let confidence) = number("confidence"),
              case .some(.some(let band)) = string("band"), case .some(let reason) = string("reason"),
              case .some(.some(let action)) = string("action"), let towards = strings("towards"),
              let against = strings("against"), let unknown = strings("unknown"),
              case .some(.some(let model)) = string("model"), case .some(.some(let version)) = string("modelVersion"),
              case .some(.some(let stamp)) = string("time"), let time = FastJSON.timestamp(stamp)
        else { return nil }
        return ClassifiedLine(
            text: text, classified: classified, label: label, confidence: confidence, hypotheses: hypotheses,
            band: band, reason: reason, action: action, towards: towards, against: against, unknown: unknown,
            model: ModelIdentity(name: model, version: version), time: time)
    }
}
