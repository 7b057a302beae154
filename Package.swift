// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutlab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutLab", targets: ["LayoutLab"]),
        .library(name: "LayoutLabScenarios", targets: ["LayoutLabScenarios"]),
        .library(name: "LayoutLabCLI", targets: ["LayoutLabCLI"]),
        .executable(name: "layoutlab", targets: ["layoutlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "LayoutLab"),
        .target(name: "LayoutLabScenarios", dependencies: ["LayoutLab"]),
        .target(
            name: "LayoutLabCLI",
            dependencies: [
                "LayoutLab", "LayoutLabScenarios",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .executableTarget(name: "layoutlab", dependencies: ["LayoutLabCLI"]),
        // Another package's executable, in miniature: the CLI with one scenario of its own.
        .executableTarget(
            name: "layoutlab-custom",
            dependencies: ["LayoutLab", "LayoutLabCLI"],
            path: "Tests/CustomCatalogFixture"
        ),
        // Seed snippets copied verbatim from ../shared/seeds. Most SwiftUI code in the wild is
        // Swift 5 code (mutable statics in PreferenceKeys, for one), so this target stays in
        // Swift 5 mode to prove the snippets compile unchanged.
        .target(
            name: "SeedSnippets",
            dependencies: ["LayoutLab"],
            path: "Tests/SeedSnippets",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "LayoutLabCLITests",
            // The executables are dependencies so that they are built before the tests run them.
            dependencies: ["layoutlab", "layoutlab-custom"]
        ),
        .testTarget(
            name: "LayoutLabScenariosTests",
            dependencies: ["LayoutLab", "LayoutLabScenarios"]
        ),
        .testTarget(
            name: "LayoutLabTests",
            dependencies: [
                "LayoutLab", "SeedSnippets",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
