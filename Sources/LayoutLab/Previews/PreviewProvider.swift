/// SwiftUI's older form of preview: a type whose static `previews` is the views to show. The
/// command line finds every type that conforms to it in its executable and records its `previews`
/// as a scenario (`PreviewProviderScenario`). Its conformances' records are kept in optimized
/// builds, as `DeclaredPreview`'s are: nothing else references a provider.
///
/// On the main actor as SwiftUI declares it; the engine reads `previews` through `MainActorBridge`.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; nil, the default, lets the build decide.
    nonisolated static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a `PreviewProvider` says its previews are for.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
