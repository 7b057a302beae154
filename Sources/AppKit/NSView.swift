@_spi(Platform) import LayoutLab
import Foundation

/// A view: a plain object whose `intrinsicContentSize` and `fittingSize` a representable's
/// layout asks (`NSViewRepresentable`); AppKit's drawing and layout are not modelled.
open class NSView {
    public static let noIntrinsicMetric: CGFloat = -1

    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    open var bounds: CGRect
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    open var wantsLayer = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var toolTip: String?
    open var identifier: String?
    open private(set) var subviews: [NSView] = []
    open private(set) weak var superview: NSView?

    public init(frame frameRect: NSRect) {
        frame = frameRect
        bounds = CGRect(origin: .zero, size: frameRect.size)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// No intrinsic size on either axis: a representable of it takes what it is offered.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    open var fittingSize: CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func invalidateIntrinsicContentSize() {}
    open func setContentHuggingPriority(_ priority: Float, for orientation: Int) {}
    open func layout() {}
    open func needsLayout(_ flag: Bool) {}
    open var needsDisplay = false
}

public typealias NSRect = CGRect
public typealias NSSize = CGSize
public typealias NSPoint = CGPoint

/// A controller that owns a view (`loadView()` makes a plain `NSView` unless overridden).
open class NSViewController {
    private var loadedView: NSView?

    public init() {}

    public init(nibName: String?, bundle: Bundle?) {}

    open var view: NSView {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = NSView() }
            viewDidLoad()
            return loadedView!
        }
        set { loadedView = newValue }
    }

    open func loadView() {
        loadedView = NSView()
    }

    open func viewDidLoad() {}
    open var preferredContentSize: CGSize = .zero
    open var title: String?
}

/// The screen of the running case: a macOS profile's window size is the screen's here (no menu
/// bar or Dock is modelled, so `visibleFrame` is the whole `frame`); scale from the profile.
open class NSScreen: @unchecked Sendable {
    public class var main: NSScreen? { NSScreen() }
    public class var screens: [NSScreen] { [NSScreen()] }

    init() {}

    open var frame: NSRect { CGRect(origin: .zero, size: RunningDevice.current.screen.size) }
    open var visibleFrame: NSRect { frame }
    open var backingScaleFactor: CGFloat { RunningDevice.current.screen.scale }
    open var localizedName: String { "Built-in Display" }
}

/// The running app: accepted, it has no windows of its own to show.
open class NSApplication: @unchecked Sendable {
    private static let instance = NSApplication()
    public class var shared: NSApplication { instance }

    init() {}

    open var windows: [NSWindow] { [NSWindow()] }
    open var keyWindow: NSWindow? { NSWindow() }
    open var mainWindow: NSWindow? { NSWindow() }
    open var isActive: Bool { true }
    open var appearance: NSAppearance?
    open var effectiveAppearance: NSAppearance { NSAppearance(named: .aqua) }

    open func activate(ignoringOtherApps flag: Bool) {}
    open func activate() {}
    open func terminate(_ sender: Any?) {}
    open func hide(_ sender: Any?) {}
    @discardableResult open func sendAction(_ action: String, to target: Any?, from sender: Any?) -> Bool { true }
}

/// The running app, as AppKit's global names it (Apple: "NSApp", the shared application).
public var NSApp: NSApplication! { NSApplication.shared }

/// The window of the running case.
open class NSWindow: @unchecked Sendable {
    init() {}
    open var frame: NSRect { CGRect(origin: .zero, size: RunningDevice.current.window.size) }
    open var title = ""
    open var isKeyWindow: Bool { true }
    /// The case's window is on screen.
    open var isVisible: Bool { true }
    open var contentView: NSView?
    open var backingScaleFactor: CGFloat { RunningDevice.current.screen.scale }
    open func makeKeyAndOrderFront(_ sender: Any?) {}
    open func orderFrontRegardless() {}
    open func orderFront(_ sender: Any?) {}
    open func orderOut(_ sender: Any?) {}
    open func center() {}
    open func close() {}
}

/// Opening URLs and files: accepted, nothing is opened.
open class NSWorkspace: @unchecked Sendable {
    public static let shared = NSWorkspace()
    @discardableResult open func open(_ url: URL) -> Bool { false }
}

/// A pasteboard in memory.
open class NSPasteboard: @unchecked Sendable {
    public static let general = NSPasteboard()
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
    }

    private var strings: [PasteboardType: String] = [:]
    @discardableResult open func clearContents() -> Int { strings.removeAll(); return 0 }
    @discardableResult open func setString(_ string: String, forType type: PasteboardType) -> Bool { strings[type] = string; return true }
    open func string(forType type: PasteboardType) -> String? { strings[type] }
}

/// A SwiftUI view in an AppKit view: its size is the SwiftUI view's ideal size.
open class NSHostingView<Content: View>: NSView {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    open override var intrinsicContentSize: CGSize {
        LayoutEngine.layout(rootView, proposal: .unspecified).root.frame.size
    }
}

/// A SwiftUI view in an AppKit controller.
open class NSHostingController<Content: View>: NSViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open func sizeThatFits(in size: CGSize) -> CGSize {
        let proposal = ProposedViewSize(
            width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil
        )
        return LayoutEngine.layout(rootView, proposal: proposal).root.frame.size
    }
}

/// The app's delegate (Apple: "NSApplicationDelegate"): every method optional, as Apple's are.
/// No app launches here, so none is called; declaring one compiles.
public protocol NSApplicationDelegate: AnyObject {
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationWillTerminate(_ notification: Notification)
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationWillTerminate(_ notification: Notification) {}
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
