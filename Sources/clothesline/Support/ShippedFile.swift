import Foundation
import ProductCatalog

/// Finds the files Clothesline ships with (the model, the catalog and the search lexicon) from any working
/// directory.
///
/// The order is: the command-line flag, then an environment variable, then an installed location next to
/// the executable (`../share/clothesline/…`), then the source package the binary was built from.
enum ShippedFile: Sendable {
    /// The shipped clothing-question model.
    case model
    /// The shipped store catalog.
    case catalog
    /// The shipped store-topic model (what a store question is about).
    case topicModel
    /// The shipped search lexicon (derived from WordNet 3.0).
    case lexicon

    /// The path of the file inside the package (and inside `share/clothesline` when installed).
    var relativePath: String {
        switch self {
        case .model: return "Models/clothing.clmodel"
        case .catalog: return "Catalog/catalog.json"
        case .topicModel: return "Models/store-topics.clmodel"
        case .lexicon: return "Catalog/lexicon.tsv"
        }
    }

    /// The environment variable that overrides the location.
    var environmentVariable: String {
        switch self {
        case .model: return "CLOTHESLINE_MODEL"
        case .catalog: return "CLOTHESLINE_CATALOG"
        case .topicModel: return "CLOTHESLINE_TOPIC_MODEL"
        case .lexicon: return "CLOTHESLINE_LEXICON"
        }
    }

    /// What the file is, for error messages.
    var noun: String {
        switch self {
        case .model: return "model"
        case .catalog: return "catalog"
        case .topicModel: return "store-topic model"
        case .lexicon: return "lexicon"
        }
    }

    /// The shipped search lexicon (`$CLOTHESLINE_LEXICON`, else the shipped file). Search works without one,
    /// knowing fewer everyday words, so a missing or unreadable lexicon is a warning, not an error.
    static func loadLexicon(environment: [String: String] = ProcessInfo.processInfo.environment) -> Lexicon {
        do {
            return try Lexicon.load(contentsOf: ShippedFile.lexicon.resolve(explicit: nil, environment: environment))
        } catch {
            Diagnostics.warn("\(error.localizedDescription); searching without the lexicon")
            return .empty
        }
    }

    /// Resolves the file: `explicit` (a flag) wins, then the environment, then the shipped locations.
    func resolve(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ShippedFileError) -> URL {
        if let explicit {
            let url = URL(fileURLWithPath: explicit)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw .notFound(self, looked: [url.path + " (from the command line)"])
            }
            return url
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            let url = URL(fileURLWithPath: fromEnvironment)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw .notFound(self, looked: [url.path + " (from \(environmentVariable))"])
            }
            return url
        }
        let candidates = Self.searchRoots().map { $0.appendingPathComponent(relativePath) }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return found
        }
        throw .notFound(self, looked: candidates.map(\.path) + ["$\(environmentVariable) (not set)"])
    }

    /// Installed location first, then the package this binary was built from.
    private static func searchRoots() -> [URL] {
        var roots: [URL] = []
        // The running executable itself (not argv[0], which is a bare name when found through PATH).
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            roots.append(
                executable.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("share/clothesline"))
        }
        // Sources/clothesline/Support/ShippedFile.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        roots.append(packageRoot)
        return roots
    }
}
