import ProductCatalog

extension DialogueManager {
    /// Answers a store question (the `support` route) from the catalog's store section.
    ///
    /// The results on screen stay as they are, so the next line can still refine them; a question that
    /// points at one of them ("can I return the second one?") names it.
    ///
    /// A follow-up to the last store answer ("how long are they valid for" after gift cards) keeps its topic
    /// unless the topic model is sure of another ("how do I get in touch about it").
    func storeAnswer(to text: String, utterance: String, state: DialogueState, following: StoreTopic? = nil) -> Turn {
        let phrase = Phrase(text)
        var topic = topicReader.topic(of: text, policies: lookup.catalog.store.policies)
        if let following, (topics?.classify(text).top?.probability ?? 0) < StoreTopicReader.sureConfidence {
            topic = following
        }
        // ("is possible to make the leg more short": a repair or an alteration asked for, the model unsure of any
        // topic, is the repairs topic.)
        if topic == nil, asksForService(Phrase(TextingForms.expanded(text)), resultsShown: state.results != nil) {
            topic = .repairs
        }
        // "whats ur website? wanna send him the link": a contact detail asked for by name is the contact topic,
        // unless the topic model is sure of another ("I can't get into my account on your website").
        if asksForStoreDetail(Phrase(TextingForms.expanded(text))),
           (topics?.classify(text).top?.probability ?? 0) < StoreTopicReader.sureConfidence {
            topic = .contact
        }
        let product = state.results.flatMap { pointedAt(in: $0, by: phrase) }
        let policies = lookup.catalog.store.policies
        let also = following == nil && topic != .contact
            ? topicReader.runnerUp(of: text, besides: topic, policies: policies) : nil
        let reply = writer.storeAnswer(
            topic: topic, also: also, wantsPerson: StoreTopicReader.wantsPerson(phrase),
            about: product.map { "\($0.number). \($0.name)" })
        var turn = Turn(utterance: utterance, action: .support, content: .support(lookup.catalog.store), reply: reply)
        turn.topic = topic ?? .contact
        return turn
    }

    /// The topic reader over this manager's topic model.
    public var topicReader: StoreTopicReader { StoreTopicReader(classifier: topics) }

    /// The result a store question points at by number or ordinal ("the second one", "number 3", "the last
    /// one", "the cheapest"), when it is among those shown.
    private func pointedAt(in results: ResultList, by phrase: Phrase) -> (number: Int, name: String)? {
        let words = phrase.words
        for (i, word) in words.enumerated() where word != "one" {
            guard let reference = ResultReference.recognize(Phrase(word)) else { continue }
            // "the cheapest delivery option", "the last place I shopped" point at no product: a superlative or
            // "last" names one only before "one", "pair", "item" or at the end.
            if reference.position == nil, i + 1 < words.count, !["one", "ones", "pair", "item", "of"].contains(words[i + 1]) {
                continue
            }
            guard let number = resolve(reference, in: results),
                  let product = lookup.product(id: results.productIDs[number - 1]) else { return nil }
            return (number, product.name)
        }
        return nil
    }
}
