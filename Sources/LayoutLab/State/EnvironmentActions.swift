/// `@Environment(\.dismiss)`: closes the presentation the view is in. A scenario's root is not
/// presented, so by default it does nothing, as dismissing a root view does nothing in SwiftUI;
/// a container that presents views sets its own.
public struct DismissAction: @unchecked Sendable {
    private let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    public func callAsFunction() {
        action()
    }
}

/// `@Environment(\.openURL)`: opens a URL. There is no system to hand a URL to here, so the
/// default action does nothing; set your own with `.environment(\.openURL, OpenURLAction { … })`
/// and it is called as in SwiftUI.
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }

        var accepted: Bool {
            if case .handled = kind { return true }
            return false
        }
    }

    private let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// The system's action: nothing can open the URL, so it is not accepted.
    init() {
        handler = { _ in .discarded }
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

/// `@Environment(\.openWindow)`, `\.dismissWindow`, `\.dismissSearch`, `\.openSettings`: a case
/// runs in one scene, with no window to open or close and no search under way, so each does
/// nothing by default, as `dismiss` does at a root; a scenario can set its own to see them called.
public struct OpenWindowAction: @unchecked Sendable {
    private let open: (_ id: String?, _ value: AnyHashable?) -> Void

    public init(_ open: @escaping (_ id: String?, _ value: AnyHashable?) -> Void = { _, _ in }) {
        self.open = open
    }

    public func callAsFunction(id: String) { open(id, nil) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { open(nil, AnyHashable(value)) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { open(id, AnyHashable(value)) }
}

public struct DismissWindowAction: @unchecked Sendable {
    private let dismiss: (_ id: String?, _ value: AnyHashable?) -> Void

    public init(_ dismiss: @escaping (_ id: String?, _ value: AnyHashable?) -> Void = { _, _ in }) {
        self.dismiss = dismiss
    }

    public func callAsFunction() { dismiss(nil, nil) }
    public func callAsFunction(id: String) { dismiss(id, nil) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { dismiss(nil, AnyHashable(value)) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { dismiss(id, AnyHashable(value)) }
}

/// `@Environment(\.openImmersiveSpace)`, `\.dismissImmersiveSpace` (visionOS): a case runs in one
/// window, with no immersive space to open, so by default opening reports `.error` (as opening a
/// space that cannot be shown does) and dismissing does nothing; a scenario can set its own.
public struct OpenImmersiveSpaceAction: @unchecked Sendable {
    /// How an attempt to open the space ended.
    public enum Result: Sendable {
        case opened, userCancelled, error
    }

    private let open: (_ id: String?, _ value: AnyHashable?) async -> Result

    public init(_ open: @escaping (_ id: String?, _ value: AnyHashable?) async -> Result = { _, _ in .error }) {
        self.open = open
    }

    @discardableResult
    public func callAsFunction(id: String) async -> Result { await open(id, nil) }
    @discardableResult
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) async -> Result {
        await open(nil, AnyHashable(value))
    }
    @discardableResult
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) async -> Result {
        await open(id, AnyHashable(value))
    }
}

public struct DismissImmersiveSpaceAction: @unchecked Sendable {
    private let dismiss: () async -> Void

    public init(_ dismiss: @escaping () async -> Void = {}) { self.dismiss = dismiss }

    public func callAsFunction() async { await dismiss() }
}

public struct DismissSearchAction: @unchecked Sendable {
    private let action: () -> Void

    public init(_ action: @escaping () -> Void = {}) { self.action = action }

    public func callAsFunction() { action() }
}

public struct OpenSettingsAction: @unchecked Sendable {
    private let action: () -> Void

    public init(_ action: @escaping () -> Void = {}) { self.action = action }

    public func callAsFunction() { action() }
}

/// `@Environment(\.refresh)`: the action of the nearest `.refreshable`, which views inside call
/// to refresh as pulling down would (Apple: "RefreshAction"); nil outside one.
public struct RefreshAction: @unchecked Sendable {
    private let action: () async -> Void

    init(_ action: @escaping () async -> Void) { self.action = action }

    public func callAsFunction() async { await action() }
}

private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
private struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction() } }
private struct OpenImmersiveSpaceKey: EnvironmentKey { static var defaultValue: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() } }
private struct DismissImmersiveSpaceKey: EnvironmentKey { static var defaultValue: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() } }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction() } }
private struct OpenSettingsKey: EnvironmentKey { static var defaultValue: OpenSettingsAction { OpenSettingsAction() } }
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
    public var openImmersiveSpace: OpenImmersiveSpaceAction {
        get { self[OpenImmersiveSpaceKey.self] }
        set { self[OpenImmersiveSpaceKey.self] = newValue }
    }
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction {
        get { self[DismissImmersiveSpaceKey.self] }
        set { self[DismissImmersiveSpaceKey.self] = newValue }
    }
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
