// The `Cocoa` umbrella module for Linux: Apple's re-exports AppKit and Foundation (and Core Data,
// which Linux files reach through `import CoreData` here), so a macOS file that says
// `import Cocoa` sees `NSColor`, `NSView` and `NSFont` as on a Mac. Depend on it for Linux only
// (docs/scenarios.md).
@_exported import AppKit
@_exported import Foundation
