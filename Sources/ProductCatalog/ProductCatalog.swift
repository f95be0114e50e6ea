// Replaced by the catalog work (issue 3).
enum ProductCatalogNamespace {}
