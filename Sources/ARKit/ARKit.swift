// The `ARKit` module for Linux, where Apple's framework does not exist: augmented reality's
// sessions, configurations, anchors and the SceneKit view that would show them
// (docs/supported-api.md, "ARKit").
//
// There is no camera, no motion sensor and no AR here. Every configuration reports itself
// unsupported (`isSupported` is false, as on a device without ARKit's hardware), and running a
// session fails with ARKit's unsupported-configuration error, told to the session's delegate
// and the view's before `run` returns, on the caller's thread. No frame is ever captured, so
// `currentFrame` stays nil and raycasts find nothing. Anchors are real values. Depend on it for
// Linux only (docs/scenarios.md).
//
// Apple's ARKit brings UIKit, SceneKit and SpriteKit (its views are theirs) and simd.
@_exported import UIKit
@_exported import SceneKit
@_exported import SpriteKit
@_exported import simd
