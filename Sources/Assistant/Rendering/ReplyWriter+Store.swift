import ProductCatalog

extension ReplyWriter {
    /// The confirm-band question for a line that looks like a store question.
    public var storeConfirmation: String {
        "Is this a question about orders, returns or the store? (yes/no)"
    }

    /// The answer to a store question about `topic` (`nil`: not known).
    ///
    /// Hours questions get the opening hours, contact questions (and unknown topics) the contact details;
    /// other topics the catalog's text, with the contact details added when the catalog has no text for
    /// the topic or `wantsPerson`; `also`, a second topic the question may be about, adds that topic's text.
    /// `about` names a product on screen the question points at.
    public func storeAnswer(
        topic: StoreTopic?, also runnerUp: StoreTopic? = nil, wantsPerson: Bool, about product: String? = nil
    ) -> String {
        var lines: [String] = []
        if let product { lines.append("About \(product):") }
        switch topic {
        case .hours?:
            if let hours = store.hours, !hours.isEmpty {
                lines.append("\(store.name) is open \(hours).")
                if wantsPerson { lines.append(support(store)) }
            } else {
                lines.append("\(store.name) has not listed its opening hours, sorry.")
                lines.append(support(store))
            }
        case .contact?, nil:
            lines.append(support(store))
        case let topic?:
            if let text = store.policies?[topic] {
                lines.append(text)
                if let runnerUp, runnerUp != topic, let other = store.policies?[runnerUp] { lines.append(other) }
                lines.append(wantsPerson ? support(store) : contactLine)
            } else {
                lines.append("I have no details on \(topic.title) for \(store.name) here, but the team can help:")
                lines.append(support(store))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One line saying how to reach a person, after a policy text: phone and e-mail when listed.
    var contactLine: String {
        var ways: [String] = []
        if let phone = store.phone, !phone.isEmpty { ways.append("call \(phone)") }
        if let email = store.email, !email.isEmpty { ways.append("e-mail \(email)") }
        guard !ways.isEmpty else { return "Say \"support\" for how to reach the team." }
        return "Anything else? You can " + Self.list(ways, conjunction: "or") + "."
    }
}
