// The `PhotosUI` module for Linux, where Apple's framework does not exist: the UIKit photo picker
// (`PHPickerViewController` and its configuration and results) and, re-exported, SwiftUI's
// `PhotosPicker` (docs/supported-api.md, "PhotosUI and Photos").
//
// Apple declares `PhotosPicker` and `PhotosPickerItem` in `_PhotosUI_SwiftUI`, a cross-import
// overlay the compiler loads when a file imports both PhotosUI and SwiftUI; a file may also import
// the overlay by name (Xcode's fix-its write `import _PhotosUI_SwiftUI`). SwiftPM cannot declare a
// cross-import overlay, so here the overlay is a module of its own that this one re-exports: a file
// that imports PhotosUI and SwiftUI, or SwiftUI and `_PhotosUI_SwiftUI`, sees what it sees on
// Apple's platforms. The one difference: `import PhotosUI` without SwiftUI also brings the picker
// view, which a file without SwiftUI has no use for. `PHPickerFilter` lives in the overlay (which
// needs it, and cannot import this module back).
//
// Depend on it for Linux only (docs/scenarios.md).
@_exported import _PhotosUI_SwiftUI
@_exported import UIKit
// Apple's PhotosUI brings Photos: `PHPhotoLibrary.shared()` comes with it.
@_exported import Photos
