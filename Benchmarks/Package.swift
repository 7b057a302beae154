// swift-tools-version: 6.1
// The benchmark suite, kept out of the main package so that `swift test` and CI never build it.
// Run from this folder: `swift package benchmark` (add `--target EngineBenchmarks` to pick one).
import Foundation
import PackageDescription

/// A path dependency is named after its folder, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "layoutlab-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "LayoutLab", package: rootPackage),
                .product(name: "LayoutLabScenarios", package: rootPackage),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "StoreBenchmarks",
            dependencies: [
                .product(name: "LayoutLab", package: rootPackage),
                .product(name: "LayoutLabScenarios", package: rootPackage),
                .product(name: "LayoutLabStore", package: rootPackage),
                // The raw-insert baseline talks to SQLite directly, through GRDB's handles.
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/StoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "ReportBenchmarks",
            dependencies: [
                .product(name: "LayoutLab", package: rootPackage),
                .product(name: "LayoutLabScenarios", package: rootPackage),
                .product(name: "LayoutLabStore", package: rootPackage),
                .product(name: "LayoutLabReports", package: rootPackage),
                // The bare-join baseline runs its SQL through GRDB, on the store's own connection.
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/ReportBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
