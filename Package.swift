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
        // Reading and printing untrusted text: the JSON parser with line:column errors, checked number
        // conversion and the output sanitizer, shared by every other target.
        .target(name: "TextSafety"),
        .target(name: "TextClassification", dependencies: ["TextSafety"]),
        .target(name: "ProductCatalog", dependencies: ["TextSafety"]),
        .target(name: "ConfidencePolicy", dependencies: ["TextClassification", "TextSafety"]),
        .target(
            name: "Assistant",
            dependencies: ["TextClassification", "ProductCatalog", "ConfidencePolicy", "TextSafety"]
        ),
        .target(name: "Terminal", dependencies: ["Assistant", "CEditLine", "TextSafety"]),
        .executableTarget(
            name: "clothesline",
            dependencies: [
                "TextClassification", "ProductCatalog", "ConfidencePolicy", "Assistant", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ClotheslineBenchmarks",
            dependencies: ["TextClassification", "ProductCatalog", "ConfidencePolicy", "Assistant", "Terminal"],
            path: "Benchmarks/ClotheslineBenchmarks"
        ),
        // Mutation fuzzing of every input format: `make fuzz`, and a short seeded run in the tests.
        .executableTarget(
            name: "ClotheslineFuzz",
            dependencies: ["TextClassification", "ProductCatalog", "ConfidencePolicy", "Assistant", "Terminal", "TextSafety"],
            path: "Benchmarks/ClotheslineFuzz"
        ),
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
        .testTarget(name: "ConfidencePolicyTests", dependencies: ["ConfidencePolicy"]),
        .testTarget(name: "AssistantTests", dependencies: ["Assistant"], exclude: ["Fixtures"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"], exclude: ["Fixtures"]),
        // End-to-end tests that run the built `clothesline` binary.
        .testTarget(name: "ClotheslineTests", dependencies: ["clothesline"], exclude: ["Fixtures"]),
    ]
)
