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
