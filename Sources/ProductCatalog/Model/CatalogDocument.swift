/// The on-disk shape of a catalog file, used when writing one.
struct CatalogDocument: Encodable {
    var formatVersion: Int
    var store: Store
    var categories: [CategoryDeclaration]
    var products: [Product]
}
