/// The colours product names mention (`navy`, `navy blue`), numbered as they are met, each with the codes of the
/// colour and its family, worked out once per colour while a ``CatalogIndex`` is built.
struct NameShades {
    private var numbers: [String: Int32] = [:]
    private var names: [String] = []
    /// Per shade number: the colour codes of the shade and of its family (once each), when known.
    private var keyCodes: [[Int32]?] = []

    /// The number of a canonical colour name, adding it when new.
    mutating func number(of color: String) -> Int32 {
        if let known = numbers[color] { return known }
        let n = Int32(names.count)
        numbers[color] = n
        names.append(color)
        keyCodes.append(nil)
        return n
    }

    /// The codes of shade `shade` and of its family, giving them codes in `facts` when new (first the shade's,
    /// then its family's, as products meet them).
    mutating func codes(of shade: Int32, in facts: inout ProductFacts) -> [Int32] {
        if let known = keyCodes[Int(shade)] { return known }
        let name = names[Int(shade)]
        var codes = [facts.code(name)]
        if let family = ColorPalette.family(of: name) {
            let code = facts.code(family)
            if !codes.contains(code) { codes.append(code) }
        }
        keyCodes[Int(shade)] = codes
        return codes
    }
}
