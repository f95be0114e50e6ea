/// A product field a CSV column can fill.
public enum CatalogField: String, Sendable, CaseIterable, Codable {
    /// The product id.
    case id
    /// The display name.
    case name
    /// The category.
    case category
    /// The price.
    case price
    /// The brand.
    case brand
    /// Who it is for.
    case audience
    /// Colours (a cell may list several, separated by `&`, `/`, `,` or `|`).
    case colors
    /// Sizes (separated by `,`, `|`, `;` or `/`).
    case sizes
    /// Materials.
    case materials
    /// Tags.
    case tags
    /// The description.
    case description

    /// Header names recognised for this field without a mapping (compared without case, spaces or punctuation).
    var headerNames: [String] {
        switch self {
        case .id: return ["id", "productid", "sku", "itemid", "styleid", "code"]
        case .name: return ["name", "productname", "productdisplayname", "title", "displayname", "itemname"]
        case .category: return ["category", "articletype", "producttype", "type"]
        case .price: return ["price", "priceinr", "priceusd", "priceeur", "mrp", "cost", "saleprice"]
        case .brand: return ["brand", "productbrand", "manufacturer", "label"]
        case .audience: return ["audience", "gender", "department", "for"]
        case .colors: return ["colors", "colours", "color", "colour", "basecolour", "basecolor", "primarycolor", "primarycolour"]
        case .sizes: return ["sizes", "size"]
        case .materials: return ["materials", "material", "fabric"]
        case .tags: return ["tags", "keywords", "usage", "season"]
        case .description: return ["description", "details", "productdescription"]
        }
    }
}
