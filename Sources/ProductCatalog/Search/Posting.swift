/// One document's entry in a term's posting list: the product's position and its field-weighted term frequency.
struct Posting: Sendable, Hashable {
    var document: Int32
    var weight: Float
}
