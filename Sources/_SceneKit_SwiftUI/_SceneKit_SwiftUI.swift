// Apple declares SwiftUI's `SceneView` in `_SceneKit_SwiftUI`, the cross-import overlay the
// compiler loads when a file imports both SceneKit and SwiftUI, which a file may also import by
// name. SwiftPM cannot declare a cross-import overlay, so here `SceneView` lives in the `SceneKit`
// module and this module re-exports it: `import _SceneKit_SwiftUI` compiles as written (as
// `_WebKit_SwiftUI` does).
@_exported import SceneKit
