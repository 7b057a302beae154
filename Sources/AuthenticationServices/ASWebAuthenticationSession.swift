@_exported import UIKit
import Foundation

// Web sign-in (Apple: "ASWebAuthenticationSession", iOS 12): the system shows a browser on the
// provider's page and calls back with the URL the provider redirects to. No browser and no network
// exist here, and no one signs in: `start()` answers false (the session could not start, as
// Apple's answers when it cannot present) and the completion handler is called once, later, on
// the main actor (the case's, in a run), with the "presentation context invalid" error, so the app takes its failure path.
// The error's domain and code are Apple's (`ASWebAuthenticationSessionError`).

/// The window a session presents over: UIKit's window, as on iOS.
public typealias ASPresentationAnchor = UIWindow

/// Where a session presents its browser.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a session ended without a callback (Apple's codes).
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }

    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
    public var errorCode: Int { code.rawValue }
    public static let canceledLogin = Code.canceledLogin
    public static let presentationContextNotProvided = Code.presentationContextNotProvided
    public static let presentationContextInvalid = Code.presentationContextInvalid

    public let code: Code

    public init(_ code: Code) { self.code = code }
}

public let ASWebAuthenticationSessionErrorDomain = ASWebAuthenticationSessionError.errorDomain

/// A sign-in through the provider's web page.
open class ASWebAuthenticationSession: @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// How a session recognises the provider's redirect back to the app.
    public struct Callback: Sendable {
        let scheme: String?
        public static func customScheme(_ customScheme: String) -> Callback { Callback(scheme: customScheme) }
        public static func https(host: String, path: String) -> Callback { Callback(scheme: "https") }
    }

    public let url: URL
    public let callbackURLScheme: String?
    private let completionHandler: CompletionHandler
    private var finished = false

    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?
    /// No browser is shown, so none can start.
    open var canStart: Bool { false }

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
    }

    public convenience init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        self.init(url: URL, callbackURLScheme: callback.scheme, completionHandler: completionHandler)
    }

    /// Cannot present a browser: answers false and fails the session, once, on the main queue.
    @discardableResult
    open func start() -> Bool {
        finish(with: ASWebAuthenticationSessionError(.presentationContextInvalid))
        return false
    }

    /// Ends the session as the user's cancel would: the handler hears `canceledLogin`.
    open func cancel() {
        finish(with: ASWebAuthenticationSessionError(.canceledLogin))
    }

    private func finish(with error: ASWebAuthenticationSessionError) {
        guard !finished else { return }
        finished = true
        // A main-actor job: in a run it goes to the case's frame executor, so the failure lands
        // at a frame boundary, deterministically (the engine's main executor, CaseMainActor.swift).
        let job = UncheckedCompletion(handler: completionHandler)
        Task { @MainActor in job.handler(nil, error) }
    }
}

/// The app's handler: not `Sendable`, run only on the main actor, as Apple runs it.
private struct UncheckedCompletion: @unchecked Sendable {
    let handler: ASWebAuthenticationSession.CompletionHandler
}
