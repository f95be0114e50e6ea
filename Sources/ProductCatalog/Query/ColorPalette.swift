/// Colour names and their families: navy is a blue, charcoal is a grey, olive is a green.
///
/// A product colour matches a wanted colour when it is that colour or belongs to its family. Colours that only
/// the catalog knows ("Sea Green", "Coffee Brown") join the family of a basic colour they name.
public enum ColorPalette {
    /// The basic colours every family hangs from.
    public static let basic: Set<String> = [
        "black", "white", "grey", "blue", "red", "green", "yellow", "orange", "pink", "purple", "brown", "beige",
        "gold", "silver",
    ]

    /// Basic colours that are also a shade of another: beige is a light brown, so brown includes it (a request for
    /// beige still wants beige).
    static let basicFamilies: [String: String] = ["beige": "brown"]

    /// Known shades and their family.
    static let families: [String: String] = [
        "navy": "blue", "navy blue": "blue", "turquoise": "blue", "turquoise blue": "blue", "sky blue": "blue",
        "light blue": "blue", "dark blue": "blue", "royal blue": "blue", "cobalt": "blue",
        "indigo": "blue",
        "charcoal": "grey", "grey melange": "grey", "heather grey": "grey", "slate": "grey", "ash": "grey",
        "light grey": "grey", "dark grey": "grey", "steel": "grey",
        "olive": "green", "sea green": "green", "lime green": "green", "fluorescent green": "green",
        "lime": "green", "mint": "green", "forest green": "green", "khaki green": "green", "emerald": "green",
        "sage": "green",
        "coffee brown": "brown", "mushroom brown": "brown", "tan": "brown", "chocolate": "brown",
        "camel": "brown", "cognac": "brown", "taupe": "brown",
        "maroon": "red", "burgundy": "red", "wine": "red", "crimson": "red", "scarlet": "red", "cherry": "red",
        "magenta": "pink", "rose": "pink", "fuchsia": "pink", "blush": "pink", "hot pink": "pink",
        "lavender": "purple", "violet": "purple", "lilac": "purple", "mauve": "purple", "plum": "purple",
        "mustard": "yellow", "lemon": "yellow",
        "rust": "orange", "coral": "orange", "peach": "orange", "tangerine": "orange",
        "off white": "white", "ivory": "white", "cream": "white", "ecru": "white",
        "sand": "beige", "stone": "beige", "nude": "beige", "oatmeal": "beige",
    ]

    /// Words for a group of colours rather than one: "a dark cap" is black, navy or charcoal.
    static let groups: [String: [String]] = {
        let dark = ["black", "navy", "charcoal"], neutral = ["black", "white", "grey", "beige", "cream", "tan"]
        return ["dark": dark, "darker": dark, "neutral": neutral, "neutrals": neutral]
    }()

    /// The canonical colours the group word `word` stands for, or `nil` when it is none.
    public static func group(_ word: String) -> [String]? {
        groups[word].map { $0.map(canonical) }
    }

    /// Other spellings.
    static let aliases: [String: String] = [
        "gray": "grey", "grey": "grey", "navy": "navy blue", "charcoal grey": "charcoal", "charcoal gray": "charcoal",
        "light gray": "light grey", "dark gray": "dark grey", "heather gray": "heather grey", "offwhite": "off white",
        "multicolor": "multi", "multicolour": "multi", "multicoloured": "multi", "multicolored": "multi",
        "golden": "gold",
    ]

    /// The canonical lowercase name of a colour ("Gray" → "grey", "Navy" → "navy blue").
    public static func canonical(_ raw: String) -> String {
        let key = TextNormalizer.tokens(raw).joined(separator: " ")
        if let alias = aliases[key] { return alias }
        let spelled = key.replacingOccurrences(of: "gray", with: "grey")
        return aliases[spelled] ?? spelled
    }

    /// The family of a canonical colour, or `nil` for a basic colour (but those of ``basicFamilies``) or one of its
    /// own.
    public static func family(of color: String) -> String? {
        if basic.contains(color) { return basicFamilies[color] }
        if let known = families[color] { return known }
        let words = color.split(separator: " ").map(String.init)
        if let last = words.last, basic.contains(last) { return last }
        if let named = words.first(where: { basic.contains($0) }) { return named }
        return nil
    }

    /// How well a product colour satisfies a wanted colour (both canonical): 1 exact, 0.5 same family, 0 not.
    public static func match(product: String, wanted: String) -> Double {
        if product == wanted { return 1 }
        if family(of: product) == wanted { return 0.5 }
        return 0
    }

    /// Every colour name this palette recognises in queries, before the catalog adds its own.
    public static var knownNames: [String] {
        Array(basic) + Array(families.keys) + Array(aliases.keys) + ["multi"]
    }
}
