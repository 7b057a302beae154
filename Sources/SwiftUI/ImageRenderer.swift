import Foundation
@_spi(Platform) import CoreGraphics

/// Makes an image of a view (Apple: "ImageRenderer", iOS 16): the view laid out for
/// `proposedSize`, at `scale` pixels a point. The view is laid out by the engine, so the image's
/// size is the one SwiftUI gives; nothing is rasterised here (no pixels exist off-device: see
/// `UIGraphicsImageRenderer`), so the image is a bitmap of that size, and `render` hands its
/// closure a context that keeps graphics state and draws nothing. Sharing or saving the image
/// works on its size alone.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to draw; setting it (or any setting below) announces a change through
    /// `objectWillChange`, as Apple's does.
    @Published public var content: Content
    public var label: Text?
    @Published public var proposedSize: ProposedViewSize = .unspecified
    @Published public var scale: CGFloat = 1
    @Published public var isOpaque = false
    @Published public var colorMode = ColorRenderingMode.nonLinear
    public var allowedDynamicRange = Image.DynamicRange.standard

    public init(content view: Content) {
        content = view
    }

    /// The view's size in points, as the engine lays it out for `proposedSize`.
    private var viewSize: CGSize {
        LayoutEngine.layout(content, proposal: proposedSize).root.frame.size
    }

    /// The image in pixels: nil for a view of no area, as Apple's renderer gives none.
    public var cgImage: CGImage? {
        let size = viewSize
        let pixels = CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        return CGImage(size: pixels)
    }

    public var uiImage: UIImage? {
        cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }

    public var nsImage: NSImage? {
        cgImage == nil ? nil : NSImage(size: viewSize)
    }

    /// Calls `renderer` with the view's size and a drawing function, as Apple's does once; the
    /// drawing function draws nothing into the context it is given.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(viewSize) { _ in }
    }
}
