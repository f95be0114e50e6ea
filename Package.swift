// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Clothesline",
    products: [
        .executable(name: "clothesline", targets: ["clothesline"]),
        .executable(name: "clothesline-bench", targets: ["ClotheslineBenchmarks"]),
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
        .target(name: "TextClassification"),
        .target(name: "ProductCatalog"),
        .target(name: "ConfidencePolicy", dependencies: ["TextClassification"]),
        .target(
            name: "Assistant",
            dependencies: ["TextClassification", "ProductCatalog", "ConfidencePolicy"]
        ),
        .target(name: "Terminal", dependencies: ["Assistant", "CEditLine"]),
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
        .testTarget(
            name: "TextClassificationTests",
            dependencies: ["TextClassification"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ProductCatalogTests",
            dependencies: ["ProductCatalog", "TextClassification"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ConfidencePolicyTests", dependencies: ["ConfidencePolicy"]),
        .testTarget(name: "AssistantTests", dependencies: ["Assistant"], exclude: ["Fixtures"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"], exclude: ["Fixtures"]),
        // End-to-end tests that run the built `clothesline` binary.
        .testTarget(name: "ClotheslineTests", dependencies: ["clothesline"], exclude: ["Fixtures"]),
    ]
)
