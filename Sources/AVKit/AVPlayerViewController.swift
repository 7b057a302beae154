@_exported import UIKit

/// UIKit's player screen (Apple: "AVPlayerViewController"): a controller that shows a player's
/// video with the system's controls. Apps put it in SwiftUI through a
/// `UIViewControllerRepresentable`, which the engine lays out as a placeholder
/// (docs/supported-api.md, "UIKit"). Its settings are kept as set; nothing
/// plays, goes full screen or into picture in picture here, so the delegate is never called.
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// A view between the video and the controls, for an app's own overlay.
    public let contentOverlayView: UIView? = UIView(frame: .zero)
    /// Whether the first frame is ready: never, no video decodes here.
    public private(set) var isReadyForDisplay = false
    /// The video's rectangle in the controller's view: zero until a frame shows, which is never.
    public private(set) var videoBounds = CGRect.zero
}

/// What an `AVPlayerViewController` tells its app (full screen, picture in picture): every
/// requirement is optional, as in Apple's Objective-C protocol.
public protocol AVPlayerViewControllerDelegate: AnyObject {
    func playerViewController(_ playerViewController: AVPlayerViewController, willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    func playerViewController(_ playerViewController: AVPlayerViewController, willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewController(_ playerViewController: AVPlayerViewController, willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController, willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
}
