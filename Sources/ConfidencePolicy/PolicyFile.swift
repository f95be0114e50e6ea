import Foundation
import TextSafety

/// Reads and writes policy files: `{"name": "…", "act": 0.8, "confirm": 0.5, "margin": 0.1, "routes": {…}}`.
public enum PolicyFile {
    private struct Document: Codable {
        var name: String?
        var act: Double
        var confirm: Double
        var margin: Double?
        var routes: [String: String]?
    }

    /// Parses a policy from JSON data, reporting every problem with its field; `file` names the source.
    public static func decode(
        _ data: Data, file: String, knownLabels: [String]? = nil
    ) throws(PolicyError) -> Policy {
        do {
            _ = try JSONParser.parse(data)
        } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw .malformed(file: file, reason: describe(error))
        } catch {
            throw .malformed(file: file, reason: error.localizedDescription)
        }
        var problems: [String] = []
        var routes: [String: RouteAction] = Policy.defaultRoutes
        if let raw = document.routes {
            routes = [:]
            for (label, name) in raw.sorted(by: { $0.key < $1.key }) {
                if let action = RouteAction(rawValue: name) {
                    routes[label] = action
                } else {
                    let known = RouteAction.allCases.map(\.rawValue).joined(separator: ", ")
                    problems.append("routes.\(label): unknown action '\(name)' (actions: \(known))")
                }
            }
        }
        let defaultName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let policy = Policy(
            name: document.name ?? defaultName, act: document.act, confirm: document.confirm,
            margin: document.margin, routes: routes)
        problems += policy.problems(knownLabels: knownLabels)
        guard problems.isEmpty else { throw .invalid(file: file, problems: problems) }
        return policy
    }

    /// Loads and validates a policy file.
    public static func load(contentsOf url: URL, knownLabels: [String]? = nil) throws(PolicyError) -> Policy {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: error.localizedDescription)
        }
        return try decode(data, file: url.path, knownLabels: knownLabels)
    }

    /// Encodes a policy as a pretty-printed policy file.
    public static func encode(_ policy: Policy) -> Data {
        let document = Document(
            name: policy.name, act: policy.act, confirm: policy.confirm, margin: policy.margin,
            routes: policy.routes.mapValues(\.rawValue))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(document)) ?? Data()
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let components = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return components.isEmpty ? "(top level)" : components.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : path(context) + "."
            return "\(parent)\(key.stringValue): required field is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type), found null"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.localizedDescription
            return "\(path(context)): \(underlying ?? context.debugDescription)"
        @unknown default:
            return error.localizedDescription
        }
    }
}
