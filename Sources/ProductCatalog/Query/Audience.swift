/// Who a product is for, normalised so that "Men", "men's" and "male" compare equal.
public enum Audience {
    /// The canonical audience for a catalog or query word: `men`, `women`, `unisex`, `kids`, `boys`, `girls`,
    /// or the lowercased text itself when it is none of these.
    public static func canonical(_ raw: String) -> String {
        let key = TextNormalizer.tokens(raw).joined(separator: " ")
        if let known = phrases[key] { return known }
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

    /// The canonical audiences of children.
    public static let children: Set<String> = ["kids", "boys", "girls"]
    /// The grown-ups' audience of a child's: `boys` → `men`, `girls` → `women`.
    public static let grownUp: [String: String] = ["boys": "men", "girls": "women"]

    /// Words and phrases (space-joined tokens) that always mean an audience: "guys", "ladies", "teen boy".
    static let phrases: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("men", ["men", "mens", "man", "mans", "male", "males", "guy", "guys", "gent", "gents", "gentleman",
                     "gentlemen", "gentlemens", "lad", "lads", "dude", "dudes", "fella", "fellas", "fellow", "fellows",
                     "menswear", "chap", "chaps", "bloke", "blokes"]),
            ("women", ["women", "womens", "woman", "womans", "female", "females", "lady", "ladies", "ladys",
                       "gal", "gals", "womenswear", "womenwear"]),
            ("kids", ["kids", "kid", "kiddo", "kiddos", "children", "childrens", "child", "childs", "toddler",
                      "toddlers", "baby", "babies", "infant", "infants", "youth", "junior", "juniors", "teen",
                      "teens", "teenager", "teenagers", "tween", "tweens", "little ones", "kidswear"]),
            ("boys", ["boys", "boy", "teen boy", "teen boys", "teenage boy", "teenage boys", "little boy",
                      "little boys", "baby boy", "young boy", "schoolboy"]),
            ("girls", ["girls", "girl", "teen girl", "teen girls", "teenage girl", "teenage girls", "little girl",
                       "little girls", "baby girl", "young girl", "schoolgirl"]),
            ("unisex", ["unisex", "gender neutral"]),
        ]
        for (canonical, words) in groups { for word in words { table[word] = canonical } }
        // "little" or "wee" before a grown-up's word is a child: "my little lad", "her wee sister".
        let grownUps = ["men": "boys", "women": "girls"]
        // (A child's word stays a child's: "my little niece".)
        for (word, audience) in table.merging(relations, uniquingKeysWith: { first, _ in first })
        where !word.contains(" ") && !["him", "his", "her", "hers", "himself", "herself"].contains(word) {
            let child = grownUps[audience] ?? (["boys", "girls", "kids"].contains(audience) ? audience : nil)
            guard let child else { continue }
            for small in ["little", "wee", "lil"] where table["\(small) \(word)"] == nil {
                table["\(small) \(word)"] = child
            }
        }
        return table
    }()

    /// Words that mean an audience only after "for", "my", "our"… ("for him", "my wife", "for my son", "my
    /// brother-in-law"): alone they may be a style ("boyfriend jeans"). An in-law is a grown-up, whoever's child.
    static let relations: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("men", ["him", "his", "himself", "husband", "hubby", "boyfriend", "bf", "dad", "daddy", "father", "brother",
                     "bro", "bruv", "da", "pa",
                     "grandpa", "grandfather", "granddad", "uncle", "fiance", "groom", "man", "grandad", "gramps", "grampa", "brother in law",
                     "father in law", "son in law", "stepdad", "stepfather", "stepbrother", "godfather"]),
            ("women", ["her", "hers", "herself", "wife", "wifey", "girlfriend", "gf", "mom", "mommy", "mum", "mummy",
                       "mother", "mam", "mammy", "ma",
                       "sister", "sis", "grandma", "grandmother", "granny", "nan", "nana", "nanna", "missus", "missis", "aunt", "auntie", "fiancee", "bride", "sister in law",
                       "mother in law", "daughter in law", "stepmom", "stepmother", "stepsister", "godmother"]),
            ("boys", ["son", "sons", "nephew", "nephews", "grandson", "grandsons", "stepson", "godson"]),
            ("girls", ["daughter", "daughters", "niece", "nieces", "granddaughter", "granddaughters", "stepdaughter",
                       "goddaughter"]),
            ("kids", ["kids", "children", "grandkids", "grandchildren", "baby", "toddler", "little one", "lil one",
                      "little ones", "lil ones", "wee one", "wee ones", "youngest", "eldest", "middle one", "twins"]),
        ]
        for (canonical, words) in groups { for word in words { table[word] = canonical } }
        return table
    }()

    /// The audience a word or phrase names after "for my" ("husband" → `men`, "little one" → `kids`), from the
    /// fixed tables only (no catalog, no typos); `nil` when it names none.
    public static func namedAfterLead(_ phrase: String) -> String? {
        relations[phrase] ?? phrases[phrase]
    }

    /// The audience a relation names after "my", "for"… ("husband" → `men`, "niece" → `girls`, "brother in law"
    /// → `men`), from the fixed table of relations only; `nil` for any other word.
    public static func relation(_ phrase: String) -> String? {
        relations[phrase]
    }

    /// Words after which a relation names the person it is ("my", "for", "our"…), for other modules.
    public static func isRelationLead(_ word: String) -> Bool {
        relationLeads.contains(word)
    }

    /// Single-word relations of five letters or more, for typos after "my", "for"… ("my husbnd", "for my
    /// daugther").
    static let typoRelations: [(key: String, value: String)] = relations
        .filter { $0.key.utf8.count >= 5 && !$0.key.contains(" ") }.map { ($0.key, $0.value) }.sorted { $0.key < $1.key }

    /// Words after which a misspelt relation still names the audience.
    static let typoRelationLeads: Set<String> = ["for", "my", "our", "his", "her"]

    /// The relation a misspelt word is and the audience it names ("husbnd" → husband, `men`; "daugther" →
    /// daughter, `girls`): one typo away from relations of one audience only, first letter kept; `nil` otherwise
    /// ("other" is no "mother", "mothers day" no mother's).
    static func misspeltRelation(_ word: String) -> (relation: String, audience: String)? {
        guard word.utf8.count >= 5, let first = word.utf8.first else { return nil }
        var found: (relation: String, audience: String)?
        for candidate in typoRelations where candidate.key.utf8.first == first {
            // A plural or possessive is no typo: "for mothers day" names no mother (see `named(by:before:)`).
            guard word != candidate.key + "s", EditDistance.within(word, candidate.key, limit: 1) != nil else { continue }
            if let found, found.audience != candidate.value { return nil }
            if found == nil { found = (candidate.key, candidate.value) }
        }
        return found
    }

    /// Words after which a relation names the audience.
    static let relationLeads: Set<String> = [
        "for", "my", "our", "his", "her", "to", "a", "the", "gift", "present", "few", "some", "two", "three", "both",
        "me",  // ("for me mam", "me da": "my" in Irish and northern English)
    ]

    /// The audience `tokens` (one to three words) name, given the word before them; `nil` when they name none.
    /// `catalogAudiences` are the canonical audiences a catalog uses, which count too ("juniors", "teens").
    static func named(by tokens: [String], before: String?, catalogAudiences: Set<String> = []) -> String? {
        let key = tokens.joined(separator: " ")
        if let lead = before, relationLeads.contains(lead), let audience = relations[key] { return audience }
        // ("a few nephews n nieces": one of several joined on.)
        if let lead = before, ["and", "n", "&"].contains(lead), key.hasSuffix("s"), let audience = relations[key] {
            return audience
        }
        // "my sisters bday", "our sons school", or opening the line ("hubby's starting a new job"): the possessive
        // without its apostrophe ("for mothers day" is not).
        if before.map({ ["my", "our"].contains($0) }) ?? true, key.count > 2, key.hasSuffix("s"),
           let audience = relations[String(key.dropLast())] {
            return audience
        }
        if let audience = phrases[key] { return audience }
        if tokens.count == 1, key != "all", catalogAudiences.contains(key) { return key }
        return nil
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
