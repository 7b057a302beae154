// The `SceneKit` module for Linux, where Apple's framework does not exist: a 3D scene's node
// tree, geometries, materials, cameras and lights as values, and the views that would render it
// (docs/supported-api.md, "SceneKit").
//
// There is no GPU and no renderer here. Nodes keep their transforms, and world transforms,
// conversions and bounding boxes are computed as Apple's are; actions are recorded and never
// advance (no time passes in a layout run), physics never steps, and a renderer's delegate is
// never called. `SCNView` is a `UIView` and SwiftUI's `SceneView` is laid out as a placeholder that
// takes the size offered. Scene files (`.scn`, `.dae`, `.usdz`) are not read. Depend on it for
// Linux only (docs/scenarios.md).
//
// Apple's SceneKit brings UIKit (its headers import it) and simd (`simdPosition`).
@_exported import UIKit
@_exported import simd
