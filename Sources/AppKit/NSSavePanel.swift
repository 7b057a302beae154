import Foundation
import UniformTypeIdentifiers

/// How a modal session ended (Apple: "NSApplication.ModalResponse").
extension NSApplication {
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let OK = ModalResponse(rawValue: 1)
        public static let cancel = ModalResponse(rawValue: 0)
        public static let stop = ModalResponse(rawValue: -1000)
        public static let abort = ModalResponse(rawValue: -1001)
        public static let `continue` = ModalResponse(rawValue: -1002)
        public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
        public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
        public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
    }
}

public typealias NSModalResponse = NSApplication.ModalResponse

/// A window that floats above the app's (a panel).
open class NSPanel: NSWindow, @unchecked Sendable {
    public override init() { super.init() }
}

/// The save panel: no one answers it here, so every session ends cancelled, with no URL, the
/// answer an app gets when the user closes it (Apple: "runModal()" returns `.cancel`). Its
/// settings are kept as set.
open class NSSavePanel: NSPanel, @unchecked Sendable {
    open var url: URL? { nil }
    open var directoryURL: URL?
    open var nameFieldStringValue = ""
    open var nameFieldLabel = ""
    open var message = ""
    open var prompt = ""
    open var allowedContentTypes: [UTType] = []
    open var allowedFileTypes: [String]?
    open var allowsOtherFileTypes = false
    open var canCreateDirectories = true
    open var showsHiddenFiles = false
    open var showsTagField = true
    open var isExtensionHidden = false
    open var canSelectHiddenExtension = false

    open func runModal() -> NSApplication.ModalResponse { .cancel }

    /// The handler runs on the main queue, as AppKit calls it (Apple imports it non-`@Sendable`).
    open func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
        nonisolated(unsafe) let handler = handler
        DispatchQueue.main.async { handler(.cancel) }
    }

    open func beginSheetModal(for window: NSWindow, completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
        nonisolated(unsafe) let handler = handler
        DispatchQueue.main.async { handler(.cancel) }
    }

    @MainActor
    open func begin() async -> NSApplication.ModalResponse { .cancel }
}

/// The open panel: cancelled too, with no URL chosen.
open class NSOpenPanel: NSSavePanel, @unchecked Sendable {
    open var urls: [URL] { [] }
    open var canChooseFiles = true
    open var canChooseDirectories = false
    open var allowsMultipleSelection = false
    open var resolvesAliases = true
    open var canDownloadUbiquitousContents = true
    open var treatsFilePackagesAsDirectories = false
}

/// A view that blurs what is behind it (a sidebar's material): a plain `NSView` here, with its
/// settings kept; in SwiftUI through a representable, it takes the size offered.
open class NSVisualEffectView: NSView {
    public enum Material: Int, Sendable {
        case appearanceBased = 0, light, dark, titlebar, selection, menu, popover, sidebar, headerView, sheet,
             windowBackground, hudWindow, fullScreenUI, toolTip, contentBackground, underWindowBackground, underPageBackground
    }

    public enum BlendingMode: Int, Sendable {
        case behindWindow = 0, withinWindow
    }

    public enum State: Int, Sendable {
        case followsWindowActiveState = 0, active, inactive
    }

    open var material = Material.appearanceBased
    open var blendingMode = BlendingMode.behindWindow
    open var state = State.followsWindowActiveState
    open var isEmphasized = false
}
