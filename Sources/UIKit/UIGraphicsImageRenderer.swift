import Foundation

// Drawing into an image (Apple: "UIGraphicsImageRenderer", iOS 10). Off-device nothing is
// rasterised: the renderer hands the app's closure a context whose drawing calls are accepted,
// and returns an image of the renderer's size (a placeholder, as every `UIImage` here is), so a
// thumbnail or a resized photo lays out at the size the app asked for. There are no pixels to
// encode, so the renderer's PNG and JPEG data are empty (`UIImage.pngData()` is `nil` here). The context's `cgContext` is
// missing (no Core Graphics drawing context exists here).

/// How a renderer's images are made: scale, opacity, range.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange: Range = .automatic

    public init() {}

    /// The main screen's scale, as Apple's default format has.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return format
    }

    open class func preferred() -> UIGraphicsImageRendererFormat { .default() }
}

/// What the drawing closure draws with: accepted calls, nothing rasterised.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
    }

    /// The Core Graphics context the closure draws into.
    public let cgContext = CGContext()

    /// The image drawn so far: the renderer's size.
    open var currentImage: UIImage { UIImage(name: "rendered", size: size, scale: format.scale) }

    /// The contexts whose drawing closures are running, innermost last: `UIColor.setFill()`
    /// and `setStroke()` set the innermost one's colours, as UIKit's set the current context's.
    nonisolated(unsafe) private static var stack: [UIGraphicsImageRendererContext] = []
    private static let stackLock = NSLock()

    static var current: UIGraphicsImageRendererContext? {
        stackLock.lock()
        defer { stackLock.unlock() }
        return stack.last
    }

    static func drawing(in context: UIGraphicsImageRendererContext, _ body: () -> Void) {
        stackLock.lock()
        stack.append(context)
        stackLock.unlock()
        body()
        stackLock.lock()
        stack.removeAll { $0 === context }
        stackLock.unlock()
    }

    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
}

/// Makes images of a size by running the app's drawing code.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Runs `actions`, then returns an image of the renderer's size.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
        UIGraphicsImageRendererContext.drawing(in: context) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions`; there are no pixels to encode, so the data is empty.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format, size: bounds.size))
        return Data()
    }

    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format, size: bounds.size))
        return Data()
    }
}

extension UIColor {
    /// Sets the fill colour of the drawing under way (a renderer's closure); outside one, as
    /// UIKit's without a current context, nothing.
    public func setFill() {
        UIGraphicsImageRendererContext.current?.cgContext.setFillColor(cgColor)
    }

    /// Sets the stroke colour of the drawing under way.
    public func setStroke() {
        UIGraphicsImageRendererContext.current?.cgContext.setStrokeColor(cgColor)
    }

    /// Sets both.
    public func set() {
        setFill()
        setStroke()
    }
}

extension UIImage {
    /// Drawing an image into the current renderer: accepted, nothing is rasterised.
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
}
