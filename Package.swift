// swift-tools-version: 6.1
import Foundation
import CompilerPluginSupport
import PackageDescription

/// The migration files, in order. SwiftPM only embeds resources that are named one by one, so the
/// manifest lists the folder itself (`#filePath` is this manifest, wherever the clone lives).
///
/// SwiftPM caches an evaluated manifest by its text, not by the folders it looked at. A fresh
/// clone always sees every file; in a working copy where a migration was just added, the build
/// fails with "type 'PackageResources' has no member '_00N_…_sql'" until this file's text
/// changes (any edit will do; `touch` is not enough).
let migrationFiles: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Migrations")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".sql") }.sorted()
}()

/// The report templates and style sheet of `Reports/`, listed one by one like the migrations (and
/// subject to the same manifest cache).
let reportTemplateFiles: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reports")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mustache") || $0.hasSuffix(".css") || $0.hasSuffix(".js") }.sorted()
}()

/// Fixture files that say `import SwiftUI`: they compile against the `SwiftUI` shim, which exists
/// for Linux only. On an Apple host `import SwiftUI` is Apple's framework, so they are left out.
#if os(Linux)
let swiftUIImportingFixtures: [String] = []
#else
let swiftUIImportingFixtures = ["ImportsSwiftUI"]
#endif

