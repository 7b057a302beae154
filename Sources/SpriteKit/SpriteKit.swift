// The `SpriteKit` module for Linux, where Apple's framework does not exist: a game's node tree,
// its actions and physics bodies as values, and the views that would show a scene
// (docs/supported-api.md, "SpriteKit").
//
// There is no GPU, no frame loop and no physics simulation here. A scene's nodes, their positions,
// sizes and frames are kept and computed as Apple's are; actions are recorded on their nodes and
// never advance (no time passes in a layout run), the physics world never steps, and the scene's
// `update(_:)` is never called. `SKView` is a `UIView` and SwiftUI's `SpriteView` is laid out as
// a placeholder that takes the size offered. Depend on it for Linux only (docs/scenarios.md).
//
// Apple's SpriteKit brings UIKit (its headers import it) and simd (`vector_float2` in its API).
@_exported import UIKit
@_exported import simd

/// SpriteKit's colour: `UIColor` on iOS.
public typealias SKColor = UIColor
