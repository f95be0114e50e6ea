import Foundation

/// A store's catalog: the store, optional category declarations and the products.
///
/// Load one with ``load(contentsOf:)`` (or ``decode(_:file:)``), which validates everything and reports every
/// problem at once with its JSON path.
public struct Catalog: Sendable, Hashable {
    /// The catalog format version this program reads and writes.
    public static let formatVersion = 1

    /// The store the catalog belongs to.
    public var store: Store
    /// Declared categories with their synonyms (may be empty: categories then come from the products).
    public var categories: [CategoryDeclaration]
    /// The products, in file order.
    public var products: [Product]

    /// Creates a catalog.
    public init(store: Store, categories: [CategoryDeclaration] = [], products: [Product]) {
        self.store = store
        self.categories = categories
        self.products = products
    }

    /// Reads and validates the catalog file at `url`.
    public static func load(contentsOf url: URL) throws(CatalogError) -> Catalog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    /// Parses and validates catalog JSON; `file` names the source in error messages.
    ///
    /// A valid catalog is decoded in one pass straight into products; anything else goes through the JSON tree
    /// and the validator, which report every problem.
    public static func decode(_ data: Data, file: String = "catalog") throws(CatalogError) -> Catalog {
        if let catalog = CatalogFastDecoder.decode(data) { return catalog }
        return try decodeThoroughly(data, file: file)
    }

    /// Parses `data` into a JSON tree and validates it, collecting every problem (the path for any catalog the
    /// fast decoder does not accept).
    static func decodeThoroughly(_ data: Data, file: String = "catalog") throws(CatalogError) -> Catalog {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw .syntax(file: file, line: error.line, column: error.column, reason: error.reason)
        }
        defer {
            // Freeing the parsed tree (a few allocations per product) is left to another core.
            DispatchQueue.global(qos: .utility).async { withExtendedLifetime(document) {} }
        }
        return try CatalogValidator(file: file).catalog(from: document)
    }

    /// The catalog as pretty-printed JSON in the documented format (stable key order).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(CatalogDocument(formatVersion: Self.formatVersion, store: store,
                                                  categories: categories, products: products))
    }

    /// Writes the catalog to `url` atomically (temporary file, then rename).
    public func write(to url: URL) throws {
        try encoded().write(to: url, options: .atomic)
    }

    /// Every category name in use: declared ones first, then those only products mention, in first-seen order.
    public var categoryNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for declaration in categories where seen.insert(declaration.name).inserted { names.append(declaration.name) }
        // By index, without an array of every product's category first.
        for index in products.indices where seen.insert(products[index].category).inserted {
            names.append(products[index].category)
        }
        return names
    }
}
