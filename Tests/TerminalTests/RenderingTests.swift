import Testing
@testable import Terminal

@Suite("Colours, badges, bars and tables")
struct RenderingTests {
    @Test(arguments: [
        (ColorMode.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, true, ["TERM": "dumb"], false),
        (.always, false, [:], true),
        (.always, true, ["NO_COLOR": "yes"], false),
        (.never, true, [:], false),
    ])
    func colourRules(mode: ColorMode, tty: Bool, environment: [String: String], enabled: Bool) {
        #expect(mode.isEnabled(outputIsTerminal: tty, environment: environment) == enabled)
    }

    @Test(arguments: [(0.93, Style.green), (0.8, .green), (0.79, .orange), (0.5, .orange), (0.49, .red), (.nan, .red)])
    func badgeColours(confidence: Double, style: Style) {
        #expect(ConfidenceBadge(confidence: confidence).style == style)
    }

    @Test func badgeTextAndColour() {
        let badge = ConfidenceBadge(label: "valid", confidence: 0.625)
        #expect(badge.text == "[valid 0.63]")
        #expect(badge.rendered(with: Styler(isEnabled: false)) == "[valid 0.63]")
        #expect(badge.rendered(with: Styler(isEnabled: true)) == "\u{1B}[38;5;208m[valid 0.63]\u{1B}[0m")
        #expect(ConfidenceBadge(label: "a\u{1B}[2Jb", confidence: 1).text == "[ab 1.00]")
    }

    @Test(arguments: [(0.0, 0), (1.0, 80), (0.5, 40), (0.71, 57), (2.0, 80), (-1.0, 0)])
    func barsFillInEighths(probability: Double, eighths: Int) {
        let bar = ProbabilityBar.render(probability, width: 10)
        #expect(bar.count == 10)
        let filled = bar.filter { $0 == "█" }.count * 8
        #expect(filled <= eighths && eighths - filled < 8)
    }

    @Test(arguments: [("abc", 3), ("T恤", 3), ("e\u{301}", 1), ("👕", 2), ("", 0)])
    func displayWidths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    static let table = TableRenderer(columns: [
        .init("#", alignRight: true),
        .init("Name", isFlexible: true, minimumWidth: 6),
        .init("Brand"),
        .init("Price", alignRight: true),
    ])
    static let rows = [
        ["1", "Slim-fit stretch denim jeans with a very long marketing name", "Levi's", "$49.00"],
        ["2", "Tee \u{1B}[31mred\u{1B}[0m", "Acme\u{07}", "$9.50"],
        ["3", "连衣裙 summer dress", "Zara", "$35.00"],
    ]

    @Test(arguments: [30, 40, 60, 80, 120, 200])
    func tablesFitTheWidth(width: Int) {
        let lines = Self.table.render(Self.rows, width: width, styler: Styler(isEnabled: false))
        #expect(lines.count == 2 + Self.rows.count)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            #expect(TextSanitizer.isClean(line))
        }
        #expect(lines[2].hasPrefix("1  Slim"))
        #expect(lines[3].contains("Tee red"))
    }

    @Test func wideTablesKeepNaturalWidths() {
        let widths = Self.table.widths(for: Self.rows, width: 200)
        #expect(widths == [1, DisplayWidth.of(Self.rows[0][1]), 6, 6])
        let narrow = Self.table.widths(for: Self.rows, width: 40)
        #expect(narrow[1] < DisplayWidth.of(Self.rows[0][1]) && narrow[2] == 6)
    }

    @Test(arguments: [(20, false), (22, false), (23, true), (32, true)])
    func optionalColumnsGoFirstOnNarrowTerminals(width: Int, keepsBrand: Bool) {
        var table = Self.table
        table.columns[2].isOptional = true
        let lines = table.render(Self.rows, width: width, styler: Styler(isEnabled: false))
        #expect(lines[0].contains("Brand") == keepsBrand)
        #expect(lines[0].contains("Price"))
        for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
    }

    @Test func promptEscapesAreMarkedInvisible() {
        let marked = EditLineReader.markInvisible("\u{1B}[1mshop\u{1B}[0m> ")
        #expect(marked == "\u{1}\u{1B}[1m\u{1}shop\u{1}\u{1B}[0m\u{1}> ")
    }
}

@Suite("Text wrapping")
struct TextWrapperTests {
    @Test(arguments: [
        ("short", 20, ["short"]),
        ("one two three four", 9, ["one two", "  three", "  four"]),
        ("abcdefghijkl", 5, ["abcde", "  fgh", "  ijk", "  l"]),
        ("T恤 T恤 T恤", 6, ["T恤", "  T恤", "  T恤"]),
        ("", 10, [""]),
    ])
    func wraps(line: String, width: Int, expected: [String]) {
        let lines = TextWrapper.wrap(line, width: width)
        #expect(lines == expected)
        for wrapped in lines { #expect(DisplayWidth.of(wrapped) <= width) }
    }
}
