@_spi(Platform) import LayoutLab
import Foundation

/// The device's screen: the running case's profile, in the orientation the timeline has it in.
/// Read when asked, so a rotation step changes what `UIScreen.main.bounds` answers.
open class UIScreen: @unchecked Sendable {
    /// The screen of the running case (docs/supported-api.md, "UIKit"); outside a run, the
    /// default device's.
    public class var main: UIScreen { UIScreen() }

    public init() {}

    private var device: RunningDevice { RunningDevice.current }

    /// The screen in points, in the current orientation (as UIKit's, since iOS 8).
    open var bounds: CGRect { CGRect(origin: .zero, size: device.screen.size) }

    /// Pixels per point: the profile's scale.
    open var scale: CGFloat { device.screen.scale }

    /// The screen in pixels, always upright (portrait), as UIKit reports it.
    open var nativeBounds: CGRect {
        let size = device.screen.size
        let upright = device.orientation == .landscape ? CGSize(width: size.height, height: size.width) : size
        return CGRect(x: 0, y: 0, width: upright.width * scale, height: upright.height * scale)
    }

    open var nativeScale: CGFloat { scale }

    /// Every recorded device shows the standard frame rate; ProMotion is not modelled.
    open var maximumFramesPerSecond: Int { 60 }

    open var brightness: CGFloat = 0.5

    open var traitCollection: UITraitCollection { UITraitCollection.current }
}
