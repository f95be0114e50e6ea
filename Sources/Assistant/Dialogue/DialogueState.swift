import ConfidencePolicy
import ProductCatalog

/// Everything the assistant remembers between lines. A plain value: copy it, compare it, replay it.
public struct DialogueState: Sendable, Hashable {
    /// The confidence policy used for the next classification; change it between turns at will.
    public var policy: Policy
    /// What the next line is expected to be.
    public var mode: DialogueMode
    /// The results on screen, if any (kept across small talk, help and details).
    public var results: ResultList?
    /// The request in force: the last query searched, kept even when it found nothing or an out-of-scope line
    /// came in between, so that follow-ups keep its constraints.
    public var context: ProductQuery?
    /// The number of the result last shown in detail, which "it" and "this one" refer to.
    public var focus: Int?
    /// What was last asked of the product in focus ("what's the 1st one made from"): "and the other one?" asks it
    /// of the other of two.
    public var focusFact: ProductFact?
    /// Earlier requests for other categories, oldest first, one per category: "back to the jackets" after caps
    /// returns to the jackets with every constraint they had.
    public var earlier: [ProductQuery] = []
    /// The kind of product the last results were (category and kinds) when the shopper named nobody: when every
    /// product of that kind is for one audience ("women" for one-piece swimsuits or mom jeans), a next request
    /// that names nobody is for them too.
    public var unnamedKind: ProductQuery?
    /// The topic of the last line answered as a store question, while the lines after it may ask more about it
    /// ("how long are they valid for" after gift cards); `nil` once another kind of line came.
    public var storeTopic: StoreTopic?
    /// Who the shopper is as an audience ("men", "women"), presumed from the partner they speak of ("my wife and
    /// i need coats": men's for "now mine"); `nil` until the conversation tells. Products for the shopper
    /// themself ("and one for me too") are for this audience rather than for the person before.
    public var shopperAudience: String?
    /// The person a line spoke of when nothing was searched for them ("my son grew out of everything again",
    /// "need a gift for my bf"): the next request that names nobody else is for them; `nil` once a search ran.
    public var namedAudience: String?
    /// The person the request in force is for, when a line named one (see ``Recipient``); kept while the
    /// shopper refines it, cleared by a request for an audience that is not theirs.
    public var person: String?
    /// The last request for each person and category, oldest first: "re my dads belt, anything under 50?" after
    /// a scarf for mum goes back to dad's belts with every constraint they had.
    public var personRequests: [PersonRequest] = []
    /// How many earlier requests are kept.
    public static let earlierKept = 6
    /// How many requests for people are kept.
    public static let personRequestsKept = 10

    /// A fresh conversation under `policy`.
    public init(policy: Policy = .balanced) {
        self.policy = policy
        self.mode = .idle
        self.results = nil
        self.context = nil
        self.focus = nil
    }

    /// Whether nothing is pending and no results are on screen.
    public var isIdle: Bool { mode == .idle && results == nil }

    /// Forgets the conversation but keeps the policy.
    public mutating func reset() {
        self = DialogueState(policy: policy)
    }
}
