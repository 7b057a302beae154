// The `SwiftUICore` module for Linux. Since iOS 18 and macOS 15 Apple's SwiftUI is two modules:
// `SwiftUICore` declares the views, shapes, modifiers and the environment, and `SwiftUI`
// re-exports it; Xcode's fix-its and autocompletion add `import SwiftUICore` to model files that
// name `Color` or `Font`. Here the engine and the `SwiftUI` module hold everything, so this module
// declares nothing and re-exports `SwiftUI`: a file that imports either, or both, sees the same
// declarations, each once. (It gives a little more than Apple's core, UIKit and Combine among
// it, which the file could not have named without another import that compiles here anyway.)
//
// Depend on it for Linux only (`condition: .when(platforms: [.linux])`), like `SwiftUI`: on Apple
// platforms the name must stay Apple's module. No package this one builds with asks
// `canImport(SwiftUICore)`.
@_exported import SwiftUI
