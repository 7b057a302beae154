// The `AppIntents` module for Linux, where Apple's framework does not exist: the parts a widget
// uses (a `WidgetConfigurationIntent` with its `@Parameter`s, an `AppIntent` a button runs, an
// `AppEnum`). An intent keeps its parameters' values and `perform()` runs when called; there is
// no Shortcuts app or Siri here to offer it (docs/supported-api.md, "AppIntents"). Depend on it
// for Linux only, like `SwiftUI` (docs/scenarios.md).
@_exported import Foundation
@_spi(Modules) import LayoutLab

/// Foundation's `LocalizedStringResource`, which swift-corelibs-foundation lacks, is the engine's
/// (Sources/LayoutLab/Foundation/LocalizedStrings.swift, with `String(localized:)`); named here too
/// so a file that imports AppIntents without SwiftUI sees it, and, as this module imports the
/// engine, the alias shadows the engine's name rather than clashing with it.
public typealias LocalizedStringResource = LayoutLab.LocalizedStringResource
