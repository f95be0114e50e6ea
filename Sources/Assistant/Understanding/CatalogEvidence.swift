import ProductCatalog
import TextClassification

/// What the store's own catalog says about a line: whether every word of it is something the catalog knows.
///
/// A line made only of catalog words — a category or brand (typos included), with colours, sizes, audiences,
/// prices and words from the products' own text — is a shopping line in this store whatever the model learnt:
/// "sandels for my mom", "nike gym stuff", "XS". A line that shares one word with a garment but says something
/// else ("watch the news tonight", "black belt in karate") has words the catalog does not know and gains
/// nothing. The evidence is *complete* only when no word is unknown and the line is anchored in the store: a
/// category is named, or a brand or an audience together with a word from the products' own names and tags
/// ("nike gym stuff"; a brand alone is not enough: "is nike stock a good buy").
public struct CatalogEvidence: Sendable, Hashable {
    /// What the catalog understood, one short phrase each ("category: Sandals", "for: women").
    public var understood: [String]
    /// Words the catalog does not know.
    public var unknownWords: [String]
    /// Whether the line is anchored in the store: a category named (by name, synonym or a typo of one), or a
    /// brand or audience with a product word.
    public var hasAnchor: Bool
    /// Whether the words that named the category are all ones the model never learnt ("toque", "galoshes"): its
    /// probability then comes from the words around them ("i need a"), and says nothing of the product.
    public var anchorUnseenByModel: Bool
    /// Whether the line asks for the products its category words name, a request word a few words before them in
    /// the same clause ("I need a backpack for university", "want to treat her to some nice leggings").
    public var asksForAnchor: Bool
    /// Whether a request word comes a few words before the category's own words ("I need a backpack", "looking
    /// for a hoodie"), not only an opening with them ("a cap for my uncle").
    public var requestsAnchor: Bool
    /// Whether the line says who the products are for ("for my 6 yr old", "for my husband", "get her").
    public var namesWearer: Bool
    /// Whether the line asks for things to wear for something in the store's own words ("something to swim in",
    /// "i need something for running"): see `CatalogLookup.saysActivity`.
    public var asksForActivity: Bool
    /// Whether the line asks what to wear or get, and names something the store has for it: a category, or one of
    /// its tags for what products are for ("starting yoga classes, what do i even wear", "festival in a field, what
    /// footwear", "getting into yoga, what bottoms should i get").
    public var asksWhatToWear: Bool
    /// Whether the line tells of products of the category it names worn out, broken or lost, asking nothing
    /// ("my sun hat blew off into the sea", "lost my baseball cap at the game"): something to replace.
    public var reportsLoss: Bool
    /// The line as the model read it instead, with the category's own name for the words that named it, when
    /// the model never learnt those ("outgrown her cossie" read as "outgrown her swimwear"); `nil` otherwise.
    public var readAs: String?

    /// Creates the evidence.
    public init(
        understood: [String], unknownWords: [String], hasAnchor: Bool, anchorUnseenByModel: Bool = false,
        asksForAnchor: Bool = false, requestsAnchor: Bool = false, namesWearer: Bool = false,
        asksForActivity: Bool = false, asksWhatToWear: Bool = false, reportsLoss: Bool = false
    ) {
        self.understood = understood
        self.unknownWords = unknownWords
        self.hasAnchor = hasAnchor
        self.anchorUnseenByModel = anchorUnseenByModel
        self.asksForAnchor = asksForAnchor
        self.requestsAnchor = requestsAnchor
        self.namesWearer = namesWearer
        self.asksForActivity = asksForActivity
        self.asksWhatToWear = asksWhatToWear
        self.reportsLoss = reportsLoss
    }

    /// Whether every word is known and a category is named.
    public var isComplete: Bool { hasAnchor && unknownWords.isEmpty }

