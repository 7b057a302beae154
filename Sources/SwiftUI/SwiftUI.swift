// The `SwiftUI` module for Linux, where Apple's framework does not exist: it re-exports the
// engine, so a file that says `import SwiftUI` compiles against LayoutLab unchanged.
//
// Depend on it for Linux only (`condition: .when(platforms: [.linux])`): on Apple platforms
// `import SwiftUI` must stay Apple's framework, and a module of the same name in the build would
// hide it. docs/scenarios.md, "Files that import SwiftUI", says how a package sets this up.
@_exported import LayoutLab
// Apple's SwiftUI re-exports Core Graphics: `CGColor` and `Color(cgColor:)` come with it.
@_exported import CoreGraphics