let package = Package(
    name: "layoutlab",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutLab", targets: ["LayoutLab"]),
        // `import SwiftUI` on Linux: a module of that name that re-exports LayoutLab. Depend on it
        // with `condition: .when(platforms: [.linux])` (docs/scenarios.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // `import UIKit`, `import AppKit` and `import Combine` on Linux, beside `SwiftUI`: the parts
        // layout code touches (docs/supported-api.md). Linux only, like `SwiftUI`.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "AppleFoundation", targets: ["AppleFoundation"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "LayoutLabScenarios", targets: ["LayoutLabScenarios"]),
        // Layouts measured on Apple's SwiftUI, as scenarios with their measurements (docs/fidelity.md).
        .library(name: "LayoutLabFidelity", targets: ["LayoutLabFidelity"]),
        .library(name: "LayoutLabStore", targets: ["LayoutLabStore"]),
        .library(name: "LayoutLabDiff", targets: ["LayoutLabDiff"]),
        // Layout assertions and layout snapshots in users' own test suites (docs/testing.md).
        .library(name: "LayoutLabTesting", targets: ["LayoutLabTesting"]),
        .library(name: "LayoutLabReports", targets: ["LayoutLabReports"]),
        .library(name: "LayoutLabCLI", targets: ["LayoutLabCLI"]),
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        // Apple's other modules that layout files import, for Linux only like `SwiftUI`
        // (`condition: .when(platforms: [.linux])`, docs/scenarios.md): on Apple platforms the
        // names must stay Apple's frameworks.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        // The audio session, an audio player and speech synthesis, silent (Linux only).
        .library(name: "AVFAudio", targets: ["AVFAudio"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "CommonCrypto", targets: ["CommonCrypto"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "FoundationModels", targets: ["FoundationModels"]),
        .library(name: "SQLite3", targets: ["SQLite3"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "Cocoa", targets: ["Cocoa"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        // Live Activities requested, updated and ended in memory (Linux only).
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        // Calendars and reminders in memory; Health, the watch and the weather service absent, as
        // on a device without them (Linux only, docs/supported-api.md).
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
        .library(name: "WeatherKit", targets: ["WeatherKit"]),
        // A menu-bar app's launch-at-login switch, remembered in memory (Linux only).
        .library(name: "ServiceManagement", targets: ["ServiceManagement"]),
        .library(name: "EventKitUI", targets: ["EventKitUI"]),
        // The keychain's item calls over an in-memory keychain (Linux only).
        .library(name: "Security", targets: ["Security"]),
        // Apple's iOS 18 split of SwiftUI: `import SwiftUICore` gets what `import SwiftUI` gets.
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        // System sounds and vibrations, written down rather than heard (Linux only).
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        // Face ID, Touch ID and the passcode, all absent, as on a device without them (Linux only).
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        // A watch app's device (screen, haptics written down) and app object (Linux only).
        .library(name: "WatchKit", targets: ["WatchKit"]),
        // The mail and message composers, on a device that can send neither (Linux only).
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        // A device with no Bluetooth radio (Linux only).
        .library(name: "CoreBluetooth", targets: ["CoreBluetooth"]),
        // The document previewer and `quickLookPreview`, which bring UIKit (Linux only).
        .library(name: "QuickLook", targets: ["QuickLook"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "NaturalLanguage", targets: ["NaturalLanguage"]),
        // The parts of Core Data and SwiftData views touch, over an empty store (Linux only).
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        // The photo picker: `PhotosPicker` laid out as a button, items loaded through item
        // providers; `_PhotosUI_SwiftUI` is the overlay that declares the SwiftUI parts, as Apple's
        // (Linux only, Sources/PhotosUI says why it is a module of its own).
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "Photos", targets: ["Photos"]),
        // `WKWebView` as a UIKit view that loads HTML and files, offline (Linux only).
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "_WebKit_SwiftUI", targets: ["_WebKit_SwiftUI"]),
        // SiriKit's intents, interactions donated to an in-memory list, Siri declined (Linux only).
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "_PhotosUI_SwiftUI", targets: ["_PhotosUI_SwiftUI"]),
        // Vision's requests and Core ML's models on a device that cannot run them, and PDFKit's
        // documents read for their pages (Linux only).
        .library(name: "Vision", targets: ["Vision"]),
        .library(name: "CoreML", targets: ["CoreML"]),
        .library(name: "PDFKit", targets: ["PDFKit"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "CoreVideo", targets: ["CoreVideo"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "VisionKit", targets: ["VisionKit"]),
        .library(name: "Accelerate", targets: ["Accelerate"]),
        // Tips kept in an in-memory datastore and laid out inline (Linux only).
        .library(name: "TipKit", targets: ["TipKit"]),
        // A path monitor and connections on a machine a layout run keeps offline (Linux only).
        .library(name: "Network", targets: ["Network"]),
        // Motion sensors and the Taptic Engine, absent, as on a device without them (Linux only).
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        // Reachability, contacts and iCloud on a machine offline, with no address book and no
        // iCloud account (Linux only).
        .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "ContactsUI", targets: ["ContactsUI"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        // Apple's vector and matrix names and functions over the standard library's SIMD types
        // (Linux only).
        .library(name: "simd", targets: ["simd"]),
        // A game's node tree, actions and physics bodies kept, never animated or simulated;
        // `SpriteView` laid out as a placeholder (Linux only).
        .library(name: "SpriteKit", targets: ["SpriteKit"]),
        .library(name: "_SpriteKit_SwiftUI", targets: ["_SpriteKit_SwiftUI"]),
        // A 3D scene's nodes, geometries and transforms kept, never rendered; `SceneView` laid out
        // as a placeholder (Linux only).
        .library(name: "SceneKit", targets: ["SceneKit"]),
        .library(name: "_SceneKit_SwiftUI", targets: ["_SceneKit_SwiftUI"]),
        // Augmented reality on a machine with no camera: every configuration unsupported, a
        // session that fails to run (Linux only).
        .library(name: "ARKit", targets: ["ARKit"]),
        // Xcode's asset symbols (`Color.brandBlue`, `Image(.logo)`) for a target that holds an
        // asset catalog, generated at every build (docs/supported-api.md, "Asset catalogs").
        .plugin(name: "LayoutLabAssetSymbols", targets: ["LayoutLabAssetSymbols"]),
        .executable(name: "layoutlab-assets", targets: ["layoutlab-assets"]),
        // Xcode's Core Data entity classes (`Book`, `Item`) from a project's `.xcdatamodeld`
        // (docs/supported-api.md, "Core Data").
        .executable(name: "layoutlab-datamodels", targets: ["layoutlab-datamodels"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `#Preview`, `@Previewable` and `@Entry` are macros, and macros are built on swift-syntax
        // (603 is the release that matches the Swift 6.3 compiler).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine's publishers for Linux: the engine's `@Published` and `objectWillChange` are
        // its publishers, and the `Combine` module re-exports it (docs/supported-api.md).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The engine's macros (`#Preview`, `@Previewable`, `@Entry`), a compiler plug-in: the
        // engine declares them, so swift-syntax is a build tool of the engine, never linked into it.
        .macro(
            name: "LayoutLabMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                // swift-syntax logs through `Logger` when `canImport(OSLog)` holds, and it holds
                // once this package's `OSLog` is built: the plug-in links `os` so that either way
                // its link is whole (Sources/OSLog says why).
                .target(name: "os", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "LayoutLab", dependencies: ["LayoutLabMacros", "CLayoutLabMainActor", "CLayoutLabPrefetch", "AppleSubmodules", .product(name: "OpenCombine", package: "OpenCombine")]),
        // Installs the engine's main executor as the program loads (Runtime/CaseMainActor.swift).
        .target(name: "CLayoutLabMainActor"),
        // A prefetch hint for the engine's walks over long trees (LayoutLab/Runtime/NodePrefetch.swift).
        .target(name: "CLayoutLabPrefetch"),
        // Apple's framework submodules (`import os.log`, `import UIKit.UIFont`) as Clang modules
        // that load this package's Swift modules of the same top-level name (its module map says how).
        .target(name: "AppleSubmodules"),
        // Apple's SwiftUI imports CoreData (not re-exported) for `@FetchRequest` and
        // `\.managedObjectContext`, which it declares; so does this one (Sources/SwiftUI).
        .target(name: "SwiftUI", dependencies: ["LayoutLab", "UIKit", "AppKit", "Combine", "CoreGraphics", "CoreTransferable", "UniformTypeIdentifiers", "WidgetTimelines", "CoreData"]),
        // WidgetKit's `Timeline` and entries, which the `SwiftUI` module and `WidgetKit` both name
        // (Sources/WidgetTimelines says why); Foundation only.
        .target(name: "WidgetTimelines"),
        .target(name: "UIKit", dependencies: ["LayoutLab", "CoreGraphics", "QuartzCore", "CoreImage", "CoreText", "ImageIO", "UserNotifications", "CoreTransferable", "UniformTypeIdentifiers", "_Testing_UIKit"]),
        .target(name: "AppKit", dependencies: ["LayoutLab", "UniformTypeIdentifiers", "_Testing_AppKit"]),
        // Empty stand-ins for Swift Testing's cross-import overlays of UIKit and AppKit, which a
        // test file that imports Testing and UIKit (or SwiftUI) loads (Sources/_Testing_UIKit).
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_AppKit"),
        .target(
            name: "Combine",
            dependencies: [
                "LayoutLab",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ]
        ),
        // What Apple's Foundation has and Linux's keeps elsewhere (URLSession) or lacks (Combine's
        // `ObservableObject` and `Published`), for files that import only Foundation, implicitly
        // imported (Sources/AppleFoundation).
        .target(name: "AppleFoundation", dependencies: ["LayoutLab"]),
        // Unified logging (`Logger`, `os_log`) and the unfair lock. Foundation only. Packages in
        // the same build take their `canImport(os)` branch once it is built: Sources/os says how
        // the two this one builds with still compile and link.
        .target(name: "os", dependencies: ["AppleSubmodules"]),
        // Re-exports `os` and reads the process's log back (`OSLogStore`), as Apple's `OSLog`.
        .target(name: "OSLog", dependencies: ["os"]),
        .target(name: "LayoutLabScenarios", dependencies: ["LayoutLab"]),
        .target(name: "LayoutLabFidelity", dependencies: ["LayoutLab"]),
        // The schema's one source of truth: numbered .sql files compiled into the binary, so an
        // installed `layoutlab` needs no files beside it.
        .target(
            name: "LayoutLabMigrations",
            path: "Migrations",
            resources: migrationFiles.map { .embedInCode($0) }
        ),
        .target(
            name: "LayoutLabStore",
            dependencies: [
                "LayoutLab", "LayoutLabMigrations",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the recorder's per-row statements (see RawStatement).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The HTML report's templates and style sheet (every file of Reports/), compiled into the binary like the migrations.
        .target(
            name: "LayoutLabReportTemplates",
            path: "Reports",
            resources: reportTemplateFiles.map { .embedInCode($0) }
        ),
        // The diff model and its text and HTML renderers, without the store: what a test suite
        // needs to compare layouts (LayoutLabTesting) without linking SQLite.
        .target(
            name: "LayoutLabDiff",
            dependencies: [
                "LayoutLab", "LayoutLabReportTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Drawing a pass as SVG: shared by the reports and the snapshot tests' failure pages.
        .target(name: "LayoutLabPictures", dependencies: ["LayoutLab", "LayoutLabDiff"]),
        .target(name: "LayoutLabTesting", dependencies: ["LayoutLab", "LayoutLabDiff", "LayoutLabPictures"]),
        .target(
            name: "LayoutLabReports",
            dependencies: [
                "LayoutLab", "LayoutLabStore", "LayoutLabDiff", "LayoutLabPictures", "LayoutLabReportTemplates", "LayoutLabFidelity",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "LayoutLabCLI",
            dependencies: [
                "LayoutLab", "LayoutLabScenarios", "LayoutLabFidelity", "LayoutLabStore", "LayoutLabReports",
                "LayoutLabAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Rainbow", package: "Rainbow"),
            ]
        ),
        .executableTarget(name: "layoutlab", dependencies: ["LayoutLabCLI"]),
        // Asset catalogs to the Swift file Xcode generates from them: Foundation only, so the
        // plug-in's tool builds in seconds.
        .target(name: "LayoutLabAssets"),
        .executableTarget(name: "layoutlab-assets", dependencies: ["LayoutLabAssets"]),
        // Core Data models to the entity classes Xcode generates from them: Foundation only too.
        .target(name: "LayoutLabCoreDataModels"),
        .executableTarget(name: "layoutlab-datamodels", dependencies: ["LayoutLabCoreDataModels"]),
        .plugin(
            name: "LayoutLabAssetSymbols",
            capability: .buildTool(),
            dependencies: ["layoutlab-assets"]
        ),
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
            dependencies: [
                "layoutlab", "layoutlab-custom", "layoutlab-swiftui", "layoutlab-previews", "ReportFixtures", "LayoutLabStore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Two recordings of one scenario that differ in a known way, for the report tests.
        .target(
            name: "ReportFixtures",
            dependencies: ["LayoutLab", "LayoutLabStore"],
            path: "Tests/ReportFixtures"
        ),
        .testTarget(
            name: "LayoutLabReportsTests",
            dependencies: ["LayoutLabReports", "LayoutLabReportTemplates", "LayoutLabStore", "LayoutLab", "LayoutLabScenarios", "ReportFixtures"],
            exclude: ["Goldens"]
        ),
        // Realistic SwiftUI files in the style of public sample code, in Swift 5 mode like most
        // code in the wild: they must compile unchanged and record without an error.
        // Files in `ImportsSwiftUI/` say `import SwiftUI` and get the shim (Linux only).
        .target(
            name: "RealCodeFixtures",
            dependencies: [
                "LayoutLab", .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
                .target(name: "EventKit", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/RealCodeFixtures",
            exclude: swiftUIImportingFixtures,
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The CLI with the fixtures that say `import SwiftUI`, as another package would record them.
        .executableTarget(
            name: "layoutlab-swiftui",
            dependencies: ["RealCodeFixtures", "LayoutLabCLI"],
            path: "Tests/SwiftUIShimFixture"
        ),
        // An app's component file with its previews, and the CLI with no scenario listed: the
        // previews are found at run time. `ImportsSwiftUI/` says `import SwiftUI` (Linux only).
        .executableTarget(
            name: "layoutlab-previews",
            dependencies: [
                "LayoutLab", "LayoutLabCLI", .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "WidgetKit", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/PreviewsFixture",
            exclude: swiftUIImportingFixtures
        ),
        .testTarget(
            name: "LayoutLabScenariosTests",
            dependencies: [
                "LayoutLab", "LayoutLabScenarios", "LayoutLabStore", "RealCodeFixtures",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "LayoutLabFidelityTests",
            dependencies: ["LayoutLab", "LayoutLabFidelity"]
        ),
        .testTarget(
            name: "LayoutLabStoreTests",
            dependencies: ["LayoutLabStore", "LayoutLab", "LayoutLabScenarios"]
        ),
        // A user's test target in miniature: Swift Testing and XCTest tests that import only
        // LayoutLab and LayoutLabTesting, with their committed baselines.
        .testTarget(
            name: "LayoutLabTestingFixture",
            dependencies: ["LayoutLab", "LayoutLabTesting"],
            exclude: ["__LayoutSnapshots__"]
        ),
        .testTarget(
            name: "LayoutLabTestingTests",
            dependencies: ["LayoutLab", "LayoutLabTesting", "LayoutLabDiff"]
        ),
        // What the macros expand to, checked on the syntax, without compiling the expansion.
        .testTarget(
            name: "LayoutLabMacrosTests",
            dependencies: [
                "LayoutLabMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        // Real-code snippets that say `import SwiftUI`, `UIKit`, `AppKit` and `Combine` (Linux only:
        // on Apple platforms those are Apple's frameworks, so the files are empty there).
        .testTarget(
            name: "LayoutLabPlatformTests",
            dependencies: [
                "LayoutLab",
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
                .target(name: "AppKit", condition: .when(platforms: [.linux])),
                .target(name: "Combine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "LayoutLabTests",
            dependencies: [
                "LayoutLab", "SeedSnippets",
            ]
        ),
        // Apple's other modules for Linux (see the products): each a few files re-exporting
        // Foundation, `Charts` built on the engine.
        .target(name: "CoreGraphics", dependencies: ["LayoutLab", "_Testing_CoreGraphics"]),
        // An empty stand-in for Swift Testing's cross-import overlay of CoreGraphics
        // (Sources/_Testing_CoreGraphics).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreLocation"),
        .target(name: "Charts", dependencies: ["LayoutLab"]),
        // SwiftUI's `Map` laid out as a placeholder, with MapKit's coordinate values, its searches
        // and directions (failing: no map service) and UIKit's `MKMapView`; it re-exports
        // CoreLocation as Apple's does.
        .target(name: "MapKit", dependencies: ["LayoutLab", "CoreLocation", "UIKit"]),
        // What a widget uses: families, entries, the widget preview context; its configurations laid
        // out at a family's size, Live Activities as the Lock Screen banner.
        .target(name: "WidgetKit", dependencies: ["LayoutLab", "ActivityKit", "AppIntents", "Intents", "WidgetTimelines"]),
        // App Intents as a widget uses them: configuration intents and their parameters, the
        // intents buttons perform, app enums (Linux only).
        .target(name: "AppIntents", dependencies: ["LayoutLab"]),
        // Live Activities as an app requests them, in an in-memory list; Foundation only.
        .target(name: "ActivityKit"),
        // A widget extension written as the tutorials write one (a Live Activity, a widget
        // bundle), in Swift 5 mode like most code in the wild (Linux only).
        .target(
            name: "WidgetExtensionFixture",
            dependencies: [
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "WidgetKit", condition: .when(platforms: [.linux])),
                .target(name: "ActivityKit", condition: .when(platforms: [.linux])),
                .target(name: "AppIntents", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/WidgetExtensionFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A view model and a network service that import only Foundation, as on a Mac, built
        // with `AppleFoundation` imported implicitly: the setting docs/scenarios.md gives users
        // (Linux only).
        .target(
            name: "FoundationOnlyFixture",
            dependencies: [
                .target(name: "AppleFoundation", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/FoundationOnlyFixture",
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"], .when(platforms: [.linux])),
            ]
        ),
        // Image sources that read an image file's header: its pixel size and type.
        .target(name: "ImageIO", dependencies: ["CoreGraphics"]),
        // SwiftUI's photo picker and the items it selects, in the overlay Apple declares them in;
        // UIKit's picker beside it (Linux only).
        .target(name: "_PhotosUI_SwiftUI", dependencies: ["LayoutLab", "Photos", "CoreTransferable", "UniformTypeIdentifiers"]),
        .target(name: "PhotosUI", dependencies: ["_PhotosUI_SwiftUI", "Photos", "UIKit", "UniformTypeIdentifiers"]),
        // A web view without an engine or a network: HTML and files load, remote URLs fail offline.
        .target(name: "WebKit", dependencies: ["LayoutLab", "UIKit"]),
        .target(name: "_WebKit_SwiftUI", dependencies: ["WebKit"]),
        .target(name: "Intents", dependencies: ["LayoutLab"]),
        // An empty photo library whose authorization is declined, and an image manager that gives
        // no image (its handler takes UIKit's `UIImage`, as on iOS; Linux only).
        .target(name: "Photos", dependencies: ["UniformTypeIdentifiers", "UIKit", "AVFoundation"]),
        // A player that keeps what the app sets, and `VideoPlayer` laid out as a placeholder. It
        // re-exports `AppleFoundation`, as Apple's brings Apple's Foundation: the player reports its
        // changes to key-value observing and `publisher(for:)`, which Linux's Foundation lacks.
        .target(name: "AVFoundation", dependencies: ["AVFAudio", "AppleFoundation", "CoreMedia", "CoreGraphics", "QuartzCore"]),
        // Core Media's `CMTime`, which AVFoundation re-exports; Foundation only. No dependency of this
        // package asks `canImport(CoreMedia)` (checked in every checkout: GRDB, OpenCombine, Rainbow,
        // swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "CoreMedia", dependencies: ["CoreVideo"]),
        // A pixel buffer as its size and format (no camera or decoder makes one); Foundation only.
        .target(name: "CoreVideo"),
        // Core Animation's layer tree and geometry, kept and never composited; UIKit and
        // AVFoundation's video layers build on it. Core Image's images as their extents.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "CoreVideo", "_Testing_CoreImage"]),
        // Stands for Swift Testing's cross-import overlay for CoreImage (Sources/_Testing_CoreImage).
        .target(name: "_Testing_CoreImage"),
        // The document camera and the live data scanner, unsupported without a camera; brings
        // UIKit, as Apple's does.
        .target(name: "VisionKit", dependencies: ["UIKit"]),
        // vImage's buffers and pixel arithmetic, computed; images here have no pixels to read.
        .target(name: "Accelerate", dependencies: ["CoreGraphics"]),
        // Audio that keeps what the app sets and is never heard; Foundation only.
        .target(name: "AVFAudio"),
        .target(name: "AVKit", dependencies: ["LayoutLab", "AVFoundation", "UIKit"]),
        // `@Environment(\.requestReview)`: counted, never shown. StoreKit 2 with no App Store: no
        // product loads, nothing is owned; the store views are placeholders.
        .target(name: "StoreKit", dependencies: ["LayoutLab"]),
        // The media library's items and queries, over an empty library.
        .target(name: "MediaPlayer", dependencies: ["UIKit"]),
        // No target of this package's dependencies asks `canImport(CoreData)` or
        // `canImport(SwiftData)` (checked for GRDB, swift-argument-parser, swift-syntax,
        // OpenCombine, Rainbow and swift-mustache): `SwiftUI` depends on CoreData, so the module
        // is in every build that has SwiftUI. CoreData depends on the engine and on CloudKit (the
        // options of a CloudKit-backed store name its database scope), not on SwiftUI.
        .target(name: "CoreData", dependencies: ["LayoutLab", "AppleFoundation", "CloudKit"]),
        .target(name: "SwiftData", dependencies: ["LayoutLab", "LayoutLabMacros"]),
        // Fonts by name and registered from files, measured with the engine's metrics.
        .target(name: "CoreText", dependencies: ["LayoutLab", "CoreGraphics"]),
        // SHA-256, SHA-1 and MD5, computed. No dependency of this package asks
        // `canImport(CryptoKit)`, `canImport(CoreText)`, `canImport(UserNotifications)` or
        // `canImport(Cocoa)` (checked in every checkout: GRDB, OpenCombine, Rainbow,
        // swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "CryptoKit"),
        // Digests and HMACs as Apple's C library names them, computed by CryptoKit.
        .target(name: "CommonCrypto", dependencies: ["CryptoKit"]),
        // Background tasks the system would launch: kept, never launched (Sources/BackgroundTasks).
        .target(name: "BackgroundTasks"),
        // Apple's on-device language model, unavailable: a Linux machine is not eligible.
        .target(name: "FoundationModels"),
        // SQLite's C interface under the name Apple's SDKs give it (a module map, nothing built).
        .systemLibrary(name: "SQLite3"),
        // Speech recognition on a device that has none: restricted, never available.
        .target(name: "Speech"),
        // An in-memory notification centre: requests kept, never shown.
        .target(name: "UserNotifications"),
        // AppKit and Foundation under Apple's umbrella name.
        .target(name: "Cocoa", dependencies: ["AppKit"]),
        // `Transferable` and its representations, which really convert (JSON, the app's closures).
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        // A calendar database in memory, shared by the process's event stores. No dependency of
        // this package asks `canImport(EventKit)`, `canImport(HealthKit)`,
        // `canImport(WatchConnectivity)`, `canImport(WeatherKit)`, `canImport(ServiceManagement)`, `canImport(EventKitUI)` or `canImport(Security)` (checked in every checkout:
        // GRDB, OpenCombine, Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "EventKit", dependencies: ["CoreGraphics"]),
        // Units and quantities that convert; a health store that reports no Health data.
        .target(name: "HealthKit", dependencies: ["LayoutLab"]),
        // A session on a device that cannot pair with a watch.
        .target(name: "WatchConnectivity"),
        // The weather types; a service that declines every request.
        .target(name: "WeatherKit", dependencies: ["CoreLocation"]),
        // `SMAppService` and the legacy login-item calls; `CFString` comes from CoreGraphics.
        .target(name: "ServiceManagement", dependencies: ["CoreGraphics"]),
        // The event editor, event view and calendar chooser as UIKit controllers (Linux only).
        .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"]),
        .target(name: "Security", dependencies: ["CoreGraphics"]),
        // Re-exports `SwiftUI` (Sources/SwiftUICore says why). No dependency of this package asks
        // `canImport(SwiftUICore)`, `canImport(AudioToolbox)`, `canImport(LocalAuthentication)`,
        // `canImport(WatchKit)` or `canImport(MessageUI)` (checked in every checkout: GRDB,
        // OpenCombine, Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "SwiftUICore", dependencies: ["SwiftUI"]),
        // System Sound Services over a log of the sounds played; `CFURL` comes from CoreGraphics.
        .target(name: "AudioToolbox", dependencies: ["CoreGraphics"]),
        // A context that can evaluate no policy: no biometry, no passcode, no companion device.
        .target(name: "LocalAuthentication"),
        // Re-exports UIKit, as Apple's imports watchOS's UIKit; the engine for the running profile.
        .target(name: "WatchKit", dependencies: ["LayoutLab", "UIKit", "CoreGraphics"]),
        // The composers as UIKit controllers; brings UIKit, as Apple's does.
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        // The in-app browser as a UIKit controller, and web sign-in that cannot start; both bring
        // UIKit, as Apple's do. No dependency of this package asks `canImport(SafariServices)` or
        // `canImport(AuthenticationServices)` (checked in every checkout: GRDB, OpenCombine,
        // Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        // Managers that report `.unsupported` (no radio); Foundation only. No dependency of this
        // package asks `canImport(CoreBluetooth)` or `canImport(QuickLook)` (checked in every
        // checkout: GRDB, OpenCombine, Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "CoreBluetooth"),
        .target(name: "QuickLook", dependencies: ["LayoutLab", "UIKit"]),
        .target(name: "AuthenticationServices", dependencies: ["UIKit", "LayoutLab"]),
        // Tokenizing computed, the trained models absent; Foundation only. No dependency of this
        // package asks `canImport(NaturalLanguage)` (checked in every checkout).
        .target(name: "NaturalLanguage"),
        // Vision's requests fail as unsupported and no Core ML model loads; PDFKit reads a PDF's
        // pages and sizes. No dependency of this package asks `canImport(Vision)`,
        // `canImport(CoreML)` or `canImport(PDFKit)` (checked in every checkout: GRDB, OpenCombine,
        // Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "Vision", dependencies: ["CoreML", "CoreGraphics", "ImageIO"]),
        .target(name: "CoreML"),
        .target(name: "PDFKit", dependencies: ["UIKit", "CoreGraphics"]),
        // Tips that show once the datastore is configured, until invalidated; `TipView` laid out from
        // the views Apple's contains. No dependency of this package asks `canImport(TipKit)`,
        // `canImport(Network)`, `canImport(CoreMotion)` or `canImport(CoreHaptics)` (checked in every
        // checkout: GRDB, OpenCombine, Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "TipKit", dependencies: ["LayoutLab"]),
        // An unsatisfied path and connections that wait; endpoints parse as Apple's.
        .target(name: "Network"),
        // Sensors unavailable and queries failing as "not available"; attitudes computed.
        .target(name: "CoreMotion"),
        // Patterns as values; an engine that cannot be made without a Taptic Engine.
        .target(name: "CoreHaptics", dependencies: ["AVFAudio"]),
        // Reachability that agrees with Network's offline path; contacts denied, as to an app the
        // person did not allow; CloudKit with no iCloud account. No dependency of this package asks
        // `canImport(SystemConfiguration)`, `canImport(Contacts)`, `canImport(ContactsUI)` or
        // `canImport(CloudKit)` (checked in every checkout: GRDB, OpenCombine, Rainbow,
        // swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "SystemConfiguration"),
        .target(name: "Contacts"),
        .target(name: "ContactsUI", dependencies: ["Contacts", "UIKit"]),
        .target(name: "CloudKit", dependencies: ["AppleFoundation"]),
        // Vector, matrix and quaternion maths, computed; the standard library only. No dependency
        // of this package asks `canImport(simd)` (checked in every checkout: GRDB, OpenCombine,
        // Rainbow, swift-argument-parser, swift-mustache, swift-syntax).
        .target(name: "simd"),
        // What SceneKit's and SpriteKit's actions share: a composed action's duration and its
        // reversal, from the tree of what its factory methods made.
        .target(name: "_NodeActions"),
        // Nodes, frames and coordinate conversions computed; actions recorded, the physics world
        // never stepped, no frame rendered. Brings UIKit and simd, as Apple's does. No dependency of
        // this package asks `canImport(SpriteKit)` (checked in every checkout).
        .target(name: "SpriteKit", dependencies: ["LayoutLab", "UIKit", "simd", "_NodeActions"]),
        .target(name: "_SpriteKit_SwiftUI", dependencies: ["SpriteKit"]),
        // World transforms, bounding boxes and projections computed; actions recorded, physics
        // never stepped, no frame rendered, scene files not read. Brings UIKit and simd, as
        // Apple's does. No dependency of this package asks `canImport(SceneKit)` (checked in
        // every checkout).
        .target(name: "SceneKit", dependencies: ["LayoutLab", "UIKit", "simd", "_NodeActions"]),
        .target(name: "_SceneKit_SwiftUI", dependencies: ["SceneKit"]),
        // Configurations unsupported, sessions failing with ARKit's unsupported-configuration error,
        // anchors as values. No dependency of this package asks `canImport(ARKit)` (checked in
        // every checkout).
        .target(name: "ARKit", dependencies: ["UIKit", "SceneKit", "SpriteKit", "simd"]),
        // Real-code snippets that import those modules beside SwiftUI (Linux only).
        .testTarget(
            name: "LayoutLabModulesTests",
            dependencies: [
                "LayoutLab",
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
                .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
                .target(name: "Charts", condition: .when(platforms: [.linux])),
                .target(name: "MapKit", condition: .when(platforms: [.linux])),
                .target(name: "WidgetKit", condition: .when(platforms: [.linux])),
                .target(name: "ActivityKit", condition: .when(platforms: [.linux])),
                .target(name: "AppIntents", condition: .when(platforms: [.linux])),
                .target(name: "WidgetExtensionFixture", condition: .when(platforms: [.linux])),
                .target(name: "FoundationOnlyFixture", condition: .when(platforms: [.linux])),
                .target(name: "os", condition: .when(platforms: [.linux])),
                .target(name: "OSLog", condition: .when(platforms: [.linux])),
                .target(name: "ImageIO", condition: .when(platforms: [.linux])),
                .target(name: "AVKit", condition: .when(platforms: [.linux])),
                .target(name: "StoreKit", condition: .when(platforms: [.linux])),
                .target(name: "MediaPlayer", condition: .when(platforms: [.linux])),
                .target(name: "CoreData", condition: .when(platforms: [.linux])),
                .target(name: "SwiftData", condition: .when(platforms: [.linux])),
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
                .target(name: "CoreText", condition: .when(platforms: [.linux])),
                .target(name: "CryptoKit", condition: .when(platforms: [.linux])),
                .target(name: "CommonCrypto", condition: .when(platforms: [.linux])),
                .target(name: "BackgroundTasks", condition: .when(platforms: [.linux])),
                .target(name: "FoundationModels", condition: .when(platforms: [.linux])),
                .target(name: "SQLite3", condition: .when(platforms: [.linux])),
                .target(name: "Speech", condition: .when(platforms: [.linux])),
                .target(name: "UserNotifications", condition: .when(platforms: [.linux])),
                .target(name: "Cocoa", condition: .when(platforms: [.linux])),
                .target(name: "EventKit", condition: .when(platforms: [.linux])),
                .target(name: "HealthKit", condition: .when(platforms: [.linux])),
                .target(name: "WatchConnectivity", condition: .when(platforms: [.linux])),
                .target(name: "WeatherKit", condition: .when(platforms: [.linux])),
                .target(name: "ServiceManagement", condition: .when(platforms: [.linux])),
                .target(name: "EventKitUI", condition: .when(platforms: [.linux])),
                .target(name: "Security", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUICore", condition: .when(platforms: [.linux])),
                .target(name: "AudioToolbox", condition: .when(platforms: [.linux])),
                .target(name: "LocalAuthentication", condition: .when(platforms: [.linux])),
                .target(name: "WatchKit", condition: .when(platforms: [.linux])),
                .target(name: "MessageUI", condition: .when(platforms: [.linux])),
                .target(name: "SafariServices", condition: .when(platforms: [.linux])),
                .target(name: "CoreBluetooth", condition: .when(platforms: [.linux])),
                .target(name: "QuickLook", condition: .when(platforms: [.linux])),
                .target(name: "AuthenticationServices", condition: .when(platforms: [.linux])),
                .target(name: "NaturalLanguage", condition: .when(platforms: [.linux])),
                .target(name: "RealCodeFixtures", condition: .when(platforms: [.linux])),
                .target(name: "AssetSymbolsFixture", condition: .when(platforms: [.linux])),
                .target(name: "PhotosUI", condition: .when(platforms: [.linux])),
                .target(name: "WebKit", condition: .when(platforms: [.linux])),
                .target(name: "AVFAudio", condition: .when(platforms: [.linux])),
                .target(name: "Intents", condition: .when(platforms: [.linux])),
                .target(name: "MediaAppsFixture", condition: .when(platforms: [.linux])),
                .target(name: "Vision", condition: .when(platforms: [.linux])),
                .target(name: "CoreML", condition: .when(platforms: [.linux])),
                .target(name: "PDFKit", condition: .when(platforms: [.linux])),
                .target(name: "CoreMedia", condition: .when(platforms: [.linux])),
                .target(name: "AVFoundation", condition: .when(platforms: [.linux])),
                .target(name: "CoreImage", condition: .when(platforms: [.linux])),
                .target(name: "VisionKit", condition: .when(platforms: [.linux])),
                .target(name: "Accelerate", condition: .when(platforms: [.linux])),
                .target(name: "TipKit", condition: .when(platforms: [.linux])),
                .target(name: "Network", condition: .when(platforms: [.linux])),
                .target(name: "CoreMotion", condition: .when(platforms: [.linux])),
                .target(name: "CoreHaptics", condition: .when(platforms: [.linux])),
                .target(name: "SystemConfiguration", condition: .when(platforms: [.linux])),
                .target(name: "Contacts", condition: .when(platforms: [.linux])),
                .target(name: "ContactsUI", condition: .when(platforms: [.linux])),
                .target(name: "CloudKit", condition: .when(platforms: [.linux])),
                .target(name: "simd", condition: .when(platforms: [.linux])),
                .target(name: "SpriteKit", condition: .when(platforms: [.linux])),
                .target(name: "_SpriteKit_SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "SceneKit", condition: .when(platforms: [.linux])),
                .target(name: "_SceneKit_SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "ARKit", condition: .when(platforms: [.linux])),
                "LayoutLabAssets", "LayoutLabCoreDataModels",
            ]
        ),
        // Screens written as tutorials write them (a photo-picker form, a web view, drag and drop,
        // speech), in Swift 5 mode like most code in the wild (Linux only).
        .target(
            name: "MediaAppsFixture",
            dependencies: [
                .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
                .target(name: "PhotosUI", condition: .when(platforms: [.linux])),
                .target(name: "WebKit", condition: .when(platforms: [.linux])),
                .target(name: "AVFoundation", condition: .when(platforms: [.linux])),
                .target(name: "UniformTypeIdentifiers", condition: .when(platforms: [.linux])),
            ],
            path: "Tests/MediaAppsFixture",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A target with an asset catalog and the asset symbols plug-in: its views use
        // `Color.brandBlue` and `Image(.logo)` as an Xcode project's do (Linux only).
        .target(
            name: "AssetSymbolsFixture",
            dependencies: [.target(name: "SwiftUI", condition: .when(platforms: [.linux]))],
            path: "Tests/AssetSymbolsFixture",
            plugins: ["LayoutLabAssetSymbols"]
        ),
    ]
)
