/// A line that says the shopper means to shop without naming what: "just having a look around", "need a gift for
/// my bf", "my dad starts a new job monday, gotta get him a few bits".
///
/// Such a line names no product, so a model trained on product requests may refuse it or ask whether it is a
/// clothing question, offering to search for nothing. The dialogue takes it as a request for what the store has
/// (for the person it names, when it names one).
public enum ShoppingIntent {
    /// Whether `phrase` says the shopper means to shop: a word of shopping itself ("shopping", "browsing", "a
    /// gift", "stocking fillers", "kit him out"), or a vague thing wanted ("a few bits", "something nice") beside
    /// the person it is for (`forSomeone`).
    public static func recognize(_ phrase: Phrase, forSomeone: Bool) -> Bool {
        let words = phrase.words
        // ("could i give it as a gift?": a thing already spoken of, not shopping.)
        guard !words.contains(where: thingsSpokenOf.contains) else { return false }
        func follows(_ i: Int, _ next: Set<String>) -> Bool { i + 1 < words.count && next.contains(words[i + 1]) }
        let shopping = words.indices.contains { i in
            let word = words[i]
            // ("a shopping list", "a gift shop" are things, not shopping; "gift wrapping", "a gift receipt", "gift
            // cards" are the store's services.)
            if shoppingWords.contains(word) { return !follows(i, notShopping) }
            // "having a look around", "have a browse", "treat myself", "kit him out", "stocking fillers".
            if word == "look" || word == "looking" { return follows(i, ["around", "round"]) }
            if word == "treat" { return follows(i, ["myself", "me", "yourself", "him", "her", "them"]) }
            if word == "kit" { return words[(i + 1)...].prefix(2).contains("out") }
            if word == "stocking" { return follows(i, ["fillers", "filler", "stuffers", "stuffer"]) }
            return false
        }
        if shopping { return true }
        guard forSomeone else { return false }
        return words.indices.contains { i in
            let word = words[i]
            if vagueThings.contains(word) { return true }
            // "something nice", "something new", "a few bits".
            if ["something", "smth", "sth", "anything"].contains(word) { return follows(i, ["nice", "new", "special"]) }
            return false
        }
    }

    /// Words after a word of shopping that make it a thing or a service of the store's, not shopping.
    static let notShopping: Set<String> = [
        "list", "lists", "centre", "center", "mall", "bag", "shop", "shops", "wrap", "wrapping", "wrapped", "receipt",
        "receipts", "card", "cards", "voucher", "vouchers", "certificate", "certificates", "box", "boxes",
    ]

    /// Words that point at a thing already spoken of.
    static let thingsSpokenOf: Set<String> = ["it", "this", "these", "those"]

    /// Words that speak of shopping itself, whatever is bought.
    static let shoppingWords: Set<String> = [
        "shopping", "browse", "browsing", "gift", "gifts", "present", "presents", "pressie", "prezzie",
    ]

    /// Things wanted without saying which ("a few bits", "some stuff", "any ideas").
    static let vagueThings: Set<String> = ["bits", "stuff", "things", "ideas", "suggestions", "essentials"]
}
