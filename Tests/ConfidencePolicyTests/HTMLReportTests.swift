import Foundation
import Testing
@testable import ConfidencePolicy
@testable import PolicyReport

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("HTML report")
struct HTMLReportTests {
    static let analysis = PolicyAnalysis(
        predictions: SyntheticPredictions.ten, policies: [.balanced, .strict, .lenient], minPrecision: 0.9)
    static let page = HTMLReport.render(
        analysis, context: ReportContext(title: "Policies <test>", dataName: "a&b.csv", modelName: "m \"1\""))

    /// Every `<svg>…</svg>` in the page.
    static func svgs(in page: String) -> [String] {
        var result: [String] = []
        var rest = page[...]
        while let start = rest.range(of: "<svg"), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    @Test func hasEverySection() {
        for heading in ["Policies", "Band mix per policy", "Precision and coverage against the act threshold",
                        "Reliability diagram", "Confusion matrix", "Confidence histograms per true label"] {
            #expect(Self.page.contains("<h2>\(heading)</h2>"), "missing \(heading)")
        }
        // band mix, threshold chart, reliability, confusion grid, one histogram per true label (2)
        #expect(Self.svgs(in: Self.page).count == 6)
        #expect(Self.page.contains("act ≥ <b>0.83</b>"))
    }

    @Test func isSelfContained() {
        let lowered = Self.page.lowercased()
        for forbidden in ["<script", "<link", "src=", "url(", "@import", "https://"] {
            #expect(!lowered.contains(forbidden), "found \(forbidden)")
        }
        // The only URL is the SVG namespace, which browsers never fetch.
        #expect(lowered.components(separatedBy: "http://").count - 1 == Self.svgs(in: Self.page).count)
    }

    @Test func escapesUserText() {
        #expect(Self.page.contains("Policies &lt;test&gt;"))
        #expect(Self.page.contains("a&amp;b.csv"))
        #expect(Self.page.contains("m &quot;1&quot;"))
        let odd = PolicyAnalysis(
            predictions: [SyntheticPredictions.prediction("<x>&\u{1B}[31m", ("<x>&\u{1B}[31m", 0.9), ("y", 0.1))],
            policies: [Policy(name: "p<1>", act: 0.8, confirm: 0.5)])
        let page = HTMLReport.render(odd, context: ReportContext(title: "t", dataName: "d", modelName: "m"))
        #expect(!page.contains("<x>"))
        #expect(!page.contains("\u{1B}"))
        #expect(page.contains("p&lt;1&gt;"))
    }

    @Test func everySVGIsWellFormedXML() {
        for svg in Self.svgs(in: Self.page) {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "malformed SVG: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
    }

    @Test func manyLabelsListTopConfusions() {
        let predictions = (0..<40).flatMap { i in
            [SyntheticPredictions.prediction("intent\(i)", ("intent\((i + 1) % 40)", 0.7), ("intent\(i)", 0.3)),
             SyntheticPredictions.prediction("intent\(i)", ("intent\(i)", 0.9), ("x", 0.1))]
        }
        let html = ConfusionMatrixChart.html(PolicyAnalysis(predictions: predictions, policies: []).evaluation)
        #expect(!html.contains("<svg"))
        #expect(html.contains("40 labels: the 20 most frequent confusions"))
        #expect(html.components(separatedBy: "<tr>").count - 1 == 21)  // header + 20 rows
    }

    @Test func emptyDataStillRenders() {
        let page = HTMLReport.render(
            PolicyAnalysis(predictions: [], policies: [.balanced], minPrecision: 0.9),
            context: ReportContext(title: "t", dataName: "d", modelName: "m"))
        #expect(page.contains("No act threshold reaches"))
        #expect(page.hasSuffix("</html>\n"))
    }
}
