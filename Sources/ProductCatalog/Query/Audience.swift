/// Who a product is for, normalised so that "Men", "men's" and "male" compare equal.
public enum Audience {
    /// The canonical audience for a catalog or query word: `men`, `women`, `unisex`, `kids`, `boys`, `girls`,
    /// or the lowercased text itself when it is none of these.
    public static func canonical(_ raw: String) -> String {
        let key = TextNormalizer.tokens(raw).joined(separator: " ")
        switch key {
        case "men", "mens", "man", "male", "gents", "gent", "gentlemen", "him", "his": return "men"
        case "women", "womens", "woman", "female", "ladies", "lady", "her", "hers", "womans": return "women"
        case "unisex", "all", "everyone": return "unisex"
        case "kids", "kid", "children", "child", "childrens", "unisex kids", "baby", "babies", "toddler",
            "toddlers", "infant", "infants", "youth", "junior", "juniors":
            return "kids"
        case "boys", "boy": return "boys"
        case "girls", "girl": return "girls"
        default: return key
        }
    }

    /// Whether a product for `product` suits a shopper asking for `wanted` (both canonical).
    ///
    /// Unisex products suit men and women; kids' products suit boys and girls and the other way round. A
    /// product without an audience suits everyone.
    public static func matches(product: String?, wanted: String) -> Bool {
        guard let product else { return true }
        if product == wanted { return true }
        switch wanted {
        case "men", "women": return product == "unisex"
        case "kids": return product == "boys" || product == "girls"
        case "boys", "girls": return product == "kids"
        case "unisex": return false
        default: return false
        }
    }

    /// The phrase shown to shoppers: "men's", "women's", "kids'"…
    public static func label(_ canonical: String) -> String {
        switch canonical {
        case "men": return "men's"
        case "women": return "women's"
        case "kids": return "kids'"
        case "boys": return "boys'"
        case "girls": return "girls'"
        default: return canonical
        }
    }
}
