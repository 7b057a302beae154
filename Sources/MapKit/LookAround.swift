import Foundation
@_spi(Modules) import LayoutLab

/// Street-level imagery of a place (Apple: "MKLookAroundScene"). Apple's comes only from
/// `MKLookAroundSceneRequest`, which finds none here, so no scene is ever made.
public final class MKLookAroundScene: NSObject, @unchecked Sendable {
    init(coordinate: CLLocationCoordinate2D) {}
}

/// Asks for the Look Around scene at a coordinate or a map item (Apple:
/// "MKLookAroundSceneRequest"). Apple answers nil where it has no imagery; there is no imagery
/// here, so `scene` is nil everywhere, with no error, and an app's "no Look Around here" path
/// runs (`lookAroundViewer` is then never shown, as Apple shows it only with a scene).
open class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let mapItem: MKMapItem?

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.mapItem = nil
    }

    public init(mapItem: MKMapItem) {
        self.coordinate = mapItem.placemark.coordinate
        self.mapItem = mapItem
    }

    /// Never: each request is answered at once.
    open var isLoading: Bool { false }
    open private(set) var isCancelled = false

    open func cancel() { isCancelled = true }

    /// Nil: no imagery here.
    open var scene: MKLookAroundScene? {
        get async throws { nil }
    }

    /// Hears `(nil, nil)` (no imagery) on the main actor after the call returns, as Apple's
    /// handler runs on the main thread.
    open func getSceneWithCompletionHandler(_ completionHandler: @escaping (MKLookAroundScene?, (any Error)?) -> Void) {
        deliverOnMainActor { completionHandler(nil, nil) }
    }
}

/// Where a Look Around view shows Apple's badge.
public enum MKLookAroundBadgePosition: Int, Sendable {
    case topLeading = 0
    case topTrailing = 1
    case bottomTrailing = 2
}

/// A Look Around preview in a view (iOS 17): laid out as a `Map` is, taking the size offered
/// (10 on an axis offered nothing, the estimate `Map` uses), and drawn as a placeholder labelled
/// "Look Around": there is no imagery to show.
public nonisolated struct LookAroundPreview: View {
    public init(
        initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
        pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
    ) {}

    public init(
        scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
        pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError("LookAroundPreview is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "LookAroundPreview", label: "Look Around", idealSize: Map<_DefaultMapContent>.idealSize, inputs: inputs, list: &list)
    }
}

nonisolated extension View {
    /// Presents the full-screen Look Around viewer while `isPresented` is true and there is a
    /// scene. There is never a scene here (see `MKLookAroundSceneRequest`), so nothing is
    /// presented: the view is laid out as its content, and `onDismiss` is not called.
    public func lookAroundViewer(
        isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
        showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all, onDismiss: (() -> Void)? = nil
    ) -> some View { self }

    public func lookAroundViewer(
        isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
        showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all, onDismiss: (() -> Void)? = nil
    ) -> some View { self }
}
