// LayoutLab: a headless, SwiftUI-compatible layout engine.
//
// Scenario code imports only `LayoutLab`, so the Foundation geometry types that SwiftUI code
// uses unqualified (CGFloat, CGSize, CGPoint, CGRect) come along with it, and so does
// Observation (`@Observable`), which SwiftUI re-exports too.
@_exported import Foundation
@_exported import Observation

/// The engine's version, recorded with every run.
public enum LayoutLabVersion {
    public static let current = "0.1.0"
}
