// Apple declares SwiftUI's `SpriteView` in `_SpriteKit_SwiftUI`, the cross-import overlay the
// compiler loads when a file imports both SpriteKit and SwiftUI, which a file may also import by
// name. SwiftPM cannot declare a cross-import overlay, so here `SpriteView` lives in the
// `SpriteKit` module and this module re-exports it: `import _SpriteKit_SwiftUI` compiles as
// written (as `_WebKit_SwiftUI` does).
@_exported import SpriteKit
