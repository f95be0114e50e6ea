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

    /// The record on one line, read by ``FastJSON`` member by member; `nil` (so `JSONDecoder` decides, and
    /// names the problem) for anything unusual, including repeated or unknown members.
    static func fastRecord(_ bytes: UnsafeRawBufferPointer) -> ClassifiedLine? {
        var text, classified, label, band, reason, action, model, version, stamp: String?
        var confidence: Double?
        var hypotheses: [LabelHypothesis] = []
        var towards: [String] = [], against: [String] = [], unknown: [String] = []
        var seen: UInt32 = 0  // one bit per member: a repeated member goes to JSONDecoder
        let members = ["text", "classified", "label", "band", "reason", "action", "model", "modelVersion", "time",
                       "confidence", "towards", "against", "unknown", "hypotheses"]
        func optionalString(_ parser: inout FastJSON.Parser, _ target: inout String?) -> Bool {
            if parser.null() { return true }
            target = parser.string()
            return target != nil
        }
        func strings(_ parser: inout FastJSON.Parser, _ target: inout [String]) -> Bool {
            if parser.null() { return true }
            var values: [String] = []
            let ok = parser.array { element in
                guard let value = element.string() else { return false }
                values.append(value)
                return true
            }
            target = values
            return ok
        }
        var parser = FastJSON.Parser(bytes: bytes)
        let accepted = parser.object { key, parser in
            guard let bit = members.firstIndex(of: key), seen & (1 << bit) == 0 else { return false }
            seen |= 1 << bit
            switch key {
            case "text": return optionalString(&parser, &text)
            case "classified": return optionalString(&parser, &classified)
            case "label": return optionalString(&parser, &label)
            case "band": return optionalString(&parser, &band)
            case "reason": return optionalString(&parser, &reason)
            case "action": return optionalString(&parser, &action)
            case "model": return optionalString(&parser, &model)
            case "modelVersion": return optionalString(&parser, &version)
            case "time": return optionalString(&parser, &stamp)
            case "confidence":
                if parser.null() { return true }
                confidence = parser.double()
                return confidence != nil
            case "towards": return strings(&parser, &towards)
            case "against": return strings(&parser, &against)
            case "unknown": return strings(&parser, &unknown)
            case "hypotheses":
                if parser.null() { return true }
                return parser.array { element in
                    var name: String?, probability: Double?
                    let ok = element.object { key, value in
                        switch key {
                        case "label" where name == nil: name = value.string(); return name != nil
                        case "probability" where probability == nil:
                            probability = value.double()
                            return probability != nil
                        default: return false
                        }
                    }
                    guard ok, let name, let probability else { return false }
                    hypotheses.append(LabelHypothesis(label: name, probability: probability))
                    return true
                }
            default:
                return false
            }
        }
        guard accepted, parser.atEnd(), let text, let band, let action, let model, let version, let stamp,
              let time = FastJSON.timestamp(stamp)
        else { return nil }
        return ClassifiedLine(
            text: text, classified: classified, label: label, confidence: confidence, hypotheses: hypotheses,
            band: band, reason: reason, action: action, towards: towards, against: against, unknown: unknown,
            model: ModelIdentity(name: model, version: version), time: time)
    }
}
