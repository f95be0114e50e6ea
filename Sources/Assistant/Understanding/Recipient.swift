import ProductCatalog

/// The person a line says products are for, as one word: "re my dads belt" → `father`, "for my hubby" →
/// `husband`, "could my partner get black jeans" → `partner`, "and one for me" → `me`.
///
/// A shopper buying for several people goes from one to the next and back ("bfs flannel, anything under 40?");
/// the dialogue keeps each person's last request so that going back to them keeps what was said for them. Two
/// names of one person ("mum", "mom", "mother") are one key; a pronoun ("him", "her") names nobody in particular.
public enum Recipient {
    /// The person `words` speak of as the one products are for, or `nil`: a relation after "my", "for", "our"…
    /// ("for my son", "my brother in law"), a possessive one ("my dads belt", "mums top" opening the line), or the
    /// shopper ("for me", "for myself", "mine").
    public static func named(in words: [String]) -> String? {
        for i in words.indices {
            let before = i > 0 ? words[i - 1] : nil
            // (Longest first: "brother in law" before "old man" before "brother"; only after a word that opens one.)
            for length in [3, 2, 1] where i + length <= words.count && (length == 1 || phraseHeads.contains(words[i])) {
                let phrase = words[i..<(i + length)].joined(separator: " ")
                if let person = person(phrase, before: before) { return person }
            }
            if CatalogLookup.selfWords.contains(words[i]), words[i] != "me" || before == "for" { return "me" }
        }
        return nil
    }

    /// The audience a person key names ("father" → `men`, "boy" → `boys`), or `nil` ("partner", "me").
    public static func audience(of person: String) -> String? {
        Audience.namedAfterLead(person)
    }

    /// The person `phrase` is after `before`, when it is a relation said as one ("my wife", "my wifes").
    static func person(_ phrase: String, before: String?) -> String? {
        // (Not after "his" or "her": "a t-shirt for her brother" is the daughter's brother, not the shopper's.)
        let lead = before.map { Audience.isRelationLead($0) && !["his", "her", "their"].contains($0) } ?? false
        if lead || before == "re", isPerson(phrase) { return canonical(phrase) }
        // A possessive without its apostrophe names its person after any word: "my dads belt", "mums top", "does
        // dads jumper come in grey", "the missus's boots" (as "missuss"), "the babys sandals".
        guard phrase.utf8.count >= 3, phrase.hasSuffix("s"), !phrase.contains(" ") || before != nil else {
            return nil
        }
        let single = String(phrase.dropLast())
        return isPerson(single, possessive: true) ? canonical(single) : nil
    }

    /// Whether `phrase` names one person (not a pronoun, not "man"; "baby" only as a possessive, since "baby
    /// blue" is a colour).
    static func isPerson(_ phrase: String, possessive: Bool = false) -> Bool {
        if aliases[phrase] != nil || unmarked.contains(phrase) { return true }
        if possessive, children.contains(phrase) { return true }
        return Audience.relation(phrase) != nil && !pronouns.contains(phrase)
    }

    /// One key for each person however named.
    static func canonical(_ phrase: String) -> String {
        if let person = aliases[phrase] { return person }
        for group in sameness where group.contains(phrase) { return group[0] }
        return phrase.hasSuffix("s") && Audience.relation(String(phrase.dropLast())) != nil
            ? String(phrase.dropLast()) : phrase
    }

    /// Relations that are pronouns or a grown-up in general: no one in particular.
    static let pronouns: Set<String> = ["him", "his", "himself", "her", "hers", "herself", "man", "baby"]
    /// People the shopper buys for whom the relation says nothing of the audience of.
    static let unmarked: Set<String> = ["partner", "spouse", "fiance", "friend", "bestie", "mate"]
    /// Everyday names for one person that are no relation in the tables: "my old man" is the father.
    static let aliases: [String: String] = [
        "old man": "father", "old lady": "mother", "other half": "partner", "better half": "partner",
    ]
    /// The first words of the people named in several words ("brother in law", "old man", "little one").
    static let phraseHeads: Set<String> = [
        "brother", "sister", "mother", "father", "son", "daughter", "old", "other", "better", "little", "lil", "wee",
        "middle",
    ]
    /// Words for a child that name one as a possessive: "the babys sandals", "the boys puffer", "my girls joggers".
    static let children: Set<String> = ["baby", "boy", "girl", "toddler"]
    /// Names of one person, the key first.
    static let sameness: [[String]] = [
        ["husband", "hubby"], ["wife", "wifey", "missus", "missis"], ["boyfriend", "bf"], ["girlfriend", "gf"],
        ["father", "dad", "daddy", "da", "pa"], ["mother", "mum", "mom", "mommy", "mummy", "mam", "mammy", "ma"],
        ["brother", "bro", "bruv"], ["sister", "sis"], ["grandmother", "grandma", "granny", "nan", "nana", "nanna"],
        ["grandfather", "grandpa", "granddad", "grandad", "gramps", "grampa"], ["aunt", "auntie"],
        ["kids", "children"], ["grandkids", "grandchildren"],
    ]
}
