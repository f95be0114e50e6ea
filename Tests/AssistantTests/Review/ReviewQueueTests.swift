import Assistant
import Foundation
import Testing
import TextClassification

@Suite("Review: which logged lines, grouped how, and the labelling keys")
struct ReviewQueueTests {
    static func line(
        _ text: String, band: String, confidence: Double = 0.6, towards: [String] = [], against: [String] = [],
        unknown: [String] = []
    ) -> ClassifiedLine {
        ClassifiedLine(
            text: text, label: "valid", confidence: confidence,
            hypotheses: [LabelHypothesis(label: "valid", probability: confidence),
                         LabelHypothesis(label: "invalid", probability: 1 - confidence)],
            band: band, reason: nil, action: band == "act" ? "search" : "confirm", towards: towards,
            against: against, unknown: unknown, model: .unknown, time: Date(timeIntervalSince1970: 0))
    }

    @Test("which lines are worth a look", arguments: [
        ("confirm", 0.6, true), ("fallback", 0.4, true), ("act", 0.85, true), ("act", 0.95, false),
    ])
    func candidates(band: String, confidence: Double, shown: Bool) {
        let queue = ReviewQueue(
            lines: [Self.line("a line", band: band, confidence: confidence)], labelled: [], act: 0.8, near: 0.1)
        #expect(queue.items.count == (shown ? 1 : 0))
    }

    @Test func repeatsMergeLabelledLinesAreLeftOutAndSharedWordsGroup() {
        let lines = [
            Self.line("hoddie for me", band: "confirm", unknown: ["hoddie"]),
            Self.line("Hoddie  for me", band: "confirm", unknown: ["hoddie"]),
            Self.line("a hoddie in red", band: "fallback", confidence: 0.45, towards: ["red"], unknown: ["hoddie"]),
            Self.line("watch for my son", band: "confirm", confidence: 0.55, towards: ["watch"]),
            Self.line("watch straps", band: "confirm", confidence: 0.7, towards: ["watch"]),
            Self.line("watch the news", band: "confirm", confidence: 0.52, towards: ["watch"]),
            Self.line("lonely line", band: "confirm", towards: ["lonely"]),
            Self.line("already done", band: "confirm", towards: ["watch"]),
        ]
        let queue = ReviewQueue(lines: lines, labelled: [ReviewItem.key(of: "Already Done")], act: 0.8, near: 0.1)
        #expect(queue.alreadyLabelled == 1)
        #expect(queue.groups.map(\.title) == [
            "unknown word \"hoddie\"", "\"watch\" pushing towards valid", "nothing shared with another line",
        ])
        #expect(queue.groups.map(\.count) == [3, 3, 1])
        #expect(queue.groups[0].items.map(\.count) == [1, 2], "the fallback line is the more uncertain one")
        #expect(queue.groups[1].items.map(\.text) == ["watch the news", "watch for my son", "watch straps"])
        #expect(queue.groups[0].bands == ["confirm": 2, "fallback": 1])
        #expect(queue.count == 7)
    }

    @Test func keysLabelSkipUndoAndQuit() {
        let lines = ["one", "two", "three"].map { Self.line($0, band: "confirm") }
        let queue = ReviewQueue(lines: lines, labelled: [], act: 0.8, near: 0.1)
        var session = ReviewSession(queue: queue, labelKeys: [("v", "valid"), ("i", "invalid")])
        let now = Date(timeIntervalSince1970: 0)
        let first = session.items[0].item.text
        #expect(session.press("v", now: now) == .write(ReviewLabel(
            text: first, label: "valid", predicted: "valid", confidence: 0.6, time: now)))
        #expect(session.press("s", now: now) == .none)
        #expect(session.press("u", now: now) == .none, "undoing a skip stores nothing")
        #expect(session.position == 1)
        #expect(session.press("x", now: now) == .none, "unknown keys do nothing")
        #expect(session.position == 1)
        guard case .write(let label) = session.press("i", now: now) else { Issue.record("no label"); return }
        #expect(label.label == "invalid")
        #expect(session.press("u", now: now) == .unwrite)
        #expect(session.labelled == 1)
        _ = session.press("i", now: now)
        _ = session.press("v", now: now)
        #expect(session.isFinished)
        #expect(session.press("v", now: now) == .none, "nothing left to label")
        #expect(session.press("q", now: now) == .quit)
    }
}