    /// Whether the line asks for a category, whatever else it says: a request word before the category's words
    /// ("looking for a hoodie tough enough to get handed down to 2 younger siblings"), or an opening with them
    /// ("a jacket for university", "maybe a cute top instead"; when the line has other words the catalog does not
    /// know, not right after one, which makes them something else: "dog jumper for a dachshund", "dust jacket
    /// for a hardback"). Evidence when the model leans to clothing already (see ``askedMinimum``): in our own
    /// labelled data, 16 of the 18 lines it raises from the confirm band are clothing questions (`make bench
    /// GROUPS=evidence`; the two others ask for a jacket, "do i need a jacket today", or a repair).
    public var asksForCategory: Bool { hasAnchor && asksForAnchor }

    /// The least probability of the search label, as the model's top label, that a line asking for a category
    /// is raised from: the confirm band's floor in the balanced policy. A line that also says whom the products
    /// are for is raised from any probability ("cap for my 6 yr old for football practice, its so sunny": the model
    /// reads "football" and "practice" as another topic).
    public static let askedMinimum = 0.5

    /// The probability the search label is raised to when the evidence is complete. In our own labelled data
    /// (`Models/handwritten-questions.csv` and `Models/calibration.csv`, 38,874 lines), 96.5% of the 1,365 lines
    /// with complete catalog evidence are clothing questions (`make bench GROUPS=evidence`); 0.9 stays below.
    public static let floor = 0.9

    /// Below this probability of the search label the model is taken to know better than the vocabulary: in
    /// our own data, the lines with complete evidence that are not clothing questions ("waterproof speaker",
    /// "does the laptop come with a bag", "is nike stock a good buy") are all but one below it.
    public static let modelMinimum = 0.25

    /// `classification` with the label `searchLabel` raised to ``floor`` when the evidence is complete and the
    /// model gives that label at least ``modelMinimum`` (any probability when the model never learnt the words
    /// that named the category), or when the line asks for a category and the model puts that label on top at
    /// ``askedMinimum`` or more, or names whom they are for, or when it tells of the products it names lost or
    /// broken (``reportsLoss``; the other labels scaled down in proportion);
    /// unchanged otherwise, or when there was no evidence at all. `answeredElsewhere`: the labels routed to an
    /// answer of their own (store questions); a line the model gives one of them ``modelMinimum`` or more is not
    /// raised for saying whom the products are for ("bridesmaid dresses, how long for delivery").
    public func applied(
        to classification: Classification, searchLabel: String, answeredElsewhere: Set<String> = []
    ) -> Classification {
        guard classification.hasEvidence,
              let current = classification.hypotheses.first(where: { $0.label == searchLabel }),
              current.probability < Self.floor
        else { return classification }
        // (Saying whom they are for raises from any band, unless the model reads the line as a question answered
        // elsewhere too.)
        let elsewhere = classification.hypotheses.contains {
            answeredElsewhere.contains($0.label) && $0.probability >= Self.modelMinimum
        }
        // (So does a line of the catalog's words only that asks for things to wear for what its products are
        // for: "need something to run in", which the model reads as another topic.)
        let complete = isComplete
            && current.probability >= (anchorUnseenByModel || (asksForActivity && !elsewhere) ? 0 : Self.modelMinimum)
        let asked = !isComplete && asksForCategory
            && ((current.probability >= Self.askedMinimum && classification.top?.label == searchLabel)
                || (namesWearer && !elsewhere))
        // (A question of what to wear for what the store has things for is a clothing question, unless the model
        // gives it little chance or hears a store question in it.)
        let wearAsked = asksWhatToWear && current.probability >= Self.modelMinimum && !elsewhere
        // (A line telling of the products it names lost or broken asks for new ones, whatever the model reads.)
        guard complete || asked || wearAsked || (hasAnchor && reportsLoss) else { return classification }
        return classification.raising(searchLabel, to: Self.floor)
    }

    /// For `:why` and the reason: "catalog evidence: category: Sandals, for: women".
    public var summary: String {
        "catalog evidence: " + understood.joined(separator: ", ") + (readAs.map { "; read as \"\($0)\"" } ?? "")
    }
}
