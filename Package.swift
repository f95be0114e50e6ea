// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Clothesline",
    products: [
        .executable(name: "clothesline", targets: ["clothesline"]),
        .executable(name: "clothesline-bench", targets: ["ClotheslineBenchmarks"]),
        .executable(name: "clothesline-fuzz", targets: ["ClotheslineFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libedit, imported by the Terminal module only.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Reading and printing untrusted text: the JSON parser with line:column errors, the one CSV reader,
        // the byte-order-mark skip, checked number conversion and the output sanitizer, shared by every target.
        .target(name: "TextSafety"),
        .target(name: "TextClassification", dependencies: ["TextSafety"]),
        .target(name: "ProductCatalog", dependencies: ["TextSafety"]),
        // The runtime policy: bands, routes, presets and policy files. Every chat loads it.
        .target(name: "ConfidencePolicy", dependencies: ["TextClassification", "TextSafety"]),
        // Threshold analysis and the HTML/SVG report of `policy sweep|compare` and `evaluate`.
        .target(name: "PolicyReport", dependencies: ["ConfidencePolicy", "TextClassification"]),
        // The dialogue state machine: a line and a state in, a structured turn and the next state out. No I/O.
        .target(
            name: "Assistant",
            dependencies: ["TextClassification", "ProductCatalog", "ConfidencePolicy", "TextSafety"]
        ),
        // What the chat keeps on disk: the state folder, feedback, the log of classified lines, review labels.
        .target(name: "Persistence", dependencies: ["Assistant", "TextClassification"]),
        // Talking to a terminal: line editing and history, rendering, and the one chat driver loop.
        .target(
            name: "Terminal",
            dependencies: [
                "Assistant", "ConfidencePolicy", "ProductCatalog", "TextClassification", "CEditLine", "TextSafety",
                "Persistence",
            ]
        ),
        // Dialogue transcripts: the file format, matching, unified diffs and replay through the chat driver.
        .target(name: "Transcripts", dependencies: ["Assistant", "ConfidencePolicy", "Terminal", "TextSafety"]),
        .executableTarget(
            name: "clothesline",
            dependencies: [
                "TextSafety", "TextClassification", "ProductCatalog", "ConfidencePolicy", "PolicyReport", "Assistant",
                "Persistence", "Terminal", "Transcripts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ClotheslineBenchmarks",
            dependencies: [
                "TextClassification", "ProductCatalog", "ConfidencePolicy", "Assistant", "Persistence", "Terminal",
            ],
            path: "Benchmarks/ClotheslineBenchmarks"
        ),
        // Mutation fuzzing of every input format: `make fuzz`, and a short seeded run in the tests.
        .executableTarget(
            name: "ClotheslineFuzz",
            dependencies: [
                "TextClassification", "ProductCatalog", "ConfidencePolicy", "Assistant", "Terminal", "Transcripts",
                "TextSafety",
            ],
            path: "Benchmarks/ClotheslineFuzz"
        ),
        // What the test targets share: the classifier double, the seeded random generator, the CLI runner.
        .target(name: "TestSupport", dependencies: ["Assistant", "TextClassification"], path: "Tests/TestSupport"),
        .testTarget(
            name: "TextClassificationTests",
            dependencies: ["TextClassification"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ProductCatalogTests",
            dependencies: ["ProductCatalog", "TextClassification", "TextSafety"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ConfidencePolicyTests", dependencies: ["ConfidencePolicy", "PolicyReport", "TextClassification"]
        ),
        .testTarget(
            name: "AssistantTests",
            dependencies: [
                "Assistant", "ConfidencePolicy", "ProductCatalog", "TextClassification", "Transcripts", "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TerminalTests",
            dependencies: [
                "Terminal", "Persistence", "Assistant", "ConfidencePolicy", "ProductCatalog", "TextClassification",
                "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // End-to-end tests that run the built `clothesline` binary.
        .testTarget(name: "ClotheslineTests", dependencies: ["clothesline", "TestSupport"], exclude: ["Fixtures"]),
    ]
)
